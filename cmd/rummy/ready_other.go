//go:build !js

package main

// signalReady does nothing on the desktop: there is no page to tell.
func signalReady() {}

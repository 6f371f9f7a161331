//go:build !js

package main

// testPage reports whether a browser test drives the page (never here).
func testPage() bool { return false }

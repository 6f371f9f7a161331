//go:build js

package main

import "syscall/js"

// signalReady tells the page (assets/web/index.html) that the game has
// drawn its first frame, so it hides its loading screen.
func signalReady() {
	if f := js.Global().Get("rummyStarted"); f.Type() == js.TypeFunction {
		f.Invoke()
		return
	}
	js.Global().Set("rummyReady", true)
}

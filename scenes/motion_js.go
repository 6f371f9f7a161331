//go:build js

package scenes

import "syscall/js"

// prefersReducedMotion reports the browser's prefers-reduced-motion
// setting: the default of the game's reduced motion until the person
// chooses.
func prefersReducedMotion() bool {
	mm := js.Global().Get("matchMedia")
	if mm.Type() != js.TypeFunction {
		return false
	}
	return js.Global().Call("matchMedia", "(prefers-reduced-motion: reduce)").Get("matches").Truthy()
}

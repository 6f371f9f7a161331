//go:build js

package scenes

import "syscall/js"

// browserOffline reports whether the browser says it has no network
// (navigator.onLine is false).
func browserOffline() bool {
	nav := js.Global().Get("navigator")
	return nav.Truthy() && nav.Get("onLine").Type() == js.TypeBoolean && !nav.Get("onLine").Bool()
}

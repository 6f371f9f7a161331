//go:build js

package scenes

import "syscall/js"

// defaultServer is the address the lobby offers before one is
// remembered: the server the page came from.
func defaultServer() string {
	loc := js.Global().Get("location")
	if loc.Get("protocol").String() == "https:" {
		return "https://" + loc.Get("host").String()
	}
	return loc.Get("host").String()
}

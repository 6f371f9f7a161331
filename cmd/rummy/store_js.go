//go:build js

package main

import "rummy/scenes/store"

// openStore opens the page's localStorage (a browser has no folders, so
// -config-dir is ignored). Without it the game still runs, keeping
// nothing, and says so.
func openStore(string) (store.Store, string) {
	st, err := store.Open("rummy")
	if err != nil {
		return store.NewMemory(), err.Error()
	}
	return st, ""
}

//go:build js

package main

import "rummy/scenes/store"

// openStore opens the page's localStorage (a browser has no folders, so
// -config-dir is ignored, and a page takes no screenshots). Without it
// the game still runs, keeping nothing, and says so.
func openStore(string, bool) (store.Store, string, func()) {
	st, err := store.Open("rummy")
	if err != nil {
		return store.NewMemory(), err.Error(), func() {}
	}
	return st, "", func() {}
}

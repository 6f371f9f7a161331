//go:build !js

package main

import "rummy/scenes/store"

// openStore opens the folder for settings and the autosave: -config-dir,
// else the platform's place. Without one the game still runs, keeping
// nothing, and says so.
func openStore(dir string) (store.Store, string) {
	var st store.Store
	var err error
	if dir != "" {
		st, err = store.OpenDir(dir)
	} else {
		st, err = store.Open("rummy")
	}
	if err != nil {
		return store.NewMemory(), err.Error()
	}
	return st, ""
}

//go:build !js

package main

import (
	"os"

	"rummy/scenes/store"
)

// openStore opens the folder for settings and the autosave: -config-dir,
// else — for a screenshot run (throwaway), which must never touch the
// player's own — a new temporary folder, else the platform's place.
// Without one the game still runs, keeping nothing, and says so. The
// function returned removes a temporary folder.
func openStore(dir string, throwaway bool) (store.Store, string, func()) {
	done := func() {}
	if dir == "" && throwaway {
		tmp, err := os.MkdirTemp("", "rummy-screenshot-")
		if err != nil {
			return store.NewMemory(), "rummy: no temporary folder for the screenshot run, so nothing is kept: " + err.Error(), done
		}
		dir, done = tmp, func() { _ = os.RemoveAll(tmp) }
	}
	var st store.Store
	var err error
	if dir != "" {
		st, err = store.OpenDir(dir)
	} else {
		st, err = store.Open("rummy")
	}
	if err != nil {
		return store.NewMemory(), err.Error(), done
	}
	return st, "", done
}

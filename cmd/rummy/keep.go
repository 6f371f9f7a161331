package main

import (
	"fmt"
	"path/filepath"

	"rummy/scenes/store"
)

// keepPreviousGame keeps the autosaved game aside before a table started
// from the command line replaces it, and returns the line to print: where
// it went, "" when there was none. A game that cannot be kept is an error:
// starting would overwrite it.
func keepPreviousGame(st store.Store) (string, error) {
	kept, err := store.KeepGame(st)
	if err != nil {
		return "", fmt.Errorf("rummy: the saved game in progress cannot be kept aside, so no new game starts: %v", err)
	}
	if kept == "" {
		return "", nil
	}
	if d, ok := st.(interface{ Path() string }); ok {
		kept = filepath.Join(d.Path(), kept)
	}
	return fmt.Sprintf("rummy: the saved game in progress was kept as %s (rename it to %s to resume it)", kept, store.AutosaveName), nil
}

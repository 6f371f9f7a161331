package main

import (
	"testing"

	"rummy/scenes"
)

// The game links every screen family: each screen another opens through
// the registry is registered (a family moved to a package of its own and
// not linked would fail only when a person opened it).
func TestGameRegistersEveryScreen(t *testing.T) {
	for _, id := range scenes.ScreenIDs {
		if !scenes.Registered(id) {
			t.Errorf("screen %d is not registered in the game", id)
		}
	}
}

//go:build !js

package main

import (
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes"
)

// programArgs is the command line.
func programArgs() []string { return os.Args[1:] }

// forPage returns the game as it is: the test probe (window.rummyTest)
// exists only in a browser page.
func forPage(g ebiten.Game, _ *scenes.Manager) ebiten.Game { return g }

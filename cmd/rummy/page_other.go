//go:build !js

package main

import (
	"os"

	"github.com/hajimehoshi/ebiten/v2"
)

// programArgs is the command line.
func programArgs() []string { return os.Args[1:] }

// forPage returns the game as it is: only a browser page needs telling
// when the game is up.
func forPage(g ebiten.Game) ebiten.Game { return g }

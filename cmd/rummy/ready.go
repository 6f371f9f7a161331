package main

import "github.com/hajimehoshi/ebiten/v2"

// readySignal wraps the game and signals the page once the first frame
// has been drawn: Ebiten runs Update then Draw, so by the second Update
// the first frame is on screen.
type readySignal struct {
	ebiten.Game
	updates int
}

func (r *readySignal) Update() error {
	r.updates++
	if r.updates == 2 {
		signalReady()
	}
	return r.Game.Update()
}

package main

import (
	"rummy/engine"
	"rummy/engine/match/proto"
)

// tableGame is the game a table runs: the one place the server touches
// the engine's state, so that the match package can take its place.
type tableGame struct {
	st *engine.State
}

// startGame deals a new game and returns the deal's events.
func startGame(r *engine.Rules, seed uint64) (*tableGame, []engine.Event, error) {
	st, ev, err := engine.NewGameEvents(r, seed)
	if err != nil {
		return nil, nil, err
	}
	return &tableGame{st: st}, ev, nil
}

// submit applies seat's action; a refused action changes nothing.
func (g *tableGame) submit(seat int, a engine.Action) ([]engine.Event, error) {
	return g.st.Apply(seat, a)
}

// view is what viewer (a seat or proto.Spectator) may know.
func (g *tableGame) view(viewer int) *engine.View { return g.st.View(viewer) }

// wireView is view put on the wire.
func (g *tableGame) wireView(viewer int) *proto.SeatView { return proto.ViewOf(g.st, viewer) }

// waiting lists the seats that may act now.
func (g *tableGame) waiting() []int { return g.st.Waiting() }

// over reports whether the game has ended.
func (g *tableGame) over() bool { return g.st.Over() }

// save returns the game in the saved-game format.
func (g *tableGame) save() ([]byte, error) { return engine.Save(g.st) }

// hash fingerprints the whole game.
func (g *tableGame) hash() uint64 { return g.st.Hash() }

// state is the full state, for tests that compare what a seat received
// with what it may know.
func (g *tableGame) state() *engine.State { return g.st }

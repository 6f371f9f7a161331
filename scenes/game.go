package scenes

import (
	"errors"

	"rummy/engine"
	"rummy/engine/match"
)

// tableGame is the game as the table sees it: the match.Game it is
// handed (a match in this process now, a table server's game later),
// the number of the viewer's last event it has played, and the bounded
// wait for a paint before the game moves on. The table renders from the
// Game's View(viewer) and masked events only: nothing in it reads
// another seat's hand.
type tableGame struct {
	match.Game
	// seats are the Game's seats, fixed for the game.
	seats []match.SeatInfo
	// seq is the number of the viewer's last event played; version the
	// game's version the table last looked at.
	seq     uint64
	version uint64
	// paintWait counts the ticks the game waited for the last change to
	// be painted.
	paintWait int
	// shown is the last problem shown (a save failure is shown once, a
	// stopped game once); clocks are the viewer's clocks for the drawing.
	shown  error
	clocks viewerClocks
	// local is the match this process plays (nil for a game played
	// elsewhere): PlayOutHand and the statistics' notices need it.
	local *localGame
}

// viewerClocks are the clocks the table shows the viewer: the claim
// window's ticks left (−1: none) of its full length, and the turn
// timer's ticks left (0: none).
type viewerClocks struct {
	claimLeft, claimTicks, turnLeft int
}

// newTableGame returns the table's handle on g (local is its match when
// it is played in this process).
func newTableGame(g match.Game, local *localGame) *tableGame {
	return &tableGame{Game: g, seats: g.Seats(), local: local, clocks: viewerClocks{claimLeft: -1}}
}

// Players is the number of seats.
func (g *tableGame) Players() int { return len(g.seats) }

// kind says who plays a seat.
func (g *tableGame) kind(seat int) match.Kind {
	if seat < 0 || seat >= len(g.seats) {
		return 0
	}
	return g.seats[seat].Kind
}

// Seed is the game's seed (0 when it is not played here).
func (g *tableGame) Seed() uint64 {
	if g.local == nil {
		return 0
	}
	return g.local.seed
}

// firstViewer is the seat shown at the bottom when the game starts: the
// first person at this screen, or seat 0 when only bots play here; a
// spectator of a game played elsewhere sees the public view.
func (g *tableGame) firstViewer() int {
	if v := g.Viewers(); len(v) > 0 {
		return v[0]
	}
	if g.local == nil {
		return match.Spectator
	}
	return 0
}

// botBusy reports whether the game waits on a bot (thinking or pausing)
// and not on the viewer of v.
func (g *tableGame) botBusy(v *engine.View) bool {
	return v.Phase != engine.PhaseHandOver && len(v.Waiting) > 0 && !v.MayAct() && g.kind(v.Waiting[0]) == match.KindBot
}

// eventsFor returns viewer's events since the last call, and whether
// the game changed since (an action every viewer saw nothing of still
// changes the view).
func (g *tableGame) eventsFor(viewer int) ([]engine.Event, bool) {
	seq, last := g.EventsSince(viewer, g.seq)
	g.seq = last
	version := g.Status().Version
	changed := version != g.version || len(seq) > 0
	g.version = version
	if len(seq) == 0 {
		return nil, changed
	}
	ev := make([]engine.Event, len(seq))
	for i, s := range seq {
		ev[i] = s.Event
	}
	return ev, changed
}

// skipTo makes viewer's stream current: its past events are not played
// (the table turns to a new viewer and lays the view out afresh).
func (g *tableGame) skipTo(viewer int) {
	_, g.seq = g.EventsSince(viewer, ^uint64(0))
	g.version = g.Status().Version
}

// readClocks copies the viewer's clocks from the Game.
func (g *tableGame) readClocks(viewer int, v *engine.View) {
	tm := g.Timers()
	c := viewerClocks{claimLeft: -1, claimTicks: tm.ClaimTicks}
	if viewer >= 0 && viewer < len(tm.ClaimLeft) {
		c.claimLeft = tm.ClaimLeft[viewer]
	}
	if v.Turn == viewer {
		c.turnLeft = tm.TurnLeft
	}
	g.clocks = c
}

// problem returns what to show of an error from the Game, once: nil and
// a problem already shown give "".
func (g *tableGame) problem(err error) error {
	if err == nil {
		return nil
	}
	var se *match.SaveError
	if errors.As(err, &se) {
		if _, shown := g.shown.(*match.SaveError); shown {
			return nil
		}
	} else if err == g.shown {
		return nil
	}
	g.shown = err
	return err
}

// notice returns the local match's notice to show (damaged statistics,
// say), once.
func (g *tableGame) notice() string {
	if g.local == nil {
		return ""
	}
	return g.local.rec.take()
}

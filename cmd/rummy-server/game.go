package main

import (
	"rummy/engine"
	"rummy/engine/match"
)

// tableGame is the game a table runs: a match (the project's one game
// loop) whose seats are all remote, every move reaching it through
// Submit from the table (a person's message or a bot the table runs).
// The table keeps its own wall-clock timers (away, turn) and log, so
// the match runs no tick timers and no sink here.
type tableGame struct {
	m *match.Match
	// events collects the unmasked events of the last action (the
	// match's Recorder).
	events []engine.Event
	// scratch is a view reused for the seats' own parts of a position
	// (their hands), which are encoded at once.
	scratch engine.View
}

// remoteSeat is a seat played from elsewhere: the match never gets an
// answer by asking it.
type remoteSeat struct{}

func (remoteSeat) Kind() match.Kind                         { return match.KindRemote }
func (remoteSeat) Ask(match.Question) (engine.Action, bool) { return engine.Action{}, false }
func (remoteSeat) Poll() (match.Answer, bool)               { return match.Answer{}, false }
func (g *tableGame) Applied(_ *engine.State, _ int, _ engine.Action, ev []engine.Event) error {
	g.events = append(g.events, ev...)
	return nil
}

// startGame deals a new game and returns the deal's events.
func startGame(r *engine.Rules, seed uint64) (*tableGame, []engine.Event, error) {
	st, ev, err := engine.NewGameEvents(r, seed)
	if err != nil {
		return nil, nil, err
	}
	g, err := newTableGame(st)
	return g, ev, err
}

// newTableGame runs a game from st through a match.
func newTableGame(st *engine.State) (*tableGame, error) {
	g := &tableGame{}
	players := make([]match.Player, st.Players())
	for i := range players {
		players[i] = remoteSeat{}
	}
	var err error
	if g.m, err = match.New(match.Config{State: st, Players: players, Recorder: g}); err != nil {
		return nil, err
	}
	return g, nil
}

// submit applies seat's action through the match; a refused action
// changes nothing. next_hand, from the seat the game waits on, deals the
// next hand.
func (g *tableGame) submit(seat int, a engine.Action) ([]engine.Event, error) {
	g.events = g.events[:0]
	var err error
	if a.Kind == engine.ActNextHand {
		err = g.nextHand(seat)
	} else {
		err = g.m.Submit(seat, a)
	}
	if err != nil {
		return nil, err
	}
	return append([]engine.Event(nil), g.events...), nil
}

// nextHand deals the next hand if seat is the one the game waits on
// for it.
func (g *tableGame) nextHand(seat int) error {
	st := g.m.State()
	if st.Phase() != engine.PhaseHandOver {
		_, err := st.Clone().Apply(seat, engine.NextHandAction())
		return err
	}
	if w := st.Waiting(); len(w) == 0 || w[0] != seat {
		_, err := st.Clone().Apply(seat, engine.NextHandAction())
		return err
	}
	return g.m.NextHand()
}

// view is what viewer (a seat or proto.Spectator) may know.
func (g *tableGame) view(viewer int) *engine.View { return g.m.View(viewer) }

// ownView returns seat's hand and drawn card now, through the reused
// scratch view (valid until the next call); an empty hand is nil, as in
// a fresh view.
func (g *tableGame) ownView(seat int) ([]engine.Card, engine.Card) {
	g.m.State().ViewInto(seat, &g.scratch)
	h := g.scratch.Hand
	if len(h) == 0 {
		h = nil
	}
	return h, g.scratch.DrawnStock
}

// waiting lists the seats that may act now.
func (g *tableGame) waiting() []int { return g.m.State().Waiting() }

// over reports whether the game has ended.
func (g *tableGame) over() bool { return g.m.State().Over() }

// save returns the game in the saved-game format.
func (g *tableGame) save() ([]byte, error) { return engine.Save(g.m.State()) }

// hash fingerprints the whole game.
func (g *tableGame) hash() uint64 { return g.m.State().Hash() }

// state is the full state, for tests that compare what a seat received
// with what it may know.
func (g *tableGame) state() *engine.State { return g.m.State() }

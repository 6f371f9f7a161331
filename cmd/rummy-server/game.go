package main

import (
	"time"

	"rummy/engine"
	"rummy/engine/match"
)

// tableGame is the game a table runs: a match (the project's one game
// loop) whose seats are remote persons and bots, every move reaching it
// through Submit from the table (a person's message or a bot the table
// runs on the bot pool). The match keeps the clocks (away, decision,
// hand pause, the ROM-16 turn timer) on the server's clock and says
// which seats a bot plays now; the table keeps the log.
type tableGame struct {
	m *match.Match
	// events collects the unmasked events of the last action (the
	// match's Recorder).
	events []engine.Event
	// fired collects the actions the match's deadlines made (advance).
	fired  []firedAction
	firing bool
	// scratch is a view reused for the seats' own parts of a position
	// (their hands), which are encoded at once.
	scratch engine.View
}

// firedAction is an action a deadline of the match made.
type firedAction struct {
	seat   int
	action engine.Action
	events []engine.Event
}

// remoteSeat is a seat played from elsewhere: a person (timed), or a bot
// the table runs on its bot pool; the match never gets an answer by
// asking it.
type remoteSeat struct{ kind match.Kind }

func (r remoteSeat) Kind() match.Kind                       { return r.kind }
func (remoteSeat) Ask(match.Question) (engine.Action, bool) { return engine.Action{}, false }
func (remoteSeat) Poll() (match.Answer, bool)               { return match.Answer{}, false }

// Applied is the match's Recorder: it collects the events of the action
// being applied (and the actions the deadlines make).
func (g *tableGame) Applied(_ *engine.State, seat int, a engine.Action, ev []engine.Event) error {
	g.events = append(g.events, ev...)
	if g.firing {
		g.fired = append(g.fired, firedAction{seat: seat, action: a, events: append([]engine.Event(nil), ev...)})
	}
	return nil
}

// gameSeats is how a table's seats sit at its match: which are bots,
// and the clocks (nil: none, a game only replayed or checked).
type gameSeats struct {
	bots      []bool
	deadlines *match.Deadlines
	// prefs are the seats' claim preferences (corr.go).
	prefs []match.ClaimPref
}

// startGame deals a new game and returns the deal's events.
func startGame(r *engine.Rules, seed uint64, gs gameSeats) (*tableGame, []engine.Event, error) {
	st, ev, err := engine.NewGameEvents(r, seed)
	if err != nil {
		return nil, nil, err
	}
	g, err := newTableGame(st, gs)
	return g, ev, err
}

// newTableGame runs a game from st through a match.
func newTableGame(st *engine.State, gs gameSeats) (*tableGame, error) {
	g := &tableGame{}
	players := make([]match.Player, st.Players())
	for i := range players {
		players[i] = remoteSeat{kind: match.KindRemote}
		if i < len(gs.bots) && gs.bots[i] {
			players[i] = remoteSeat{kind: match.KindBot}
		}
	}
	var err error
	if g.m, err = match.New(match.Config{State: st, Players: players, Recorder: g, Deadlines: gs.deadlines}); err != nil {
		return nil, err
	}
	for seat, p := range gs.prefs {
		g.m.SetClaimPref(seat, p)
	}
	return g, nil
}

// advance fires the match's deadlines due by now and returns the
// actions they made, in order.
func (g *tableGame) advance(now time.Time) ([]firedAction, error) {
	g.firing, g.fired = true, g.fired[:0]
	err := g.m.Advance(now)
	g.firing = false
	return g.fired, err
}

// submit applies seat's action through the match; a refused action
// changes nothing. next_hand, from the seat the game waits on, deals the
// next hand.
func (g *tableGame) submit(seat int, a engine.Action) ([]engine.Event, error) {
	g.events = g.events[:0]
	var err error
	if a.Kind == engine.ActNextHand {
		err = g.m.DealBy(seat) // Match.NextDeal says who may
	} else {
		err = g.m.Submit(seat, a)
	}
	if err != nil {
		return nil, err
	}
	return append([]engine.Event(nil), g.events...), nil
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

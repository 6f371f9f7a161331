package scenes

import (
	"errors"
	"fmt"

	"rummy/engine"
	"rummy/engine/match"
	"rummy/scenes/store"
)

// NewTable starts a new game of a setup; back is where the menu button
// and the end of the game lead.
func NewTable(app *App, setup Setup, back Scene) (*Table, error) {
	rules, seed, err := setup.rulesAndSeed()
	if err != nil {
		return nil, err
	}
	st, dealt, err := engine.NewGameEvents(rules, seed)
	if err != nil {
		return nil, err
	}
	t, err := newTableDealt(app, setup, st, dealt, back)
	if err != nil {
		return nil, err
	}
	t.pull()
	t.showProblem(t.game.local.saveNow())
	return t, nil
}

// ResumeTable continues the autosaved game at the exact position it was
// left in. A saved game that cannot be used is kept aside by the store
// and the error says so.
func ResumeTable(app *App, back Scene) (*Table, error) {
	sv, err := store.LoadGame(app.Store)
	if err != nil {
		return nil, err
	}
	st, err := engine.Load(sv.Game)
	if err != nil {
		return nil, store.RejectGame(app.Store, err)
	}
	if len(sv.Seats) != st.Players() {
		return nil, store.RejectGame(app.Store, fmt.Errorf("scenes: the saved game lists %d seats for %d players", len(sv.Seats), st.Players()))
	}
	seats := make([]Seat, len(sv.Seats))
	for i, s := range sv.Seats {
		seats[i] = Seat{Kind: s.Kind, Level: s.Level, Name: ownName(s)}
	}
	setup := Setup{Variant: st.Rules().Variant, Options: st.Rules().Options, Seats: seats}
	// A game saved while a finished hand was shown goes on with the next
	// (Update deals it: the view is in PhaseHandOver and no reveal shows).
	t, err := newTableDealt(app, setup, st, nil, back)
	if err != nil {
		return nil, err
	}
	t.resetHand() // sorted as a deal is, unless the save kept an arrangement
	t.refresh()   // the hand, the melds and the piles as they were left
	t.keeper().restoreTable(sv.Table)
	return t, nil
}

// newTableDealt builds the local match of st (dealt: its first deal's
// events) and the table presenting it.
func newTableDealt(app *App, setup Setup, st *engine.State, dealt []engine.Event, back Scene) (*Table, error) {
	t := &Table{}
	local := newLocalGame(app, setup, st.Seed(), t.holds)
	g, err := local.start(st, dealt)
	if err != nil {
		return nil, err
	}
	t.present(app, setup, newTableGame(g, local), back)
	local.sink.keep = t.keeper().keepTable
	return t, nil
}

// present makes t the table presenting game (any match.Game: the table
// asks it for views and events only).
func (t *Table) present(app *App, setup Setup, game *tableGame, back Scene) {
	*t = Table{app: app, setup: setup, game: game, back: back, backdrop: app.Backdrop,
		anim: newAnimator(), form: NewForm(), cues: tableCues{turnSeat: -1}}
	t.viewer = game.firstViewer()
	t.view = game.View(t.viewer)
	t.relayout()
	t.hud().refreshLabels()
}

// holds reports whether a seat's clocks stand still: while the curtain
// hides the hand, and for every seat but the one shown (a shared
// screen shows one person at a time).
func (t *Table) holds(seat int) bool { return t.curtain || seat != t.viewer }

// progress advances the game by one tick (bots, pauses, clocks) once
// the last change is painted, plays its events, and turns the table to
// the person the game waits on at a shared screen.
func (t *Table) progress() {
	if t.game.waitForPaint(t.app.PaintOwed) {
		return
	}
	t.showProblem(t.game.Tick())
	t.pull()
	w := t.view.Waiting
	if t.view.Phase == engine.PhaseHandOver || len(w) == 0 || t.game.kind(w[0]) != match.KindPerson || w[0] == t.viewer {
		return
	}
	t.viewer = w[0]
	t.game.skipTo(t.viewer)
	t.curtain = t.humans() > 1
	t.resetHand()
	t.refresh()
}

// pull plays the viewer's events since the last pull, if the game has
// changed.
func (t *Table) pull() {
	ev, changed := t.game.eventsFor(t.viewer)
	if changed {
		t.events().onEvents(ev)
	}
	t.game.readClocks(t.viewer, t.view)
	t.showNotice()
}

// apply sends the viewer's action to the game (the engine validates it
// there, once); on success its events are played. The error is the
// engine's refusal (nothing changed).
func (t *Table) apply(seat int, a engine.Action) error {
	err := t.game.Submit(seat, a)
	var se *match.SaveError
	if errors.As(err, &se) {
		t.showProblem(err)
		err = nil
	}
	if err != nil {
		return err
	}
	t.pull()
	return nil
}

// showProblem shows a problem of the game (a failed save, a stopped
// game) as a toast, once.
func (t *Table) showProblem(err error) {
	if err = t.game.problem(err); err != nil {
		t.showToast(err.Error())
	}
}

// showNotice shows the local game's last notice (damaged statistics) as
// a toast.
func (t *Table) showNotice() {
	if n := t.game.notice(); n != "" {
		t.showToast(n)
	}
}

func (t *Table) humans() int { return t.setup.Humans() }

// seatName is how a seat is called on the table.
func (t *Table) seatName(seat int) string {
	if name, ok := t.netView().netName(seat); ok {
		return name
	}
	return seatName(t.app, t.setup, seat)
}

// PlayOutHand lets bots play every seat, without animation, until the
// current hand ends, then returns its score sheet (the -show sheet flag
// and tests use it to reach the sheet quickly). Only a game played in
// this process can be played out.
func (t *Table) PlayOutHand() (*ScoreSheet, error) {
	if t.game.local == nil {
		return nil, errors.New("scenes: only a game played here can be played out")
	}
	g, err := t.game.local.playOutHand()
	t.showNotice()
	if err != nil {
		return nil, err
	}
	t.game = newTableGame(g, t.game.local)
	t.reveal.result = nil
	t.resetHand()
	t.refresh()
	res := t.view.Results
	return NewScoreSheet(t.app, t, res[len(res)-1]), nil
}

package scenes

import (
	"fmt"
	"time"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// NewTable starts a new game of a setup; back is where the menu button
// and the end of the game lead.
func NewTable(app *App, setup Setup, back Scene) (*Table, error) {
	rules, err := engine.NewRules(setup.Options)
	if err != nil {
		return nil, err
	}
	if len(setup.Seats) != setup.Options.NumPlayers() {
		return nil, fmt.Errorf("scenes: %d seats for %d players: give every player a seat", len(setup.Seats), setup.Options.NumPlayers())
	}
	seed := uint64(setup.Options.GameSeed())
	if seed == 0 {
		seed = uint64(time.Now().UnixNano()) | 1 // seed=0 asks for a random game (COM-8)
	}
	st, ev, err := engine.NewGameEvents(rules, seed)
	if err != nil {
		return nil, err
	}
	t := newTable(app, setup, st, back)
	t.events().onEvents(t.game.mask(ev))
	t.game.save()
	t.showNotice()
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
		seats[i] = Seat{Kind: s.Kind, Level: s.Level}
	}
	setup := Setup{Variant: st.Rules().Variant, Options: st.Rules().Options, Seats: seats}
	t := newTable(app, setup, st, back)
	t.refresh()
	// A game saved while a finished hand was shown goes on with the next.
	t.game.nextOwed = st.Phase() == engine.PhaseHandOver
	return t, nil
}

func newTable(app *App, setup Setup, st *engine.State, back Scene) *Table {
	t := &Table{app: app, setup: setup, game: newTableGame(app, setup, st), back: back, backdrop: app.Backdrop,
		anim: newAnimator(), form: NewForm()}
	t.viewer = t.firstHuman()
	t.view = t.game.View(t.viewer)
	t.relayout()
	t.hud().refreshLabels()
	return t
}

// firstHuman is the seat shown at the bottom when the game starts: the
// first person, or seat 0 when only bots play.
func (t *Table) firstHuman() int {
	for i, s := range t.setup.Seats {
		if s.Kind == Human {
			return i
		}
	}
	return 0
}

// progress lets the first waiting seat act: a bot after its pause, or a
// person (whose claim window and turn timer count down).
func (t *Table) progress() {
	ev, person := t.game.progress()
	if ev != nil {
		t.events().onEvents(ev)
	}
	if person < 0 {
		return
	}
	if person != t.viewer {
		t.viewer = person
		t.curtain = t.humans() > 1
		t.resetHand()
		t.refresh()
	}
	if ev := t.game.tickClaim(t.view, t.curtain); ev != nil {
		t.events().onEvents(ev)
	}
	ev, err := t.game.tickTurnTimer(t.view, t.curtain)
	if err != nil {
		t.refuse(err)
	} else if ev != nil {
		t.events().onEvents(ev)
	}
}

// apply sends one seat's action to the game; on success the events are
// animated.
func (t *Table) apply(seat int, a engine.Action) error {
	ev, err := t.game.Apply(seat, a)
	t.showNotice()
	if err != nil {
		return err
	}
	t.events().onEvents(ev)
	return nil
}

// showNotice shows the game's last problem (a failed save, damaged
// statistics) as a toast.
func (t *Table) showNotice() {
	if n := t.game.takeNotice(); n != "" {
		t.showToast(n)
	}
}

func (t *Table) humans() int { return t.setup.Humans() }

// seatName is how a seat is called on the table.
func (t *Table) seatName(seat int) string { return seatName(t.app, t.setup, seat) }

// seatName is how a seat of a setup is called: You, Person n or Bot n.
func seatName(app *App, setup Setup, seat int) string {
	if seat < 0 || seat >= len(setup.Seats) {
		return "?"
	}
	if setup.Seats[seat].Kind == Bot {
		n := 0
		for i := 0; i <= seat; i++ {
			if setup.Seats[i].Kind == Bot {
				n++
			}
		}
		return app.Cat.F(i18n.SeatBot, n)
	}
	if setup.Humans() == 1 {
		return app.T(i18n.SeatYou)
	}
	n := 0
	for i := 0; i <= seat; i++ {
		if setup.Seats[i].Kind == Human {
			n++
		}
	}
	return app.Cat.F(i18n.SeatPerson, n)
}

// PlayOutHand lets bots play every seat, without animation, until the
// current hand ends, then returns its score sheet (the -show sheet flag
// and tests use it to reach the sheet quickly).
func (t *Table) PlayOutHand() (*ScoreSheet, error) {
	res, err := t.game.playOutHand()
	t.showNotice()
	if err != nil {
		return nil, err
	}
	t.result, t.reveal, t.deferred = nil, nil, nil
	t.resetHand()
	t.refresh()
	return NewScoreSheet(t.app, t, res), nil
}

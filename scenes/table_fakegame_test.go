package scenes

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match"
	"rummy/scenes/store"
	"rummy/sprites"
)

// fakeGame is a match.Game that is not a match.Local: it serves views
// and events of a match it keeps to itself, and fails the test when the
// table asks for what its viewer may not know (another seat's view or
// events). A table that plays on it depends on the Game interface only.
type fakeGame struct {
	t       *testing.T
	inner   *match.Local
	viewers []int
	submits []engine.LoggedAction
}

func (f *fakeGame) allowed(viewer int) {
	f.t.Helper()
	if viewer != match.Spectator && !slices.Contains(f.viewers, viewer) {
		f.t.Fatalf("the table asked for seat %d's view or events: it may show only %v", viewer, f.viewers)
	}
}

func (f *fakeGame) Seats() []match.SeatInfo { return f.inner.Seats() }
func (f *fakeGame) Viewers() []int          { return append([]int(nil), f.viewers...) }
func (f *fakeGame) View(viewer int) *engine.View {
	f.allowed(viewer)
	return f.inner.View(viewer)
}
func (f *fakeGame) EventsSince(viewer int, seq uint64) ([]match.Sequenced, uint64) {
	f.allowed(viewer)
	return f.inner.EventsSince(viewer, seq)
}
func (f *fakeGame) Submit(seat int, a engine.Action) error {
	f.allowed(seat)
	f.submits = append(f.submits, engine.LoggedAction{Seat: seat, Action: a})
	return f.inner.Submit(seat, a)
}
func (f *fakeGame) NextHand() error      { return f.inner.NextHand() }
func (f *fakeGame) Status() match.Status { return f.inner.Status() }
func (f *fakeGame) Timers() match.Timers { return f.inner.Timers() }
func (f *fakeGame) Tick() error          { return f.inner.Tick() }
func (f *fakeGame) CanUndo(seat int) bool {
	f.allowed(seat)
	return f.inner.CanUndo(seat)
}
func (f *fakeGame) Undo(seat int) error {
	f.allowed(seat)
	return f.inner.Undo(seat)
}
func (f *fakeGame) HintsAllowed() bool { return true }

// TestIssue13TablePlaysOnAnyGame (issue 13 item 3): a table handed a
// Game that is not a local match plays a whole hand by mouse — it asks
// only for its viewer's view and events, its moves reach the Game's
// Submit, and it shows the hand's end from the Game's finished position;
// PlayOutHand, which needs a match of this process, says so.
func TestIssue13TablePlaysOnAnyGame(t *testing.T) {
	for _, v := range menuVariants {
		t.Run(v.String(), func(t *testing.T) {
			o, err := engine.ParseOptions(v, []string{"players=3", "seed=5"})
			if err != nil {
				t.Fatal(err)
			}
			st, dealt, err := engine.NewGameEvents(engine.MustRules(o), 5)
			if err != nil {
				t.Fatal(err)
			}
			players := []match.Player{match.Person{},
				bots.NewPlayer(bots.NewRandom(1, 1), nil), bots.NewPlayer(bots.NewRandom(2, 2), nil)}
			m, err := match.New(match.Config{State: st, Dealt: dealt, Players: players})
			if err != nil {
				t.Fatal(err)
			}
			fake := &fakeGame{t: t, inner: match.NewLocal(m), viewers: []int{0}}
			app := testApp(t)
			app.Settings.AnimationSpeed, app.Settings.BotSpeed = store.Fast, store.Fast
			setup := Setup{Variant: v, Options: o, Seats: []Seat{{Kind: Human}, {Kind: Bot, Level: Easy}, {Kind: Bot, Level: Easy}}}
			tb := &Table{}
			tb.present(app, setup, newTableGame(fake, nil), NewMenu(app, setup, sprites.NewBackdrop()))
			r := &tableRig{t: t, app: app, table: tb}
			r.m = NewManager(app, tb)
			r.m.SetInputSource(func() RawInput { return r.raw })
			brain := bots.NewRandom(7, 0)
			for tick := 0; tb.reveal.result == nil; tick++ {
				if tick > 100000 {
					t.Fatalf("the hand did not end: phase %s, %d moves", tb.view.Phase, len(fake.submits))
				}
				r.run(1)
				if r.m.Current() != tb || tb.animating() || tb.botBusy() || !tb.judge().mayAct() || tb.reveal.result != nil {
					continue
				}
				a := brain.Act(tb.view)
				if a.Kind == engine.ActSwapJoker && a.JokerMeld >= 0 {
					if toHand := engine.SwapJokerAction(a.Meld, a.Pos, a.Card, -1, false); tb.view.Check(toHand) == nil {
						a = toHand
					}
				}
				before := len(fake.submits)
				r.perform(a)
				if len(fake.submits) <= before || fake.submits[before].Action.Kind != a.Kind {
					t.Fatalf("the move %v did not reach the Game (submitted %v, toast %q)", a, fake.submits[before:], tb.toast.text)
				}
			}
			if len(fake.submits) == 0 {
				t.Fatal("the person made no move through the Game")
			}
			t.Logf("%d moves of the person through the Game, %d actions in all", len(fake.submits), len(m.State().Log()))
			checkHandEndBadges(t, tb)
			for i := 0; i < 300 && tb.animating(); i++ {
				r.run(1)
			}
			tb.Draw(ebiten.NewImage(1280, 800)) // the reveal, from the Game's view
			if _, err := tb.PlayOutHand(); err == nil {
				t.Fatal("PlayOutHand played out a game of another process")
			}
		})
	}
}

// TestIssue13SharedScreenHoldsTheClocks (LIV-BUY-1 at a shared screen):
// a buy window open for two people counts down only for the person
// shown, and not at all while the curtain hides the hand.
func TestIssue13SharedScreenHoldsTheClocks(t *testing.T) {
	r := newRig(t, "liverpool", "human,human,human")
	tb := r.table
	st := tb.game.state()
	for i := 0; i < 2000 && st.Phase() != engine.PhaseClaim; i++ {
		r.run(1)
		if tb.curtain {
			r.tap(640, 400)
		}
		if tb.animating() || !tb.judge().mayAct() {
			continue
		}
		switch st.Phase() {
		case engine.PhaseCut:
			r.perform(engine.CutAction(st.Rules().Deck().Size() / 2))
		case engine.PhaseDraw:
			r.perform(engine.DrawAction(false))
		}
	}
	if st.Phase() != engine.PhaseClaim || len(st.Waiting()) < 2 {
		t.Fatalf("no buy window for two people: phase %s, waiting %v", st.Phase(), st.Waiting())
	}
	r.run(400) // longer than the window, all behind the curtain
	if !tb.curtain || st.Phase() != engine.PhaseClaim {
		t.Fatalf("behind the curtain the window ran out: curtain %v, phase %s", tb.curtain, st.Phase())
	}
	r.tap(640, 400)
	r.run(5)
	clocks := tb.game.Timers().ClaimLeft
	for _, seat := range st.Waiting() {
		if running := clocks[seat] >= 0; running != (seat == tb.viewer) {
			t.Errorf("seat %d (viewer %d): clock %d", seat, tb.viewer, clocks[seat])
		}
	}
}

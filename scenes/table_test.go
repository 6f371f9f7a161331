package scenes

import (
	"testing"
	"time"

	"rummy/engine"
	"rummy/scenes/store"
	"rummy/sprites"
)

// tableRig drives a table through the manager with synthetic input.
type tableRig struct {
	t     *testing.T
	app   *App
	m     *Manager
	table *Table
	raw   RawInput
	// stagedGroups counts the groups the rig built in the staging row
	// (and laid down, checked against the engine's log).
	stagedGroups int
}

func newRig(t *testing.T, args ...string) *tableRig {
	t.Helper()
	return newRigIn(t, testApp(t), args...)
}

// newRigIn is newRig with a given app (a language, say).
func newRigIn(t *testing.T, app *App, args ...string) *tableRig {
	t.Helper()
	app.Settings.AnimationSpeed, app.Settings.BotSpeed = store.Fast, store.Fast
	v, _ := engine.ParseVariant(args[0])
	seats, err := ParseSeats(args[1])
	if err != nil {
		t.Fatal(err)
	}
	o, err := engine.ParseOptions(v, append([]string{"players=" + itoa(len(seats)), "seed=7"}, args[2:]...))
	if err != nil {
		t.Fatal(err)
	}
	setup := Setup{Variant: v, Options: o, Seats: seats}
	menu := NewMenu(app, setup, sprites.NewBackdrop())
	tb, err := NewTable(app, setup, menu)
	if err != nil {
		t.Fatal(err)
	}
	r := &tableRig{t: t, app: app, table: tb}
	r.m = NewManager(app, tb)
	r.m.SetInputSource(func() RawInput { return r.raw })
	return r
}

func itoa(n int) string { return string(rune('0' + n)) }

// run advances n ticks.
func (r *tableRig) run(n int) {
	for i := 0; i < n; i++ {
		if err := r.m.Update(); err != nil {
			r.t.Fatal(err)
		}
	}
}

// settle runs until the table waits for the viewer (or gives up).
func (r *tableRig) settle() {
	for i := 0; i < 3000; i++ {
		r.run(1)
		tb := r.table
		if tb.botBusy() {
			time.Sleep(time.Millisecond) // the bot thinks in its goroutine
		}
		if r.m.Current() == tb && !tb.animating() && tb.judge().mayAct() && !tb.botBusy() {
			return
		}
	}
	r.t.Fatal("the table never waited for the person")
}

// drag presses at one point, moves in steps and releases at another.
func (r *tableRig) drag(x0, y0, x1, y1 float64) {
	r.raw = RawInput{X: x0, Y: y0}
	r.run(1)
	r.raw.Down = true
	r.run(1)
	r.glide(x0, y0, x1, y1)
}

// glide moves the held pointer from (x0, y0) to (x1, y1) in six frames,
// then lets go.
func (r *tableRig) glide(x0, y0, x1, y1 float64) {
	for k := 1; k <= 6; k++ {
		f := float64(k) / 6
		r.raw.X, r.raw.Y = x0+(x1-x0)*f, y0+(y1-y0)*f
		r.run(1)
	}
	r.raw.Down = false
	r.run(1)
}

func (r *tableRig) tap(x, y float64) { r.drag(x, y, x, y) }

func TestDragFromStockDraws(t *testing.T) {
	r := newRig(t, "classic", "human,bot")
	r.settle()
	tb := r.table
	before := len(tb.view.Hand)
	sx, sy := tb.lay.Stock.Center()
	hx, hy := tb.lay.Hand.Center()
	r.drag(sx, sy, hx, hy)
	r.run(2)
	if got := len(tb.view.Hand); got != before+1 {
		t.Fatalf("hand %d after dragging the stock to it, want %d (toast %q)", got, before+1, tb.toast.text)
	}
}

// TestKeyboardPlaysATurn draws with D, selects with the arrows and
// Space, and discards with X: the table is playable without a mouse.
func TestKeyboardPlaysATurn(t *testing.T) {
	r := newRig(t, "classic", "human,bot")
	r.settle()
	tb := r.table
	key := func(i Intent) {
		r.raw = RawInput{Keys: i}
		r.run(1)
		r.raw = RawInput{}
		r.run(1)
	}
	n := len(tb.view.Hand)
	key(IntentDraw)
	if len(tb.view.Hand) != n+1 {
		t.Fatalf("D did not draw: %d cards (toast %q)", len(tb.view.Hand), tb.toast.text)
	}
	r.settle()
	key(IntentRight)
	key(IntentRight)
	key(IntentActivate)
	if tb.hand.Selections() != 1 || !tb.keyboardUsed {
		t.Fatalf("Space selected %d cards", tb.hand.Selections())
	}
	picked := tb.hand.Single()
	key(IntentDiscard)
	log := tb.game.state().Log()
	last := log[len(log)-1]
	if last.Seat != 0 || last.Action.Kind != engine.ActDiscard || last.Action.Card != picked {
		t.Errorf("X made %v, want discard %v", last.Action, picked)
	}
}

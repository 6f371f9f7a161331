package scenes

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"rummy/engine"
)

// cutAt points at the height of the deck that lifts n cards, as the
// probe tells an outside driver, and clicks.
func (r *tableRig) cutAt(n int) {
	var p Probe
	r.m.Fill(&p)
	d := p.Table.CutDeck
	if d.W == 0 {
		r.t.Fatal("the probe shows no deck to cut")
	}
	x, y := d.X+d.W/2, d.Y+float64(n)*p.Table.CutCard
	r.moveTo(x, y)
	r.tap(x, y)
}

// cutRig is a three-seat Liverpool table where the person (seat 1, right
// of the dealer) cuts the first hand.
func cutRig(t *testing.T) *tableRig {
	r := newRig(t, "liverpool", "bot,human,bot")
	r.settle()
	if !r.table.cutter().personCuts() {
		t.Fatalf("the person does not cut: phase %v cutter %d", r.table.view.Phase, r.table.view.Cutter)
	}
	return r
}

// TestThePersonChoosesTheCutPoint covers LIV-CUT-1 ("Humans choose the
// cut point"): the pointer's height over the edge-on deck or the arrow
// keys choose how many cards to lift, and the one cut action lifts
// exactly that many; the count is shown only after the cut, with the
// −50 bonus when the packet was exactly the deal plus one.
func TestThePersonChoosesTheCutPoint(t *testing.T) {
	exact := 3*10 + 1 // three players, ten cards each in hand 1, plus the turned-up card
	for _, tc := range []struct {
		name  string
		n     int
		cut   func(r *tableRig, n int)
		bonus bool
	}{
		{"LIV-CUT-1 pointer, exact packet", exact, func(r *tableRig, n int) { r.cutAt(n) }, true},
		{"LIV-CUT-1 pointer, deep cut", 80, func(r *tableRig, n int) { r.cutAt(n) }, false},
		{"LIV-CUT-1 arrows and Enter", 0, func(r *tableRig, _ int) {
			for _, k := range []Intent{IntentDown, IntentDown, IntentPageDown, IntentUp} {
				r.key(k)
			}
			r.key(IntentActivate)
		}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := cutRig(t)
			tb := r.table
			want := tc.n
			if want == 0 {
				want = tb.cutter().deckSize()/2 + 2 + 10 - 1
			}
			before := r.logLen()
			if tc.n > 0 {
				d, _ := tb.cutter().cutDeck()
				r.moveTo(d.X+d.W/2, tb.cutter().cutY(want))
				if tb.cut.n != want || r.logLen() != before {
					t.Fatalf("pointing lifts %d cards and applied %d actions; want %d lifted, none applied", tb.cut.n, r.logLen()-before, want)
				}
			} else if tb.cut.n != tb.cutter().deckSize()/2 {
				t.Fatalf("the cut starts at %d cards, want half the deck", tb.cut.n)
			}
			if strings.Contains(tb.hud().statusText(), strconv.Itoa(want)) || tb.cut.noteLeft > 0 {
				t.Fatalf("the count shows before the cut: %q", tb.hud().statusText())
			}
			if os.Getenv("RUMMY_SHOTS") != "" && tc.bonus {
				render(t, r.app, "cut-deck", tb, 1)
			}
			tc.cut(r, tc.n)
			if got := r.logLen(); got != before+1 {
				t.Fatalf("%d actions applied, want 1 (toast %q)", got-before, tb.toast.text)
			}
			if got := r.lastAction(); got.Seat != 1 || !got.Action.Equal(engine.CutAction(want)) {
				t.Fatalf("applied %v, want cut %d", got.Action, want)
			}
			if !strings.Contains(tb.cut.note, strconv.Itoa(want)) || tb.cut.noteLeft == 0 {
				t.Errorf("after the cut the note says %q", tb.cut.note)
			}
			if (tb.cut.bonus != "") != tc.bonus || (tb.view.Seats[1].Penalty == -50) != tc.bonus {
				t.Errorf("bonus note %q for a cut of %d (exact is %d)", tb.cut.bonus, want, exact)
			}
			if os.Getenv("RUMMY_SHOTS") != "" && tc.bonus {
				render(t, r.app, "cut-done", tb, 12)
			}
		})
	}
}

// TestACutDraggedOffTheDeckCutsNothing: pressing on the deck and letting
// go away from it leaves the deck uncut, and the cut point where the
// pointer last chose it (LIV-CUT-1).
func TestACutDraggedOffTheDeckCutsNothing(t *testing.T) {
	r := cutRig(t)
	tb := r.table
	hash := tb.game.state().Hash()
	d, _ := tb.cutter().cutDeck()
	x := d.X + d.W/2
	r.moveTo(x, tb.cutter().cutY(40))
	r.drag(x, tb.cutter().cutY(40), x, tb.lay.Hand.Bottom()-4)
	r.run(2)
	if tb.game.state().Hash() != hash || !tb.cutter().personCuts() {
		t.Fatalf("a press let go off the deck cut it: log %v", tb.game.state().Log())
	}
	if tb.cut.n < 1 || tb.cut.n >= tb.cutter().deckSize() {
		t.Fatalf("the cut point is %d", tb.cut.n)
	}
	r.cutAt(50)
	if got := r.lastAction(); !got.Action.Equal(engine.CutAction(50)) {
		t.Fatalf("the cut after it applied %v, want cut 50", got.Action)
	}
}

package scenes

import (
	"testing"

	"rummy/engine"
	"rummy/sprites"
)

// searchedEnd is the end the table picked for a drop at x on a meld
// before it asked the engine's legal moves: it tried the back end with
// View.Check, then the front, and took the nearer half when both passed.
// Kept here as the reference the legal moves must agree with.
func searchedEnd(v *engine.View, act func(front bool) engine.Action, r sprites.Rect, x float64) engine.Action {
	front := v.Check(act(false)) != nil
	if !front && v.Check(act(true)) == nil {
		cx, _ := r.Center()
		front = x < cx
	}
	return act(front)
}

// TestDropOnEachMeldKindPicksTheSearchedAction drops a card on each kind
// of meld — a set, a run at either end, a run both of whose ends take a
// joker (LIV-7), a Rommé joker swap with the joker to hand (ROM-10), a
// Liverpool call (LIV-POOL-1) — and checks the action applied is the
// one the table's own search picked before (searchedEnd), and that the
// drag and drop asked no View.Check of the engine (the game validates
// the move it is sent, once) and listed the legal moves at most once per
// position (the one dropped in and the one after).
func TestDropOnEachMeldKindPicksTheSearchedAction(t *testing.T) {
	runs := position{seats: "human,bot,bot", hand: "3H 8H 7S * KD 2C", pile: "4S",
		melds: []string{"0: 7C 7D 7H", "1: 4H 5H 6H 7H"}, down: []int{0, 1}}
	romme := position{variant: "romme", seats: "human,bot", hand: "6H 2C KD 9S", pile: "4S",
		melds: []string{"0: 7C 7D 7S", "1: 4H 5H * 7H"}, down: []int{0, 1}}
	for _, tc := range []struct {
		name string
		pos  position
		card string
		meld int
		// at is where the card is let go, as a fraction of the meld's width.
		at float64
		// want is the action the search picked (for a swap: the one
		// swapping to hand).
		want func(v *engine.View, c engine.Card, r sprites.Rect, x float64) engine.Action
		// calls drags the discard instead of a hand card.
		calls bool
	}{
		{name: "LIV-6 set", pos: runs, card: "7S", meld: 0, at: 0.5},
		{name: "LIV-6 run front, let go on its back half", pos: runs, card: "3H", meld: 1, at: 0.8},
		{name: "LIV-6 run back, let go on its front half", pos: runs, card: "8H", meld: 1, at: 0.2},
		{name: "LIV-7 joker on a run's front half", pos: runs, card: "*", meld: 1, at: 0.15},
		{name: "LIV-7 joker on a run's back half", pos: runs, card: "*", meld: 1, at: 0.85},
		{name: "ROM-10 swap the joker to hand", pos: romme, card: "6H", meld: 1, at: -1,
			want: func(v *engine.View, c engine.Card, _ sprites.Rect, _ float64) engine.Action {
				a := engine.SwapJokerAction(1, 2, c, -1, false)
				if err := v.Check(a); err != nil {
					t.Fatalf("the reference swap is refused: %v", err)
				}
				return a
			}},
		{name: "LIV-POOL-1 call on the run's back half", pos: callPosition("3D 8H"), meld: 0, at: 0.8, calls: true},
		{name: "LIV-POOL-1 call on the run's front", pos: callPosition("3D 8H"), meld: 1, at: 0.2, calls: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := tc.pos.build(t)
			tb := r.table
			v := tb.view
			var c engine.Card
			var x0, y0 float64
			if tc.calls {
				c = v.Claim.Card
			} else {
				c = r.handCard(tc.card)
			}
			x0, y0 = r.cardPoint(c)
			m := tb.anim.meldRect(tc.meld)
			x, y := m.X+m.W*tc.at, m.Y+m.H/2
			if tc.at < 0 {
				x, y = r.cardPoint(v.Table[tc.meld].Cards[2])
				x += 2
			}
			var want engine.Action
			switch {
			case tc.want != nil:
				want = tc.want(v, c, m, x)
			case tc.calls:
				want = searchedEnd(v, func(f bool) engine.Action { return engine.CallAction(tc.meld, f) }, m, x)
			default:
				want = searchedEnd(v, func(f bool) engine.Action { return engine.LayOffAction(c, tc.meld, f) }, m, x)
			}
			before, lists, checks := r.logLen(), tb.legal.lists, tb.legal.checks
			r.drag(x0, y0, x, y)
			r.run(2)
			if got := r.logLen(); got != before+1 {
				t.Fatalf("%d actions applied, want 1: %v (toast %q)", got-before, want, tb.toast.text)
			}
			if got := r.lastAction(); !got.Action.Equal(want) {
				t.Fatalf("applied %v, the search picked %v", got.Action, want)
			}
			if n := tb.legal.checks - checks; n != 0 {
				t.Errorf("the drag and drop asked View.Check %d times, want none", n)
			}
			if n := tb.legal.lists - lists; n > 2 {
				t.Errorf("the legal moves were listed %d times over two positions", n)
			}
			t.Logf("%s: %d checks, %d lists", tc.name, tb.legal.checks-checks, tb.legal.lists-lists)
		})
	}
}

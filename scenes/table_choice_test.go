package scenes

import (
	"os"
	"strings"
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
)

// swapPosition: the person went down this turn with 7♣ 7♦ 7♠ and
// 4♥ 5♥ ★ 7♥; a bot has 9♠ 10♠ J♠ Q♠ down. The 6♥ in hand frees the
// joker, which must go on a meld at once (LIV-8, joker_swap default
// going_down_turn): the freed joker fits five places.
var swapPosition = position{
	seats: "human,bot,bot",
	hand:  "6H 2S KC 9D",
	melds: []string{"0: 7C 7D 7S", "0: 4H 5H * 7H", "1: 9S TS JS QS"},
	pile:  "3D",
	down:  []int{0, 1},
}

// swapActions lists what Legal offers for swapping card c for the joker
// at pos of meld m.
func swapActions(v *engine.View, m, pos int, c engine.Card) []engine.Action {
	var out []engine.Action
	for _, a := range engine.Legal(v) {
		if a.Kind == engine.ActSwapJoker && a.Meld == m && a.Pos == pos && a.Card == c {
			out = append(out, a)
		}
	}
	return out
}

// dropOnJoker drags a hand card onto the joker at pos of meld m.
func (r *tableRig) dropOnJoker(c engine.Card, m, pos int) {
	x, y := r.cardPoint(c)
	jx, jy := r.cardPoint(r.table.view.Table[m].Cards[pos])
	r.drag(x, y, jx+2, jy)
	r.run(2)
}

// spotFor returns the index of the lit place whose action is a.
func (r *tableRig) spotFor(a engine.Action) int {
	r.t.Helper()
	for i, s := range r.table.choice.spots {
		if s.act.Equal(a) {
			return i
		}
	}
	r.t.Fatalf("no lit place for %v among %d", a, len(r.table.choice.spots))
	return -1
}

// TestFreedJokerIsPlacedByThePerson covers LIV-8 with joker_swap: a
// natural card dropped on a table joker lifts the joker and lights up
// every place the engine accepts; the one swap action is applied only
// when the person puts the joker down, exactly where they put it.
func TestFreedJokerIsPlacedByThePerson(t *testing.T) {
	back := func(m int, front bool) func(c engine.Card) engine.Action {
		return func(c engine.Card) engine.Action { return engine.SwapJokerAction(1, 2, c, m, front) }
	}
	for _, tc := range []struct {
		name string
		want func(engine.Card) engine.Action
		// put places the lifted joker (by click, drag or keys).
		put func(r *tableRig, a engine.Action)
	}{
		{"LIV-8 click the back of another player's run", back(2, false), func(r *tableRig, a engine.Action) {
			x, y := r.table.choice.spots[r.spotFor(a)].slot.Center()
			r.moveTo(x, y)
			if os.Getenv("RUMMY_SHOTS") != "" {
				render(r.t, r.app, "choice-joker-hover", r.table, 0)
				r.app.Cat = i18n.New(i18n.Russian)
				r.run(1)
				render(r.t, r.app, "choice-joker-hover-ru", r.table, 0)
			}
			r.tap(x, y)
		}},
		{"LIV-8 click the front of the swapped run", back(1, true), func(r *tableRig, a engine.Action) {
			x, y := r.table.choice.spots[r.spotFor(a)].slot.Center()
			r.tap(x, y)
		}},
		{"LIV-8 drag the joker onto a book", back(0, false), func(r *tableRig, a engine.Action) {
			jx, jy := r.cardPoint(r.table.choice.card)
			x, y := r.table.choice.spots[r.spotFor(a)].slot.Center()
			r.drag(jx, jy, x, y)
		}},
		{"LIV-8 touch: drag the floating joker to its place", back(1, false), func(r *tableRig, a engine.Action) {
			jx, jy := r.cardPoint(r.table.choice.card)
			x, y := r.table.choice.spots[r.spotFor(a)].slot.Center()
			r.touchDrag(jx, jy, x, y)
		}},
		{"LIV-8 arrows and Enter", back(2, true), func(r *tableRig, a engine.Action) {
			i := r.spotFor(a)
			for k := 0; k < i; k++ {
				r.key(IntentRight)
			}
			r.key(IntentActivate)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := swapPosition.build(t)
			tb := r.table
			six := r.handCard("6H")
			joker := tb.view.Table[1].Cards[2]
			legal := swapActions(tb.view, 1, 2, six)
			before := r.logLen()
			r.dropOnJoker(six, 1, 2)
			if r.logLen() != before {
				t.Fatalf("the drop applied %v before the joker was placed", r.lastAction().Action)
			}
			if !tb.chooser().choosing() || tb.choice.card != joker {
				t.Fatalf("no joker lifted after the drop (toast %q)", tb.toast.text)
			}
			if got := len(tb.choice.spots); got != len(legal) || got != 5 {
				t.Fatalf("%d places lit, Legal has %d swaps (want 5): %v", got, len(legal), legal)
			}
			var p Probe
			r.m.Fill(&p)
			for _, a := range legal {
				r.spotFor(a)
				found := false
				for _, s := range p.Table.Choice {
					found = found || s.Action == a.String()
				}
				if !found {
					t.Errorf("the probe does not list %q among %v", a, p.Table.Choice)
				}
			}
			if js := string(p.AppendJSON(nil)); !strings.Contains(js, `"choice":[{"action":`) {
				t.Errorf("the probe's JSON has no choice: %.300s", js)
			}
			if os.Getenv("RUMMY_SHOTS") != "" && tc.name == "LIV-8 click the back of another player's run" {
				render(t, r.app, "choice-joker-lifted", tb, 0)
			}
			want := tc.want(six)
			tc.put(r, want)
			if got := r.logLen(); got != before+1 {
				t.Fatalf("%d actions applied, want 1 (toast %q)", got-before, tb.toast.text)
			}
			if got := r.lastAction(); got.Seat != 0 || !got.Action.Equal(want) {
				t.Fatalf("applied %v, want %v", got.Action, want)
			}
			if tb.chooser().choosing() {
				t.Error("the choice stayed open after the joker was placed")
			}
		})
	}
}

// TestFreedJokerCancelLeavesTheGameAsItWas: Escape, the Cancel button,
// or a click away from the lit places puts the natural card back in hand
// and the joker back in its run, with nothing applied (LIV-8).
func TestFreedJokerCancelLeavesTheGameAsItWas(t *testing.T) {
	for _, tc := range []struct {
		name   string
		cancel func(r *tableRig)
	}{
		{"LIV-8 Escape", func(r *tableRig) { r.key(IntentBack) }},
		{"LIV-8 Cancel button", func(r *tableRig) {
			x, y, ok := r.controlPoint(idTblCancel)
			if !ok {
				r.t.Fatal("no Cancel button while the joker is lifted")
			}
			r.tap(x, y)
		}},
		{"LIV-8 drag the joker to no lit place", func(r *tableRig) {
			jx, jy := r.cardPoint(r.table.choice.card)
			l := r.table.lay
			r.drag(jx, jy, l.Melds.X+l.Melds.W/2, l.Melds.Bottom()-4)
		}},
		{"LIV-8 click on the empty felt", func(r *tableRig) {
			l := r.table.lay
			r.tap(l.Melds.X+l.Melds.W/2, l.Melds.Bottom()-4)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := swapPosition.build(t)
			tb := r.table
			hash := tb.game.state().Hash()
			six := r.handCard("6H")
			r.dropOnJoker(six, 1, 2)
			if !tb.chooser().choosing() {
				t.Fatalf("no joker lifted (toast %q)", tb.toast.text)
			}
			tc.cancel(r)
			r.run(40)
			if tb.chooser().choosing() {
				t.Fatal("still choosing after cancelling")
			}
			if tb.game.state().Hash() != hash {
				t.Fatalf("cancelling changed the game: log %v", tb.game.state().Log())
			}
			if r.m.Current() != tb {
				t.Fatalf("cancelling left the table for %T", r.m.Current())
			}
			inHand := false
			for _, c := range tb.layouter().handCards(nil) {
				inHand = inHand || c == six
			}
			if !inHand {
				t.Error("the 6♥ did not go back to the hand")
			}
			joker := tb.view.Table[1].Cards[2]
			if s := tb.anim.cards[joker]; s == nil || s.pose() != s.tw.To || s.tw.To.Y != tb.anim.cards[tb.view.Table[1].Cards[1]].tw.To.Y {
				t.Error("the joker did not settle back in its run")
			}
		})
	}
}

// callPosition: seat 2 has just discarded the 8♥, which fits the back of
// the person's 4♥–7♥ and the front of seat 2's 9♥–Q♥; the person has
// gone down and may call Liverpool (LIV-POOL-1).
func callPosition(pile string) position {
	return position{
		seats:  "bot,human,bot",
		viewer: 1,
		hand:   "2S KC 9D",
		melds:  []string{"1: 4H 5H 6H 7H", "2: 9H TH JH QH", "1: 5C 5D 5S"},
		pile:   pile,
		down:   []int{1, 2},
		edit: func(v *engine.View, cards map[string][]engine.Card) {
			pile := cards["pile"]
			v.Phase, v.Turn, v.Discarder = engine.PhaseClaim, 0, 2
			v.TurnState = engine.TurnInfo{FromPile: engine.NoCard}
			v.Claim = engine.ClaimWindow{Kind: engine.ClaimLiverpool, Card: pile[len(pile)-1], Against: 2,
				Eligible: []int{1}, Answers: make([]engine.Answer, 1), Targets: make([]engine.ClaimTarget, 1)}
		},
	}
}

// callActions lists the Liverpool calls Legal offers.
func callActions(v *engine.View) []engine.Action {
	var out []engine.Action
	for _, a := range engine.Legal(v) {
		if a.Kind == engine.ActClaim {
			out = append(out, a)
		}
	}
	return out
}

// TestLiverpoolCallTargetIsChosenByThePerson: the person says where the
// called discard goes (LIV-POOL-1): by dragging it onto a lit meld end,
// or by pressing Liverpool! and clicking one of the lit targets; with a
// single target the button alone calls.
func TestLiverpoolCallTargetIsChosenByThePerson(t *testing.T) {
	for _, tc := range []struct {
		name string
		pile string
		want engine.Action
		call func(r *tableRig, want engine.Action)
	}{
		{"LIV-POOL-1 button then a click on the front of a run", "3D 8H", engine.CallAction(1, true), func(r *tableRig, want engine.Action) {
			x, y, ok := r.controlPoint(idTblClaim)
			if !ok {
				r.t.Fatal("no Liverpool! button")
			}
			r.tap(x, y)
			if !r.table.chooser().choosing() || len(r.table.choice.spots) != len(callActions(r.table.view)) {
				r.t.Fatalf("the button did not light up the %d targets (choosing %v)", len(callActions(r.table.view)), r.table.chooser().choosing())
			}
			if os.Getenv("RUMMY_SHOTS") != "" {
				render(r.t, r.app, "choice-call-targets", r.table, 20)
			}
			r.tap(r.table.choice.spots[r.spotFor(want)].slot.Center())
		}},
		{"LIV-POOL-1 drag the discard onto the back of a run", "3D 8H", engine.CallAction(0, false), func(r *tableRig, want engine.Action) {
			x, y := r.cardPoint(r.table.view.Claim.Card)
			m := r.table.anim.meldRect(0)
			r.drag(x, y, m.X+m.W*0.8, m.Y+m.H/2)
		}},
		{"LIV-POOL-1 drag the discard onto the front of a run", "3D 8H", engine.CallAction(1, true), func(r *tableRig, want engine.Action) {
			x, y := r.cardPoint(r.table.view.Claim.Card)
			m := r.table.anim.meldRect(1)
			r.drag(x, y, m.X+m.W*0.3, m.Y+m.H/2)
		}},
		{"LIV-POOL-1 one target: the button alone calls", "3D 3H", engine.CallAction(0, true), func(r *tableRig, want engine.Action) {
			x, y, _ := r.controlPoint(idTblClaim)
			r.tap(x, y)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := callPosition(tc.pile).build(t)
			before := r.logLen()
			tc.call(r, tc.want)
			r.run(2)
			if got := r.logLen(); got != before+1 {
				t.Fatalf("%d actions applied, want 1 (toast %q)", got-before, r.table.toast.text)
			}
			if got := r.lastAction(); got.Seat != 1 || !got.Action.Equal(tc.want) {
				t.Fatalf("applied %v, want %v", got.Action, tc.want)
			}
		})
	}
}

// TestLiverpoolCallCancelKeepsTheWindowOpen: Escape or a click away
// from the lit targets after Liverpool! applies nothing; the person can
// still call or pass (LIV-POOL-1).
func TestLiverpoolCallCancelKeepsTheWindowOpen(t *testing.T) {
	for _, tc := range []struct {
		name   string
		cancel func(r *tableRig)
	}{
		{"LIV-POOL-1 Escape", func(r *tableRig) { r.key(IntentBack) }},
		{"LIV-POOL-1 click away", func(r *tableRig) {
			l := r.table.lay
			r.tap(l.Melds.X+l.Melds.W/2, l.Melds.Bottom()-4)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := callPosition("3D 8H").build(t)
			tb := r.table
			hash := tb.game.state().Hash()
			x, y, _ := r.controlPoint(idTblClaim)
			r.tap(x, y)
			if !tb.chooser().choosing() {
				t.Fatal("Liverpool! with two targets did not ask which")
			}
			tc.cancel(r)
			r.run(2)
			if tb.chooser().choosing() || tb.game.state().Hash() != hash || r.m.Current() != tb {
				t.Fatalf("after cancelling: choosing %v, game changed %v, scene %T", tb.chooser().choosing(), tb.game.state().Hash() != hash, r.m.Current())
			}
			if !tb.judge().callOpen() {
				t.Fatal("the call window closed for the person")
			}
			if _, _, ok := r.controlPoint(idTblClaim); !ok {
				t.Fatal("no Liverpool! button after cancelling")
			}
		})
	}
}

// touchDrag is drag with a finger: no pointer between touches.
func (r *tableRig) touchDrag(x0, y0, x1, y1 float64) {
	r.raw = RawInput{X: x0, Y: y0, Touch: true, Down: true}
	r.run(1)
	r.glide(x0, y0, x1, y1)
}

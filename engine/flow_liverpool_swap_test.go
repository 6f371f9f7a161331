package engine

import "testing"

// LIV-8: a joker in a run may be swapped for the card it stands for by a
// player whose contract is down, per joker_swap, and the freed joker is
// laid off in the same move.
func TestLiverpoolJokerSwap(t *testing.T) {
	hands := []string{"7C 7D 7S 4H 5H * 7H 2S KC 9D", "8C 8D 8S 9S TS JS QS 6H 2D 3C", "5S 5D JC JD JH 2C 4C 6D KS 3S"}
	setup := func(t *testing.T, opt string) *State {
		s := rig(t, rulesFor(t, Liverpool, "players=3", "joker_swap="+opt), deal{hands: livHands, up: "AS"})
		s.pub.HandNo = 2 // one book, one run
		s.restack(t, deal{hands: hands, up: "AS", stock: "2H 3D 4S 9H TD"})
		ldraw(t, s, 0)
		do(t, s, 0, MeldAction(hm(t, s, 0, "7C 7D 7S / 4H 5H * 7H")...))
		do(t, s, 0, DiscardAction(hc(t, s, 0, "2H")))
		ldraw(t, s, 1)
		return s
	}
	swap := func(t *testing.T, s *State) Action {
		return SwapJokerAction(1, 2, hc(t, s, 1, "6H"), 3, false)
	}
	t.Run("LIV-8 going_down_turn", func(t *testing.T) {
		s := setup(t, SwapGoingDownTurn)
		reject(t, s, 1, swap(t, s), "go down")
		do(t, s, 1, MeldAction(hm(t, s, 1, "8C 8D 8S / 9S TS JS QS")...))
		reject(t, s, 1, SwapJokerAction(1, 2, hc(t, s, 1, "6H"), -1, false), "laid off")
		reject(t, s, 1, SwapJokerAction(0, 0, hc(t, s, 1, "6H"), 3, false), "no joker")
		if !isLegal(s, 1, swap(t, s)) {
			t.Fatalf("Legal misses the swap: %v", Legal(s.View(1)))
		}
		do(t, s, 1, swap(t, s))
		if FormatCards(s.pub.Table[1].Cards) != "4H 5H 6H 7H" || FormatCards(s.pub.Table[3].Cards) != "9S TS JS QS *" {
			t.Fatalf("table after the swap: %v", s.pub.Table)
		}
	})
	t.Run("LIV-8 only in the turn of going down", func(t *testing.T) {
		s := setup(t, SwapGoingDownTurn)
		do(t, s, 1, MeldAction(hm(t, s, 1, "8C 8D 8S / 9S TS JS QS")...))
		do(t, s, 1, DiscardAction(hc(t, s, 1, "2D")))
		ldraw(t, s, 2)
		do(t, s, 2, DiscardAction(hc(t, s, 2, "3S")))
		ldraw(t, s, 0)
		do(t, s, 0, DiscardAction(hc(t, s, 0, "KC")))
		ldraw(t, s, 1)
		reject(t, s, 1, swap(t, s), "only in the turn you go down")
	})
	t.Run("LIV-8 never", func(t *testing.T) {
		s := setup(t, SwapNever)
		do(t, s, 1, MeldAction(hm(t, s, 1, "8C 8D 8S / 9S TS JS QS")...))
		reject(t, s, 1, swap(t, s), "may not be swapped")
	})
	t.Run("LIV-8 any_turn_after_down", func(t *testing.T) {
		s := setup(t, SwapAnyTurnAfterDown)
		do(t, s, 1, MeldAction(hm(t, s, 1, "8C 8D 8S / 9S TS JS QS")...))
		do(t, s, 1, DiscardAction(hc(t, s, 1, "2D")))
		ldraw(t, s, 2)
		do(t, s, 2, DiscardAction(hc(t, s, 2, "3S")))
		ldraw(t, s, 0)
		do(t, s, 0, DiscardAction(hc(t, s, 0, "KC")))
		ldraw(t, s, 1)
		do(t, s, 1, swap(t, s))
	})
}

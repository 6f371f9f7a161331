package arrange

import (
	"testing"

	"rummy/engine"
)

// MinDeadwoodInto writes exactly MinDeadwood's arrangement (melds in the
// same order, the same deadwood), for classic bench hands and Rommé
// hands with jokers (the general path).
func TestMinDeadwoodIntoSameAsMinDeadwood(t *testing.T) {
	check := func(a *Arranger, hands [][]engine.Card) {
		var dst Arrangement
		for i, hand := range hands {
			want := a.MinDeadwood(hand)
			a.MinDeadwoodInto(hand, &dst)
			if dst.NumMelds() != len(want.Melds) || dst.DeadwoodValue != want.DeadwoodValue ||
				engine.FormatCards(dst.Deadwood) != engine.FormatCards(want.Deadwood) {
				t.Fatalf("hand %d (%s): into %d melds, deadwood %s (%d); want %s, %s (%d)", i, engine.FormatCards(hand),
					dst.NumMelds(), engine.FormatCards(dst.Deadwood), dst.DeadwoodValue,
					engine.FormatMelds(want.Melds), engine.FormatCards(want.Deadwood), want.DeadwoodValue)
			}
			for m := range want.Melds {
				if engine.FormatCards(dst.Meld(m)) != engine.FormatCards(want.Melds[m]) {
					t.Fatalf("hand %d (%s): meld %d is %s, want %s", i, engine.FormatCards(hand), m,
						engine.FormatCards(dst.Meld(m)), engine.FormatCards(want.Melds[m]))
				}
			}
		}
	}
	classic := New(engine.DefaultRules(engine.Classic))
	for _, n := range []int{10, 13} {
		check(classic, loadBench(t, n).hands)
	}
	check(classic, richHands(4, 4, 13))
	check(New(engine.DefaultRules(engine.Romme)), rommeJokerHands(300, 7))
}

// On the classic fast path, arranging into kept buffers allocates
// nothing.
func TestMinDeadwoodIntoAllocatesNothing(t *testing.T) {
	a := New(engine.DefaultRules(engine.Classic))
	hands := richHands(4, 4, 13)
	var dst Arrangement
	for _, h := range hands {
		a.MinDeadwoodInto(h, &dst)
	}
	i := 0
	if n := testing.AllocsPerRun(200, func() {
		a.MinDeadwoodInto(hands[i%len(hands)], &dst)
		i++
	}); n != 0 {
		t.Errorf("%.1f allocations per hand, want 0", n)
	}
}

// The full arrangement into kept buffers has the least deadwood the
// value-only path finds, and is an arrangement of the hand (every card
// once, every meld valid, the deadwood's value right), on random hands
// of 3 to 20 cards, plain and meld-rich, classic and Rommé with jokers.
func TestMinDeadwoodIntoMatchesValuePath(t *testing.T) {
	n := 20000
	if testing.Short() {
		n = 2000
	}
	for _, v := range []engine.Variant{engine.Classic, engine.Romme} {
		r := engine.DefaultRules(v)
		a := New(r)
		rng := engine.NewRNG(41 + uint64(v))
		var dst Arrangement
		for i := 0; i < n; i++ {
			hand := randomHand(r, &rng, 3+rng.Intn(18), i%2 == 1)
			want := a.MinDeadwoodValue(hand)
			a.MinDeadwoodInto(hand, &dst)
			if dst.DeadwoodValue != want {
				t.Fatalf("%v hand %s: into leaves %d, the value path %d", v, engine.FormatCards(hand), dst.DeadwoodValue, want)
			}
			res := Result{Deadwood: dst.Deadwood, DeadwoodValue: dst.DeadwoodValue}
			for m := 0; m < dst.NumMelds(); m++ {
				res.Melds = append(res.Melds, dst.Meld(m))
			}
			checkResult(t, a, hand, res)
		}
	}
}

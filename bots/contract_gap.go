package bots

import (
	"slices"

	"rummy/engine"
)

// contractGap estimates how far a Liverpool hand is from a contract of
// books and runs (LIV-4, LIV-5, LIV-7): missing is the number of cards the
// best partial books (3 cards) and runs (4 cards) still lack, jokers
// filling where LIV-7 lets them; loose is the value of the natural cards
// outside those partial melds. Both orders (runs first, books first) are
// tried and the better kept. It is a cheap heuristic, not the arranger:
// the arranger decides when the contract is really there.
func contractGap(r *engine.Rules, books, runs int, hand []engine.Card) (missing, loose int) {
	missing, loose, _ = contractGapDrop(r, books, runs, hand, engine.NoCard)
	return missing, loose
}

// contractGapDrop is contractGap that also returns the value of the
// highest loose natural card other than keep (the card to discard), or 0.
func contractGapDrop(r *engine.Rules, books, runs int, hand []engine.Card, keep engine.Card) (missing, loose, drop int) {
	missing, loose, at := contractGapAt(r, books, runs, hand, keep)
	if at >= 0 {
		drop = r.CardValue(hand[at])
	}
	return missing, loose, drop
}

// contractGapAt is contractGapDrop with the index in hand of the card to
// discard (-1 if every natural card sits in a partial meld).
func contractGapAt(r *engine.Rules, books, runs int, hand []engine.Card, keep engine.Card) (missing, loose, at int) {
	a1, b1, i1 := gapOrder(r, books, runs, hand, true, keep)
	a2, b2, i2 := gapOrder(r, books, runs, hand, false, keep)
	if a2*gapWeight+b2-valueAt(r, hand, i2) < a1*gapWeight+b1-valueAt(r, hand, i1) {
		return a2, b2, i2
	}
	return a1, b1, i1
}

// valueAt is the value of hand[i], or 0 for i < 0.
func valueAt(r *engine.Rules, hand []engine.Card, i int) int {
	if i < 0 {
		return 0
	}
	return r.CardValue(hand[i])
}

// gapWeight converts a missing card into loose points when comparing.
const gapWeight = 25

type window struct {
	suit, low, have int
}

func gapOrder(r *engine.Rules, books, runs int, hand []engine.Card, runsFirst bool, keep engine.Card) (missing, loose, at int) {
	at = -1
	drop := -1
	// Fixed buffers keep the heuristic free of allocations for the
	// usual hand sizes (the hard player calls it in every rollout turn).
	var usedBuf [32]bool
	var used []bool
	if len(hand) <= len(usedBuf) {
		used = usedBuf[:len(hand)]
	} else {
		used = make([]bool, len(hand))
	}
	jokers := 0
	for _, c := range hand {
		if c.IsJoker() {
			jokers++
		}
	}
	doRuns := func() {
		if runs == 0 {
			return
		}
		// present[suit][pos], pos 1..14 (14 is the high ace, LIV-2).
		var present [4][15]int
		for i, c := range hand {
			if c.IsJoker() || used[i] {
				continue
			}
			s, k := int(c.Suit()), int(c.Rank())
			present[s][k] = i + 1
			if k == 1 {
				present[s][14] = i + 1
			}
		}
		var wsBuf [44]window
		ws := wsBuf[:0]
		for s := 0; s < 4; s++ {
			for low := 1; low <= 11; low++ {
				h := 0
				for p := low; p < low+4; p++ {
					if present[s][p] > 0 {
						h++
					}
				}
				if h >= 2 {
					ws = append(ws, window{s, low, h})
				}
			}
		}
		slices.SortStableFunc(ws, func(a, b window) int { return b.have - a.have })
		var chosenBuf [4]window
		chosen := chosenBuf[:0]
		for _, w := range ws {
			if len(chosen) == runs {
				break
			}
			clash := false
			for _, c := range chosen {
				// Two runs of one suit may not overlap or continue each other.
				if c.suit == w.suit && w.low < c.low+5 && c.low < w.low+5 {
					clash = true
				}
			}
			if clash {
				continue
			}
			chosen = append(chosen, w)
			for p := w.low; p < w.low+4; p++ {
				if i := present[w.suit][p]; i > 0 && !used[i-1] {
					used[i-1] = true
				}
			}
		}
		for _, w := range chosen {
			need := 4 - w.have
			if w.have >= 3 && need > 0 && jokers > 0 {
				jokers--
				need--
			}
			missing += need
		}
		missing += 4 * (runs - len(chosen))
	}
	doBooks := func() {
		if books == 0 {
			return
		}
		var count [14]int
		for i, c := range hand {
			if !c.IsJoker() && !used[i] {
				count[c.Rank()]++
			}
		}
		type group struct{ rank, n int }
		var gsBuf [13]group
		gs := gsBuf[:0]
		for k := 1; k <= 13; k++ {
			if count[k] > 0 {
				gs = append(gs, group{k, count[k]})
			}
		}
		slices.SortStableFunc(gs, func(a, b group) int { return b.n - a.n })
		for b := 0; b < books; b++ {
			if b >= len(gs) {
				missing += 3
				continue
			}
			g := gs[b]
			need := max(0, 3-g.n)
			if g.n >= 2 && need > 0 && jokers > 0 {
				jokers--
				need--
			}
			missing += need
			for i, c := range hand {
				if !c.IsJoker() && !used[i] && int(c.Rank()) == g.rank {
					used[i] = true
				}
			}
		}
	}
	if runsFirst {
		doRuns()
		doBooks()
	} else {
		doBooks()
		doRuns()
	}
	for i, c := range hand {
		if !used[i] && !c.IsJoker() {
			v := r.CardValue(c)
			loose += v
			if c != keep && v > drop {
				drop, at = v, i
			}
		}
	}
	return missing, loose, at
}

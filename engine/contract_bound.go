package engine

import "math/bits"

// contractPossible is a cheap necessary condition for Liverpool contract
// n (LIV-5) in hand: it counts the books and runs the hand could hold at
// most (a book without a joker needs three naturals of one rank, a run
// without a joker four naturals of one suit with four consecutive ranks,
// and each joker completes at most one more meld). When it is false no
// combination of the hand's cards meets the contract, so Legal skips the
// candidate search.
func contractPossible(n int, hand []Card) bool {
	books, runs := contractOf(n)
	if len(hand) < 3*books+4*runs {
		return false
	}
	var perRank [14]uint8
	var perSuit [NumSuits]uint8
	var suitRanks [NumSuits]uint16 // bit r-1 set: rank r held in that suit
	jokers := 0
	for _, c := range hand {
		if c.IsJoker() {
			jokers++
			continue
		}
		f := c.Face()
		r, s := f.Rank(), f.Suit()
		perRank[r]++
		perSuit[s]++
		suitRanks[s] |= 1 << (uint(r) - 1)
	}
	natBooks := 0
	for _, k := range perRank {
		natBooks += int(k) / 3
	}
	natRuns := 0
	for s, m := range suitRanks {
		if perSuit[s] >= 4 && hasFourInARow(m) {
			natRuns += int(perSuit[s]) / 4
		}
	}
	short := max(0, books-natBooks) + max(0, runs-natRuns)
	return short <= jokers
}

// hasFourInARow reports whether the 13-rank mask holds four consecutive
// ranks, counting around the corner (K-A-2), which covers both the
// ace-low and the ace-high ends.
func hasFourInARow(m uint16) bool {
	w := uint32(m) | uint32(m)<<13 // the ranks twice, so windows may wrap
	w = w & (w >> 1) & (w >> 2) & (w >> 3)
	return bits.OnesCount32(w) > 0
}

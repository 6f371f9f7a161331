package engine

// contractPossible is a cheap necessary condition for Liverpool contract
// n (LIV-5) in hand: it counts the books and runs the hand could hold at
// most. A book without a joker needs three naturals of one rank, one with
// a joker two (LIV-7); a run without a joker needs four naturals of one
// suit with four consecutive ranks, one with a joker three naturals among
// four consecutive ranks (at most one joker in any four in a row); each
// joker completes at most one meld. When it is false no combination of
// the hand's cards meets the contract, so Legal skips the candidate
// search.
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
	natBooks, bookSlots := 0, 0
	for _, k := range perRank {
		natBooks += int(k) / 3
		if k >= 2 && k%3 != 0 {
			bookSlots++
		}
	}
	natRuns, runSlots := 0, 0
	for s, m := range suitRanks {
		four, three := inARow(m)
		if four {
			natRuns += int(perSuit[s]) / 4
		}
		if three {
			runSlots += int(perSuit[s]) / 3
		}
	}
	needBooks, needRuns := max(0, books-natBooks), max(0, runs-natRuns)
	return needBooks <= bookSlots && needRuns <= runSlots && needBooks+needRuns <= jokers
}

// inARow reports whether the 13-rank mask holds four consecutive ranks,
// and whether it holds three of some four consecutive ranks, counting
// around the corner (K-A-2), which covers both the ace-low and the
// ace-high ends.
func inARow(m uint16) (four, three bool) {
	a := uint32(m) | uint32(m)<<13 // the ranks twice, so windows may wrap
	b, c, d := a>>1, a>>2, a>>3
	four = a&b&c&d != 0
	three = (a&b&c)|(a&b&d)|(a&c&d)|(b&c&d) != 0
	return four, three
}

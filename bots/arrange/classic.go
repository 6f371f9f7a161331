package arrange

import (
	"math/bits"

	"rummy/engine"
)

// The classic fast path (CLA-1, CLA-4, CLA-8). One deck and no jokers make
// the problem small enough for a closed form: every card is deadwood, in a
// set of its rank or in a run of its suit. Once the sets are chosen, the
// best runs of a suit are exactly the maximal stretches of three or more
// consecutive ranks left in that suit, so a 8,192-entry table per suit mask
// gives their value. Only the ranks held three or four times need a
// choice (no set, the full set, or for four of a kind one of its four
// three-card sets), and a rank none of whose cards could sit in a run
// always takes its full set.

// suitRanks is a 13-bit mask of ranks, bit r-1 for rank r.
type suitRanks = uint16

// classicTable holds, for every 13-bit rank mask of one suit, the CLA-8
// value of the cards that lie in stretches of three or more consecutive
// ranks (the value runs can meld), and the mask of those cards.
type classicTable struct {
	runValue [1 << 13]uint8
	runCards [1 << 13]suitRanks
	// cardsValue is the CLA-8 value of all the cards of a mask.
	cardsValue [1 << 13]uint8
}

func newClassicTable() *classicTable {
	t := &classicTable{}
	for m := 1; m < 1<<13; m++ {
		low := m & -m
		t.cardsValue[m] = t.cardsValue[m&^low] + uint8(classicRankValue(bits.TrailingZeros(uint(low))+1))
		// Bits starting three in a row, then the stretches they cover.
		x := m & (m >> 1) & (m >> 2)
		runs := suitRanks(x | x<<1 | x<<2)
		t.runCards[m] = runs
		t.runValue[m] = t.cardsValue[runs]
	}
	return t
}

// classicRankValue is CLA-8: ace 1, 2–10 face value, J/Q/K 10.
func classicRankValue(r int) int {
	if r > 10 {
		return 10
	}
	return r
}

// classicHand is a classic hand as four suit masks and its total value.
type classicHand struct {
	suits [engine.NumSuits]suitRanks
	total int
}

// load reads a hand; ok is false if it holds a joker or the same card twice
// (not a classic hand).
func (h *classicHand) load(hand []engine.Card) bool {
	*h = classicHand{}
	for _, c := range hand {
		f := c.Face()
		if f >= engine.JokerFace {
			return false
		}
		s, r := f/13, f%13
		bit := suitRanks(1) << r
		if h.suits[s]&bit != 0 {
			return false
		}
		h.suits[s] |= bit
		h.total += classicRankValue(int(r) + 1)
	}
	return true
}

// classicSolver is the scratch of one classic search.
type classicSolver struct {
	t      *classicTable
	ranks  [13]int // ranks needing a choice
	nranks int
	suits  [13]uint8 // suits present per rank in ranks
	// pending[i] is the mask of the ranks at index i and after.
	pending [14]suitRanks
	best    int // best melded value so far
	cur     [13]uint8
	bestAt  [13]uint8
}

// classicMelded returns the most value a classic hand can meld, and fills
// sets[rank-1] with the suits of the set chosen for each rank.
func (t *classicTable) classicMelded(h *classicHand, sets *[13]uint8) int {
	s0, s1, s2, s3 := h.suits[0], h.suits[1], h.suits[2], h.suits[3]
	three := (s0&s1)&(s2|s3) | (s2&s3)&(s0|s1)
	*sets = [13]uint8{}
	if three == 0 {
		return int(t.runValue[s0]) + int(t.runValue[s1]) + int(t.runValue[s2]) + int(t.runValue[s3])
	}
	// Cards that could lie in a run of their suit, before any set.
	r0, r1, r2, r3 := t.runCards[s0], t.runCards[s1], t.runCards[s2], t.runCards[s3]
	inRun := r0 | r1 | r2 | r3
	base := 0
	var sv classicSolver
	sv.t = t
	for m := three; m != 0; m &= m - 1 {
		r := bits.TrailingZeros16(m)
		bit := suitRanks(1) << r
		var su uint8
		if s0&bit != 0 {
			su |= 1
		}
		if s1&bit != 0 {
			su |= 2
		}
		if s2&bit != 0 {
			su |= 4
		}
		if s3&bit != 0 {
			su |= 8
		}
		if inRun&bit == 0 {
			// No card of this rank can join a run: the full set is best.
			sets[r] = su
			base += bits.OnesCount8(su) * classicRankValue(r+1)
			s0 &^= bit
			s1 &^= bit
			s2 &^= bit
			s3 &^= bit
			continue
		}
		sv.ranks[sv.nranks] = r
		sv.suits[sv.nranks] = su
		sv.nranks++
	}
	if sv.nranks == 0 {
		return base + int(t.runValue[s0]) + int(t.runValue[s1]) + int(t.runValue[s2]) + int(t.runValue[s3])
	}
	for i := sv.nranks - 1; i >= 0; i-- {
		sv.pending[i] = sv.pending[i+1] | 1<<sv.ranks[i]
	}
	sv.best = -1
	sv.search(0, 0, [4]suitRanks{s0, s1, s2, s3})
	for i := 0; i < sv.nranks; i++ {
		sets[sv.ranks[i]] = sv.bestAt[i]
	}
	return base + sv.best
}

// search tries every choice for the rank at index i.
func (sv *classicSolver) search(i, setValue int, s [4]suitRanks) {
	if i == sv.nranks {
		v := setValue + int(sv.t.runValue[s[0]]) + int(sv.t.runValue[s[1]]) + int(sv.t.runValue[s[2]]) + int(sv.t.runValue[s[3]])
		if v > sv.best {
			sv.best = v
			sv.bestAt = sv.cur
		}
		return
	}
	// Bound: sets can meld only the pending ranks, runs only cards in
	// stretches of three.
	t, p := sv.t, sv.pending[i]
	ub := setValue + int(t.cardsValue[s[0]&(p|t.runCards[s[0]])]) + int(t.cardsValue[s[1]&(p|t.runCards[s[1]])]) +
		int(t.cardsValue[s[2]&(p|t.runCards[s[2]])]) + int(t.cardsValue[s[3]&(p|t.runCards[s[3]])])
	if ub <= sv.best {
		return
	}
	su := sv.suits[i]
	sv.take(i, setValue, s, su)
	sv.cur[i] = 0
	sv.search(i+1, setValue, s)
	if bits.OnesCount8(su) == 4 {
		for k := 0; k < 4; k++ {
			sv.take(i, setValue, s, su&^(1<<k))
		}
	}
	sv.cur[i] = 0
}

// take melds the suits in take as the set of the rank at index i and goes on.
func (sv *classicSolver) take(i, setValue int, s [4]suitRanks, take uint8) {
	r := sv.ranks[i]
	bit := suitRanks(1) << r
	for k := 0; k < 4; k++ {
		if take&(1<<k) != 0 {
			s[k] &^= bit
		}
	}
	sv.cur[i] = take
	sv.search(i+1, setValue+bits.OnesCount8(take)*classicRankValue(r+1), s)
}

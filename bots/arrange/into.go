package arrange

import (
	"math/bits"

	"rummy/engine"
)

// Arrangement is a Result written into buffers the caller keeps and
// reuses, for callers that arrange many hands (playouts): the melds'
// cards back to back in Cards, meld i being Cards[Ends[i-1]:Ends[i]]
// (from 0 for the first), then the cards left over. Arranging into an
// Arrangement whose buffers have grown allocates nothing on the classic
// fast path.
type Arrangement struct {
	// Cards holds the melds' cards, one meld after another, each in
	// table order, the melds in Result's order.
	Cards []engine.Card
	// Ends holds where each meld ends in Cards.
	Ends []int
	// Deadwood are the cards in no meld, in hand order.
	Deadwood []engine.Card
	// DeadwoodValue is the value of Deadwood as cards left in hand.
	DeadwoodValue int
}

// NumMelds returns the number of melds.
func (r *Arrangement) NumMelds() int { return len(r.Ends) }

// Meld returns meld i (a view into Cards, valid until the next arrange).
func (r *Arrangement) Meld(i int) []engine.Card {
	start := 0
	if i > 0 {
		start = r.Ends[i-1]
	}
	return r.Cards[start:r.Ends[i]]
}

// reset empties the buffers, keeping their room.
func (r *Arrangement) reset() {
	r.Cards, r.Ends, r.Deadwood, r.DeadwoodValue = r.Cards[:0], r.Ends[:0], r.Deadwood[:0], 0
}

// MinDeadwoodInto writes into dst what MinDeadwood returns for the hand
// (the same melds, in the same order, and the same deadwood), reusing
// dst's buffers.
func (a *Arranger) MinDeadwoodInto(hand []engine.Card, dst *Arrangement) {
	dst.reset()
	if a.classic != nil {
		var h classicHand
		var byFace [52]engine.Card
		if h.loadIndexed(hand, &byFace) {
			a.classicInto(hand, &h, &byFace, dst)
			return
		}
	}
	res := a.MinDeadwood(hand)
	for _, m := range res.Melds {
		dst.Cards = append(dst.Cards, m...)
		dst.Ends = append(dst.Ends, len(dst.Cards))
	}
	dst.Deadwood = append(dst.Deadwood, res.Deadwood...)
	dst.DeadwoodValue = res.DeadwoodValue
}

// classicInto is classicResult writing into dst, without allocating and
// without sorting: the value search's set choice gives each suit's set
// cards, its runs are the table's stretches of what is left, and the
// melds are written walking the ranks upwards and, within a rank, the
// suits, which is Result's order (a set's key is its rank and first suit,
// a run's its lowest rank and suit; no two melds share a key, as they
// would share that card). The deadwood value is the hand's total less the
// melded value the search returns.
func (a *Arranger) classicInto(hand []engine.Card, h *classicHand, byFace *[52]engine.Card, dst *Arrangement) {
	t := a.classic
	var sets [13]uint8
	melded := t.classicMelded(h, &sets)
	var inSet [engine.NumSuits]suitRanks
	setRanks := suitRanks(0)
	s0, s1, s2, s3 := h.suits[0], h.suits[1], h.suits[2], h.suits[3]
	for x := (s0&s1)&(s2|s3) | (s2&s3)&(s0|s1); x != 0; x &= x - 1 {
		r := bits.TrailingZeros16(x)
		su := sets[r]
		if su == 0 {
			continue
		}
		setRanks |= 1 << r
		for y := su; y != 0; y &= y - 1 {
			inSet[bits.TrailingZeros8(y)] |= 1 << r
		}
	}
	var runs, starts [engine.NumSuits]suitRanks
	begins := setRanks
	usedFaces := uint64(0)
	for s := 0; s < engine.NumSuits; s++ {
		runs[s] = t.runCards[h.suits[s]&^inSet[s]]
		starts[s] = runs[s] &^ (runs[s] << 1)
		usedFaces |= uint64(runs[s]|inSet[s]) << (13 * s)
		begins |= starts[s]
	}
	n := len(hand)
	if cap(dst.Cards) < n {
		dst.Cards = make([]engine.Card, 0, n)
	}
	if cap(dst.Ends) < maxClassicMelds {
		dst.Ends = make([]int, 0, maxClassicMelds)
	}
	if cap(dst.Deadwood) < n {
		dst.Deadwood = make([]engine.Card, 0, n)
	}
	cards, ends, dw := dst.Cards[:n], dst.Ends[:maxClassicMelds], dst.Deadwood[:n]
	// The deadwood in hand order, branch-free.
	d := 0
	for _, c := range hand {
		f := c.Face()
		dw[d] = c
		d += int(usedFaces>>f&1 ^ 1)
	}
	dst.Deadwood = dw[:d]
	k, m := 0, 0
	for x := begins; x != 0; x &= x - 1 {
		r := bits.TrailingZeros16(x)
		bit := suitRanks(1) << r
		first := -1
		if su := sets[r]; su != 0 {
			first = bits.TrailingZeros8(su)
		}
		for s := 0; s < engine.NumSuits; s++ {
			if s == first {
				for y := sets[r]; y != 0; y &= y - 1 {
					cards[k] = byFace[bits.TrailingZeros8(y)*13+r]
					k++
				}
				ends[m] = k
				m++
			}
			if starts[s]&bit != 0 {
				base := s * 13
				for f := r; f < 13 && runs[s]&(1<<f) != 0; f++ {
					cards[k] = byFace[base+f]
					k++
				}
				ends[m] = k
				m++
			}
		}
	}
	dst.Cards, dst.Ends = cards[:k], ends[:m]
	dst.DeadwoodValue = h.total - melded
}

// maxClassicMelds bounds the melds of a classic hand: 52 cards make at
// most 17 melds of three.
const maxClassicMelds = 18

// loadIndexed is load that also puts each card at its face in byFace.
func (h *classicHand) loadIndexed(hand []engine.Card, byFace *[52]engine.Card) bool {
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
		byFace[f] = c
	}
	return true
}

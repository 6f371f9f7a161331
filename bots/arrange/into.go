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
		if h.load(hand) {
			a.classicInto(hand, &h, dst)
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

// classicMeld describes one meld of a classic arrangement: a set of rank
// (the suits in mask) or a run of suit from rank for n ranks.
type classicMeld struct {
	rank, suit, n int8
	mask          uint8
	set           bool
}

// maxClassicMelds bounds the melds of a classic hand: 52 cards make at
// most 17 melds of three.
const maxClassicMelds = 18

// classicInto is classicResult writing into dst, without allocating: the
// melds are described on the stack, put in Result's order (lowest rank,
// then suit) and written out.
func (a *Arranger) classicInto(hand []engine.Card, h *classicHand, dst *Arrangement) {
	var sets [13]uint8
	a.classic.classicMelded(h, &sets)
	var byFace [52]engine.Card
	for _, c := range hand {
		byFace[c.Face()] = c
	}
	var ms [maxClassicMelds]classicMeld
	k := 0
	used := classicHand{}
	rest := h.suits
	for r := 0; r < 13; r++ {
		if sets[r] == 0 {
			continue
		}
		first := -1
		for s := 0; s < engine.NumSuits; s++ {
			if sets[r]&(1<<s) != 0 {
				if first < 0 {
					first = s
				}
				rest[s] &^= 1 << r
				used.suits[s] |= 1 << r
			}
		}
		ms[k] = classicMeld{rank: int8(r), suit: int8(first), mask: sets[r], set: true}
		k++
	}
	for s := 0; s < engine.NumSuits; s++ {
		runs := a.classic.runCards[rest[s]]
		used.suits[s] |= runs
		for x := uint32(runs); x != 0; {
			start := bits.TrailingZeros32(x)
			n := bits.TrailingZeros32(^(x >> start))
			x &^= (1<<n - 1) << start
			ms[k] = classicMeld{rank: int8(start), suit: int8(s), n: int8(n)}
			k++
		}
	}
	// Insertion sort, stable, by (rank, suit): sortMelds's order.
	for i := 1; i < k; i++ {
		for j := i; j > 0 && (ms[j].rank < ms[j-1].rank || ms[j].rank == ms[j-1].rank && ms[j].suit < ms[j-1].suit); j-- {
			ms[j], ms[j-1] = ms[j-1], ms[j]
		}
	}
	for _, m := range ms[:k] {
		if m.set {
			for s := 0; s < engine.NumSuits; s++ {
				if m.mask&(1<<s) != 0 {
					dst.Cards = append(dst.Cards, byFace[s*13+int(m.rank)])
				}
			}
		} else {
			base := int(m.suit) * 13
			for r := int(m.rank); r < int(m.rank+m.n); r++ {
				dst.Cards = append(dst.Cards, byFace[base+r])
			}
		}
		dst.Ends = append(dst.Ends, len(dst.Cards))
	}
	for _, c := range hand {
		f := c.Face()
		if used.suits[f/13]&(1<<(f%13)) == 0 {
			dst.Deadwood = append(dst.Deadwood, c)
			dst.DeadwoodValue += a.value[f]
		}
	}
}

package arrange

import (
	"sort"

	"rummy/engine"
)

// pool hands out the physical cards of a hand by face, in hand order.
type pool struct {
	hand  []engine.Card
	used  []bool
	faces [engine.NumFaces][]int
}

func newPool(hand []engine.Card) *pool {
	p := &pool{hand: hand, used: make([]bool, len(hand))}
	for i, c := range hand {
		if f := c.Face(); f < engine.NumFaces {
			p.faces[f] = append(p.faces[f], i)
		}
	}
	return p
}

// take returns the next unused card of face f.
func (p *pool) take(f int) engine.Card {
	for _, i := range p.faces[f] {
		if !p.used[i] {
			p.used[i] = true
			return p.hand[i]
		}
	}
	panic("arrange: internal error: a meld uses a card the hand does not hold")
}

// rest returns the unused cards in hand order.
func (p *pool) rest() []engine.Card {
	var out []engine.Card
	for i, c := range p.hand {
		if !p.used[i] {
			out = append(out, c)
		}
	}
	return out
}

// build turns picks into a Result over the physical cards of hand.
func (a *Arranger) build(hand []engine.Card, picks []pick) Result {
	p := newPool(hand)
	var res Result
	for _, pk := range picks {
		res.Melds = append(res.Melds, a.layout(p, &pk.c, pk.k))
	}
	res.Deadwood = p.rest()
	res.DeadwoodValue = a.HandValue(res.Deadwood)
	sortMelds(res.Melds)
	return res
}

// layout lays out candidate c with k jokers in table order, taking its
// cards from p.
func (a *Arranger) layout(p *pool, c *cand, k int) []engine.Card {
	m := make([]engine.Card, 0, int(c.n)+k)
	joker := int(engine.JokerFace)
	if c.kind == engine.Run {
		lo := a.runStart(c, k)
		for pos := lo; pos < lo+int(c.n)+k; pos++ {
			f := int(c.suit)*13 + a.gen.rankAt(pos)
			if pos >= int(c.p) && pos <= int(c.q) && c.nat.m[0]>>f&1 != 0 {
				m = append(m, p.take(f))
			} else {
				m = append(m, p.take(joker))
			}
		}
		return m
	}
	r := int(c.rank)
	if a.cfg.strictGroups {
		seq := a.strictSeq(c, k)
		for _, s := range seq {
			if f := int(s)*13 + r; c.nat.m[0]>>f&1 != 0 {
				m = append(m, p.take(f))
			} else {
				m = append(m, p.take(joker))
			}
		}
		return m
	}
	for s := 0; s < engine.NumSuits; s++ {
		f := s*13 + r
		for i := 0; i < maxCopies; i++ {
			if c.nat.m[i]>>f&1 != 0 {
				m = append(m, p.take(f))
			}
		}
	}
	for i := 0; i < k; i++ {
		m = append(m, p.take(joker))
	}
	return m
}

// runStart returns the line position where run candidate c with k jokers
// starts: its own in explicit mode, else the most valuable window.
func (a *Arranger) runStart(c *cand, k int) int {
	if c.fixed {
		return int(c.lo)
	}
	g := &a.gen
	gaps := int(c.q-c.p) + 1 - int(c.n)
	ext := k - gaps
	lowRoom, highRoom := g.runRoom(c)
	best, bestV := -1, -1
	for x := max(0, ext-highRoom); x <= min(ext, lowRoom); x++ {
		e := *c
		e.lo, e.kmin = int8(int(c.p)-x), int8(k)
		if v := g.runValue(&e); v > bestV {
			best, bestV = int(e.lo), v
		}
	}
	return best
}

// strictSeq returns the strict-groups suit sequence of set candidate c
// with k jokers (ROM-SR-STRICTSET).
func (a *Arranger) strictSeq(c *cand, k int) []engine.Suit {
	if c.fixed {
		return strictSeqs[c.lo]
	}
	var suits uint8
	for s := 0; s < engine.NumSuits; s++ {
		suits |= uint8(c.nat.m[0]>>(s*13+int(c.rank))&1) << s
	}
	for _, seq := range strictSeqs {
		if suits&^seqMask(seq) == 0 && len(seq) == int(c.n)+k {
			return seq
		}
	}
	panic("arrange: internal error: no strict suit order fits a set")
}

// sortMelds orders melds by the rank their first card stands for, then by
// the suit of their first natural card.
func sortMelds(melds [][]engine.Card) {
	sort.SliceStable(melds, func(i, j int) bool {
		ri, si := meldKey(melds[i])
		rj, sj := meldKey(melds[j])
		if ri != rj {
			return ri < rj
		}
		return si < sj
	})
}

// meldKey returns the rank a meld's first card stands for and the suit of
// its first natural.
func meldKey(m []engine.Card) (int, int) {
	first := -1
	for i, c := range m {
		if !c.IsJoker() {
			first = i
			break
		}
	}
	if first < 0 {
		return 99, 0
	}
	c := m[first]
	for _, d := range m[first+1:] {
		if !d.IsJoker() && d.Rank() == c.Rank() {
			return int(c.Rank()), int(c.Suit())
		}
	}
	return int(c.Rank()) - first, int(c.Suit())
}

package engine

// meldMasks summarises a meld's natural cards as a rank mask (bit r for
// rank r) and a suit mask (bit s for suit s), without checking the meld.
type meldMasks struct {
	ranks uint16
	suits uint8
}

func masksOf(cards []Card) meldMasks {
	var m meldMasks
	for _, c := range cards {
		if c.IsJoker() {
			continue
		}
		f := c.Face()
		m.ranks |= 1 << uint(f.Rank())
		m.suits |= 1 << uint(f.Suit())
	}
	return m
}

// mayJoin is the cheapest first test before mayFit: a natural card can
// only join a meld holding a natural of its rank (a set) or of its suit
// (a run); a joker, or a meld with no natural card, is not ruled out.
func (m meldMasks) mayJoin(c Card) bool {
	if c.IsJoker() || m.ranks == 0 {
		return true
	}
	f := c.Face()
	return m.ranks&(1<<uint(f.Rank())) != 0 || m.suits&(1<<uint(f.Suit())) != 0
}

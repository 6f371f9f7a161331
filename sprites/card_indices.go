package sprites

import "rummy/engine"

// CardIndices are the words a language prints on cards: the index
// letters of the ace and the court cards, and the joker's name. Empty
// fields print the usual A K Q J and JOKER.
type CardIndices struct {
	Jack, Queen, King, Ace string
	Joker                  string
}

// SetIndices changes the printed letters and the joker's name; the
// atlases are rendered again as they are next prepared.
func (c *CardArt) SetIndices(ix CardIndices) {
	if ix == c.cp.indices {
		return
	}
	c.cp.indices = ix
	for _, a := range c.atlases {
		a.img.Deallocate()
	}
	c.atlases = c.atlases[:0]
}

// rankLabel is the printed rank: 2…10, and A K Q J or the indices' own
// letters.
func (cp *cardPainter) rankLabel(r engine.Rank) string {
	var own string
	switch r {
	case engine.Ten:
		return "10"
	case engine.Jack:
		own = cp.indices.Jack
	case engine.Queen:
		own = cp.indices.Queen
	case engine.King:
		own = cp.indices.King
	case engine.Ace:
		own = cp.indices.Ace
	}
	if own != "" {
		return own
	}
	return r.String()
}

// jokerWord is the name printed on the joker.
func (cp *cardPainter) jokerWord() string {
	if cp.indices.Joker != "" {
		return cp.indices.Joker
	}
	return "JOKER"
}

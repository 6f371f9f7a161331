package engine

// CardValue returns what one card left in hand at the end of a hand costs
// under these rules: CLA-8 for classic; ROM-3 for Rommé (ace 11, joker
// 20) or ROM-SR-CASINO with casino scoring; LIV-SCORE-1 for Liverpool.
func (r *Rules) CardValue(c Card) int {
	if r.feat.casino {
		return CasinoValue(c)
	}
	return r.v.cardValue(c)
}

// HandValue returns the value of cards left in hand at the end of a hand.
func (r *Rules) HandValue(cards []Card) int {
	total := 0
	for _, c := range cards {
		total += r.CardValue(c)
	}
	return total
}

// MeldValue returns a meld's value (ROM-3 for Rommé: an ace before the 2
// is 1, every other ace 11, a joker the card it stands for; CLA-8 or
// LIV-SCORE-1 card values for the others), or 0 when cards are not a
// valid meld on the table.
func (r *Rules) MeldValue(cards []Card) int {
	info, e := r.checkMeld(cards, false)
	if e != 0 {
		return 0
	}
	return info.Value
}

// CasinoValue returns a card's value under ROM-SR-CASINO: 2–9 → 5,
// 10/J/Q/K → 10, Q♠ → 40, ace → 15, joker → 0.
func CasinoValue(c Card) int {
	switch r := c.Rank(); {
	case c.IsJoker():
		return 0
	case r == Ace:
		return 15
	case c.Face() == NewFace(Queen, Spades):
		return 40
	case r >= Ten:
		return 10
	}
	return 5
}

// handValue is the end-of-hand value of a card without casino scoring.
func (p *meldProfile) handValue(c Card) int { return int(p.values[c.Face()&63]) }

// faceValues holds the end-of-hand value of every face (without casino
// scoring), so that meld checks need not ask the variant.
type faceValues [64]int8

// valuesOf returns the face values of v.
func valuesOf(v variantRules) *faceValues {
	var t faceValues
	for f := Face(0); f < NumFaces; f++ {
		t[f] = int8(v.cardValue(Card(f)))
	}
	return &t
}

// classicValue is CLA-8: J/Q/K 10, ace 1, 2–10 face value.
func classicValue(c Card) int {
	if r := c.Rank(); r < Ten {
		return int(r)
	}
	return 10
}

// rommeRankValue is ROM-3 for a rank: 2–9 face value, 10/J/Q/K 10, ace 11.
func rommeRankValue(r Rank) int {
	switch {
	case r == Ace:
		return 11
	case r >= Ten:
		return 10
	}
	return int(r)
}

// rommeRunValue is ROM-3 for the card at run position p: the ace before
// the 2 is worth 1, any other ace 11.
func rommeRunValue(p int) int {
	if p == 1 {
		return 1
	}
	return rommeRankValue(rankAt(p))
}

package engine

// strictRank is each suit's place in the strict-group order ♣ ♠ ♥ ♦
// (ROM-SR-STRICTSET), indexed by Suit.
var strictRank = [NumSuits]int{Clubs: 0, Spades: 1, Hearts: 2, Diamonds: 3}

// strictSuit is the suit at each place of the strict-group order.
var strictSuit = [NumSuits]Suit{Clubs, Spades, Hearts, Diamonds}

// checkSet checks a set (group, book) of one rank: CLA-4, ROM-4,
// ROM-SR-STRICTSET, LIV-4 and LIV-7's two natural cards.
func (p *meldProfile) checkSet(cards []Card, rank Rank, jokers int) (MeldInfo, MeldError) {
	n := len(cards)
	if p.setMax > 0 && n > p.setMax {
		return MeldInfo{}, ErrSetTooLong
	}
	if p.bookNaturals && n-jokers < 2 {
		return MeldInfo{}, ErrBookNaturals
	}
	if p.uniqueSuits {
		var seen [NumSuits]bool
		for _, c := range cards {
			if c.IsJoker() {
				continue
			}
			if seen[c.Suit()] {
				return MeldInfo{}, ErrSetSuitTwice
			}
			seen[c.Suit()] = true
		}
	}
	if p.strictSet && strictStart(cards) < 0 {
		return MeldInfo{}, ErrStrictSetOrder
	}
	value := 0
	for _, c := range cards {
		if p.variant == Romme {
			value += rommeRankValue(rank)
		} else {
			value += p.handValue(c)
		}
	}
	return MeldInfo{Kind: Set, Rank: rank, Jokers: jokers, Value: value}, 0
}

// strictStart returns the place in the order ♣ ♠ ♥ ♦ of a strict set's
// first card, or -1 when the cards do not follow the order without gaps
// (a joker takes the suit of its position; nothing comes before ♣).
func strictStart(cards []Card) int {
	start := -1
	for k, c := range cards {
		if c.IsJoker() {
			continue
		}
		s := strictRank[c.Suit()] - k
		if start >= 0 && s != start || s < 0 {
			return -1
		}
		start = s
	}
	if start < 0 || start+len(cards) > NumSuits {
		return -1
	}
	return start
}

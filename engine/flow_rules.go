package engine

import "errors"

// This file is the game flow's only contact with the meld layer: every
// question the flow asks about melds, openings, contracts and values goes
// through these few functions.

// tableMeldOK reports whether cards are a valid meld on the table (COM-6).
func (r *Rules) tableMeldOK(cards []Card) error {
	_, err := r.CheckMeld(cards)
	return err
}

// layOffPositions says where c may be laid off on meld.
func (r *Rules) layOffPositions(meld []Card, c Card) (front, back bool) {
	buf := make([]Card, 0, len(meld)+1)
	buf = append(append(buf, c), meld...)
	front = r.tableMeldOK(buf) == nil
	buf = append(append(buf[:0], meld...), c)
	back = r.tableMeldOK(buf) == nil
	return front, back
}

// jokerSwapOK reports whether c may replace the joker at i of meld.
func (r *Rules) jokerSwapOK(meld []Card, i int, c Card) error {
	return errors.New("engine: joker swaps are not available yet")
}

// openingOK checks a Rommé opening and returns its total.
func (r *Rules) openingOK(melds [][]Card) (int, error) {
	return 0, errors.New("engine: openings are not available yet")
}

// openingNeeded is the Rommé opening requirement in points.
func (r *Rules) openingNeeded() int {
	if o := r.Romme(); o != nil {
		return o.OpeningPoints()
	}
	return 0
}

// contractOK checks a Liverpool contract for hand n.
func (r *Rules) contractOK(n int, melds [][]Card) error {
	return errors.New("engine: contracts are not available yet")
}

// contractOf returns the books and runs of hand n's contract (LIV-5).
func contractOf(n int) (books, runs int) {
	table := [...][2]int{{0, 0}, {2, 0}, {1, 1}, {0, 2}, {3, 0}, {2, 1}, {1, 2}, {0, 3}}
	if n < 1 || n > 7 {
		return 0, 0
	}
	return table[n][0], table[n][1]
}

// handValue is what cards left in hand cost at the end of a hand.
func (r *Rules) handValue(cards []Card) int { return r.HandValue(cards) }

// cardValue is what one card left in hand costs.
func (r *Rules) cardValue(c Card) int { return r.CardValue(c) }

// casinoValue is a card's value for the casino table bonus (ROM-SR-CASINO).
func (r *Rules) casinoValue(c Card) int { return 0 }

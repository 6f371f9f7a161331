package engine

import "strings"

// This file is the game flow's only contact with the meld layer: every
// question the flow asks about melds, openings, contracts and values goes
// through these few functions.

// tableMeldOK reports whether cards are a valid meld on the table (COM-6).
func (r *Rules) tableMeldOK(cards []Card) error {
	_, err := r.CheckTableMeld(cards)
	return err
}

// layOffPositions says where c may be laid off on meld (ROM-9).
func (r *Rules) layOffPositions(meld []Card, c Card) (front, back bool) {
	return r.LayOffPositions(meld, c)
}

// layOffPositionsValid is layOffPositions for a meld known to be a valid
// table meld (its cached description says so), which is not checked
// again.
func (r *Rules) layOffPositionsValid(meld []Card, c Card) (front, back bool) {
	if !c.Valid() || len(meld) == 0 {
		return false, false
	}
	p := r.profile(false)
	return p.layOffEnds(meld, c)
}

// mayFit is a cheap first test before layOffPositions: a natural card can
// only join a set of its rank, or a run of its suit at a position next to
// either end whose rank (counted modulo 13, so an ace may be low or high)
// is the card's.
func mayFit(info MeldInfo, n int, c Card) bool {
	if c.IsJoker() {
		return true
	}
	switch info.Kind {
	case Set:
		return c.Rank() == info.Rank
	case Run:
		if c.Suit() != info.Suit {
			return false
		}
		r := int(c.Rank())
		return mod13(r-(info.Low-1)) == 0 || mod13(r-(info.High(n)+1)) == 0
	}
	return false
}

func mod13(x int) int { return ((x % 13) + 13) % 13 }

// jokerSwapOK reports whether c may replace the joker at i of meld
// (ROM-10, LIV-8).
func (r *Rules) jokerSwapOK(meld []Card, i int, c Card) error {
	return prefixed(r.CheckJokerSwap(meld, i, c))
}

// openingOK checks a Rommé opening and returns its total (ROM-7).
func (r *Rules) openingOK(melds [][]Card) (int, error) {
	total, err := r.CheckOpening(melds)
	return total, prefixed(err)
}

// openingNeeded is the Rommé opening requirement in points.
func (r *Rules) openingNeeded() int { return r.OpeningRequirement() }

// contractOK checks a Liverpool contract for hand n (LIV-5).
func (r *Rules) contractOK(n int, melds [][]Card) error {
	return prefixed(r.CheckContract(n, melds))
}

// contractOf returns the books and runs of hand n's contract (LIV-5).
func contractOf(n int) (books, runs int) { return Contract(n) }

// handValue is what cards left in hand cost at the end of a hand.
func (r *Rules) handValue(cards []Card) int { return r.HandValue(cards) }

// cardValue is what one card left in hand costs.
func (r *Rules) cardValue(c Card) int { return r.CardValue(c) }

// casinoValue is a card's value for the casino table bonus (ROM-SR-CASINO).
func (r *Rules) casinoValue(c Card) int { return CasinoValue(c) }

// prefixed gives an error from the meld layer the engine's prefix, as a
// RefuseMeldLayer refusal whose Reason it is.
func prefixed(err error) error {
	switch e := err.(type) {
	case nil:
		return nil
	case Refusal:
		if strings.HasPrefix(e.Key.english(), "engine: ") {
			return e
		}
	case MeldError, *MeldsError, *OpeningError:
	default:
		if strings.HasPrefix(err.Error(), "engine: ") {
			return err
		}
	}
	return refuseBecause(RefuseMeldLayer, err, reasonArg())
}

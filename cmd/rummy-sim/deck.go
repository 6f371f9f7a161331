package main

import (
	"fmt"

	"rummy/engine"
)

// checkDeck reports the first card of cards that the variant's deck does
// not hold as many times as cards do (more copies of a face than the
// deck's decks, or more jokers than it has). what names the cards in the
// message ("the hand", "the melds") and hold is its verb ("holds", "hold").
func checkDeck(r *engine.Rules, what, hold string, cards []engine.Card) error {
	deck := r.Deck()
	var count [engine.NumFaces]int
	for _, c := range cards {
		count[c.Face()]++
	}
	for f := engine.Face(0); f < engine.NumFaces; f++ {
		have, n := deck.Decks, count[f]
		if f == engine.JokerFace {
			have = deck.Jokers
		}
		if n <= have {
			continue
		}
		if f == engine.JokerFace && have == 0 {
			return fmt.Errorf("the %s deck has no jokers: take the * out of %s", r.Variant, what)
		}
		return fmt.Errorf("%s %s %s %d times but the %s deck has only %d", what, hold, f, n, r.Variant, have)
	}
	return nil
}

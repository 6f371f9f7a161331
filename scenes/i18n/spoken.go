package i18n

import (
	"strings"

	"rummy/engine"
)

// SpokenCard names a card as it is said aloud: "seven of hearts",
// «семёрка червей», "Herz Sieben"; a joker is a joker.
func (c Catalog) SpokenCard(x engine.Card) string {
	if x == engine.NoCard || !x.Valid() {
		return "?"
	}
	if x.IsJoker() {
		return c.T(SpeakJoker)
	}
	return c.F(SpeakCard, c.T(speakRank(int(x.Rank()))), c.T(speakSuit(int(x.Suit()))))
}

// SpokenCards names cards aloud. Cards of one suit (a run, jokers in it
// included) name the suit once: "seven, eight, nine of hearts"; others
// are named one by one, separated by commas.
func (c Catalog) SpokenCards(xs []engine.Card) string {
	suit, one := engine.Suit(0), false
	for _, x := range xs {
		if !x.Valid() || x.IsJoker() {
			continue
		}
		if !one {
			suit, one = x.Suit(), true
		} else if x.Suit() != suit {
			one = false
			break
		}
	}
	if one && len(xs) > 1 && !c.anyOther(xs, suit) {
		ranks := make([]string, len(xs))
		for i, x := range xs {
			if x.IsJoker() {
				ranks[i] = c.T(SpeakJoker)
			} else {
				ranks[i] = c.T(speakRank(int(x.Rank())))
			}
		}
		return c.F(SpeakCard, strings.Join(ranks, ", "), c.T(speakSuit(int(suit))))
	}
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = c.SpokenCard(x)
	}
	return strings.Join(parts, ", ")
}

// anyOther reports whether a card of xs is not of suit (and no joker).
func (c Catalog) anyOther(xs []engine.Card, suit engine.Suit) bool {
	for _, x := range xs {
		if !x.Valid() || !x.IsJoker() && x.Suit() != suit {
			return true
		}
	}
	return false
}

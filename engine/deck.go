package engine

// DeckSpec says how many French decks and jokers a game uses.
type DeckSpec struct {
	Decks  int
	Jokers int
}

// Size returns the number of cards.
func (d DeckSpec) Size() int { return d.Decks*52 + d.Jokers }

// DeckFor returns the deck composition for a variant's options: classic
// one deck (CLA-1); Rommé two decks and six jokers, or one deck and three
// with the small deck, without jokers if they are off (ROM-2, ROM-SR-SMALL,
// ROM-SR-NOJOKER); Liverpool two decks and four jokers for 3–4 players,
// three decks and six jokers for 5 or more (LIV-1).
func DeckFor(o Options) DeckSpec {
	switch o := o.(type) {
	case *RommeOptions:
		d := DeckSpec{Decks: 2, Jokers: 6}
		if o.SmallDeck {
			d = DeckSpec{Decks: 1, Jokers: 3}
		}
		if !o.Jokers {
			d.Jokers = 0
		}
		return d
	case *LiverpoolOptions:
		if o.Players >= 5 {
			return DeckSpec{Decks: 3, Jokers: 6}
		}
		return DeckSpec{Decks: 2, Jokers: 4}
	}
	return DeckSpec{Decks: 1} // classic, and Kopilka (KOP-1)
}

// NewDeck returns the cards of a deck composition in a fixed order: deck
// by deck, each in suit then rank order, then the jokers. Every card is a
// distinct physical card.
func NewDeck(d DeckSpec) []Card {
	cards := make([]Card, 0, d.Size())
	for copyIndex := 0; copyIndex < d.Decks; copyIndex++ {
		for f := Face(0); f < JokerFace; f++ {
			cards = append(cards, NewCard(f, copyIndex))
		}
	}
	for j := 0; j < d.Jokers; j++ {
		cards = append(cards, NewCard(JokerFace, j))
	}
	return cards
}

// ShuffledDeck returns the deck for the options shuffled by rng.
func ShuffledDeck(o Options, rng *RNG) []Card {
	cards := NewDeck(DeckFor(o))
	rng.Shuffle(cards)
	return cards
}

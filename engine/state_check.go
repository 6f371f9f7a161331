package engine

import "fmt"

// CheckInvariants verifies the engine's invariants (COM-6): every card of
// the deck is in exactly one place (stock, discard pile, a hand or a
// table meld), every table meld is valid, and the phase agrees with who
// is waited on. Simulations call it after every action: it checks again
// only the table melds whose cards changed since they were last checked.
func (s *State) CheckInvariants() error {
	p := &s.pub
	spec := p.Rules.Deck()
	deck := p.Rules.deckCards
	if deck == nil {
		t := newDeckTable(spec)
		deck = &t
	}
	left := *deck // the cards of the deck not seen yet
	mark := func(cards []Card, zone string, index int) error {
		k := markCards(&left, cards)
		if k < 0 {
			return nil
		}
		c := cards[k]
		if int(c) >= len(deck) || deck[c] == 0 {
			return fmt.Errorf("engine: invariant: a card that is not in the deck (%d) is in %s %d", c, zone, index)
		}
		return fmt.Errorf("engine: invariant: %s (copy %d) is in two places, the second in %s %d", c, c.Copy(), zone, index)
	}
	if err := mark(s.stock, "the stock", 0); err != nil {
		return err
	}
	if err := mark(p.Pile, "the discard pile", 0); err != nil {
		return err
	}
	for i, h := range s.hands {
		if err := mark(h, "hand", i); err != nil {
			return err
		}
	}
	for i, m := range p.Table {
		if err := mark(m.Cards, "table meld", i); err != nil {
			return err
		}
		if _, ok := s.infos.info(p.Rules, i, m.Cards); !ok {
			err := p.Rules.tableMeldOK(m.Cards)
			return fmt.Errorf("engine: invariant: table meld %d (%s) is not valid: %v", i, FormatCards(m.Cards), err)
		}
	}
	total := len(s.stock) + len(p.Pile)
	for _, h := range s.hands {
		total += len(h)
	}
	for _, m := range p.Table {
		total += len(m.Cards)
	}
	// Every card seen is a distinct card of the deck, so when the numbers
	// agree every card of the deck is somewhere.
	if total != spec.Size() {
		return missingCard(spec, &left, total)
	}
	var wbuf [16]int
	if w := s.appendWaiting(wbuf[:0]); (len(w) == 0) != (p.Phase == PhaseGameOver) {
		return fmt.Errorf("engine: invariant: phase %s waits on %v", p.Phase, s.Waiting())
	}
	if p.TurnNo > MaxTurnsPerHand {
		return fmt.Errorf("engine: invariant: turn %d is past the cap of %d", p.TurnNo, MaxTurnsPerHand)
	}
	return nil
}

// missingCard explains why total cards are in play instead of the deck's
// size: the first card of the deck that is nowhere.
func missingCard(spec DeckSpec, left *deckTable, total int) error {
	check := func(c Card) error {
		if left[c] != 0 {
			return fmt.Errorf("engine: invariant: %s (copy %d) is missing", c, c.Copy())
		}
		return nil
	}
	for d := 0; d < spec.Decks; d++ {
		for f := Face(0); f < JokerFace; f++ {
			if err := check(NewCard(f, d)); err != nil {
				return err
			}
		}
	}
	for j := 0; j < spec.Jokers; j++ {
		if err := check(NewCard(JokerFace, j)); err != nil {
			return err
		}
	}
	return fmt.Errorf("engine: invariant: %d cards in play, the deck has %d", total, spec.Size())
}

// deckTable holds a count per card (a card is below 1<<10: face and
// copy).
type deckTable [1 << 10]uint8

// newDeckTable returns the table counting each card of a deck of spec
// once.
func newDeckTable(spec DeckSpec) deckTable {
	var t deckTable
	for d := 0; d < spec.Decks; d++ {
		for f := Face(0); f < JokerFace; f++ {
			t[NewCard(f, d)] = 1
		}
	}
	for j := 0; j < spec.Jokers; j++ {
		t[NewCard(JokerFace, j)] = 1
	}
	return t
}

// markCards takes cards out of left, the deck's cards not seen yet; it
// returns the index of the first card that is not there (not in the deck,
// or seen already), or -1.
func markCards(left *deckTable, cards []Card) int {
	for k, c := range cards {
		if int(c) >= len(left) || left[c] == 0 {
			return k
		}
		left[c]--
	}
	return -1
}

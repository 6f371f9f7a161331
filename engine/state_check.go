package engine

import (
	"errors"
	"fmt"
)

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
	marks := p.Rules.deckMarks
	if marks == nil {
		marks = deck.marks()
	}
	if marks == nil || !s.cardsConserved(marks, spec.Size()) {
		if err := s.findMisplaced(deck, spec); err != nil {
			return err
		}
		if marks != nil {
			return errors.New("engine: invariant: the cards in play are not the deck's")
		}
	}
	for i, m := range p.Table {
		if _, ok := s.infos.info(p.Rules, i, m.Cards); !ok {
			err := p.Rules.tableMeldOK(m.Cards)
			return fmt.Errorf("engine: invariant: table meld %d (%s) is not valid: %v", i, FormatCards(m.Cards), err)
		}
	}
	if err := s.checkChips(); err != nil {
		return err
	}
	return s.checkWaiting()
}

// checkChips checks Kopilka's chips (KOP-5): none is negative, the bank
// plus every seat's chips are what the players started with, a seat is
// dead or out exactly when it holds none, and every card dealt this
// round belongs to a seat dealt in.
func (s *State) checkChips() error {
	p := &s.pub
	k := p.Kopilka
	if k == nil {
		return nil
	}
	want := p.Players * p.Rules.kopilka.Chips
	if got := k.ChipsInPlay(); got != want || k.Bank < 0 {
		return fmt.Errorf("engine: invariant: %d chips in play (bank %d), not %d", got, k.Bank, want)
	}
	for seat, c := range k.Chips {
		if c < 0 || (p.Phase != PhaseGameOver && (c == 0) != (k.Status[seat] != SeatAlive)) {
			return fmt.Errorf("engine: invariant: seat %d holds %d chips and is %s", seat, c, k.Status[seat])
		}
	}
	if len(k.Cards) != len(k.Order) || k.Next > len(k.Order) {
		return fmt.Errorf("engine: invariant: %d cards dealt to %d seats, %d settled", len(k.Cards), len(k.Order), k.Next)
	}
	return nil
}

// cardsConserved is the quick test of card conservation: the cards in
// play, counted, are as many as the deck's, and marked, are exactly the
// deck's cards. Then no card is in two places (the distinct cards are as
// many as the cards), none is missing and none is foreign.
func (s *State) cardsConserved(deck *cardMarks, size int) bool {
	p := &s.pub
	var seen cardMarks
	over := seen.add(s.stock) | seen.add(p.Pile)
	n := len(s.stock) + len(p.Pile)
	if k := p.Kopilka; k != nil {
		over |= seen.add(k.Cards)
		n += len(k.Cards)
	}
	for _, h := range s.hands {
		over |= seen.add(h)
		n += len(h)
	}
	for _, m := range p.Table {
		over |= seen.add(m.Cards)
		n += len(m.Cards)
	}
	return over == 0 && n == size && seen == *deck
}

// findMisplaced walks every zone, counting each card of the deck off as
// it is seen, and describes the first problem: a card that is not in the
// deck, a card in two places, an invalid table meld (in table order
// among the zones) or a missing card; nil if it finds none.
func (s *State) findMisplaced(deck *deckTable, spec DeckSpec) error {
	p := &s.pub
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
	if k := p.Kopilka; k != nil {
		if err := mark(k.Cards, "the face-up cards", 0); err != nil {
			return err
		}
		total += len(k.Cards)
	}
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
	return nil
}

// checkWaiting checks that the phase agrees with who is waited on and
// that the hand is within the turn cap.
func (s *State) checkWaiting() error {
	p := &s.pub
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

// cardMarks marks cards below maxMarked, one byte each (a byte written,
// not a bit set, so that marking a card never waits on the card before).
type cardMarks [maxMarked]byte

// maxMarked bounds the cards cardMarks can mark: every deck of the
// variants (at most three decks and six jokers) is below it.
const maxMarked = 1 << 9

// marks returns the marks of the cards t counts, or nil when one of them
// is not below maxMarked.
func (t *deckTable) marks() *cardMarks {
	var cm cardMarks
	for c, k := range t {
		if k == 0 {
			continue
		}
		if c >= maxMarked {
			return nil
		}
		cm[c] = 1
	}
	return &cm
}

// add marks cards and returns a non-zero value when one of them is not
// below maxMarked (it was marked as another card).
func (cm *cardMarks) add(cards []Card) (over Card) {
	for _, c := range cards {
		over |= c
		cm[c&(maxMarked-1)] = 1
	}
	return over / maxMarked
}

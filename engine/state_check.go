package engine

import "fmt"

// CheckInvariants verifies the engine's invariants (COM-6): every card of
// the deck is in exactly one place (stock, discard pile, a hand or a
// table meld), every table meld is valid, and the phase agrees with who
// is waited on. Simulations call it after every action.
func (s *State) CheckInvariants() error {
	p := &s.pub
	spec := p.Rules.Deck()
	var seen [1 << 10]uint8
	mark := func(c Card, zone string, index int) error {
		if int(c) >= len(seen) || !c.Valid() {
			return fmt.Errorf("engine: invariant: a card that is not in the deck (%d) is in %s %d", c, zone, index)
		}
		seen[c]++
		if seen[c] > 1 {
			return fmt.Errorf("engine: invariant: %s (copy %d) is in two places, the second in %s %d", c, c.Copy(), zone, index)
		}
		return nil
	}
	for _, c := range s.stock {
		if err := mark(c, "the stock", 0); err != nil {
			return err
		}
	}
	for _, c := range p.Pile {
		if err := mark(c, "the discard pile", 0); err != nil {
			return err
		}
	}
	for i, h := range s.hands {
		for _, c := range h {
			if err := mark(c, "hand", i); err != nil {
				return err
			}
		}
	}
	for i, m := range p.Table {
		for _, c := range m.Cards {
			if err := mark(c, "table meld", i); err != nil {
				return err
			}
		}
		if err := p.Rules.tableMeldOK(m.Cards); err != nil {
			return fmt.Errorf("engine: invariant: table meld %d (%s) is not valid: %v", i, FormatCards(m.Cards), err)
		}
	}
	count := 0
	check := func(c Card) error {
		if seen[c] != 1 {
			return fmt.Errorf("engine: invariant: %s (copy %d) is missing", c, c.Copy())
		}
		count++
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
	total := len(s.stock) + len(p.Pile)
	for _, h := range s.hands {
		total += len(h)
	}
	for _, m := range p.Table {
		total += len(m.Cards)
	}
	if total != count {
		return fmt.Errorf("engine: invariant: %d cards in play, the deck has %d", total, count)
	}
	if w := s.Waiting(); (len(w) == 0) != (p.Phase == PhaseGameOver) {
		return fmt.Errorf("engine: invariant: phase %s waits on %v", p.Phase, w)
	}
	if p.TurnNo > MaxTurnsPerHand {
		return fmt.Errorf("engine: invariant: turn %d is past the cap of %d", p.TurnNo, MaxTurnsPerHand)
	}
	return nil
}

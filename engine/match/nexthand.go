package match

import (
	"time"

	"rummy/engine"
)

// NextDeal says who may deal the next hand, and when: seat may once
// the hand is over and it is the dealer the game waits on (a person at
// once; a bot, or a bot standing in for the seat, from at on, the end
// of the hand pause, zero when there is none). Anywhere else it answers
// the engine's refusal.
func (m *Match) NextDeal(seat int) (at time.Time, err error) {
	if m.stop != nil {
		return time.Time{}, m.stop
	}
	st := m.st
	if w := st.Waiting(); st.Phase() != engine.PhaseHandOver || len(w) == 0 || w[0] != seat {
		return time.Time{}, m.refuseDeal(seat)
	}
	if c := &m.clocks; c.d != nil && c.d.HandPause > 0 && seat < len(c.seats) {
		at = c.seats[seat].waitSince.Add(c.d.HandPause)
	}
	return at, nil
}

// DealBy deals the next hand for seat if NextDeal lets it (the pause is
// its caller's: a person may deal at once); otherwise it changes
// nothing and answers why.
func (m *Match) DealBy(seat int) error {
	if _, err := m.NextDeal(seat); err != nil {
		return err
	}
	return m.NextHand()
}

// refuseDeal is the engine's reason why seat may not deal now.
func (m *Match) refuseDeal(seat int) error {
	if _, err := m.st.Clone().Apply(seat, engine.NextHandAction()); err != nil {
		return err
	}
	return errNotDealer
}

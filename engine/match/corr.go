package match

import (
	"fmt"
	"time"

	"rummy/engine"
)

// ClaimPref is a seat's standing answer to claim windows (buys, knocks,
// Liverpool and Rummy calls), so that a correspondence game never waits
// on an absent person for one: the match applies it when the seat's
// person is away at a correspondence table (Deadlines.Move), at once,
// and whenever the seat's claim deadline (Deadlines.Claim, or the ticks
// of Config.ClaimTicks) passes. With Deadlines, ClaimNever applies at
// once at any table.
type ClaimPref uint8

// The claim preferences.
const (
	// ClaimAsk asks the person (the default): absent, or out of claim
	// time, the seat passes.
	ClaimAsk ClaimPref = iota
	// ClaimNever passes every claim window at once.
	ClaimNever
	// ClaimMeld claims when the card completes a meld with the seat's
	// own hand (a buy or a knock: CompletesMeld) and always calls a
	// Rummy call (it costs only the offender); it passes a Liverpool
	// call, whose caller must go on with a discard of its own.
	ClaimMeld
)

var claimPrefNames = [...]string{"ask", "never", "meld"}

// ClaimPrefNames lists the preferences' names, as the protocol and the
// options write them.
func ClaimPrefNames() []string { return append([]string(nil), claimPrefNames[:]...) }

// String is the preference's name.
func (p ClaimPref) String() string {
	if int(p) < len(claimPrefNames) {
		return claimPrefNames[p]
	}
	return "pref?"
}

// ParseClaimPref reads a preference's name; an unknown one is refused
// with the names it could be.
func ParseClaimPref(s string) (ClaimPref, error) {
	for i, n := range claimPrefNames {
		if n == s {
			return ClaimPref(i), nil
		}
	}
	return ClaimAsk, fmt.Errorf("unknown claim preference %q: choose one of ask, never, meld", s)
}

// SetClaimPref sets seat's standing claim preference (a no-op for a
// seat the match does not have).
func (m *Match) SetClaimPref(seat int, p ClaimPref) {
	if seat < 0 || seat >= len(m.prefs) || int(p) >= len(claimPrefNames) {
		return
	}
	m.prefs[seat] = p
}

// ClaimPrefOf is seat's standing claim preference.
func (m *Match) ClaimPrefOf(seat int) ClaimPref {
	if seat < 0 || seat >= len(m.prefs) {
		return ClaimAsk
	}
	return m.prefs[seat]
}

// prefAnswer is seat's preference applied to the open claim window,
// decided from the seat's own view only.
func (m *Match) prefAnswer(seat int) engine.Action {
	v := &m.clocks.view
	m.st.PeekInto(seat, v)
	if m.ClaimPrefOf(seat) != ClaimMeld || !v.Claim.Pending(seat) {
		return engine.PassAction()
	}
	a := engine.PassAction()
	switch v.Claim.Kind {
	case engine.ClaimRummy:
		a = engine.ClaimAction()
	case engine.ClaimBuy, engine.ClaimKnock:
		if CompletesMeld(v, v.Claim.Card) {
			a = engine.ClaimAction()
		}
	}
	if v.Check(a) != nil {
		return engine.PassAction()
	}
	return a
}

// CompletesMeld reports whether c makes a meld with cards of v's own
// hand: a joker always; a natural card with two of its rank (a book or
// Rommé set), or with the cards of its suit that fill a run of the
// variant's shortest length (4 in Liverpool, 3 elsewhere) round it, aces
// low. In Liverpool only what the hand's contract needs counts, and
// only before the seat has gone down (after, a buy just adds cards).
func CompletesMeld(v *engine.View, c engine.Card) bool {
	if c.IsJoker() {
		return true
	}
	books, runs, runLen := 1, 1, 3
	if b, r := v.Contract(); b+r > 0 {
		if v.Seats[v.Seat].Opened {
			return false
		}
		books, runs, runLen = b, r, 4
	}
	var have [engine.King + 1]bool
	same := 0
	for _, h := range v.Hand {
		if h.IsJoker() {
			continue
		}
		if h.Rank() == c.Rank() {
			same++
		}
		if h.Suit() == c.Suit() {
			have[h.Rank()] = true
		}
	}
	if books > 0 && same >= 2 {
		return true
	}
	if runs == 0 {
		return false
	}
	have[c.Rank()] = true
	for lo := int(c.Rank()) - runLen + 1; lo <= int(c.Rank()); lo++ {
		full := lo >= int(engine.Ace) && lo+runLen-1 <= int(engine.King)
		for r := lo; full && r < lo+runLen; r++ {
			full = have[r]
		}
		if full {
			return true
		}
	}
	return false
}

// BankLeft is how much of seat's vacation allowance (Deadlines.Bank) is
// left at a correspondence table; zero elsewhere.
func (m *Match) BankLeft(seat int) time.Duration {
	c := &m.clocks
	if c.d == nil || c.d.Move <= 0 || seat < 0 || seat >= len(c.seats) {
		return 0
	}
	return c.d.Bank - c.seats[seat].spent
}

// SetBankLeft restores seat's vacation allowance left (a table reloaded
// from its log); clamped to 0…Deadlines.Bank.
func (m *Match) SetBankLeft(seat int, left time.Duration) {
	c := &m.clocks
	if c.d == nil || c.d.Move <= 0 || seat < 0 || seat >= len(c.seats) {
		return
	}
	c.seats[seat].spent = c.d.Bank - min(max(left, 0), c.d.Bank)
}

// moveDue is when a bot makes a correspondence seat's decision: its
// move time and what is left of its bank after it started.
func (m *Match) moveDue(s *seatClock) time.Time {
	return s.waitSince.Add(m.clocks.d.Move + m.clocks.d.Bank - s.spent)
}

// spendBank charges the part of a finished decision past its move time
// to seat's bank (correspondence tables only).
func (m *Match) spendBank(s *seatClock, now time.Time) {
	d := m.clocks.d
	if d.Move <= 0 {
		return
	}
	if over := now.Sub(s.waitSince) - d.Move; over > 0 {
		s.spent = min(s.spent+over, d.Bank)
	}
}

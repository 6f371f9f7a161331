package match

import (
	"time"

	"rummy/engine"
)

// Clock is the time source of a match's deadlines. The match only reads
// it: it starts no timer and no goroutine. Its owner asks NextDeadline
// when to come back and calls Advance then (the table server sets one
// timer on its own clock; a test moves a fake clock by hand).
type Clock interface {
	Now() time.Time
}

// Deadlines are the clocks of a match whose seats are played from
// elsewhere (the table server): how long a person may be away, take for
// a decision or for a claim window, and how long a finished hand stays
// shown before a bot deals. Zero durations are off, except Away (0: a
// bot stands in at once).
type Deadlines struct {
	// Clock gives the time (required).
	Clock Clock
	// Away is how long a timed seat whose person left (SetAway) waits
	// before a bot stands in for it, until the person is back.
	Away time.Duration
	// Decision bounds each decision of a timed seat (claim windows
	// included): when it runs out a bot makes that one decision.
	Decision time.Duration
	// Claim bounds a timed seat's answer to a claim window: when it runs
	// out the match passes for the seat.
	Claim time.Duration
	// HandPause is how long a finished hand stays shown before a bot
	// (or a bot standing in) deals the next one.
	HandPause time.Duration
	// Move is the time per move of a correspondence table (0: a live
	// table). It replaces Away and Decision: a person may come and go;
	// each decision of a timed seat has Move, then what is left of the
	// seat's Bank, before a bot makes it. A finished hand is dealt on
	// after HandPause without waiting for its dealer. Claim windows
	// follow Claim and the seats' preferences (ClaimPref).
	Move time.Duration
	// Bank is each timed seat's vacation allowance at a correspondence
	// table: time past a move's Move is taken from it, until it is spent.
	Bank time.Duration
}

// seatClock is one seat's clocks: whether the game waits on it and
// since when (its decision), and whether its person is away and since
// when.
type seatClock struct {
	waiting   bool
	waitSince time.Time
	away      bool
	awaySince time.Time
	// spent is how much of the Bank the seat has used.
	spent time.Duration
}

// clocks are a match's deadlines in time (Config.Deadlines).
type clocks struct {
	d     *Deadlines
	seats []seatClock
	// turnKey is the hand and turn the ROM-16 turn timer runs for,
	// since turnSince.
	turnKey   [2]int
	turnSince time.Time
	wait      []int
	was       []bool
	view      engine.View
}

// initClocks starts the clocks of a new match: every decision from now.
func (m *Match) initClocks() {
	c := &m.clocks
	c.d = m.cfg.Deadlines
	if c.d == nil {
		return
	}
	c.seats = make([]seatClock, len(m.players))
	c.turnKey = [2]int{-1, -1}
	m.noteWaiting(-1)
}

// noteWaiting updates which seats the game waits on after actor acted
// (-1: nobody): a seat newly waited on, or the actor still waited on,
// starts a new decision; a new turn starts the ROM-16 timer.
func (m *Match) noteWaiting(actor int) {
	c := &m.clocks
	if c.d == nil {
		return
	}
	now := c.d.Clock.Now()
	was := c.was[:0]
	for i := range c.seats {
		was = append(was, c.seats[i].waiting)
		c.seats[i].waiting = false
	}
	c.was = was
	if key := [2]int{m.st.HandNumber(), m.st.TurnNumber()}; key != c.turnKey {
		c.turnKey, c.turnSince = key, now
	}
	if m.st.Over() {
		return
	}
	c.wait = m.st.AppendWaiting(c.wait[:0])
	for _, w := range c.wait {
		c.seats[w].waiting = true
	}
	for i := range c.seats {
		s := &c.seats[i]
		if was[i] && (!s.waiting || i == actor) {
			m.spendBank(s, now)
		}
		if s.waiting && (!was[i] || i == actor) {
			s.waitSince = now
		}
	}
}

// SetAway tells the match whether seat's person is away and since when
// (the table server: the seat's last connection closed). A no-op
// without Deadlines.
func (m *Match) SetAway(seat int, away bool, since time.Time) {
	if m.clocks.d == nil || seat < 0 || seat >= len(m.clocks.seats) {
		return
	}
	s := &m.clocks.seats[seat]
	s.away, s.awaySince = away, since
}

// RestartClocks starts every clock again from now: each decision, each
// absence and the turn timer (a table reloaded from its log).
func (m *Match) RestartClocks() {
	c := &m.clocks
	if c.d == nil {
		return
	}
	now := c.d.Clock.Now()
	for i := range c.seats {
		s := &c.seats[i]
		if s.waiting {
			s.waitSince = now
		}
		if s.away {
			s.awaySince = now
		}
	}
	c.turnSince = now
}

// BotPlays reports whether a bot makes seat's current decision at now
// (a bot's seat; a person's seat away too long or out of time for the
// decision), and otherwise when it would (zero: never). The hand pause
// holds every bot back from dealing the next hand.
func (m *Match) BotPlays(seat int, now time.Time) (bool, time.Time) {
	c := &m.clocks
	if c.d == nil || seat < 0 || seat >= len(c.seats) || !c.seats[seat].waiting {
		return false, time.Time{}
	}
	s := &c.seats[seat]
	if m.st.Phase() == engine.PhaseHandOver && c.d.HandPause > 0 {
		if shown := s.waitSince.Add(c.d.HandPause); now.Before(shown) {
			return false, shown
		}
	}
	if !m.players[seat].Kind().timed() {
		return true, time.Time{}
	}
	if c.d.Move > 0 {
		if m.st.Phase() == engine.PhaseHandOver {
			return true, time.Time{} // the deal is no decision: the bot deals
		}
		if due := m.moveDue(s); now.Before(due) {
			return false, due
		}
		return true, time.Time{}
	}
	var at time.Time
	if s.away {
		away := s.awaySince.Add(c.d.Away)
		if !now.Before(away) {
			return true, time.Time{}
		}
		at = away
	}
	if c.d.Decision > 0 {
		due := s.waitSince.Add(c.d.Decision)
		if !now.Before(due) {
			return true, time.Time{}
		}
		at = earliest(at, due)
	}
	return false, at
}

// BotSeats appends to dst the seats whose decision a bot makes at now
// (BotPlays), in seat order.
func (m *Match) BotSeats(dst []int, now time.Time) []int {
	for seat := range m.clocks.seats {
		if ok, _ := m.BotPlays(seat, now); ok {
			dst = append(dst, seat)
		}
	}
	return dst
}

// NextDeadline is when the owner must call Advance (or ask BotSeats)
// next: the earliest deadline still to come of a claim window, the
// ROM-16 turn timer, an away seat, a decision or the hand pause; zero
// when none runs.
func (m *Match) NextDeadline() time.Time {
	c := &m.clocks
	if c.d == nil || m.stop != nil || m.st.Over() {
		return time.Time{}
	}
	now := c.d.Clock.Now()
	var next time.Time
	for seat := range c.seats {
		if ok, at := m.BotPlays(seat, now); !ok {
			next = earliest(next, at)
		}
		next = earliest(next, m.claimDue(seat))
	}
	return earliest(next, m.turnDue())
}

// Advance fires the deadlines due by now: a timed seat out of time in a
// claim window passes, and the seat to play out of its ROM-16 turn time
// times out (engine.TimeoutAction). The actions go through the one
// apply, so the Recorder and Sink see them as any other. It returns the
// error that stopped the match, if any.
func (m *Match) Advance(now time.Time) error {
	if m.clocks.d == nil || m.stop != nil {
		return m.stop
	}
	for fired := true; fired && !m.st.Over(); {
		fired = false
		for seat := range m.clocks.seats {
			if due := m.claimDue(seat); !due.IsZero() && !now.Before(due) {
				if err := m.expireClaim(seat); err != nil {
					return err
				}
				fired = true
				break
			}
		}
		if due := m.turnDue(); !fired && !due.IsZero() && !now.Before(due) {
			m.st.PeekInto(-1, &m.clocks.view)
			if err := m.expireTurn(m.clocks.view.Turn); err != nil {
				return err
			}
			fired = true
		}
	}
	return nil
}

// claimDue is when seat's answer to the open claim window runs out
// (zero: no such deadline).
func (m *Match) claimDue(seat int) time.Time {
	c := &m.clocks
	s := &c.seats[seat]
	if !s.waiting || !m.players[seat].Kind().timed() {
		return time.Time{}
	}
	now := m.prefs[seat] == ClaimNever || (c.d.Move > 0 && s.away)
	if c.d.Claim <= 0 && !now {
		return time.Time{}
	}
	m.st.PeekInto(seat, &c.view)
	if !c.view.Claim.Open() || !c.view.Claim.Pending(seat) {
		return time.Time{}
	}
	if now {
		return s.waitSince // the preference applies at once
	}
	return s.waitSince.Add(c.d.Claim)
}

// turnDue is when the ROM-16 turn timer of the timed seat to play runs
// out (zero: none runs).
func (m *Match) turnDue() time.Time {
	c := &m.clocks
	secs := m.st.Rules().TurnTimer()
	ph := m.st.Phase()
	if secs == 0 || (ph != engine.PhaseDraw && ph != engine.PhasePlay) {
		return time.Time{}
	}
	m.st.PeekInto(-1, &c.view)
	if !m.players[c.view.Turn].Kind().timed() {
		return time.Time{}
	}
	return c.turnSince.Add(time.Duration(secs) * time.Second)
}

// expireClaim answers for a timed seat out of time in a claim window,
// or whose preference applies at once: its standing claim preference
// (ClaimPref; ticks or deadlines: the one rule).
func (m *Match) expireClaim(seat int) error {
	m.stats.Timeouts++
	return m.Submit(seat, m.prefAnswer(seat))
}

// expireTurn finishes the turn of a timed seat out of its ROM-16 turn
// time (ticks or deadlines: the one rule).
func (m *Match) expireTurn(seat int) error {
	m.stats.Timeouts++
	return m.Submit(seat, engine.TimeoutAction())
}

// earliest is the earlier of two times, zero meaning none.
func earliest(a, b time.Time) time.Time {
	if a.IsZero() || (!b.IsZero() && b.Before(a)) {
		return b
	}
	return a
}

// Decision reports whether the game waits on seat and since when its
// decision runs (with Deadlines; without, false).
func (m *Match) Decision(seat int) (bool, time.Time) {
	c := &m.clocks
	if c.d == nil || seat < 0 || seat >= len(c.seats) || !c.seats[seat].waiting {
		return false, time.Time{}
	}
	return true, c.seats[seat].waitSince
}

// AskFor puts seat's current question to p, a player its owner runs for
// the seat outside the match's own asking (the table server: a bot's
// seat, or a bot standing in for a person away or out of time, whenever
// BotPlays says so). p answers at once, or later through its Poll with
// the version it decided on, which the owner checks with Fresh.
func (m *Match) AskFor(seat int, p Player) (engine.Action, bool) {
	m.stats.Asked++
	m.st.PeekInto(seat, &m.view)
	return p.Ask(Question{Seat: seat, Version: m.version, View: &m.view, st: m.st})
}

// Fresh reports whether an answer was decided on the position now; a
// stale one (the match moved on) is counted in Stats.Stale.
func (m *Match) Fresh(a Answer) bool {
	if a.Version == m.version {
		return true
	}
	m.stats.Stale++
	return false
}

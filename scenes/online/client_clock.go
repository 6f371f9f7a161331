package online

import (
	"time"

	"rummy/engine"
	"rummy/engine/match"
)

// The turn timer of an online table (proto.CreateTable.TurnSeconds): the
// server runs it, and a bot makes a person's move when it runs out. The
// server starts a seat's clock when the table begins to wait on it, and
// again when the seat acts and is still waited on; the client follows
// the same rule on the messages as they arrive, so it shows the time
// the server counts (less the message's trip). After a snapshot it
// cannot know when the decision began and counts from the snapshot.

// clockTicks is how many ticks a second the timers are given in (the
// table counts 60 a second).
const clockTicks = 60

// followClock notes, after a new view from a message by actor (-1: a
// snapshot), whether the table waits on the seat and since when (with
// c.mu held).
func (c *Client) followClock(actor int) {
	now := c.view != nil && c.seat >= 0 && c.view.Public != nil && waitsOn(c.view.Waiting, c.seat)
	if now && (!c.waited || actor == c.seat || actor < 0) {
		c.waitSince = time.Now()
	}
	c.waited = now
}

// waitsOn reports whether seat is in waiting.
func waitsOn(waiting []int, seat int) bool {
	for _, w := range waiting {
		if w == seat {
			return true
		}
	}
	return false
}

// timers are the seat's clocks now (with the lock held only for the
// copy: Timers runs every frame).
func (c *Client) timers(now time.Time, n int) match.Timers {
	t := match.Timers{ClaimLeft: make([]int, n)}
	for i := range t.ClaimLeft {
		t.ClaimLeft[i] = -1
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	seat := c.seat
	if c.lobby == nil || c.lobby.TurnSeconds <= 0 || !c.waited || c.reveal != nil || c.view == nil || c.view.Public == nil || seat < 0 || seat >= n {
		return t
	}
	total := c.lobby.TurnSeconds * clockTicks
	left := max(total-int(now.Sub(c.waitSince)*clockTicks/time.Second), 0)
	switch p := c.view.Public; {
	case p.Claim.Open() && p.Claim.Pending(seat):
		t.ClaimLeft[seat], t.ClaimTicks = left, total
	case (p.Phase == engine.PhaseDraw || p.Phase == engine.PhasePlay) && p.Turn == seat:
		t.TurnLeft = left
	}
	return t
}

// Timers shows the table's turn timer as a local match shows its
// clocks: while a claim window waits on this screen's seat, as the
// window's countdown; on the seat's own draw or play, as the turn
// timer; nothing otherwise.
func (r *Remote) Timers() match.Timers { return r.c.timers(time.Now(), len(r.Seats())) }

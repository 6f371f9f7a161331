package match

import "rummy/engine"

// timers are the claim window and turn timers of timed seats, in ticks.
type timers struct {
	// claimLeft[seat] counts the seat's claim window down (-1: none).
	claimLeft []int
	// turnLeft counts the turn timer of the seat to play down; turnKey
	// is the hand and turn it belongs to.
	turnLeft int
	turnKey  [2]int
	view     engine.View
}

func (t *timers) init(n int) {
	t.claimLeft = grow(t.claimLeft, n)
	for i := range t.claimLeft {
		t.claimLeft[i] = -1
	}
}

// Timers is what a presenter shows of the clocks.
type Timers struct {
	// ClaimLeft[seat] is the ticks the seat has left to answer the open
	// claim window, or -1.
	ClaimLeft []int
	// ClaimTicks is the window's full length (for a countdown bar).
	ClaimTicks int
	// TurnLeft is the ticks left on the turn timer of the seat to play
	// (ROM-16), 0 when none runs.
	TurnLeft int
}

// Timers returns the clocks now.
func (m *Match) Timers() Timers {
	return Timers{ClaimLeft: append([]int(nil), m.timers.claimLeft...), ClaimTicks: m.cfg.ClaimTicks, TurnLeft: m.timers.turnLeft}
}

// tickTimers counts the clocks of timed seats down by one tick and acts
// for a seat whose clock ran out: a pass in a claim window, a timeout
// (engine.TimeoutAction, ROM-16) on a turn. A held seat's clocks
// (Config.Hold) stand still: one not started yet starts when released.
func (m *Match) tickTimers() error {
	t := &m.timers
	v := &t.view
	for seat, p := range m.players {
		if !p.Kind().timed() || m.cfg.ClaimTicks <= 0 {
			t.claimLeft[seat] = -1
			continue
		}
		m.st.PeekInto(seat, v)
		if !v.Claim.Open() || !v.Claim.Pending(seat) {
			t.claimLeft[seat] = -1
			continue
		}
		if m.held(seat) {
			continue
		}
		if t.claimLeft[seat] < 0 {
			t.claimLeft[seat] = m.cfg.ClaimTicks
		}
		t.claimLeft[seat]--
		if t.claimLeft[seat] <= 0 {
			t.claimLeft[seat] = -1
			if err := m.expireClaim(seat); err != nil {
				return err
			}
		}
	}
	return m.tickTurn()
}

// tickTurn runs the Rommé turn timer (ROM-16, option turn_timer) of a
// timed seat to play.
func (m *Match) tickTurn() error {
	t := &m.timers
	secs := m.st.Rules().TurnTimer()
	ph := m.st.Phase()
	m.st.PeekInto(-1, &t.view)
	turn := t.view.Turn
	if secs == 0 || (ph != engine.PhaseDraw && ph != engine.PhasePlay) || !m.players[turn].Kind().timed() {
		t.turnLeft = 0
		return nil
	}
	key := [2]int{m.st.HandNumber(), m.st.TurnNumber()}
	if key != t.turnKey {
		tps := m.cfg.TicksPerSecond
		if tps == 0 {
			tps = 60
		}
		t.turnKey, t.turnLeft = key, secs*tps
	}
	if t.turnLeft <= 0 || m.held(turn) {
		return nil
	}
	t.turnLeft--
	if t.turnLeft == 0 {
		return m.expireTurn(turn)
	}
	return nil
}

// held reports whether the owner holds seat's clocks (Config.Hold).
func (m *Match) held(seat int) bool { return m.cfg.Hold != nil && m.cfg.Hold(seat) }

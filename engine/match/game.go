package match

import "rummy/engine"

// Game is what a presenter (the table scene) is handed: a Local game (a
// match in this process) or a remote one (a connection to the table
// server, issue 14) implement it alike, so the table cannot tell them
// apart and can only show what its viewers may know.
type Game interface {
	// Seats describes every seat: who plays it and its name.
	Seats() []SeatInfo
	// Viewers lists the seats whose hands this screen may show (the
	// persons at it), in seat order; empty for a spectator.
	Viewers() []int
	// View returns what viewer may know now.
	View(viewer int) *engine.View
	// EventsSince returns viewer's masked events numbered after seq and
	// the stream's last number.
	EventsSince(viewer int, seq uint64) ([]Sequenced, uint64)
	// Submit sends a viewer's action; the error is the engine's refusal
	// (nothing changed) or a *SaveError (applied, not saved).
	Submit(seat int, a engine.Action) error
	// NextHand asks for the next hand once the finished one was shown.
	NextHand() error
	// Status says where the game stands.
	Status() Status
	// Timers returns the claim window and turn clocks.
	Timers() Timers
	// Tick advances the game by one frame.
	Tick() error
	// CanUndo reports whether seat may take its last action back now
	// (issue 15: its own actions since the last reveal).
	CanUndo(seat int) bool
	// Undo takes seat's last undoable action back; ErrNoUndo when there
	// is none.
	Undo(seat int) error
	// HintsAllowed reports whether this screen may show hints: always
	// offline, online when the host's table option allows them.
	HintsAllowed() bool
}

// SeatInfo describes a seat for a presenter.
type SeatInfo struct {
	Kind Kind
	Name string
}

// Status is where a game stands.
type Status struct {
	// Phase is the engine's phase (PhaseHandOver: the finished hand is
	// shown and NextHand deals the next).
	Phase engine.Phase
	// Over is true once the game has ended.
	Over bool
	// Version grows with every accepted action.
	Version uint64
	// Err is the error that stopped the game, if any.
	Err error
}

// Local is a Game played by a match in this process.
type Local struct{ M *Match }

// NewLocal returns the Game of m, watching the events of every person's
// seat and of the spectator.
func NewLocal(m *Match) *Local {
	l := &Local{M: m}
	m.Watch(Spectator)
	for _, v := range l.Viewers() {
		m.Watch(v)
	}
	return l
}

// Seats describes every seat.
func (l *Local) Seats() []SeatInfo {
	out := make([]SeatInfo, len(l.M.players))
	for i, p := range l.M.players {
		out[i].Kind = p.Kind()
		if i < len(l.M.cfg.Names) {
			out[i].Name = l.M.cfg.Names[i]
		}
	}
	return out
}

// Viewers lists the persons' seats.
func (l *Local) Viewers() []int {
	var out []int
	for i, p := range l.M.players {
		if p.Kind() == KindPerson {
			out = append(out, i)
		}
	}
	return out
}

// View returns what viewer may know.
func (l *Local) View(viewer int) *engine.View { return l.M.View(viewer) }

// EventsSince returns viewer's masked events after seq.
func (l *Local) EventsSince(viewer int, seq uint64) ([]Sequenced, uint64) {
	return l.M.EventsSince(viewer, seq)
}

// Submit sends an action of a person's seat.
func (l *Local) Submit(seat int, a engine.Action) error { return l.M.Submit(seat, a) }

// NextHand deals the next hand.
func (l *Local) NextHand() error { return l.M.NextHand() }

// Status says where the game stands.
func (l *Local) Status() Status {
	st := l.M.st
	return Status{Phase: st.Phase(), Over: st.Over(), Version: l.M.version, Err: l.M.stop}
}

// Timers returns the clocks.
func (l *Local) Timers() Timers { return l.M.Timers() }

// Tick advances the match by one tick.
func (l *Local) Tick() error { return l.M.Tick() }

// CanUndo reports whether seat may take its last action back.
func (l *Local) CanUndo(seat int) bool { return l.M.CanUndo(seat) }

// Undo takes seat's last undoable action back.
func (l *Local) Undo(seat int) error { return l.M.Undo(seat) }

// HintsAllowed is true: a game played here always may show hints.
func (l *Local) HintsAllowed() bool { return true }

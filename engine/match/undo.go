package match

import (
	"errors"

	"rummy/engine"
)

// ErrNoUndo is Undo's answer when the seat has nothing it may take back.
var ErrNoUndo = errors.New("match: nothing to undo: only your own moves since the last card you drew from the stock, another seat's move or a claim window can be taken back")

// undoState is the undo policy's bookkeeping (issue 15, BoardGameArena's
// policy): the positions before the own actions of one person's seat
// since the last reveal. It exists only in a match with a timed seat (a
// person at this screen or a remote person), so bot-only matches
// (rummy-sim, the tests' simulations) pay a nil check per action.
type undoState struct {
	// seat is the seat whose actions steps can take back (-1: none).
	seat  int
	steps []undoStep
	// undos counts the undos made (Status.Undos).
	undos uint64
}

// undoStep is the position before one undoable action.
type undoStep struct {
	st     *engine.State
	logged int
}

// newUndo returns the bookkeeping of a match seating players, or nil
// when no seat is timed.
func newUndo(players []Player) *undoState {
	for _, p := range players {
		if p.Kind().timed() {
			return &undoState{seat: -1}
		}
	}
	return nil
}

// undoMark returns the position before seat's action, when seat is a
// person's (only those actions can be taken back), else nil.
func (m *Match) undoMark(seat int) *engine.State {
	if seat < 0 || seat >= len(m.players) || !m.players[seat].Kind().timed() {
		return nil
	}
	return m.st.Clone()
}

// undoNote updates the undo steps after seat's accepted action a, with
// its events ev and the position before it (pre, from undoMark).
func (m *Match) undoNote(seat int, pre *engine.State, a engine.Action, ev []engine.Event) {
	u := m.undo
	if pre == nil || !m.undoable(seat, a, ev) {
		u.seat, u.steps = -1, u.steps[:0]
		return
	}
	if u.seat != seat {
		u.seat, u.steps = seat, u.steps[:0]
	}
	u.steps = append(u.steps, undoStep{st: pre, logged: m.logged}) // m.logged counts the log before a
}

// undoable reports whether seat's action a, just applied with events
// ev, may be taken back: a draw from the discard pile, a meld, a lay-off
// or a joker swap (UndoableEvents says the rest).
func (m *Match) undoable(seat int, a engine.Action, ev []engine.Event) bool {
	switch a.Kind {
	case engine.ActDraw:
		if !a.FromDiscard {
			return false
		}
	case engine.ActMeld, engine.ActLayOff, engine.ActSwapJoker:
	default:
		return false
	}
	m.wait = m.st.AppendWaiting(m.wait[:0])
	return UndoableEvents(seat, ev, m.st.Phase(), m.wait)
}

// UndoableEvents is the undo policy on what a seat's action did (its
// events, as that seat sees them, and the phase and waiting seats after
// it), so that a client of the table server knows what the server will
// take back: the action revealed no hidden card to anyone (no card left
// the stock, no hand was shown, no cut), opened or closed no claim
// window, ended no turn (a discard ends it: the next seat may act on
// it) and left the game waiting on seat alone, in its draw or play.
func UndoableEvents(seat int, ev []engine.Event, phase engine.Phase, waiting []int) bool {
	played := false
	for _, e := range ev {
		switch e.Kind {
		case engine.EvCardMoved:
			if e.From == engine.ZoneStock || e.To == engine.ZoneDiscard || e.To == engine.ZoneStock {
				return false
			}
			played = played || e.From == engine.ZoneDiscard && e.To == engine.ZoneHand
		case engine.EvMeldCreated, engine.EvMeldExtended, engine.EvJokerSwapped:
			played = true
		case engine.EvOneCard:
		default:
			return false
		}
	}
	if phase != engine.PhaseDraw && phase != engine.PhasePlay {
		return false
	}
	return played && len(waiting) == 1 && waiting[0] == seat
}

// ClearUndo forgets every undo step: what was played so far stays (the
// table server calls it when a bot has played for an away person).
func (m *Match) ClearUndo() {
	if u := m.undo; u != nil {
		u.seat, u.steps = -1, u.steps[:0]
	}
}

// CanUndo reports whether seat may take its last action back now.
func (m *Match) CanUndo(seat int) bool {
	u := m.undo
	return m.stop == nil && u != nil && u.seat == seat && len(u.steps) > 0
}

// Undo takes seat's last undoable action back (CanUndo): the position
// before it comes back exactly (hands, stock order, random source, log),
// the version grows (answers decided on the undone position go stale),
// every viewer's stream goes on from there (a presenter sees the version
// change and lays the view out again), and the sink gets the position
// (a snapshot, and Undone for a sink that keeps a log). It answers
// ErrNoUndo when there is nothing to take back.
func (m *Match) Undo(seat int) error {
	if !m.CanUndo(seat) {
		if m.stop != nil {
			return m.stop
		}
		return ErrNoUndo
	}
	u := m.undo
	step := u.steps[len(u.steps)-1]
	u.steps = u.steps[:len(u.steps)-1]
	*m.st = *step.st
	m.logged = step.logged
	m.version++
	u.undos++
	m.timers.init(len(m.players))
	m.noteWaiting(seat)
	m.saveUndo()
	return m.saveErr()
}

// Undos counts the undos made in this match.
func (m *Match) Undos() uint64 {
	if m.undo == nil {
		return 0
	}
	return m.undo.undos
}

// UndoSink is a Sink that keeps a log (the table server's): Undone tells
// it that the log now ends after action n (the later ones were taken
// back), so that a game resumed from it is at the undone position.
type UndoSink interface {
	Undone(n int) error
}

// saveUndo hands the position after an undo to the sink.
func (m *Match) saveUndo() {
	s := m.cfg.Sink
	if s == nil {
		return
	}
	var err error
	if us, ok := s.(UndoSink); ok {
		err = us.Undone(m.logged)
	}
	if err == nil {
		var game []byte
		if game, err = engine.Save(m.st); err == nil {
			err = s.Snapshot(Snapshot{Actions: m.logged, Game: game, Over: m.st.Over()})
		}
	}
	if err != nil && m.saveFail == nil {
		m.saveFail = &SaveError{Err: err}
	}
}

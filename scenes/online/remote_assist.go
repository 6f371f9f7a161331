package online

import "rummy/engine/match"

// CanUndo reports whether this screen's seat may take its last action
// back at the table (issue 15): the client follows the policy on the
// table's messages; the server's match is the judge.
func (r *Remote) CanUndo(seat int) bool {
	return seat == r.c.Info().Seat && r.c.CanUndo()
}

// Undo asks the table to take the seat's last action back; it answers
// match.ErrNoUndo at once when the client knows there is nothing to
// take back. The undone position arrives like any move.
func (r *Remote) Undo(seat int) error {
	if !r.CanUndo(seat) {
		return match.ErrNoUndo
	}
	return r.c.Undo()
}

// HintsAllowed reports whether the host let the table ask for hints
// (the table option hints, proto.CreateTable.Hints).
func (r *Remote) HintsAllowed() bool { return r.c.hintsAllowed() }

package online

import "rummy/engine/match"

// CanUndo reports whether this screen's seat may take its last action
// back at the table (issue 15). The table server keeps no undo steps
// for its clients yet, so an online game never offers undo.
func (r *Remote) CanUndo(int) bool { return false }

// Undo answers match.ErrNoUndo: see CanUndo.
func (r *Remote) Undo(int) error { return match.ErrNoUndo }

// HintsAllowed reports whether the table shows hints. Tables are made
// without the hints option for now, so it is false.
func (r *Remote) HintsAllowed() bool { return false }

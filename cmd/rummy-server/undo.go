package main

import (
	"rummy/engine"
	"rummy/engine/match/proto"
)

// recUndo is an undo in a table's log (issue 15): replaying the log
// takes the same action back at the same point, so a restarted server
// resumes at the undone position.
const recUndo = "undo"

// undo takes the sender's last undoable action back: the match says
// whether the policy allows it (the seat's own actions since the last
// reveal); the undo is logged like any record and every session hears
// it (proto.SUndone with its view).
func (t *table) undo(s *session, m proto.ClientMsg) {
	if s.seat < 0 {
		s.sendError(m.ID, "spectator", "spectators do not play")
		return
	}
	if t.game == nil || !t.game.m.CanUndo(s.seat) {
		s.sendError(m.ID, "no_undo", "nothing to take back: only your own moves since the last card from the stock, another seat's move or a claim window")
		return
	}
	if _, err := t.commit(&record{T: recUndo, Seat: s.seat, ID: m.ID}); err != nil {
		sendErr(s, m.ID, err)
	}
}

// applyUndo applies an undo record (live or replayed).
func (t *table) applyUndo(rec *record) ([]engine.Event, error) {
	if t.game == nil {
		return nil, refuseReq("not_started", "the game has not started")
	}
	if err := t.game.m.Undo(rec.Seat); err != nil {
		return nil, refuseReq("no_undo", "nothing to take back")
	}
	return nil, nil
}

// forgetUndo drops the undo steps after a bot played for a person: the
// person never takes back a move the bot made.
func (t *table) forgetUndo(rec *record) {
	if rec.T == recAct && rec.Bot && t.game != nil {
		t.game.m.ClearUndo()
	}
}

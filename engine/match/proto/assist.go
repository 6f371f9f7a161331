package proto

// Issue 15's messages: undo (the server's match enforces the policy and
// logs the undo, so a restarted server resumes at the undone position)
// and the hints table option (CreateTable.Hints, Lobby.Hints).
const (
	// TUndo asks the table to take the sender's last undoable action
	// back (match.Match.Undo); ID identifies the request. A refusal is
	// an SError with key "no_undo".
	TUndo = "undo"
	// SUndone is an undo applied: Actor is the seat that undid, View the
	// viewer's view of the position taken back to. It advances the
	// table's position like an SEvent, without events.
	SUndone = "undone"
)

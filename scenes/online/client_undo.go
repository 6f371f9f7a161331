package online

import (
	"rummy/engine/match"
	"rummy/engine/match/proto"
)

// trackUndo follows the undo policy on the messages of the table (with
// c.mu held): the seat's own undoable actions since the last reveal
// count up, an undo counts down, anything else starts again. The server
// is the judge (it refuses an undo it does not allow); this count only
// lights the Undo button.
func (c *Client) trackUndo(m *proto.ServerMsg) {
	switch m.Type {
	case proto.SUndone:
		if m.Actor == c.seat && c.undoSteps > 0 {
			c.undoSteps--
		}
	case proto.SEvent:
		if m.Actor != c.seat || c.view == nil || c.view.Public == nil {
			c.undoSteps = 0
			return
		}
		if match.UndoableEvents(c.seat, m.Events, c.view.Public.Phase, c.view.Waiting) {
			c.undoSteps++
		} else {
			c.undoSteps = 0
		}
	case proto.SChat:
	default:
		c.undoSteps = 0
	}
}

// CanUndo reports whether the seat has an action the server would take
// back now.
func (c *Client) CanUndo() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.undoSteps > 0 && c.seat >= 0 && len(c.pending) == 0
}

// Undo asks the server to take the seat's last undoable action back;
// the undo arrives as an SUndone (a refusal as an error in Info).
func (c *Client) Undo() error {
	c.mu.Lock()
	c.nextID++
	id := c.nextID
	c.mu.Unlock()
	if err := c.send(proto.ClientMsg{V: proto.Version, Type: proto.TUndo, ID: id}); err != nil {
		return err
	}
	return nil
}

// hintsAllowed reports whether the host let the table ask for hints.
func (c *Client) hintsAllowed() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.lobby != nil && c.lobby.Hints
}

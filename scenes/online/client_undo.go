package online

import (
	"fmt"

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

// undoKey is where the store keeps a table's undo count.
func undoKey(table string) string { return "online.undo." + table }

// keepUndo stores the seat's undo count with the position it was made
// at (with c.mu held), so that a snapshot at that very position (a
// resumption the server answers with the whole table, the app opened
// again) lights Undo as before. Only a count above zero is written, and
// its end once: the store is written a few times a turn at most.
func (c *Client) keepUndo() {
	if c.table == "" || c.seat < 0 || (c.undoSteps == 0 && !c.undoKept) {
		return
	}
	v := ""
	if c.undoSteps > 0 {
		v = fmt.Sprintf("%d %d", c.last, c.undoSteps)
	}
	_ = c.cfg.Store.Set(undoKey(c.table), v)
	c.undoKept = c.undoSteps > 0
}

// keptUndo is the undo count stored for table at position seq (0 when
// none was kept there: the table moved on since).
func (c *Client) keptUndo(table string, seq uint64) int {
	if table == "" || c.seat < 0 {
		return 0
	}
	s, ok := c.cfg.Store.Get(undoKey(table))
	var at uint64
	var steps int
	if !ok || s == "" {
		return 0
	}
	if n, err := fmt.Sscanf(s, "%d %d", &at, &steps); err != nil || n != 2 || at != seq || steps < 0 {
		return 0
	}
	c.undoKept = true
	return steps
}

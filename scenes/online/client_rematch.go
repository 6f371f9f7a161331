package online

import "rummy/engine/match/proto"

// Rematch sends a rematch message (proto rematch.go): kind is
// proto.RematchOffer (the host), RematchAccept or RematchDecline (a
// seated person; from the host Decline withdraws the offer) or
// RematchNow (the host goes ahead without waiting). The answer arrives
// as the table's description (Info().Lobby.Rematch), a refusal as an
// error in Info. It never waits on the network.
func (c *Client) Rematch(kind string) error {
	return c.enqueue(proto.ClientMsg{Type: proto.TRematch, Kind: kind})
}

// newGame drops what belonged to the table's finished game once the
// table has turned to its next one (with c.mu held): its view, events,
// reveal, refusal and undo count. The events keep their numbering, so
// a reader of EventsSince never sees a number twice.
func (c *Client) newGame(l *proto.Lobby) {
	if c.lobby == nil || l.Games == c.lobby.Games {
		return
	}
	c.view, c.reveal, c.refusal = nil, nil, nil
	c.events = nil
	c.undoSteps = 0
	c.waited = false
	c.seedNextGame()
}

// DeclineAndClose declines the open rematch offer (written on the
// connection before the goodbye, so it is not lost in the queue) and
// closes the client. It waits on the network: call it on a goroutine.
func (c *Client) DeclineAndClose() {
	_ = c.send(proto.ClientMsg{Type: proto.TRematch, Kind: proto.RematchDecline})
	c.Close()
}

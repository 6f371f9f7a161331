package online

import (
	"context"
	"fmt"

	"rummy/bots"
	"rummy/engine"
)

// PlayBot plays the client's seat with b until the game is over or ctx
// ends: whenever the seat is waited on and nothing is pending, it sends
// the bot's action (next_hand once a hand is over). before, if not nil,
// is called just before each action is sent (the load generator times
// round trips from there). It returns the number of actions sent.
func PlayBot(ctx context.Context, c *Client, b bots.Bot, before func(a engine.Action)) (int, error) {
	sent := 0
	var lastSeq uint64
	for {
		info := c.Info()
		v := c.View()
		if v != nil && v.Phase == engine.PhaseGameOver {
			return sent, nil
		}
		if info.State == Closed {
			return sent, fmt.Errorf("online: the connection closed")
		}
		if v != nil && info.Pending == 0 && info.Seat >= 0 && waits(v, info.Seat) {
			if info.Last == lastSeq && info.Refusal != nil {
				return sent, fmt.Errorf("online: the server refused the bot's move: %s", info.Refusal.Text)
			}
			if info.Last != lastSeq {
				a := engine.NextHandAction()
				if v.Phase != engine.PhaseHandOver {
					a = b.Act(v)
				}
				if before != nil {
					before(a)
				}
				lastSeq = info.Last
				if _, err := c.Act(a); err != nil {
					return sent, err
				}
				sent++
				continue
			}
		}
		select {
		case <-ctx.Done():
			return sent, ctx.Err()
		case <-c.Updates():
		}
	}
}

// waits reports whether the view's game waits on seat.
func waits(v *engine.View, seat int) bool {
	for _, w := range v.Waiting {
		if w == seat {
			return true
		}
	}
	return false
}

package online

import (
	"context"

	"rummy/engine/match/proto"
)

// Leaders asks the server for a variant's leaderboard: the best rated
// people and, when the client proved its identity, its own place and
// rating history (You; nil before its first rated game).
func (c *Client) Leaders(ctx context.Context, variant string) (*proto.Leaderboard, error) {
	r, err := c.request(ctx, proto.ClientMsg{Type: proto.TLeaders, Variant: variant})
	if err != nil {
		return nil, err
	}
	if r.Leaders == nil {
		return &proto.Leaderboard{Variant: variant}, nil
	}
	return r.Leaders, nil
}

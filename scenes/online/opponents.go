package online

import (
	"encoding/json"
	"time"

	"rummy/engine/match/proto"
)

// Opponent is a person met at an online table (issue 31 item 6): the
// player id they proved (kept to invite them again, never shown), the
// name they played under, the rule set and when the game ended.
type Opponent struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Variant string `json:"variant"`
	Unix    int64  `json:"unix"`
}

// opponentsKey is where the store keeps the recent opponents;
// maxOpponents bounds them.
const (
	opponentsKey = "online.opponents"
	maxOpponents = 8
)

// RecentOpponents are the people met at finished online tables, the
// most recent first, one entry per player id. A damaged entry reads as
// none.
func RecentOpponents(st Store) []Opponent {
	raw, ok := st.Get(opponentsKey)
	if !ok {
		return nil
	}
	var list []Opponent
	if json.Unmarshal([]byte(raw), &list) != nil {
		return nil
	}
	return list
}

// NoteOpponents remembers the people of a finished table (l: its
// description) other than seat, those whose seats were bound to a
// player id: each goes first, replacing an older entry of the same id.
func NoteOpponents(st Store, l *proto.Lobby, seat int, at time.Time) error {
	if l == nil {
		return nil
	}
	var met []Opponent
	for i, s := range l.Seats {
		if i != seat && s.Kind == proto.SeatPerson && s.Player != "" {
			met = append(met, Opponent{ID: s.Player, Name: s.Name, Variant: l.Variant, Unix: at.Unix()})
		}
	}
	if len(met) == 0 {
		return nil
	}
	list := met
	for _, o := range RecentOpponents(st) {
		dup := false
		for _, m := range met {
			dup = dup || m.ID == o.ID
		}
		if !dup && len(list) < maxOpponents {
			list = append(list, o)
		}
	}
	b, err := json.Marshal(list)
	if err != nil {
		return err
	}
	return st.Set(opponentsKey, string(b))
}

// PlayAgainWith is the table "play again with" creates: o's rule set
// for two, the other seat kept for o's player id, so the invitation
// reaches o through My tables.
func PlayAgainWith(o Opponent) proto.CreateTable {
	return proto.CreateTable{Variant: o.Variant, Options: json.RawMessage(`{"players":2}`),
		Seats: []proto.SeatSpec{{Kind: proto.SeatOpen, Invite: o.ID}}}
}

// noteFinished remembers the opponents as the game ends (with c.mu
// held): the store is the client's own, a small write off the frame
// loop.
func (c *Client) noteFinished() {
	if c.seat >= 0 {
		_ = NoteOpponents(c.cfg.Store, c.lobby, c.seat, time.Now())
	}
}

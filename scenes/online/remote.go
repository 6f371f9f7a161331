package online

import (
	"errors"
	"fmt"

	"rummy/engine"
	"rummy/engine/match"
	"rummy/engine/match/proto"
)

// Remote is a match.Game played at a table server through a Client, so
// the table scene plays a remote game exactly as a local one. It shows
// one viewer: the client's seat (or the spectator). Submit checks an
// action against the current view first and returns that refusal at
// once; an action that passes is sent with an id, and a refusal by the
// server arrives later in Connection (match.Online). The table's timers
// run on the server (Timers shows its turn timer): Tick does nothing.
type Remote struct {
	c *Client
}

// NewRemote returns the Game of a client that has joined, resumed or
// is watching a table.
func NewRemote(c *Client) *Remote { return &Remote{c: c} }

var (
	_ match.Game   = (*Remote)(nil)
	_ match.Online = (*Remote)(nil)
)

// ErrInFlight is Submit's answer while the last action still waits for
// the server's answer: the view it would be checked against is not the
// table's any more.
var ErrInFlight = errors.New("online: the last move is on its way to the table: wait for its answer")

// Client returns the client the game plays through.
func (r *Remote) Client() *Client { return r.c }

// Seats describes every seat: this screen's own seat is KindPerson,
// another person's KindRemote, a bot seat KindBot.
func (r *Remote) Seats() []match.SeatInfo {
	info := r.c.Info()
	if info.Lobby == nil {
		return nil
	}
	out := make([]match.SeatInfo, len(info.Lobby.Seats))
	for i, s := range info.Lobby.Seats {
		out[i].Name = s.Name
		switch {
		case s.Kind == proto.SeatBot:
			out[i].Kind = match.KindBot
		case i == info.Seat:
			out[i].Kind = match.KindPerson
		default:
			out[i].Kind = match.KindRemote
		}
	}
	return out
}

// Viewers is the client's seat, or none for a spectator.
func (r *Remote) Viewers() []int {
	if s := r.c.Info().Seat; s >= 0 {
		return []int{s}
	}
	return nil
}

// View returns the client's view for its own viewer (its seat, or
// match.Spectator when watching); nil for any other viewer (the server
// never sends it) and before the start.
func (r *Remote) View(viewer int) *engine.View {
	if viewer != r.c.Info().Seat {
		return nil
	}
	return r.c.View()
}

// EventsSince returns the viewer's projected events numbered after seq
// (the deal's events first) and the stream's last number; none for a
// viewer other than the client's.
func (r *Remote) EventsSince(viewer int, seq uint64) ([]match.Sequenced, uint64) {
	if viewer != r.c.Info().Seat {
		return nil, 0
	}
	return r.c.eventsSince(seq)
}

// Submit checks seat's action against the current view (View.Check)
// and returns the engine's refusal at once; otherwise it sends it with
// a fresh id and returns nil: the server applies it (the event brings
// the new view) or refuses it (Connection().Refused).
func (r *Remote) Submit(seat int, a engine.Action) error {
	info := r.c.Info()
	if seat != info.Seat || seat < 0 {
		return fmt.Errorf("online: this screen plays seat %d only", info.Seat)
	}
	if a.Kind == engine.ActNextHand {
		return errors.New("online: the next hand is dealt by NextHand")
	}
	if info.Pending > 0 {
		return ErrInFlight
	}
	v := r.c.View()
	if v == nil {
		return errors.New("online: the game has not started")
	}
	if err := v.Check(a); err != nil {
		return err
	}
	_, err := r.c.Act(a)
	return err
}

// NextHand deals the next hand when the finished hand waits on this
// screen's seat; otherwise the seat it waits on deals.
func (r *Remote) NextHand() error {
	info := r.c.Info()
	v := r.c.View()
	if v == nil || v.Phase != engine.PhaseHandOver || info.Pending > 0 || !waits(v, info.Seat) {
		return nil
	}
	_, err := r.c.Act(engine.NextHandAction())
	return err
}

// Status says where the game stands; Version is the table's position.
func (r *Remote) Status() match.Status {
	info := r.c.Info()
	st := match.Status{Version: info.Last}
	if v := r.c.View(); v != nil {
		st.Phase, st.Over = v.Phase, v.Phase == engine.PhaseGameOver
	}
	if info.State == Closed {
		st.Err = errors.New("online: the connection to the table is closed")
	}
	return st
}

// Tick does nothing: the client runs on its own goroutines.
func (r *Remote) Tick() error { return nil }

// Connection says how the link to the table stands, who is away and
// played by a bot, and the server's last refusal of this screen's
// actions.
func (r *Remote) Connection() match.Connection {
	info := r.c.Info()
	out := match.Connection{Link: linkOf(info.State), Error: info.Error, Refusals: info.Refusals, Addr: HostOf(info.Addr)}
	if info.Lobby != nil {
		for i, s := range info.Lobby.Seats {
			if s.Kind != proto.SeatPerson || s.Connected {
				continue
			}
			out.Away = append(out.Away, i)
			if s.BotPlaying {
				out.BotFor = append(out.BotFor, i)
			}
		}
	}
	if info.Refusal != nil {
		out.RefusedText, out.RefusedKey = info.Refusal.Text, info.Refusal.Key
		if ref, ok := info.Refusal.Engine(); ok {
			out.Refused = &ref
		}
	}
	return out
}

// linkOf names a client state as the match does.
func linkOf(s ConnState) match.Link {
	switch s {
	case Connected:
		return match.LinkConnected
	case Reconnecting:
		return match.LinkReconnecting
	case Closed:
		return match.LinkClosed
	}
	return match.LinkConnecting
}

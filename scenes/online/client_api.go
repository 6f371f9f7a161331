package online

import (
	"context"
	"errors"
	"fmt"
	"time"

	"rummy/engine"
	"rummy/engine/match"
	"rummy/engine/match/proto"
	"rummy/engine/names"
)

// Create makes a table with this client as its host (seat 0).
func (c *Client) Create(ctx context.Context, t proto.CreateTable, name string) error {
	_, err := c.request(ctx, proto.ClientMsg{Type: proto.TCreate, Create: &t, Name: cleanName(name), EntropyHash: c.drawEntropy()})
	return err
}

// Join takes the first open seat of the table invited by code, or
// takes back the seat this store holds a token for at that table (a
// person who left comes back to the seat a bot played meanwhile).
func (c *Client) Join(ctx context.Context, code, name string) error {
	code, err := proto.NormalizeCode(code)
	if err != nil {
		return err
	}
	if table, ok := c.cfg.Store.Get(codeKey(code)); ok && table != "" {
		if _, has := c.cfg.Store.Get(tokenKey(table)); has {
			err := c.Resume(ctx, table)
			var se *ServerError
			if err == nil || !errors.As(err, &se) || (se.Key != "bad_token" && se.Key != "no_table") {
				return err
			}
			// The seat is gone (the table was made again, or expired):
			// join as anyone would.
		}
	}
	_, err = c.request(ctx, proto.ClientMsg{Type: proto.TJoin, Code: code, Name: cleanName(name), EntropyHash: c.drawEntropy()})
	return err
}

// Resume takes back this client's seat at table with the stored token,
// or without one with the seat bound to the client's proven identity
// (a table from "My tables", perhaps taken on another device).
func (c *Client) Resume(ctx context.Context, table string) error {
	m := c.resumeMsg(table)
	if m.Token == "" && m.Identity == "" {
		return fmt.Errorf("online: no seat token stored for table %s: join with the invite code", table)
	}
	_, err := c.request(ctx, m)
	return err
}

// resumeMsg is the resume of table: with the stored token, else with the
// proven identity.
func (c *Client) resumeMsg(table string) proto.ClientMsg {
	m := proto.ClientMsg{Type: proto.TResume, Table: table}
	if token, ok := c.cfg.Store.Get(tokenKey(table)); ok && token != "" {
		m.Token = token
	} else if id, _ := c.Identified(); id != "" {
		m.Identity = id
	}
	return m
}

// Spectate watches the table invited by code.
func (c *Client) Spectate(ctx context.Context, code string) error {
	code, err := proto.NormalizeCode(code)
	if err != nil {
		return err
	}
	_, err = c.request(ctx, proto.ClientMsg{Type: proto.TSpectate, Code: code})
	return err
}

// SetSeat is the host filling seat with a bot at level, or opening it
// (removing whoever sits there).
func (c *Client) SetSeat(seat int, kind, level string) error {
	return c.enqueue(proto.ClientMsg{Type: proto.TSeat, Seat: seat, Kind: kind, Level: level})
}

// Start is the host starting the game.
func (c *Client) Start() error { return c.enqueue(proto.ClientMsg{Type: proto.TStart}) }

// Chat says a preset phrase.
func (c *Client) Chat(phrase string) error {
	return c.enqueue(proto.ClientMsg{Type: proto.TChat, Phrase: phrase})
}

// Chats returns the table's last quick-chat lines, oldest first.
func (c *Client) Chats() []proto.Chat {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]proto.Chat(nil), c.chats...)
}

// Act queues the seat's action with a fresh id for the sender
// goroutine (it never waits on the socket); it is resent with the same
// id after a reconnection until the server answers it.
func (c *Client) Act(a engine.Action) (uint64, error) {
	c.mu.Lock()
	c.nextID++
	id := c.nextID
	m := proto.ClientMsg{V: proto.Version, Type: proto.TAct, ID: id, Action: &a}
	c.pending[id] = m
	c.sentAt[id] = time.Now()
	c.refusal = nil
	c.mu.Unlock()
	if err := c.enqueue(m); err != nil {
		c.mu.Lock()
		c.forget(id)
		c.mu.Unlock()
		return id, err
	}
	return id, nil
}

// SaveGame fetches the finished game in the saved-game format (what
// rummy-sim replay reads).
func (c *Client) SaveGame(ctx context.Context) ([]byte, error) {
	r, err := c.request(ctx, proto.ClientMsg{Type: proto.TSave})
	if err != nil {
		return nil, err
	}
	return r.Save, nil
}

// Info is what the client knows of its table.
type Info struct {
	State ConnState
	// Addr is the endpoint in use, or being tried while the state is
	// Connecting or Reconnecting.
	Addr  string
	Table string
	Seat  int
	Code  string
	Link  string
	// Last is the table position of the last message seen.
	Last  uint64
	Lobby *proto.Lobby
	// Pending counts the actions sent and not yet answered.
	Pending int
	// Refusal is the answer to the last refused action, if any;
	// Refusals counts the refused actions.
	Refusal  *proto.Refusal
	Refusals uint64
	// Error is the text of the last error the server sent; ErrorKey
	// its key.
	Error, ErrorKey string
}

// Info returns what the client knows now.
func (c *Client) Info() Info {
	c.mu.Lock()
	defer c.mu.Unlock()
	return Info{State: c.state, Addr: c.addrs[c.at], Table: c.table, Seat: c.seat, Code: c.code, Link: c.link, Last: c.last, Lobby: c.lobby,
		Pending: len(c.pending), Refusal: c.refusal, Refusals: c.refusals, Error: c.errText, ErrorKey: c.errKey}
}

// View returns the viewer's current view with the table's rules, or
// nil before the game starts.
func (c *Client) View() *engine.View {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.view == nil || c.rules == nil {
		return nil
	}
	return c.view.EngineView(c.rules)
}

// Rules returns the table's rules once known.
func (c *Client) Rules() *engine.Rules {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.rules
}

// eventsSince returns the viewer's events numbered after seq and the
// stream's last number.
func (c *Client) eventsSince(seq uint64) ([]match.Sequenced, uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []match.Sequenced
	for _, e := range c.events {
		if e.seq > seq {
			out = append(out, match.Sequenced{Seq: e.seq, Event: e.ev})
		}
	}
	return out, c.evSeq
}

// cleanName is a name cleaned as the server keeps it (engine/names); one
// with nothing visible goes as it is, for the server to name.
func cleanName(name string) string {
	if c := names.Clean(name); c != "" {
		return c
	}
	return name
}

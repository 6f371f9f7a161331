package online

import (
	"context"
	"encoding/json"
	"time"

	"rummy/engine"
	"rummy/engine/match/proto"
)

// run reads messages until the connection fails, then reconnects with
// back-off, until Close.
func (c *Client) run(conn socket) {
	defer close(c.done)
	for {
		pctx, stopPing := context.WithCancel(c.ctx)
		go c.pinger(pctx, conn)
		c.read(conn)
		stopPing()
		conn.CloseNow()
		c.mu.Lock()
		if c.state == Closed {
			c.mu.Unlock()
			return
		}
		c.conn, c.state = nil, Reconnecting
		c.at = (c.at + 1) % len(c.addrs) // the next node first
		c.mu.Unlock()
		c.signal()
		if conn = c.reconnect(); conn == nil {
			return
		}
	}
}

// pinger keeps an idle connection alive and sends again the actions
// left unanswered for longer than Config.Resend.
func (c *Client) pinger(ctx context.Context, conn socket) {
	t := time.NewTicker(c.cfg.Ping)
	defer t.Stop()
	r := time.NewTicker(c.cfg.Resend / 2)
	defer r.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-r.C:
			c.resendOlder(time.Now().Add(-c.cfg.Resend))
		case <-t.C:
			b, _ := json.Marshal(proto.ClientMsg{V: proto.Version, Type: proto.TPing})
			wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			err := conn.Write(wctx, b)
			cancel()
			if err != nil {
				return
			}
		}
	}
}

// read handles the messages of one connection.
func (c *Client) read(conn socket) {
	for {
		data, err := conn.Read(c.ctx)
		if err != nil {
			return
		}
		at := time.Now()
		var m proto.ServerMsg
		if err := json.Unmarshal(data, &m); err != nil || m.V != proto.Version {
			return
		}
		if gap := c.take(&m); gap {
			return
		}
		if c.cfg.OnMessage != nil {
			c.cfg.OnMessage(&m, at)
		}
		c.signal()
	}
}

// reconnect dials again with growing waits, each time at the next
// endpoint of the list (the same one when there is one), and takes the
// seat back with the last position seen; it returns nil once the client
// is closed. Info.Addr names the endpoint being tried.
func (c *Client) reconnect() socket {
	wait := c.cfg.MinBackoff
	for {
		c.mu.Lock()
		at := c.at
		c.mu.Unlock()
		select {
		case <-c.ctx.Done():
			return nil
		case <-time.After(wait):
		}
		if wait *= 2; wait > c.cfg.MaxBackoff {
			wait = c.cfg.MaxBackoff
		}
		ctx, cancel := context.WithTimeout(c.ctx, 10*time.Second)
		conn, err := c.dial(ctx, at)
		cancel()
		if err != nil {
			c.mu.Lock()
			c.at = (at + 1) % len(c.addrs)
			c.mu.Unlock()
			c.signal()
			continue
		}
		c.mu.Lock()
		c.conn, c.state = conn, Connected
		entered, table, seat, last, code := c.entered, c.table, c.seat, c.last, c.code
		c.mu.Unlock()
		if entered {
			// A spectator comes back with the invite code: the server
			// lets nobody watch by table id (issue 26).
			m := proto.ClientMsg{Type: proto.TSpectate, Code: code, Table: table, Last: last}
			if seat >= 0 {
				m = c.resumeMsg(table)
				m.Last = last
			}
			if err := c.send(m); err != nil {
				conn.CloseNow()
				c.mu.Lock()
				c.conn, c.state, c.at = nil, Reconnecting, (at+1)%len(c.addrs)
				c.mu.Unlock()
				c.signal()
				continue
			}
			c.resendPending()
		}
		c.signal()
		return conn
	}
}

// resendPending sends again every unanswered action, with its id.
func (c *Client) resendPending() { c.resendOlder(time.Now()) }

// resendOlder sends again the unanswered actions last sent before t.
func (c *Client) resendOlder(t time.Time) {
	c.mu.Lock()
	var list []proto.ClientMsg
	for id, m := range c.pending {
		if c.sentAt[id].Before(t) {
			list = append(list, m)
			c.sentAt[id] = time.Now()
		}
	}
	c.mu.Unlock()
	for _, m := range list {
		if c.send(m) != nil {
			return
		}
	}
}

// tokenKey is where a table's seat token is stored.
func tokenKey(table string) string { return "online.token." + table }

// codeKey is where the table of an invite code the store holds a seat
// token for is stored (Join takes that seat back).
func codeKey(code string) string { return "online.table." + code }

// take applies one server message to the client's state; it reports a
// gap in the table's positions (the connection is then dropped and the
// client catches up on reconnection).
func (c *Client) take(m *proto.ServerMsg) (gap bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if m.ID != 0 {
		if w, ok := c.waiters[m.ID]; ok && m.Type != proto.SEvent {
			w <- m
		}
	}
	switch m.Type {
	case proto.SJoined:
		c.table, c.seat, c.code, c.link, c.entered, c.pref = m.Table, m.Seat, m.Code, m.Link, true, m.Pref
		c.dealJoined(m)
		if m.Token != "" {
			_ = c.cfg.Store.Set(tokenKey(m.Table), m.Token)
			if m.Code != "" {
				_ = c.cfg.Store.Set(codeKey(m.Code), m.Table)
			}
		}
		return false
	case proto.SSnapshot:
		c.undoSteps = c.keptUndo(m.Table, m.Seq)
		c.last = m.Seq
		c.setLobby(m.Lobby)
		c.view = m.View
		c.reveal = m.Reveal
		c.followClock(-1) // when the decision began is not known: from now
		c.noteDeal(m)
		return false
	case proto.SRefused:
		if _, ok := c.pending[m.ID]; ok {
			c.forget(m.ID)
			c.refusal = m.Refusal
			c.refusals++
		}
		return false
	case proto.SError:
		c.errText, c.errKey = m.Text, m.Error
		if _, ok := c.pending[m.ID]; ok && m.Error == "rate" {
			time.AfterFunc(c.cfg.MinBackoff, c.resendPending) // the server dropped it: send it again
		}
		return false
	case proto.SPresence:
		c.setLobby(m.Lobby)
		return false
	case proto.SSeed:
		c.revealEntropy()
		return false
	case proto.SClaimPref:
		c.pref = m.Pref
		return false
	}
	if !proto.Advances(m.Type) {
		return false
	}
	if m.Seq <= c.last {
		if m.Type == proto.SEvent && m.ID != 0 {
			c.forget(m.ID) // the answer to a resend of an applied action
		}
		return false
	}
	if m.Seq != c.last+1 {
		return true
	}
	if m.View != nil && m.View.Public == nil {
		if c.view == nil || c.view.Public == nil || m.View.PublicPatch == nil {
			return true // nothing to patch: catch up with a whole view
		}
		pub, err := c.enc.Patch(c.view.Public, m.View.PublicPatch)
		if err != nil {
			return true
		}
		m.View.Public, m.View.PublicPatch = pub, nil
	}
	c.last = m.Seq
	if m.Lobby != nil {
		c.setLobby(m.Lobby)
	}
	if m.View != nil {
		c.view = m.View
		c.followClock(m.Actor)
	}
	if m.Reveal != nil {
		if c.reveal == nil {
			c.noteFinished() // the deal is revealed as the game ends
		}
		c.reveal = m.Reveal
	}
	if m.ID != 0 {
		c.forget(m.ID)
	}
	if m.Chat != nil {
		c.chats = append(c.chats, *m.Chat)
		if len(c.chats) > maxChats {
			c.chats = append([]proto.Chat(nil), c.chats[len(c.chats)-maxChats:]...)
		}
	}
	c.trackUndo(m)
	c.keepUndo()
	c.noteDeal(m)
	for _, e := range m.Events {
		c.evSeq++
		c.events = append(c.events, sequenced{seq: c.evSeq, ev: e})
	}
	if len(c.events) > 4096 {
		c.events = append([]sequenced(nil), c.events[len(c.events)-2048:]...)
	}
	return false
}

// setLobby keeps the table's description and rules.
func (c *Client) setLobby(l *proto.Lobby) {
	if l == nil {
		return
	}
	c.newGame(l)
	c.lobby = l
	if c.rules == nil {
		if v, err := engine.ParseVariant(l.Variant); err == nil {
			if o, err := engine.DecodeOptions(v, l.Options); err == nil {
				c.rules, _ = engine.NewRules(o)
			}
		}
	}
}

// maxChats is how many chat lines the client keeps.
const maxChats = 50

// forget drops an answered action.
func (c *Client) forget(id uint64) {
	delete(c.pending, id)
	delete(c.sentAt, id)
}

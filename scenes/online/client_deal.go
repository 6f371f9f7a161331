package online

import (
	"crypto/rand"
	"encoding/hex"
	"errors"

	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/internal/verify"
)

// The fair deal, client side (issue 27): the client draws 32 random
// bytes when it takes a seat and sends their hash, reveals them when the
// host starts (SSeed), keeps everything it is shown, and at the end
// checks the deal with package verify.

// dealState is what the client keeps for the deal check (under c.mu).
type dealState struct {
	// fresh is the entropy of a create or join under way.
	fresh []byte
	// own is the seat's entropy at this table, in hex.
	own string
	// commitment and hashes are the server's and the seats' commitments
	// as last seen before the start (frozen once the game deals: a
	// commitment changed later is the server's, not the one the seats
	// revealed against).
	commitment string
	hashes     []string
	leftOut    []int
	// step is the number of the game's actions the client has seen;
	// started is set once the game dealt.
	step    int
	started bool
	seen    []verify.Seen
}

// drawEntropy draws a seat's 32 bytes and returns their hash.
func (c *Client) drawEntropy() string {
	r := make([]byte, proto.EntropySize)
	if _, err := rand.Read(r); err != nil {
		return "" // no randomness: the seat seeds nothing
	}
	c.mu.Lock()
	c.deal.fresh = r
	c.mu.Unlock()
	return proto.EntropyHash(r)
}

// entropyKey is where a table's entropy is stored (a client started
// again reveals it and checks the deal).
func entropyKey(table string) string { return "online.entropy." + table }

// dealJoined keeps the seat's entropy once it sits (with c.mu held).
func (c *Client) dealJoined(m *proto.ServerMsg) {
	if m.Seat < 0 {
		c.deal.own = ""
		return
	}
	if m.Token != "" && c.deal.fresh != nil {
		c.deal.own = hex.EncodeToString(c.deal.fresh)
		_ = c.cfg.Store.Set(entropyKey(m.Table), c.deal.own)
	} else if s, ok := c.cfg.Store.Get(entropyKey(m.Table)); ok {
		c.deal.own = s
	}
	c.deal.fresh = nil
}

// revealEntropy answers SSeed (with c.mu held).
func (c *Client) revealEntropy() {
	if c.seat < 0 || c.deal.own == "" {
		return
	}
	c.freezeCommitments(c.lobby)
	_ = c.enqueue(proto.ClientMsg{Type: proto.TEntropy, Entropy: c.deal.own})
}

// freezeCommitments keeps the commitments of a lobby seen before the
// start.
func (c *Client) freezeCommitments(l *proto.Lobby) {
	if l == nil || c.deal.started {
		return
	}
	c.deal.commitment = l.Commitment
	c.deal.hashes = c.deal.hashes[:0]
	for _, s := range l.Seats {
		c.deal.hashes = append(c.deal.hashes, s.EntropyHash)
	}
}

// noteDeal keeps what a message showed of the game (with c.mu held).
func (c *Client) noteDeal(m *proto.ServerMsg) {
	d := &c.deal
	switch m.Type {
	case proto.SLobby:
		if m.Lobby != nil && m.Lobby.Status == proto.StatusLobby {
			c.freezeCommitments(m.Lobby)
		}
		return
	case proto.SStarted:
		if d.started {
			return // a rematch's deal is another check
		}
		if !c.seedAsked() {
			c.freezeCommitments(m.Lobby)
		}
		d.started, d.step, d.seen = true, m.Step, nil
		if m.Lobby != nil {
			d.leftOut = m.Lobby.LeftOut
		}
		d.seen = append(d.seen, c.seenOf(m, -1))
	case proto.SEvent:
		if !d.started {
			return
		}
		d.seen = append(d.seen, c.seenOf(m, d.step))
		d.step = m.Step
	case proto.SUndone:
		keep := d.seen[:0]
		for _, s := range d.seen {
			if s.To <= m.Step {
				keep = append(keep, s)
			}
		}
		d.seen, d.step = keep, m.Step
	case proto.SSnapshot:
		if m.Lobby == nil {
			return
		}
		if m.Lobby.Status == proto.StatusLobby {
			c.freezeCommitments(m.Lobby)
			return
		}
		if !d.started { // joined (or came back) after the start
			c.freezeCommitments(m.Lobby)
			d.started, d.leftOut = true, m.Lobby.LeftOut
		}
		d.step = m.Step
		if m.View != nil {
			d.seen = append(d.seen, c.seenOf(m, m.Step))
		}
	}
}

// seedAsked reports whether the commitments were frozen when the table
// asked for the entropy.
func (c *Client) seedAsked() bool { return c.deal.commitment != "" }

// seenOf is what message m showed: its events after action from, and
// the hands of its view.
func (c *Client) seenOf(m *proto.ServerMsg, from int) verify.Seen {
	s := verify.Seen{From: from, To: m.Step, Events: m.Events}
	if v := m.View; v != nil {
		if c.seat >= 0 {
			s.HasHand, s.Hand = true, append([]engine.Card(nil), v.Hand...)
		}
		for _, h := range v.Hands {
			if len(h) > 0 {
				s.Hands = v.Hands
				break
			}
		}
	}
	return s
}

// Evidence is what the client kept of the game for checking its deal,
// with the server's revelation once the game is over.
func (c *Client) Evidence() (*verify.Evidence, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.reveal == nil || c.lobby == nil {
		return nil, errors.New("online: the deal is revealed once the game is over")
	}
	d := &c.deal
	return &verify.Evidence{Format: verify.Format, Table: c.table, Variant: c.lobby.Variant, Options: c.lobby.Options,
		Viewer: c.seat, Commitment: d.commitment, Hashes: append([]string(nil), d.hashes...), LeftOut: d.leftOut,
		Own: d.own, Reveal: c.reveal, Seen: append([]verify.Seen(nil), d.seen...)}, nil
}

// Verify checks the deal once the game is over (package verify): the
// server's secret against the commitment published before the start,
// every seat's contribution against its hash (this seat's own among
// them), and every card this client was shown against a replay of the
// game from the seed they make.
func (c *Client) Verify() (verify.Report, error) {
	e, err := c.Evidence()
	if err != nil {
		return verify.Report{}, err
	}
	return verify.Check(e), nil
}

// seedNextGame starts the deal of the table's next game (a rematch,
// with c.mu held): what was kept of the last game goes, and a seated
// person commits fresh entropy, which the server waits for before it
// deals.
func (c *Client) seedNextGame() {
	c.deal = dealState{}
	if c.seat < 0 {
		return
	}
	r := make([]byte, proto.EntropySize)
	if _, err := rand.Read(r); err != nil {
		return // no randomness: the seat seeds nothing
	}
	c.deal.own = hex.EncodeToString(r)
	_ = c.cfg.Store.Set(entropyKey(c.table), c.deal.own)
	_ = c.enqueue(proto.ClientMsg{Type: proto.TEntropy, EntropyHash: proto.EntropyHash(r)})
}

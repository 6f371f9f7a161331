package online

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"time"

	"rummy/engine/match/proto"
)

// challengeWait is how long a client with an identity waits for the
// server's challenge on connect: a server from before identities sends
// none, and the client then plays without one.
const challengeWait = 5 * time.Second

// prove answers a new connection's challenge with the client's identity
// (Config.Identity) before anything else is sent on it. It fails only
// when the connection does; a server that sends no challenge, or
// refuses the proof, leaves the client playing without an identity (the
// refusal is kept for Identified).
func (c *Client) prove(ctx context.Context, conn socket, endpoint string) error {
	id := c.cfg.Identity
	if !id.Valid() {
		return nil
	}
	wctx, cancel := context.WithTimeout(ctx, challengeWait)
	defer cancel()
	ch, err := readType(wctx, conn, func(m *proto.ServerMsg) bool { return m.Type == proto.SChallenge })
	if err != nil {
		if ctx.Err() == nil && wctx.Err() != nil {
			c.setProof("", errors.New("online: the server asks for no player id (an older server)"))
			return nil
		}
		return err
	}
	challenge, err := base64.RawURLEncoding.DecodeString(ch.Challenge)
	if err != nil {
		c.setProof("", fmt.Errorf("online: the server's challenge is not base64url: %v", err))
		return nil
	}
	host := ""
	if u, err := url.Parse(endpoint); err == nil {
		host = u.Host
	}
	const authID = 1
	b, _ := json.Marshal(proto.ClientMsg{V: proto.Version, Type: proto.TAuth, ID: authID, Identity: id.ID(), Sig: id.SignText(host, challenge)})
	if err := conn.Write(ctx, b); err != nil {
		return err
	}
	ans, err := readType(ctx, conn, func(m *proto.ServerMsg) bool { return m.ID == authID })
	if err != nil {
		return err
	}
	if ans.Type != proto.SIdentity {
		c.setProof("", &ServerError{Key: ans.Error, Text: ans.Text})
		return nil
	}
	c.setProof(ans.Identity, nil)
	return nil
}

// readType reads the connection's messages until one that want takes.
func readType(ctx context.Context, conn socket, want func(m *proto.ServerMsg) bool) (*proto.ServerMsg, error) {
	for {
		data, err := conn.Read(ctx)
		if err != nil {
			return nil, err
		}
		var m proto.ServerMsg
		if json.Unmarshal(data, &m) == nil && want(&m) {
			return &m, nil
		}
	}
}

func (c *Client) setProof(id string, err error) {
	c.mu.Lock()
	c.proven, c.proofErr = id, err
	c.mu.Unlock()
}

// Identified returns the player id the server accepted on the current
// connection ("" with the reason when it accepted none).
func (c *Client) Identified() (string, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.proven, c.proofErr
}

// Mine lists the tables where this client's identity holds a seat
// (issue 31): it needs a connection that proved its identity and is at
// no table yet.
func (c *Client) Mine(ctx context.Context) ([]proto.MyTable, error) {
	if id, err := c.Identified(); id == "" {
		if err == nil {
			err = errors.New("online: no player id: the client has no identity")
		}
		return nil, err
	}
	r, err := c.request(ctx, proto.ClientMsg{Type: proto.TMine})
	if err != nil {
		return nil, err
	}
	return r.Mine, nil
}

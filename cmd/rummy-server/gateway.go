package main

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/coder/websocket"

	"rummy/engine/match/proto"
)

// limits are the gateway's protections against a hostile client.
type limits struct {
	// Rate and Burst bound the messages a connection sends (per second,
	// and saved up).
	Rate, Burst float64
	// PerAddr bounds the connections from one address (0: no bound).
	PerAddr int
	// Proxies are the addresses whose X-Forwarded-For / Forwarded say
	// which address a connection counts against (-trusted-proxy).
	Proxies trustedProxies
	// Idle closes a connection that sent nothing for so long; Write
	// bounds the time to send one message.
	Idle, Write time.Duration
	// Origins are the other hosts a browser page may connect from
	// (its own host always may).
	Origins []string
	// MaxBad is how many malformed or refused-by-rate messages close a
	// connection.
	MaxBad int
	// Tables bound the tables people create (issue 26).
	Tables tableCaps
}

// defaultPerAddr is the default bound on connections from one address.
// Every open game is one connection, and a household, a café or a school
// shares one public address (NAT): a family of five with a phone and a
// laptop each and a few tabs open uses about 20, a café with two dozen
// players about 30. 64 lets those in and still stops one machine from
// holding thousands of sockets.
const defaultPerAddr = 64

// tooManyFromNetwork is the refusal when an address is at its bound.
const tooManyFromNetwork = "too many connections from your network: close a game in another tab or on another device, or ask the server's host to raise -per-addr"

func defaultLimits() limits {
	return limits{Rate: 50, Burst: 100, PerAddr: defaultPerAddr, Idle: 60 * time.Second, Write: 10 * time.Second, MaxBad: 8, Tables: defaultCaps()}
}

// gateway accepts WebSocket connections and feeds their messages to the
// hub.
type gateway struct {
	hub   *hub
	lim   limits
	addrs *addrLimit
	watch *watchdog
}

func newGateway(h *hub, lim limits) *gateway {
	return &gateway{hub: h, lim: lim, addrs: newAddrLimit(lim.PerAddr), watch: newWatchdog(lim.Idle, lim.Write)}
}

// ServeHTTP upgrades /ws requests and runs the connection.
func (g *gateway) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	addr := g.lim.Proxies.clientAddr(r)
	if !g.addrs.acquire(addr) {
		http.Error(w, tooManyFromNetwork, http.StatusTooManyRequests)
		return
	}
	defer g.addrs.release(addr)
	c, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: g.lim.Origins})
	if err != nil {
		return
	}
	defer c.CloseNow()
	c.SetReadLimit(proto.MaxMessage)
	g.hub.stats.connections.Add(1)
	defer g.hub.stats.connections.Add(-1)
	scheme := "http://"
	if r.TLS != nil {
		scheme = "https://"
	}
	s := newSession(scheme + r.Host + "/?join=")
	s.addr = addr
	g.hub.challenge(s, r.Host)
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	cw := g.watch.add(c)
	defer g.watch.remove(cw)
	// The reads and writes carry no deadline of their own (the watchdog
	// keeps the timeouts); the request's end closes the connection.
	stop := context.AfterFunc(r.Context(), func() { c.CloseNow() })
	defer stop()
	written := make(chan struct{})
	go func() {
		defer close(written)
		g.writer(ctx, c, s, cw)
	}()
	g.reader(c, s, cw)
	s.close("connection closed")
	if t := s.table; t != nil {
		t.detach(s)
	}
	if n := g.hub.node; n != nil {
		n.closed(s)
	}
	<-written // the queue (an error saying why) goes out before the close
}

// reader reads, limits, decodes and hands on the client's messages.
func (g *gateway) reader(c *websocket.Conn, s *session, cw *watched) {
	b := newBucket(g.lim.Rate, g.lim.Burst, g.hub.clock.Now())
	bad := 0
	var buf bytes.Buffer
	for {
		typ, r, err := c.Reader(context.Background())
		if err != nil {
			return
		}
		buf.Reset()
		if _, err := buf.ReadFrom(r); err != nil {
			return
		}
		cw.lastRead.Store(time.Now().UnixNano())
		data := buf.Bytes() // Decode copies what it keeps
		select {
		case <-s.done:
			return
		default:
		}
		m, err := proto.Decode(data)
		if typ != websocket.MessageText {
			err = errors.New("proto: messages are JSON text")
		}
		if err != nil {
			s.sendError(0, "malformed", err.Error())
			if bad++; bad >= g.lim.MaxBad {
				s.closeWith(websocket.StatusPolicyViolation, "malformed messages")
				return
			}
			continue
		}
		if !b.take(g.hub.clock.Now()) {
			g.hub.stats.dropped.Add(1)
			s.sendError(m.ID, "rate", "too many messages: slow down")
			if bad++; bad >= g.lim.MaxBad {
				s.closeWith(websocket.StatusPolicyViolation, "flood")
				return
			}
			continue
		}
		g.hub.handle(s, m)
	}
}

// writer sends the session's queue, each message within the write
// timeout, and closes the connection when the session ends.
func (g *gateway) writer(ctx context.Context, c *websocket.Conn, s *session, cw *watched) {
	for {
		select {
		case b := <-s.out:
			cw.writing.Store(time.Now().UnixNano())
			err := c.Write(context.Background(), websocket.MessageText, b)
			cw.writing.Store(0)
			if err != nil {
				s.close("write failed")
				c.CloseNow()
				return
			}
		case <-s.done:
			g.drain(ctx, c, s)
			return
		case <-ctx.Done():
			return
		}
	}
}

// drain sends what a closed session still has queued, within a second
// in all, then closes the connection with the session's reason.
func (g *gateway) drain(ctx context.Context, c *websocket.Conn, s *session) {
	wctx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	for {
		select {
		case b := <-s.out:
			if err := c.Write(wctx, websocket.MessageText, b); err != nil {
				c.CloseNow()
				return
			}
			continue
		default:
		}
		break
	}
	c.Close(s.status, s.reason)
}

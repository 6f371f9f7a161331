package main

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"rummy/engine/match/proto"
)

// The nodes of a load run: --server may list several addresses (the
// nodes of a cluster, issue 17). Tables are created round-robin over
// them and the seats of one table connect to different nodes, so the
// load goes through nodes that do not own the table; a seat whose
// connection fails opens one at the next node and takes its seat back
// with its token and the last position it saw, as the game's client
// does.

// loopbackURLs reads --server: one loopback URL or a comma-separated
// list of them, each returned as http://HOST:PORT.
func loopbackURLs(s string) ([]string, error) {
	var out []string
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			return nil, fmt.Errorf("--server %q: an empty address in the list: write URL,URL,... like http://127.0.0.1:8787,http://127.0.0.1:8788", s)
		}
		base, err := loopbackURL(item)
		if err != nil {
			return nil, err
		}
		out = append(out, base)
	}
	return out, nil
}

// nodeCount is what a run counts of one node.
type nodeCount struct {
	// conns counts the connections opened to the node, resumptions
	// those of them that took a seat back after another connection
	// failed, and dialFails the connections that could not be opened.
	conns, resumptions, dialFails atomic.Int64
}

// nodeReport is one node in load's JSON (only with several nodes).
type nodeReport struct {
	Server       string `json:"server"`
	Connections  int64  `json:"connections"`
	Resumptions  int64  `json:"resumptions"`
	DialFailures int64  `json:"dial_failures"`
	// Reachable is whether the node answered /stats at the run's end.
	Reachable bool `json:"reachable"`
}

// newLoadRun prepares a run against the nodes at bases (http://HOST:PORT).
func newLoadRun(bases []string, variant string, pace time.Duration) *loadRun {
	l := &loadRun{variant: variant, pace: pace, nodes: make([]nodeCount, len(bases)), bases: bases}
	for _, b := range bases {
		l.ws = append(l.ws, "ws"+strings.TrimPrefix(b, "http")+"/ws")
	}
	return l
}

// nodeReport is the per-node breakdown, nil for a single node.
func (l *loadRun) nodeReport() []nodeReport {
	if len(l.ws) < 2 {
		return nil
	}
	out := make([]nodeReport, len(l.ws))
	for i := range l.ws {
		n := &l.nodes[i]
		_, err := serverStats(l.bases[i] + "/stats")
		out[i] = nodeReport{Server: l.bases[i], Connections: n.conns.Load(), Resumptions: n.resumptions.Load(),
			DialFailures: n.dialFails.Load(), Reachable: err == nil}
	}
	return out
}

// dialFrom opens a connection to node first, or else to the next nodes
// in the list in turn; it returns the connection and its node.
func (l *loadRun) dialFrom(ctx context.Context, first int) (*websocket.Conn, int, error) {
	var last error
	for k := range l.ws {
		i := (first + k) % len(l.ws)
		dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		c, _, err := websocket.Dial(dctx, l.ws[i], nil)
		cancel()
		if err == nil {
			c.SetReadLimit(4 << 20)
			l.nodes[i].conns.Add(1)
			return c, i, nil
		}
		l.nodes[i].dialFails.Add(1)
		last = fmt.Errorf("rummy-sim load: cannot reach the server at %s: %v", l.ws[i], err)
		if ctx.Err() != nil {
			break
		}
	}
	return nil, 0, last
}

// connError is a failed read or write on a seat's connection (the seat
// reconnects), as against a message that shows something wrong.
type connError struct{ err error }

func (e connError) Error() string { return e.err.Error() }
func (e connError) Unwrap() error { return e.err }

// resumeFor bounds how long a seat tries to reconnect.
const resumeFor = 15 * time.Second

// reconnect opens a connection at the next node (then the ones after,
// with growing waits) and takes the seat back with its token and last
// position; the server sends what the seat missed, or a snapshot. An
// action left unanswered is sent again with its id (the server answers
// an applied one again, and applies it once).
func (s *loadSeat) reconnect(ctx context.Context) error {
	l := s.l
	s.connMu.Lock()
	old, from := s.conn, s.node+1
	s.connMu.Unlock()
	old.CloseNow()
	wait, end := 50*time.Millisecond, time.Now().Add(resumeFor)
	for {
		c, node, err := l.dialFrom(ctx, from)
		if err == nil {
			if err = s.resume(ctx, c, node); err == nil {
				return nil
			}
			from = node + 1
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if time.Now().After(end) {
			return errors.Join(errors.New("rummy-sim load: a seat could not reconnect to any node"), err)
		}
		if !sleepCtx(ctx, wait) {
			return ctx.Err()
		}
		wait = min(2*wait, time.Second)
	}
}

// resume makes c (at node) the seat's connection and takes the seat
// back on it; the pending action goes again.
func (s *loadSeat) resume(ctx context.Context, c *websocket.Conn, node int) error {
	s.l.nodes[node].resumptions.Add(1)
	s.connMu.Lock()
	s.conn, s.node = c, node
	s.connMu.Unlock()
	if ctx.Err() != nil {
		// The run ended meanwhile: its closing may have missed c.
		c.CloseNow()
		return ctx.Err()
	}
	s.resumed = true
	if err := s.write(proto.ClientMsg{Type: proto.TResume, ID: 1, Table: s.table, Token: s.token, Last: s.last}); err != nil {
		return err
	}
	s.mu.Lock()
	id, a := s.pending, s.action
	s.mu.Unlock()
	if id != 0 {
		return s.send(id, a)
	}
	return nil
}

// nodesStats reads path (/stats) at every node and sums what answered:
// the totals added up, the per-table figures averaged. An error only
// when no node answered.
func nodesStats(bases []string, path string) (statsReply, error) {
	var sum statsReply
	var errs []error
	n := 0
	for _, b := range bases {
		st, err := serverStats(b + path)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		n++
		sum.BytesPerTable += st.BytesPerTable
		sum.HeapBytes += st.HeapBytes
		sum.Actions += st.Actions
		sum.CPUSeconds += st.CPUSeconds
		sum.RSSBytes += st.RSSBytes
		sum.LiveHeapBytes += st.LiveHeapBytes
		sum.RSSPerTable += st.RSSPerTable
		sum.LiveHeapBytesTable += st.LiveHeapBytesTable
		sum.NATSBytes += st.NATSBytes
		sum.NATSRouteBytes += st.NATSRouteBytes
	}
	if n == 0 {
		return sum, errors.Join(errs...)
	}
	sum.BytesPerTable /= float64(n)
	sum.RSSPerTable /= float64(n)
	sum.LiveHeapBytesTable /= float64(n)
	return sum, nil
}

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"rummy/engine/match/proto"
)

// raw is a hostile client: a bare WebSocket that sends whatever it likes.
type raw struct {
	t *testing.T
	c *websocket.Conn
}

func dialRaw(t *testing.T, url string, hdr http.Header) (*raw, *http.Response, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, resp, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: hdr})
	if err != nil {
		return nil, resp, err
	}
	c.SetReadLimit(4 << 20)
	t.Cleanup(func() { c.CloseNow() })
	return &raw{t: t, c: c}, resp, nil
}

func (r *raw) send(s string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return r.c.Write(ctx, websocket.MessageText, []byte(s))
}

// next reads messages until one satisfies want; an error means the
// connection closed.
func (r *raw) next(want func(m proto.ServerMsg) bool) (proto.ServerMsg, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for {
		_, data, err := r.c.Read(ctx)
		if err != nil {
			return proto.ServerMsg{}, err
		}
		var m proto.ServerMsg
		if err := json.Unmarshal(data, &m); err != nil {
			r.t.Fatalf("the server sent unreadable JSON: %s", data)
		}
		if want(m) {
			return m, nil
		}
	}
}

// answer sends s and returns the first error, refusal or answer to id.
func (r *raw) answer(s string, id uint64) proto.ServerMsg {
	r.t.Helper()
	if err := r.send(s); err != nil {
		r.t.Fatal(err)
	}
	m, err := r.next(func(m proto.ServerMsg) bool {
		return m.ID == id && (m.Type == proto.SError || m.Type == proto.SRefused || m.Type == proto.SEvent || m.Type == proto.SJoined)
	})
	if err != nil {
		r.t.Fatalf("no answer to %s: %v", s, err)
	}
	return m
}

// closed waits for the server to close the connection.
func (r *raw) closed() bool {
	_, err := r.next(func(proto.ServerMsg) bool { return false })
	return err != nil && !strings.Contains(err.Error(), "deadline")
}

// fingerprint is the table's position and game hash.
func (p *people) fingerprint() string {
	p.tb.hold()
	defer p.tb.release()
	return fmt.Sprintf("%d/%d/%x", p.tb.pos, p.tb.last, p.tb.game.hash())
}

// TestHostileClient (issue 14 item 8): acting for another seat,
// replaying old ids, out-of-order, malformed and wrong-version messages,
// a stolen seat with a wrong token: each gets an error or a refusal and
// leaves the table as it was (position, log and state hash); a stream
// of malformed messages closes the connection.
func TestHostileClient(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), newFakeClock(), fastLimits())
	p := openPeople(t, ts, classicTwo, 2)
	w := p.waiting()[0]
	idle := 1 - w
	applied := p.step(w) // an id of seat w the server has applied
	p.stepUntil("seat idle not waited on", -1, func() bool { return !slices.Contains(p.waiting(), idle) })
	token, _ := p.stores[idle].Get("online.token." + p.tb.meta.ID)

	h, _, err := dialRaw(t, ts.url, nil)
	if err != nil {
		t.Fatal(err)
	}
	// Out of order: acting before sitting anywhere.
	if m := h.answer(`{"v":1,"type":"act","id":1,"action":{"kind":"draw"}}`, 1); m.Error != "no_table" {
		t.Fatalf("an action before joining: %+v", m)
	}
	// A wrong token of the right length.
	bad := []byte(token)
	bad[0] ^= 1
	if m := h.answer(fmt.Sprintf(`{"v":1,"type":"resume","id":2,"table":%q,"token":%q}`, p.tb.meta.ID, bad), 2); m.Error != "bad_token" {
		t.Fatalf("a wrong token: %+v", m)
	}
	if m := h.answer(fmt.Sprintf(`{"v":1,"type":"resume","id":3,"table":%q,"token":%q}`, p.tb.meta.ID, token), 3); m.Type != proto.SJoined || m.Seat != idle {
		t.Fatalf("the right token: %+v", m)
	}
	before := p.fingerprint()
	cases := []struct{ what, msg, key string }{
		{"acting for another seat", fmt.Sprintf(`{"v":1,"type":"act","id":10,"seat":%d,"action":{"kind":"draw"}}`, w), "refused"},
		{"an action out of turn", `{"v":1,"type":"act","id":11,"action":{"kind":"draw"}}`, "refused"},
		{"the host's start from a guest", `{"v":1,"type":"start","id":12}`, "not_host"},
		{"a second join", `{"v":1,"type":"join","id":13,"code":"ABCDE-FGHJK","name":"x"}`, "seated"},
		{"a wrong protocol version", `{"v":9,"type":"act","id":14,"action":{"kind":"draw"}}`, "malformed"},
		{"an unknown field", `{"v":1,"type":"ping","id":15,"admin":true}`, "malformed"},
	}
	if idle == 0 {
		cases[2] = struct{ what, msg, key string }{"seating after the start", `{"v":1,"type":"seat","id":12,"seat":1,"kind":"bot"}`, "started"}
	}
	for _, c := range cases {
		id := uint64(0)
		if c.key != "malformed" {
			var probe struct{ ID uint64 }
			_ = json.Unmarshal([]byte(c.msg), &probe)
			id = probe.ID
		}
		m := h.answer(c.msg, id)
		got := m.Error
		if m.Type == proto.SRefused {
			got = "refused"
		}
		if got != c.key {
			t.Errorf("%s: answered %s %q (%s), want %q", c.what, m.Type, m.Error, m.Text, c.key)
		}
		if after := p.fingerprint(); after != before {
			t.Fatalf("%s changed the table: %s → %s", c.what, before, after)
		}
	}
	// Replaying another seat's applied id from this seat is just a new
	// (refused) action; replaying it from its own seat answers again.
	own, _, err := dialRaw(t, ts.url, nil)
	if err != nil {
		t.Fatal(err)
	}
	wtoken, _ := p.stores[w].Get("online.token." + p.tb.meta.ID)
	own.answer(fmt.Sprintf(`{"v":1,"type":"resume","id":1000000,"table":%q,"token":%q}`, p.tb.meta.ID, wtoken), 1000000)
	act, _ := json.Marshal(applied.Action)
	if m := own.answer(fmt.Sprintf(`{"v":1,"type":"act","id":%d,"action":%s}`, applied.ID, act), applied.ID); m.Type != proto.SEvent || m.View != nil {
		t.Fatalf("a replayed id: %+v", m)
	}
	if after := p.fingerprint(); after != before {
		t.Fatalf("a replayed id changed the table: %s → %s", before, after)
	}
	// Malformed messages, then a close.
	for i := 0; i < defaultLimits().MaxBad; i++ {
		if err := h.send([]string{`{`, `not json`, `{"v":1}`, `[]`, `{"v":1,"type":"act","id":1}`}[i%5]); err != nil {
			break
		}
	}
	if !h.closed() {
		t.Fatal("a stream of malformed messages did not close the connection")
	}
	if after := p.fingerprint(); after != before {
		t.Fatalf("malformed messages changed the table: %s → %s", before, after)
	}
}

// TestHostileLimits (issue 14 item 8): a flood is rate limited and then
// closed, a frame over the read limit closes the connection, one address
// gets only so many connections, and a page of another origin or a
// request for another host is refused — the table unchanged.
func TestHostileLimits(t *testing.T) {
	lim := defaultLimits()
	lim.PerAddr = 4
	ts := newTestServer(t, t.TempDir(), wallClock{}, lim)
	p := openPeople(t, ts, classicTwo, 2) // two of the four connections
	before := p.fingerprint()

	flood, _, err := dialRaw(t, ts.url, nil)
	if err != nil {
		t.Fatal(err)
	}
	rated := 0
	for i := 0; i < int(lim.Burst)+lim.MaxBad+10; i++ {
		if flood.send(`{"v":1,"type":"ping"}`) != nil {
			break
		}
	}
	for {
		m, err := flood.next(func(m proto.ServerMsg) bool { return m.Type == proto.SError })
		if err != nil {
			break
		}
		if m.Error == "rate" {
			rated++
		}
	}
	if rated == 0 {
		t.Fatal("a flood of pings was never rate limited")
	}

	huge, _, err := dialRaw(t, ts.url, nil)
	if err != nil {
		t.Fatal(err)
	}
	_ = huge.send(`{"v":1,"type":"ping","name":"` + strings.Repeat("x", proto.MaxMessage) + `"}`)
	if !huge.closed() {
		t.Fatal("a frame over the read limit did not close the connection")
	}

	hdr := http.Header{"Origin": {"http://evil.example"}}
	if _, resp, err := dialRaw(t, ts.url, hdr); err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
		t.Fatalf("a page of another origin: %v %v", err, resp)
	}
	req, _ := http.NewRequest("GET", strings.Replace(ts.url, "ws://", "http://", 1), nil)
	req.Host = "rebound.example:80"
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMisdirectedRequest {
		t.Fatalf("a request for another host: %s", resp.Status)
	}
	// The flood's and the huge frame's connections are gone: fill up to
	// the bound, then one more is refused.
	waitFor(t, "the closed connections counted out", 5*time.Second, func() bool { return ts.srv.hub.stats.connections.Load() == 2 })
	for i := 0; i < lim.PerAddr-2; i++ {
		if _, _, err := dialRaw(t, ts.url, nil); err != nil {
			t.Fatalf("connection %d of %d refused: %v", i+3, lim.PerAddr, err)
		}
	}
	if _, resp, err := dialRaw(t, ts.url, nil); err == nil || resp == nil || resp.StatusCode != http.StatusTooManyRequests {
		t.Fatalf("connection %d from one address: %v %v", lim.PerAddr+1, err, resp)
	}

	if after := p.fingerprint(); after != before {
		t.Fatalf("the hostile connections changed the table: %s → %s", before, after)
	}
}

package main

import (
	"context"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"rummy/assets/web/serve"
	"rummy/engine/match/proto"
	"rummy/scenes/online"
)

// testServer runs a server in this process on a free loopback port.
type testServer struct {
	srv  *server
	http *httptest.Server
	url  string
}

func newTestServer(t *testing.T, dir string, clock Clock, lim limits) *testServer {
	t.Helper()
	cfg := config{data: dir, lim: lim}
	srv, err := start(context.Background(), cfg, clock)
	if err != nil {
		t.Fatal(err)
	}
	srv.hub.handPause = 0
	hs := httptest.NewUnstartedServer(nil)
	hs.Config = serve.NewServer(srv.handlerAt(hs.Listener.Addr(), false))
	hs.Start()
	ts := &testServer{srv: srv, http: hs, url: "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"}
	t.Cleanup(ts.close)
	return ts
}

func (ts *testServer) close() {
	ts.http.CloseClientConnections()
	ts.http.Close()
	ts.srv.hub.bots.close()
	ts.srv.close()
}

// recorder keeps every message a client received.
type recorder struct {
	mu   sync.Mutex
	msgs []proto.ServerMsg
}

func (r *recorder) on(m *proto.ServerMsg, _ time.Time) {
	r.mu.Lock()
	r.msgs = append(r.msgs, *m)
	r.mu.Unlock()
}

func (r *recorder) all() []proto.ServerMsg {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]proto.ServerMsg(nil), r.msgs...)
}

// dial connects a client that records its messages.
func dial(t *testing.T, url string) (*online.Client, *recorder) {
	t.Helper()
	return dialWith(t, url, false)
}

// dialWith is dial, asking for whole views (no patches) if whole.
func dialWith(t *testing.T, url string, whole bool) (*online.Client, *recorder) {
	t.Helper()
	rec := &recorder{}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := online.Dial(ctx, online.Config{URL: url, OnMessage: rec.on, MinBackoff: 20 * time.Millisecond, MaxBackoff: 200 * time.Millisecond, Resend: 500 * time.Millisecond, WholeViews: whole})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c, rec
}

// waitFor polls cond until it holds or the time is up.
func waitFor(t *testing.T, what string, d time.Duration, cond func() bool) {
	t.Helper()
	end := time.Now().Add(d)
	for !cond() {
		if time.Now().After(end) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func tctx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// fastLimits are the default limits without the rate limit, for bots
// that play at machine speed.
func fastLimits() limits {
	l := defaultLimits()
	l.Rate = 0
	return l
}

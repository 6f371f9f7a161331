package main

import (
	"context"
	"runtime"
	"slices"
	"testing"
	"time"

	"rummy/scenes/online"
)

// storeLimit sets the table streams' byte limit (-1: none): at their
// current size (an empty one: 1 byte) every append fails, as on a full
// disk.
func storeLimit(t *testing.T, st *store, max int64) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for _, s := range st.streams() {
		info, err := s.Info(ctx)
		if err != nil {
			t.Fatal(err)
		}
		cfg := info.Config
		cfg.MaxBytes = max
		if max == 0 {
			cfg.MaxBytes = int64(info.State.Bytes)
			if cfg.MaxBytes == 0 {
				cfg.MaxBytes = 1
			}
		}
		if _, err := st.js.UpdateStream(ctx, cfg); err != nil {
			t.Fatal(err)
		}
	}
}

// consumers counts the table streams' consumers.
func consumers(t *testing.T, st *store) int {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	n := 0
	for _, s := range st.streams() {
		info, err := s.Info(ctx)
		if err != nil {
			t.Fatal(err)
		}
		n += info.State.Consumers
	}
	return n
}

// TestIssue26FullStorePausesTable (issue 26 item 6): with the table
// stream full (a byte limit at its size: every append fails, as on a
// full disk), each move a person tries is refused with "the server
// cannot save right now; your last move was not kept", the table stays
// where it was with every connection open, and thirty failed writes
// leave no consumer and no goroutine behind. When there is room again
// the table plays on.
func TestIssue26FullStorePausesTable(t *testing.T) {
	clk := newFakeClock()
	ts := newTestServer(t, t.TempDir(), clk, fastLimits())
	p := openPeople(t, ts, classicTwo, 2)
	st := ts.srv.hub.store
	w := p.waiting()[0]
	v := p.caughtUp(w)
	at, print := p.pos(), p.fingerprint()
	baseConsumers := consumers(t, st)
	runtime.GC()
	baseGoroutines := runtime.NumGoroutine()

	storeLimit(t, st, 0)
	c := p.clients[w]
	for i := 0; i < 30; i++ {
		refusals := c.Info().Refusals
		if _, err := c.Act(p.bots[w].Act(v)); err != nil {
			t.Fatal(err)
		}
		waitFor(t, "the refusal", 10*time.Second, func() bool { return c.Info().Refusals > refusals })
		if r := c.Info().Refusal; r == nil || r.Key != "unsaved" || r.Text != unsavedText {
			t.Fatalf("a move the server could not save was answered %+v, want the unsaved refusal", r)
		}
		if got := p.fingerprint(); got != print {
			t.Fatalf("a move that was not saved changed the table: %s, was %s", got, print)
		}
		clk.Advance(unsavedRetry + time.Second) // the table tries to write again
	}
	if n := consumers(t, st); n > baseConsumers {
		t.Fatalf("30 failed writes left %d consumers on the stream, was %d", n, baseConsumers)
	}
	waitFor(t, "no goroutine growth", 10*time.Second, func() bool { return runtime.NumGoroutine() <= baseGoroutines+5 })
	for i, cl := range p.clients {
		if cl.Info().State != online.Connected {
			t.Fatalf("seat %d's connection was dropped by the failed writes", i)
		}
	}

	storeLimit(t, st, -1)
	clk.Advance(unsavedRetry + time.Second)
	if r := p.step(w); r.Seat != w || r.Bot {
		t.Fatalf("with room again the record is %+v, want seat %d's move", r, w)
	}
	if p.pos() != at+1 {
		t.Fatalf("the table is at %d, want %d: one move after the pause", p.pos(), at+1)
	}
	if !slices.Contains(p.waiting(), 0) && !slices.Contains(p.waiting(), 1) {
		t.Fatal("the game waits on nobody")
	}
}

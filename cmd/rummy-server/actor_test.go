package main

import (
	"context"
	"testing"
	"time"
)

// TestSweepNotHeldUpByStuckTable: a table whose goroutine is stuck (an
// append that hangs, here a test holding it) holds up no one else: the
// idle sweep still expires the other tables and returns.
func TestSweepNotHeldUpByStuckTable(t *testing.T) {
	clk := newFakeClock()
	ts := newTestServer(t, t.TempDir(), clk, fastLimits())
	h := ts.srv.hub
	stuckID, key := createAt(t, ts, lobbyTable)
	idleID, key2 := createAt(t, ts, lobbyTable)
	if key != "" || key2 != "" {
		t.Fatal(key, key2)
	}
	stuck := h.byID(stuckID)
	stuck.hold()
	released := false
	defer func() {
		if !released {
			stuck.release()
		}
	}()
	clk.Advance(defaultLobbyIdle + time.Minute)
	swept := make(chan int, 1)
	go func() { swept <- h.expire(context.Background()) }()
	var n int
	waitFor(t, "the sweep to return while a table is stuck", 20*time.Second, func() bool {
		select {
		case n = <-swept:
			return true
		default:
			return false
		}
	})
	if h.byID(idleID) != nil {
		t.Error("the idle table was not expired")
	}
	if n != 2 {
		t.Errorf("the sweep expired %d tables, want 2 (the stuck one is idle too)", n)
	}
	stuck.release()
	released = true
	waitFor(t, "the stuck table closed once it goes on", 10*time.Second, func() bool { return tableClosed(stuck) })
}

package main

import (
	"context"
	"errors"
	"testing"
	"time"

	"rummy/engine/match/proto"
	"rummy/scenes/online"
)

// lobbyTable is a classic table for two with its second seat open.
var lobbyTable = proto.CreateTable{Variant: "classic", Options: []byte(`{"players":2}`), Seats: []proto.SeatSpec{{Kind: proto.SeatOpen}}}

// createAt creates a table from a new connection and returns its id, or
// the server's error key.
func createAt(t *testing.T, ts *testServer, ct proto.CreateTable) (string, string) {
	t.Helper()
	c, _ := dial(t, ts.url)
	defer c.Close()
	err := c.Create(tctx(t), ct, "host")
	var se *online.ServerError
	if errors.As(err, &se) {
		return "", se.Key
	}
	if err != nil {
		t.Fatal(err)
	}
	return c.Info().Table, ""
}

// TestIssue26TablesPerAddress (issue 26 item 2): one address may hold
// only so many open tables; the next creation is refused with a key the
// client translates, and once its tables expire it may create again.
func TestIssue26TablesPerAddress(t *testing.T) {
	clk := newFakeClock()
	lim := fastLimits()
	lim.Tables.PerAddr, lim.Tables.MaxTables = 3, 0
	ts := newTestServer(t, t.TempDir(), clk, lim)
	for i := 0; i < 3; i++ {
		if _, key := createAt(t, ts, lobbyTable); key != "" {
			t.Fatalf("creation %d refused: %s", i+1, key)
		}
	}
	if _, key := createAt(t, ts, lobbyTable); key != "too_many_tables" {
		t.Fatalf("a 4th open table from one address answered %q, want too_many_tables", key)
	}
	clk.Advance(defaultLobbyIdle + time.Minute)
	if n := ts.srv.hub.expire(context.Background()); n != 3 {
		t.Fatalf("%d unstarted tables expired after an hour, want 3", n)
	}
	if _, key := createAt(t, ts, lobbyTable); key != "" {
		t.Fatalf("after its tables expired the address was refused: %s", key)
	}
}

// TestIssue26ServerTableCap (issue 26 item 2): the server holds at most
// -max-tables open tables, whoever creates them.
func TestIssue26ServerTableCap(t *testing.T) {
	lim := fastLimits()
	lim.Tables.PerAddr, lim.Tables.MaxTables = 0, 2
	ts := newTestServer(t, t.TempDir(), newFakeClock(), lim)
	for i := 0; i < 2; i++ {
		if _, key := createAt(t, ts, lobbyTable); key != "" {
			t.Fatalf("creation %d refused: %s", i+1, key)
		}
	}
	if _, key := createAt(t, ts, lobbyTable); key != "server_full" {
		t.Fatalf("a table over the server's cap answered %q, want server_full", key)
	}
}

// TestIssue26IdleBounds (issue 26 item 2): an unstarted table expires
// after an hour without a message, although its idle_minutes are
// longer; a running table with the same idle_minutes stays; a client's
// idle_minutes are bounded by -max-idle; a finished table is removed
// (its log too) an hour after its last message.
func TestIssue26IdleBounds(t *testing.T) {
	clk := newFakeClock()
	ts := newTestServer(t, t.TempDir(), clk, fastLimits())
	h := ts.srv.hub
	long := lobbyTable
	long.IdleMinutes = 7 * 24 * 60
	lobby, key := createAt(t, ts, long)
	if key != "" {
		t.Fatal(key)
	}
	if got := h.byID(lobby).meta.IdleMinutes; got != int(defaultMaxIdle/time.Minute) {
		t.Fatalf("idle_minutes of a week became %d, want the bound %d", got, int(defaultMaxIdle/time.Minute))
	}
	running := classicTwo
	running.IdleMinutes = 180
	p := openPeople(t, ts, running, 2)
	finished := openPeople(t, ts, running, 2)
	finished.stepUntil("the end of the game", -1, func() bool {
		finished.tb.hold()
		defer finished.tb.release()
		return finished.tb.game.over()
	})
	for _, c := range append(p.clients, finished.clients...) {
		c.Close()
	}
	clk.Advance(defaultLobbyIdle + time.Minute)
	h.expire(context.Background())
	if h.byID(lobby) != nil {
		t.Error("an unstarted table outlived an hour without a message")
	}
	if h.byID(p.tb.meta.ID) == nil {
		t.Error("a running table expired before its idle_minutes")
	}
	if h.byID(finished.tb.meta.ID) != nil {
		t.Error("a finished table was kept longer than -keep-finished")
	}
	if _, err := h.readTable(context.Background(), finished.tb.meta.ID); !errors.Is(err, errNoLog) {
		t.Errorf("the finished table's log is still there: %v", err)
	}
}

// TestIssue26RestartDoesNotReviveLobby (issue 26 item 2): a restart does
// not make an unstarted table young again: started an hour after its
// last message, the server does not bring it back, and removes its log.
func TestIssue26RestartDoesNotReviveLobby(t *testing.T) {
	dir := t.TempDir()
	clk := newFakeClock()
	ts := newTestServer(t, dir, clk, fastLimits())
	id, key := createAt(t, ts, lobbyTable)
	if key != "" {
		t.Fatal(key)
	}
	ts.close()
	clk.Advance(defaultLobbyIdle + time.Minute)
	ts2 := newTestServer(t, dir, clk, fastLimits())
	if ts2.srv.hub.byID(id) != nil {
		t.Fatal("an unstarted table an hour old came back at the restart")
	}
	waitFor(t, "its log removed", 10*time.Second, func() bool {
		_, err := ts2.srv.hub.readTable(context.Background(), id)
		return errors.Is(err, errNoLog)
	})
}

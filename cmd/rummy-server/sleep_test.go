package main

import (
	"fmt"
	"testing"
	"time"

	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/internal/identity"
)

// tableClocks are the facts of a table's match that decide when its
// deadlines fall, read on the table's goroutine.
type tableClocks struct {
	pos     uint64
	hash    uint64
	next    time.Time
	waiting []bool
	since   []time.Time
}

func (c tableClocks) String() string {
	return fmt.Sprintf("pos %d hash %x next %v waiting %v since %v", c.pos, c.hash, c.next.Unix(), c.waiting, c.since)
}

// clocksOf reads a table's clocks.
func clocksOf(tb *table) tableClocks {
	tb.hold()
	defer tb.release()
	return clocksNow(tb)
}

// clocksNow reads a table's clocks on its goroutine (or a table no
// goroutine runs).
func clocksNow(tb *table) tableClocks {
	c := tableClocks{pos: tb.pos, hash: tb.game.hash(), next: tb.game.m.NextDeadline()}
	for i := range tb.seats {
		w, s := tb.game.m.Decision(i)
		c.waiting, c.since = append(c.waiting, w), append(c.since, s)
	}
	return c
}

// sameDecisions reports whether two tables' decisions started at the
// same instants.
func sameDecisions(a, b tableClocks) bool {
	if a.pos != b.pos || a.hash != b.hash || len(a.since) != len(b.since) {
		return false
	}
	for i := range a.since {
		if a.waiting[i] != b.waiting[i] || !a.since[i].Equal(b.since[i]) {
			return false
		}
	}
	return true
}

// asleep reports whether the node keeps table id as a sleeper (without
// waking it).
func asleep(h *hub, id string) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	_, ok := h.asleep[id]
	return ok
}

// awake is table id if it runs (without waking it).
func awake(h *hub, id string) *table {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.tables[id]
}

// replayed rebuilds table id from its log alone and checks it matches
// the live table: position, game and every clock of its match.
func replayed(t *testing.T, h *hub, tb *table) {
	t.Helper()
	live := clocksOf(tb)
	copy, err := h.readTable(tctx(t), tb.meta.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got := clocksNow(copy); !sameDecisions(got, live) {
		t.Fatalf("the log replays to another table:\n got %v\nwant %v", got, live)
	}
}

// hourTable opens a two-person classic table whose decisions and
// absences last an hour, and plays a few moves seven seconds apart.
func hourTable(t *testing.T, ts *testServer, clk *fakeClock) *people {
	t.Helper()
	ct := classicTwo
	ct.TurnSeconds, ct.AwaySeconds = 3600, 3600
	p := openPeople(t, ts, ct, 2)
	for i := 0; i < 5; i++ {
		clk.Advance(7 * time.Second)
		p.step(p.waiting()[0])
	}
	return p
}

// leave closes every client of the table and waits until the server
// has seen them go.
func (p *people) leave() {
	for _, c := range p.clients {
		c.Close()
	}
	waitFor(p.t, "everyone gone", 10*time.Second, func() bool {
		p.tb.hold()
		defer p.tb.release()
		return len(p.tb.subs) == 0
	})
}

// TestReplayedClocksMatchTheLiveTable: a table rebuilt from its log
// alone has every decision of its match started at the instant the
// live table started it (the record's time), not at the time of the
// replay, so a table woken from its log keeps its deadlines.
func TestReplayedClocksMatchTheLiveTable(t *testing.T) {
	clk := newFakeClock()
	ts := newTestServer(t, t.TempDir(), clk, fastLimits())
	p := hourTable(t, ts, clk)
	clk.Advance(10 * time.Second)
	replayed(t, ts.srv.hub, p.tb)
}

// TestSleepingTableWakesAtItsDeadline (issue 31 item 7): a table
// nobody is at, with its next deadline an hour off, falls asleep (the
// node keeps a sleeper, not the table); it stays asleep until that
// deadline, to the second, and then wakes from its log and the
// deadline's move is made as if it had never slept: at that instant,
// by the bot for the seat out of time; the log replays to the live
// table. Fake clock.
func TestSleepingTableWakesAtItsDeadline(t *testing.T) {
	clk := newFakeClock()
	ts := newTestServer(t, t.TempDir(), clk, fastLimits())
	h := ts.srv.hub
	p := hourTable(t, ts, clk)
	clk.Advance(3 * time.Second) // the persons leave after the decision started: it runs out first
	p.leave()
	id := p.tb.meta.ID
	h.sleepIdle()
	p.settle()
	if asleep(h, id) {
		t.Fatal("the table fell asleep before it was idle for -sleep-after")
	}
	clk.Advance(2 * time.Minute)
	before := clocksOf(p.tb)
	if before.next.IsZero() {
		t.Fatal("no deadline to wake at")
	}
	h.sleepIdle()
	waitFor(t, "the table asleep", 10*time.Second, func() bool { return asleep(h, id) })
	if awake(h, id) != nil || h.tableCount() != 1 {
		t.Fatalf("a sleeping table is still run (%d tables)", h.tableCount())
	}
	clk.Advance(before.next.Sub(clk.Now()) - time.Second)
	if !asleep(h, id) {
		t.Fatal("the table woke before its deadline")
	}
	clk.Advance(time.Second)
	waitFor(t, "the deadline's move", 10*time.Second, func() bool {
		tb := awake(h, id)
		return tb != nil && clocksOf(tb).pos > before.pos
	})
	tb := awake(h, id)
	(&people{t: t, tb: tb}).settle()
	tb.hold()
	e, _ := tb.ring.get(before.pos + 1)
	tb.release()
	turn := -1
	for i, w := range before.waiting {
		if w {
			turn = i
		}
	}
	if r := e.rec; r.T != recAct || !r.Bot || r.Seat != turn || r.Unix != before.next.Unix() {
		t.Fatalf("the move after the wake is %+v, want the bot's for seat %d at %d", r, turn, before.next.Unix())
	}
	replayed(t, h, tb)
}

// TestSleepingTableWakesOnAMove (issue 31 item 7): a person coming back
// to a sleeping table wakes it: the seat is resumed at the position and
// with the view it had, the match's decisions started when they did
// (not at the wake), the person's move is played, and the log replays
// to the live table. Fake clock.
func TestSleepingTableWakesOnAMove(t *testing.T) {
	clk := newFakeClock()
	ts := newTestServer(t, t.TempDir(), clk, fastLimits())
	h := ts.srv.hub
	p := hourTable(t, ts, clk)
	seat := p.waiting()[0]
	view := wireJSON(t, p.caughtUp(seat))
	p.leave()
	id := p.tb.meta.ID
	clk.Advance(2 * time.Minute)
	before := clocksOf(p.tb)
	h.sleepIdle()
	waitFor(t, "the table asleep", 10*time.Second, func() bool { return asleep(h, id) })
	clk.Advance(20 * time.Minute)

	c, _ := dialStore(t, ts.url, p.stores[seat], 20*time.Millisecond)
	if err := c.Resume(tctx(t), id); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the snapshot", 10*time.Second, func() bool { return c.View() != nil })
	if got := wireJSON(t, c.View()); c.Info().Last != before.pos || got != view {
		t.Fatalf("resumed at %d with view\n%s\nwant %d with\n%s", c.Info().Last, got, before.pos, view)
	}
	tb := awake(h, id)
	if tb == nil || asleep(h, id) {
		t.Fatal("the resume did not wake the table")
	}
	if got := clocksOf(tb); !sameDecisions(got, before) || !got.next.Equal(before.next) {
		t.Fatalf("woken with other clocks:\n got %v\nwant %v", got, before)
	}
	v := c.View()
	a := engine.NextHandAction()
	if v.Phase != engine.PhaseHandOver {
		a = p.bots[seat].Act(v)
	}
	if _, err := c.Act(a); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the move applied", 10*time.Second, func() bool { return clocksOf(tb).pos > before.pos && c.Info().Pending == 0 })
	if r := c.Info().Refusal; r != nil {
		t.Fatalf("the move after the wake was refused: %s", r.Text)
	}
	replayed(t, h, tb)
}

// TestSleepingTableAnswersMyTablesAndExpires (issue 31 item 7): My
// tables lists a sleeping table (woken to say what it is), its invite
// code still finds it, it counts among the open tables, and a sleeping
// table past its idle limit is removed like a live one. Fake clock.
func TestSleepingTableAnswersMyTablesAndExpires(t *testing.T) {
	clk := newFakeClock()
	ts := newTestServer(t, t.TempDir(), clk, fastLimits())
	h := ts.srv.hub
	me, _ := identity.New()
	host := identClient(t, ts.url, me, nil)
	ct := classicTwo
	ct.Seats = []proto.SeatSpec{{Kind: proto.SeatOpen}}
	if err := host.Create(tctx(t), ct, "host"); err != nil {
		t.Fatal(err)
	}
	id, code := host.Info().Table, host.Info().Code
	host.Close()
	waitFor(t, "the host gone", 10*time.Second, func() bool {
		tb := awake(h, id)
		tb.hold()
		defer tb.release()
		return len(tb.subs) == 0
	})
	sleep := func() {
		clk.Advance(2 * time.Minute)
		h.sleepIdle()
		waitFor(t, "the table asleep", 10*time.Second, func() bool { return asleep(h, id) })
	}
	sleep()
	if open, _, _ := h.openTables("", ""); open != 1 || h.tableCount() != 1 {
		t.Fatalf("%d open tables of %d, want the sleeping one", open, h.tableCount())
	}
	mine, err := identClient(t, ts.url, me, nil).Mine(tctx(t))
	if err != nil || len(mine) != 1 || mine[0].Table != id || mine[0].Seat != 0 || mine[0].Status != proto.StatusLobby {
		t.Fatalf("my tables with the table asleep: %+v %v", mine, err)
	}
	if asleep(h, id) {
		t.Fatal("my tables did not wake the table")
	}
	sleep()
	if h.byCode(code) == nil || asleep(h, id) {
		t.Fatal("the invite code did not wake the table")
	}
	sleep()
	clk.Advance(time.Hour)
	if n := h.expire(tctx(t)); n != 1 {
		t.Fatalf("%d tables expired, want the sleeping one", n)
	}
	if asleep(h, id) || h.byID(id) != nil || h.tableCount() != 0 || h.codeID(code) != "" {
		t.Fatal("an expired sleeping table is still kept")
	}
}

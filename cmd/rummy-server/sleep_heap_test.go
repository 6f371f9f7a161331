package main

import (
	"os"
	"runtime"
	"strconv"
	"sync"
	"testing"
	"time"

	"rummy/engine/match/proto"
)

// sleepHeapGoal is what a sleeping table may cost a node (issue 31 item
// 7: 10,000 idle correspondence tables at most 5 KB of heap each).
const sleepHeapGoal = 5 * 1024

// liveHeap is the heap in use by live objects, after a collection.
func liveHeap() uint64 {
	var ms runtime.MemStats
	runtime.GC()
	runtime.GC()
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

// TestSleepingTablesHeap (issue 31 item 7): started tables nobody is
// at (a person against a bot, the person's decision an hour off) fall
// asleep, and then each costs the node at most 5 KB of live heap: the
// node's heap after a collection, less the empty node's, divided by
// the tables. The embedded NATS server, which holds their logs, is in
// the figure. 1,000 tables by default; RUMMY_SLEEP_TABLES=10000 for the
// issue's figure (`go test -v` prints it).
func TestSleepingTablesHeap(t *testing.T) {
	if testing.Short() {
		t.Skip("creates a thousand tables")
	}
	n := 1000
	if s := os.Getenv("RUMMY_SLEEP_TABLES"); s != "" {
		var err error
		if n, err = strconv.Atoi(s); err != nil || n < 1 {
			t.Fatalf("RUMMY_SLEEP_TABLES=%q: give a number of tables", s)
		}
	}
	st, msg := benchStore(t)
	defer msg.close()
	clk := newFakeClock()
	h := newHub(st, clk)
	h.handPause = 0
	h.caps = tableCaps{SleepAfter: time.Minute}
	defer h.bots.close()
	empty := liveHeap()
	// The first tables open the log streams' write blocks (a fixed cost
	// of the node, which the stream lets go of when idle): the cost of
	// a table is measured past them.
	sleepers(t, h, clk, warmTables)
	base := liveHeap()
	sleepers(t, h, clk, n)
	after := liveHeap()
	per := float64(after-base) / float64(n)
	t.Logf("%d sleeping tables: %.0f bytes of live heap per table (goal %d); %.0f with the node's fixed buffers, against the empty node",
		n, per, sleepHeapGoal, float64(after-empty)/float64(n+warmTables))
	if per > sleepHeapGoal {
		t.Fatalf("a sleeping table costs %.0f bytes of heap, more than %d", per, sleepHeapGoal)
	}
	if h.tableCount() != n+warmTables {
		t.Fatalf("%d tables counted, want %d", h.tableCount(), n+warmTables)
	}
}

// warmTables are the tables made before the heap per table is
// measured.
const warmTables = 100

// sleepers creates n started tables in h, a person against a bot whose
// person leaves at once, lets the bots move and waits until every
// table of h sleeps.
func sleepers(t *testing.T, h *hub, clk *fakeClock, n int) {
	t.Helper()
	ct := proto.CreateTable{Variant: "classic", Options: []byte(`{"players":2,"target":0,"hands":1}`), Level: "greedy",
		Seats: []proto.SeatSpec{{Kind: proto.SeatBot}}, TurnSeconds: 3600, AwaySeconds: 3600}
	const workers = 4
	var wg sync.WaitGroup
	errs := make(chan string, workers)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := w; i < n; i += workers {
				c := ct
				s := newSession("http://127.0.0.1/?join=")
				h.handle(s, proto.ClientMsg{Type: proto.TCreate, Name: "host", Create: &c})
				tb := s.table
				if tb == nil {
					errs <- "a table was not created"
					return
				}
				h.handle(s, proto.ClientMsg{Type: proto.TStart})
				tb.detach(s)
			}
		}(w)
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Fatal(e)
	}
	waitFor(t, "the bots to move", 10*time.Minute, func() bool { return !botsThinking(h) })
	clk.Advance(2 * time.Minute)
	waitFor(t, "every table asleep", 10*time.Minute, func() bool {
		h.sleepIdle()
		return h.tableCount() == h.asleepCount()
	})
	clk.Advance(0) // the fake clock lets go of the stopped timers
}

// botsThinking reports whether a bot decides at any table of h.
func botsThinking(h *hub) bool {
	h.mu.Lock()
	list := make([]*table, 0, len(h.tables))
	for _, t := range h.tables {
		list = append(list, t)
	}
	h.mu.Unlock()
	for _, t := range list {
		busy := false
		t.call(func() {
			for _, s := range t.seats {
				busy = busy || s.thinking
			}
		})
		if busy {
			return true
		}
	}
	return false
}

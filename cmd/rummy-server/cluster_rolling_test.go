package main

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"rummy/engine"
)

// TestIssue17RollingRestart (issue 17 items 5, 6): three real nodes run
// 100 tables of bots, each seat connected to a node of its own; each
// node in turn is stopped (SIGINT: it gives its tables up) and started
// again while they play. Every game finishes with the score sheet and
// views of a local replay of its log: no action lost or applied twice.
func TestIssue17RollingRestart(t *testing.T) {
	c := startCluster(t)
	if c.relay.direct {
		t.Skip("this machine has no 127.0.0.2-4: the relay cannot move clients between nodes sharing 127.0.0.1")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 240*time.Second)
	defer cancel()
	const n = 100
	tables := make([]*clusterTable, n)
	for i := range tables {
		tables[i] = &clusterTable{variant: "romme", options: `{"players":2,"hands":1}`, pause: 150 * time.Millisecond}
		tables[i].open(t, ctx, c, i%len(c.nodes))
	}
	start := time.Now()
	for i, tb := range tables {
		tb.play(t, ctx, i)
	}
	waitTables(t, c, tables, "play", 60*time.Second, func(tb *clusterTable) bool {
		v := tb.clients[0].View()
		return tb.last() >= 8 || (v != nil && v.Phase == engine.PhaseGameOver)
	})
	for i, nd := range c.nodes {
		before := time.Now()
		nd.stop()
		if err := nd.start(c.bin); err != nil {
			t.Fatal(err)
		}
		t.Logf("node %d stopped and started again in %v", i, time.Since(before).Round(10*time.Millisecond))
		// Every table still playing moves on before the next node stops.
		at := map[*clusterTable]uint64{}
		for _, tb := range tables {
			at[tb] = tb.last()
		}
		waitTables(t, c, tables, "move on after a restart", 60*time.Second, func(tb *clusterTable) bool {
			v := tb.clients[0].View()
			return tb.last() >= at[tb]+2 || (v != nil && v.Phase == engine.PhaseGameOver)
		})
		t.Logf("every table moved on %v after node %d stopped", time.Since(before).Round(10*time.Millisecond), i)
	}
	playing := 0
	for _, tb := range tables {
		if v := tb.clients[0].View(); v != nil && v.Phase != engine.PhaseGameOver {
			playing++
		}
	}
	t.Logf("after the rolling restart (%v), %d of %d tables still play", time.Since(start).Round(10*time.Millisecond), playing, n)
	var wg sync.WaitGroup
	errs := make(chan string, n)
	for i, tb := range tables {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range tb.clients {
				if err := <-tb.errs; err != nil {
					errs <- fmt.Sprintf("table %d: %v (%s)", i, err, tb.describe())
					cancel() // the other bots stop at once
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Fatal(e)
	}
	for i, tb := range tables {
		tb.checkReplay(t, ctx, fmt.Sprintf("table %d", i))
	}
	t.Logf("100 games finished in %v", time.Since(start).Round(10*time.Millisecond))
}

// waitTables waits until ok holds for every table, and says which
// tables it does not hold for if the time runs out.
func waitTables(t *testing.T, c *cluster, tables []*clusterTable, what string, d time.Duration, ok func(*clusterTable) bool) {
	t.Helper()
	end := time.Now().Add(d)
	for slow := tables; len(slow) > 0; {
		var still []*clusterTable
		for _, tb := range slow {
			if !ok(tb) {
				still = append(still, tb)
			}
		}
		if slow = still; len(slow) > 0 && time.Now().After(end) {
			for _, tb := range slow {
				id := tb.clients[0].Info().Table
				t.Logf("table %s owned by %d: %s", id, c.owner(id), tb.describe())
			}
			t.Fatalf("%d tables did not %s in %v", len(slow), what, d)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

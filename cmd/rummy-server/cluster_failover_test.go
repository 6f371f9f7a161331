package main

import (
	"context"
	"fmt"
	"os"
	"sort"
	"strconv"
	"testing"
	"time"

	"rummy/engine"
)

// failoverRound plays tables across the cluster, kills -9 the node of
// one of them mid-hand and returns how long its tables took to move
// on (lease expiry, takeover from the log, clients back through other
// nodes); the killed node is started again and every game then
// finishes equal to a local replay of its log.
func failoverRound(t *testing.T, c *cluster, round int) time.Duration {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 180*time.Second)
	defer cancel()
	var tables []*clusterTable
	for i := 0; i < 3; i++ {
		tb := &clusterTable{variant: "classic", options: `{"players":3,"target":0,"hands":1}`, pause: 30 * time.Millisecond}
		tb.open(t, ctx, c, (round+i)%len(c.nodes))
		tb.play(t, ctx, round*10+i)
		tables = append(tables, tb)
	}
	for i, tb := range tables {
		waitFor(t, fmt.Sprintf("table %d to play", i), 60*time.Second, func() bool { return tb.last() > 15 })
	}
	// The victim is node round%3 if it runs one of the tables, else the
	// first table's node: the kills go round the nodes.
	victim := -1
	for _, tb := range tables {
		o := c.owner(tb.clients[0].Info().Table)
		if o < 0 {
			t.Fatal("a table has no node")
		}
		if victim < 0 || o == round%len(c.nodes) {
			victim = o
		}
	}
	owned := map[string]bool{}
	for _, id := range c.nodes[victim].stats().Owned {
		owned[id] = true
	}
	var hit []*clusterTable
	seen := map[*clusterTable]uint64{}
	for _, tb := range tables {
		if owned[tb.clients[0].Info().Table] {
			hit = append(hit, tb)
		}
	}
	c.nodes[victim].kill()
	killed := time.Now()
	for _, tb := range tables {
		seen[tb] = tb.last()
	}
	// The dead node's tables move on: each goes two positions past the
	// furthest any client had seen (the new owner applies actions and
	// every client hears them).
	for _, tb := range hit {
		waitFor(t, "a table of the dead node to move on", 60*time.Second, func() bool {
			for _, cl := range tb.clients {
				if cl.Info().Last < seen[tb]+2 {
					return false
				}
			}
			return true
		})
	}
	took := time.Since(killed)
	if c.relay.movedCount() == 0 {
		t.Fatal("no client moved to another node: none was connected to the dead one?")
	}
	t.Logf("round %d: killed node %d (%d of 3 tables): they moved on after %v", round, victim, len(hit), took.Round(10*time.Millisecond))
	if err := c.nodes[victim].start(c.bin); err != nil {
		t.Fatal(err)
	}
	for i, tb := range tables {
		tb.finish(t, ctx, fmt.Sprintf("round %d table %d", round, i))
		data, err := tb.save(t, ctx)
		if err != nil {
			t.Fatal(err)
		}
		local, err := engine.Load(data)
		if err != nil {
			t.Fatal(err)
		}
		// Every position a client saw before the kill is in the log: the
		// actions, and the create, sits and start records before them.
		if got, want := len(local.Log()), int(seen[tb])-len(tb.clients)-1; got < want {
			t.Fatalf("round %d table %d: its log has %d actions, fewer than the %d seen before the kill", round, i, got, want)
		}
	}
	return took
}

// TestIssue17Failover (issue 17 items 4, 6): three real nodes on
// loopback; tables play with their seats at different nodes; the node
// running one of them is killed with SIGKILL mid-hand. Within 10 s (the
// median; up to 15 s for a kill of the node leading JetStream's stream
// or bucket, which waits for an election) its tables continue on the
// other nodes from their logs at the exact
// position, the clients that were connected to it reconnect elsewhere
// (the relay moves them) and continue; every game finishes with the
// score sheet and views of a local replay of its log (no action lost,
// none applied twice, no fork). It kills three times (round the nodes
// where they run a table, each restarted after) and logs the median;
// RUMMY_FAILOVER_KILLS=10 kills ten times.
func TestIssue17Failover(t *testing.T) {
	c := startCluster(t)
	if c.relay.direct {
		t.Skip("this machine has no 127.0.0.2-4: the relay cannot move clients between nodes sharing 127.0.0.1")
	}
	kills := 3
	if s := os.Getenv("RUMMY_FAILOVER_KILLS"); s != "" {
		kills, _ = strconv.Atoi(s)
	}
	var times []time.Duration
	for round := 0; round < kills; round++ {
		took := failoverRound(t, c, round)
		// A kill of the node leading the stream or the owners bucket waits
		// for JetStream's election (4 to 9 s of nats-server's Raft): such
		// a kill alone may pass 10 s; the median may not.
		if took > 15*time.Second {
			t.Errorf("round %d: the failover took %v, more than 15 s", round, took)
		}
		times = append(times, took)
	}
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	if median := times[len(times)/2]; median > 10*time.Second {
		t.Errorf("the failover's median over %d kills is %v, more than 10 s", kills, median)
	}
	t.Logf("failover over %d kills: median %v, min %v, max %v (relay moved %d connections)", len(times),
		times[len(times)/2].Round(10*time.Millisecond), times[0].Round(10*time.Millisecond), times[len(times)-1].Round(10*time.Millisecond), c.relay.movedCount())
}

package main

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"rummy/engine"
)

// progress watches tables play: the times at which each one's furthest
// position moved, and when it was seen over.
type progress struct {
	mu    sync.Mutex
	moves map[*clusterTable][]time.Time
	pos   map[*clusterTable]uint64
	over  map[*clusterTable]time.Time
	stop  chan struct{}
	done  chan struct{}
}

// watchProgress samples the tables every 10 ms until stopped.
func watchProgress(tables []*clusterTable) *progress {
	p := &progress{moves: map[*clusterTable][]time.Time{}, pos: map[*clusterTable]uint64{}, over: map[*clusterTable]time.Time{},
		stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(p.done)
		tick := time.NewTicker(10 * time.Millisecond)
		defer tick.Stop()
		for n := 0; ; n++ {
			select {
			case <-p.stop:
				return
			case <-tick.C:
			}
			now := time.Now()
			p.mu.Lock()
			for _, tb := range tables {
				if last := tb.last(); last > p.pos[tb] {
					p.pos[tb] = last
					p.moves[tb] = append(p.moves[tb], now)
				}
				if _, seen := p.over[tb]; !seen && n%25 == 0 {
					for _, c := range tb.clients {
						if v := c.View(); v != nil && v.Phase == engine.PhaseGameOver {
							p.over[tb] = now
							break
						}
					}
				}
			}
			p.mu.Unlock()
		}
	}()
	return p
}

func (p *progress) close() {
	close(p.stop)
	<-p.done
}

// pauses are the intervals between a table's moves that overlap the
// window [from, to] (up to the table's end when it ended in it): the
// last one runs to the window's end if the table did not move again.
func (p *progress) pauses(tb *clusterTable, from, to time.Time) []time.Duration {
	p.mu.Lock()
	defer p.mu.Unlock()
	if o, ok := p.over[tb]; ok && o.Before(to) {
		to = o
	}
	var out []time.Duration
	prev := time.Time{}
	for _, m := range p.moves[tb] {
		if !prev.IsZero() && m.After(from) && prev.Before(to) {
			out = append(out, m.Sub(prev))
		}
		prev = m
	}
	if !prev.IsZero() && prev.Before(to) {
		out = append(out, to.Sub(prev))
	}
	return out
}

// leaderOf is the node leading the owners bucket, as a running node
// says (-1: none says).
func (c *cluster) leaderOf(stream string) int {
	for _, n := range c.nodes {
		if !n.running() {
			continue
		}
		l := n.stats().Leaders[stream]
		for i, m := range c.nodes {
			if m.name == l {
				return i
			}
		}
	}
	return -1
}

// loadRound is one kill of TestClusterKillNineUnderLoad: what it measured.
type loadRound struct {
	victim             int
	deadTables, others int
	resumed            time.Duration
	pauses             []time.Duration
	moved, fenced      int
	// worstAt says which survivors' table paused longest: its id, node
	// and shard.
	worstAt string
}

// TestClusterKillNineUnderLoad (issue 25 item 4): three real nodes on
// loopback play tables paced by bots; a node is killed with SIGKILL
// while they play, three times round the nodes, the first kill being
// the node leading the owners bucket. Hard checks: every game finishes
// with every seat's view and score sheet equal to a local replay of its
// log, which holds every position any client saw before the kill (no
// action lost or applied twice); no bot meets an error (no load error);
// the dead node's tables play again (within 30 s: the goal is 10 s).
// Measured and logged: how long the dead node's tables took, and the
// pauses of the surviving nodes' tables in the ten seconds after the
// kill (p99, worst: the goal is at most 2 s), how many of them changed
// node (the goal is none: survivors keep their tables).
func TestClusterKillNineUnderLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("three real nodes killed three times: not with -short")
	}
	c := startCluster(t)
	if c.relay.direct {
		t.Skip("this machine has no 127.0.0.2-4: the relay cannot move clients between nodes sharing 127.0.0.1")
	}
	var rounds []loadRound
	killed := map[int]bool{}
	for round := 0; round < 3; round++ {
		victim := -1
		if round == 0 {
			victim = c.leaderOf("KV_" + ownersKV)
		}
		for i := range c.nodes {
			if victim < 0 && !killed[i] {
				victim = i
			}
		}
		if victim < 0 {
			t.Fatal("no node leads the owners bucket")
		}
		killed[victim] = true
		rounds = append(rounds, loadKillRound(t, c, round, victim))
	}
	var all []time.Duration
	for i, r := range rounds {
		all = append(all, r.pauses...)
		p99, worst := percentile(r.pauses, 0.99), percentile(r.pauses, 1)
		t.Logf("round %d: killed n%d (%d of its tables, %d on the others): its tables played again after %v; survivors' tables: p99 pause %v, worst %v (%s), %d changed node; %d fenced",
			i, r.victim+1, r.deadTables, r.others, r.resumed.Round(10*time.Millisecond), p99.Round(time.Millisecond), worst.Round(time.Millisecond), r.worstAt, r.moved, r.fenced)
	}
	t.Logf("all kills: survivors' tables p99 pause %v, worst %v over %d intervals", percentile(all, 0.99).Round(time.Millisecond),
		percentile(all, 1).Round(time.Millisecond), len(all))
}

// percentile is the q-quantile of ds (0 for none).
func percentile(ds []time.Duration, q float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	i := int(q*float64(len(s))+0.5) - 1
	return s[max(0, min(i, len(s)-1))]
}

// loadKillRound opens tables over every node, kills the victim once
// they play, measures, starts it again and checks every game.
func loadKillRound(t *testing.T, c *cluster, round, victim int) loadRound {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 240*time.Second)
	defer cancel()
	r := loadRound{victim: victim}
	var tables []*clusterTable
	owner := map[*clusterTable]int{}
	for i := 0; i < 9 && (len(tables) < 6 || r.deadTables == 0); i++ {
		tb := &clusterTable{variant: "classic", options: `{"players":3,"target":0,"hands":4}`, pause: 40 * time.Millisecond}
		tb.open(t, ctx, c, i%len(c.nodes))
		owner[tb] = c.owner(tb.clients[0].Info().Table)
		if owner[tb] == victim {
			r.deadTables++
		}
		tables = append(tables, tb)
	}
	r.others = len(tables) - r.deadTables
	for i, tb := range tables {
		tb.play(t, ctx, round*100+i)
	}
	p := watchProgress(tables)
	for i, tb := range tables {
		waitFor(t, fmt.Sprintf("table %d to play", i), 60*time.Second, func() bool { return tb.last() > 15 })
	}
	seen := map[*clusterTable]uint64{}
	for _, tb := range tables {
		seen[tb] = tb.last()
	}
	c.nodes[victim].kill()
	kill := time.Now()
	for _, tb := range tables {
		seen[tb] = max(seen[tb], tb.last())
	}
	for _, tb := range tables {
		if owner[tb] != victim {
			continue
		}
		waitFor(t, "a table of the dead node to play again", 30*time.Second, func() bool {
			p.mu.Lock()
			defer p.mu.Unlock()
			_, over := p.over[tb]
			return over || tb.last() >= seen[tb]+2
		})
	}
	r.resumed = time.Since(kill)
	// The window: ten seconds from the kill.
	if d := time.Until(kill.Add(10 * time.Second)); d > 0 {
		<-time.After(d)
	}
	for _, tb := range tables {
		if owner[tb] == victim {
			continue
		}
		ps := p.pauses(tb, kill, kill.Add(10*time.Second))
		if w := percentile(ps, 1); w > percentile(r.pauses, 1) {
			id := tb.clients[0].Info().Table
			k, _ := strconv.ParseUint(id[:2], 16, 8)
			r.worstAt = fmt.Sprintf("table %s of n%d in shard %d (%v)", id, owner[tb]+1, int(k)%defaultShards, w.Round(time.Millisecond))
		}
		r.pauses = append(r.pauses, ps...)
		if o := c.owner(tb.clients[0].Info().Table); o != owner[tb] && o >= 0 {
			r.moved++
		}
	}
	if err := c.nodes[victim].start(c.bin); err != nil {
		t.Fatal(err)
	}
	for i, tb := range tables {
		name := fmt.Sprintf("round %d table %d", round, i)
		tb.finish(t, ctx, name)
		data, err := tb.save(t, ctx)
		if err != nil {
			t.Fatal(err)
		}
		local, err := engine.Load(data)
		if err != nil {
			t.Fatal(err)
		}
		// Every position a client saw before the kill is in the log.
		if got, want := len(local.Log()), int(seen[tb])-len(tb.clients)-1; got < want {
			t.Fatalf("%s: its log has %d actions, fewer than the %d seen before the kill", name, got, want)
		}
	}
	p.close()
	for _, n := range c.nodes {
		r.fenced += int(n.stats().Fenced)
	}
	return r
}

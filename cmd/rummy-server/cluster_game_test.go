package main

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"testing"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/scenes/online"
)

// writerFunc is an io.Writer of a function.
type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(b []byte) (int, error) { return f(b) }

// clusterTable is one table of a cluster test: a client per seat, each
// dialling through the relay from a node of its own, played by bots.
type clusterTable struct {
	variant, options string
	clients          []*online.Client
	errs             chan error
	// pause is how long each bot waits before its action (pacing).
	pause time.Duration
	// gate parks the bots once the table reaches its position.
	gate *gate
}

// open creates the table from node door and seats its other players
// from the nodes after it (every client asks the relay for its node).
func (tb *clusterTable) open(t *testing.T, ctx context.Context, c *cluster, door int) {
	t.Helper()
	o, err := engine.DecodeOptions(mustVariant(t, tb.variant), []byte(tb.options))
	if err != nil {
		t.Fatal(err)
	}
	n := o.NumPlayers()
	open := make([]proto.SeatSpec, n-1)
	for i := range open {
		open[i] = proto.SeatSpec{Kind: proto.SeatOpen}
	}
	for i := 0; i < n; i++ {
		cl, _ := dialStore(t, c.relay.url((door+i)%len(c.nodes)), &online.MemStore{}, 50*time.Millisecond)
		if i == 0 {
			err = cl.Create(ctx, proto.CreateTable{Variant: tb.variant, Options: json.RawMessage(tb.options), Seats: open, Level: "greedy"}, "host")
		} else {
			err = cl.Join(ctx, tb.clients[0].Info().Code, fmt.Sprintf("p%d", i))
		}
		if err != nil {
			t.Fatal(err)
		}
		tb.clients = append(tb.clients, cl)
	}
}

// play starts the game and its bots.
func (tb *clusterTable) play(t *testing.T, ctx context.Context, seed int) {
	t.Helper()
	if err := tb.clients[0].Start(); err != nil {
		t.Fatal(err)
	}
	tb.errs = make(chan error, len(tb.clients))
	for i, cl := range tb.clients {
		go func() {
			_, err := online.PlayBot(ctx, cl, bots.NewGreedy(uint64(seed*10+i), i), func(engine.Action) {
				tb.gate.hold(ctx, cl)
				if tb.pause > 0 {
					time.Sleep(tb.pause)
				}
			})
			tb.errs <- err
		}()
	}
}

// finish waits for every bot, then checks that the game's log replays
// locally to the score sheet and final view every seat holds (no action
// lost, none applied twice: each replays legally, in order).
func (tb *clusterTable) finish(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	for range tb.clients {
		if err := <-tb.errs; err != nil {
			t.Fatalf("%s: %v (%s)", name, err, tb.describe())
		}
	}
	tb.checkReplay(t, ctx, name)
}

// checkReplay compares every seat's final view with a local replay.
func (tb *clusterTable) checkReplay(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	data, err := tb.save(t, ctx)
	if err != nil {
		t.Fatalf("%s: saving: %v", name, err)
	}
	local, err := engine.Load(data)
	if err != nil {
		t.Fatalf("%s: its log does not replay: %v", name, err)
	}
	if !local.Over() {
		t.Fatalf("%s: the saved game is not over", name)
	}
	for seat, c := range tb.clients {
		v := c.View()
		if !reflect.DeepEqual(v.Results, local.Results()) || !reflect.DeepEqual(v.Totals, local.Totals()) {
			t.Fatalf("%s seat %d: score sheet %v %v, local replay %v %v", name, seat, v.Results, v.Totals, local.Results(), local.Totals())
		}
		if wireJSON(t, v) != wireJSON(t, local.View(seat)) {
			t.Fatalf("%s seat %d: the final view differs from the local replay", name, seat)
		}
	}
}

// describe says where each client of the table stands.
func (tb *clusterTable) describe() string {
	kt := killTable{clients: tb.clients, gate: tb.gate}
	if kt.gate == nil {
		kt.gate = &gate{}
	}
	d := kt.describe()
	for i, c := range tb.clients {
		if info := c.Info(); info.Error != "" {
			d += fmt.Sprintf("seat %d last error %s (%s); ", i, info.Error, info.ErrorKey)
		}
	}
	return d
}

// last is the highest position any of the table's clients has seen.
func (tb *clusterTable) last() uint64 {
	m := uint64(0)
	for _, c := range tb.clients {
		m = max(m, c.Info().Last)
	}
	return m
}

// TestIssue17Placement (issue 17 items 2, 3, 6): three real nodes; six
// tables created through one node's door are placed on the least
// loaded nodes (two each), and each invite code works at every node.
func TestIssue17Placement(t *testing.T) {
	c := startCluster(t)
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	var tables []*clusterTable
	for i := 0; i < 6; i++ {
		tb := &clusterTable{variant: "romme", options: `{"players":2,"hands":1}`}
		host, _ := dialStore(t, c.relay.url(0), &online.MemStore{}, 50*time.Millisecond)
		open := []proto.SeatSpec{{Kind: proto.SeatOpen}}
		if err := host.Create(ctx, proto.CreateTable{Variant: tb.variant, Options: json.RawMessage(tb.options), Seats: open}, "host"); err != nil {
			t.Fatal(err)
		}
		tb.clients = append(tb.clients, host)
		tables = append(tables, tb)
		// The next placement counts this table (a heartbeat later at most).
		waitFor(t, "the table's owner to be known", 10*time.Second, func() bool { return c.owner(host.Info().Table) >= 0 })
	}
	per := make([]int, len(c.nodes))
	for _, tb := range tables {
		per[c.owner(tb.clients[0].Info().Table)]++
	}
	for i, k := range per {
		if k != 2 {
			for _, n := range c.nodes {
				t.Logf("node %s: %+v", n.name, n.stats())
			}
			t.Fatalf("tables per node %v: node %d has %d, want 2 each", per, i, k)
		}
	}
	// Every code works at every node: a spectator at each node by code.
	for _, tb := range tables {
		for i, n := range c.nodes {
			sp, _ := dialStore(t, n.url(), &online.MemStore{}, 50*time.Millisecond)
			if err := sp.Spectate(ctx, tb.clients[0].Info().Code); err != nil {
				t.Fatalf("the code of table %s at node %d: %v", tb.clients[0].Info().Table, i, err)
			}
			waitFor(t, "the spectator's lobby", 10*time.Second, func() bool { return sp.Info().Lobby != nil })
			sp.Close()
		}
	}
}

// TestIssue17RoutingThroughNonOwner (issue 17 items 3, 6): a table
// whose every player is connected to nodes that do not own it plays a
// whole game: each message reaches the owner over NATS and each event
// comes back; the game finishes with the score sheet of a local replay
// of its log.
func TestIssue17RoutingThroughNonOwner(t *testing.T) {
	c := startCluster(t)
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	tb2 := &clusterTable{variant: "classic", options: `{"players":3,"target":0,"hands":1}`}
	o, _ := engine.DecodeOptions(mustVariant(t, tb2.variant), []byte(tb2.options))
	open := make([]proto.SeatSpec, o.NumPlayers()-1)
	for i := range open {
		open[i] = proto.SeatSpec{Kind: proto.SeatOpen}
	}
	create := func() *online.Client {
		h, _ := dialStore(t, c.nodes[0].url(), &online.MemStore{}, 50*time.Millisecond)
		if err := h.Create(ctx, proto.CreateTable{Variant: tb2.variant, Options: json.RawMessage(tb2.options), Seats: open, Level: "greedy"}, "host"); err != nil {
			t.Fatal(err)
		}
		waitFor(t, "the owner", 10*time.Second, func() bool { return c.owner(h.Info().Table) >= 0 })
		return h
	}
	// The first table stays at its door (every node is empty: a tie),
	// the second is placed on a node with none.
	if first := create(); c.owner(first.Info().Table) != 0 {
		t.Fatalf("a tie placed the table on node %d, not its door", c.owner(first.Info().Table))
	}
	host := create()
	id := host.Info().Table
	owner := c.owner(id)
	if owner == 0 {
		t.Fatal("the second table went to the loaded door")
	}
	tb2.clients = append(tb2.clients, host)
	for i := 1; i < o.NumPlayers(); i++ {
		d := (owner + i) % len(c.nodes)
		if d == owner {
			d = (d + 1) % len(c.nodes)
		}
		cl, _ := dialStore(t, c.nodes[d].url(), &online.MemStore{}, 50*time.Millisecond)
		if err := cl.Join(ctx, host.Info().Code, fmt.Sprintf("p%d", i)); err != nil {
			t.Fatal(err)
		}
		tb2.clients = append(tb2.clients, cl)
	}
	tb2.play(t, ctx, 1)
	tb2.finish(t, ctx, "the routed table")
	if got := c.owner(id); got != owner {
		t.Fatalf("the table moved from node %d to %d", owner, got)
	}
	if n := c.nodes[owner].stats().Actions; n == 0 {
		t.Fatal("the owner applied no action")
	}
	for i, n := range c.nodes {
		if i != owner && n.stats().Actions != 0 {
			t.Fatalf("node %d, not the owner, applied actions", i)
		}
	}
}

// save asks the table's first client for the saved game. A client may be
// reconnecting when the game ends (a node was killed or came back and
// its connection moved): the request waits for it to be connected again,
// as a person would press Save again, up to three times.
func (tb *clusterTable) save(t *testing.T, ctx context.Context) ([]byte, error) {
	t.Helper()
	cl := tb.clients[0]
	for try := 1; ; try++ {
		data, err := cl.SaveGame(ctx)
		if err == nil || try == 3 || cl.Info().State == online.Connected {
			return data, err
		}
		waitFor(t, "the first client connected again", 60*time.Second, func() bool { return cl.Info().State == online.Connected })
	}
}

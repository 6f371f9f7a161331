package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/scenes/online"
)

// process is a rummy-server binary running in its own process.
type process struct {
	cmd  *exec.Cmd
	done chan struct{}
}

// startProcess runs bin with args and waits for its "listening" line.
func startProcess(t *testing.T, bin string, args ...string) *process {
	t.Helper()
	cmd := exec.Command(bin, args...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &process{cmd: cmd, done: make(chan struct{})}
	ready := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			select {
			case ready <- sc.Text():
			default:
			}
		}
	}()
	go func() {
		_ = cmd.Wait()
		close(p.done)
	}()
	t.Cleanup(p.kill)
	select {
	case line := <-ready:
		if !strings.HasPrefix(line, "rummy-server: http://") {
			t.Fatalf("the server said %q", line)
		}
	case <-p.done:
		t.Fatalf("the server stopped: %s", stderr.String())
	case <-time.After(60 * time.Second):
		t.Fatal("the server did not start")
	}
	return p
}

// kill sends SIGKILL and waits for the process to be gone.
func (p *process) kill() {
	_ = p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.done
}

// gate parks a table's bots once its position reaches at, until opened.
type gate struct {
	at     uint64
	mu     sync.Mutex
	opened chan struct{}
}

func (g *gate) hold(ctx context.Context, c *online.Client) {
	if g == nil || c.Info().Last < g.at {
		return
	}
	g.mu.Lock()
	ch := g.opened
	g.mu.Unlock()
	select {
	case <-ch:
	case <-ctx.Done():
	}
}

func (g *gate) open() {
	g.mu.Lock()
	defer g.mu.Unlock()
	close(g.opened)
}

// killTable is one table of the kill test: its clients and their bots.
type killTable struct {
	variant, options string
	clients          []*online.Client
	stores           []*online.MemStore
	gate             *gate
	errs             chan error
}

// atRest reports whether a parked table's clients all hold its position
// past the gate, with nothing pending.
func (tb *killTable) atRest() bool {
	last := tb.clients[0].Info().Last
	for _, c := range tb.clients {
		if i := c.Info(); i.Last != last || i.Pending != 0 || i.Last < tb.gate.at {
			return false
		}
	}
	return true
}

// describe says where each client of the table stands.
func (tb *killTable) describe() string {
	var b strings.Builder
	for i, c := range tb.clients {
		info := c.Info()
		fmt.Fprintf(&b, "seat %d: %s last %d pending %d", i, info.State, info.Last, info.Pending)
		if v := c.View(); v != nil {
			fmt.Fprintf(&b, " phase %s waiting %v", v.Phase, v.Waiting)
		}
		if info.Refusal != nil {
			fmt.Fprintf(&b, " refused %s", info.Refusal.Text)
		}
		b.WriteString("; ")
	}
	return b.String()
}

// TestKill9Restart (issue 14 item 6, item 9 "server restart with real
// processes"): the rummy-server binary, built here, runs three tables of
// Go clients on loopback; two of them are parked mid-hand, one plays on
// at full speed; the server is killed with SIGKILL and started again
// with the same -data. The clients reconnect by themselves; each parked
// table is at its exact position with the same view for every seat
// (fresh snapshots), the running one has lost nothing any client had
// seen; every game then finishes, and its score sheet and every seat's
// final view equal a local replay of its log (no action lost, none
// applied twice: each replays legally).
func TestKill9Restart(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "rummy-server")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	args := []string{"-addr", addr, "-data", filepath.Join(dir, "data"), "-per-addr", "0", "-rate", "0", "-hand-pause", "0"}
	srv := startProcess(t, bin, args...)
	url := "ws://" + addr + "/ws"

	tables := []*killTable{
		{variant: "liverpool", options: `{"players":4}`},
		{variant: "classic", options: `{"players":3,"target":0,"hands":1}`, gate: &gate{at: 12, opened: make(chan struct{})}},
		{variant: "romme", options: `{"players":2,"hands":1}`, gate: &gate{at: 14, opened: make(chan struct{})}},
	}
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	for ti, tb := range tables {
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
			store := &online.MemStore{}
			c, _ := dialStore(t, url, store, 50*time.Millisecond)
			if i == 0 {
				err = c.Create(ctx, proto.CreateTable{Variant: tb.variant, Options: json.RawMessage(tb.options), Seats: open, Level: "greedy"}, "host")
			} else {
				err = c.Join(ctx, tb.clients[0].Info().Code, fmt.Sprintf("p%d", i))
			}
			if err != nil {
				t.Fatal(err)
			}
			tb.clients, tb.stores = append(tb.clients, c), append(tb.stores, store)
		}
		if err := tb.clients[0].Start(); err != nil {
			t.Fatal(err)
		}
		tb.errs = make(chan error, n)
		for i, c := range tb.clients {
			go func() {
				_, err := online.PlayBot(ctx, c, bots.NewGreedy(uint64(ti*10+i), i), func(engine.Action) { tb.gate.hold(ctx, c) })
				tb.errs <- err
			}()
		}
	}

	// The parked tables come to rest mid-hand; the running one has played.
	type rest struct {
		last  uint64
		views []string
	}
	before := map[int]rest{}
	for ti, tb := range tables {
		if tb.gate == nil {
			waitFor(t, "the running table to play", 30*time.Second, func() bool { return tb.clients[0].Info().Last > 40 })
			continue
		}
		end := time.Now().Add(30 * time.Second)
		for !tb.atRest() {
			select {
			case err := <-tb.errs:
				t.Fatalf("table %d stopped before it was parked: %v (%s)", ti, err, tb.describe())
			case <-time.After(5 * time.Millisecond):
			}
			if time.Now().After(end) {
				t.Fatalf("table %d did not come to rest: %s", ti, tb.describe())
			}
		}
		time.Sleep(100 * time.Millisecond) // nothing may move at a parked table
		r := rest{last: tb.clients[0].Info().Last}
		for _, c := range tb.clients {
			if c.Info().Last != r.last {
				t.Fatal("a parked table moved")
			}
			v := c.View()
			if v.Phase == engine.PhaseHandOver || v.Phase == engine.PhaseGameOver {
				t.Fatalf("table %d is parked at %s, not mid-hand", ti, v.Phase)
			}
			r.views = append(r.views, wireJSON(t, v))
		}
		before[ti] = r
	}
	seenRunning := uint64(0)
	for _, c := range tables[0].clients {
		seenRunning = max(seenRunning, c.Info().Last)
	}

	srv.kill()
	waitFor(t, "the clients to notice", 10*time.Second, func() bool {
		return tables[1].clients[0].Info().State == online.Reconnecting
	})
	startProcess(t, bin, args...)

	// Everyone reconnects by themselves.
	for _, tb := range tables {
		for _, c := range tb.clients {
			waitFor(t, "a client back", 30*time.Second, func() bool { return c.Info().State == online.Connected })
		}
	}
	// Each parked table is exactly where it was: a fresh resume of every
	// seat gets a snapshot of that position and that view.
	for ti, r := range before {
		tb := tables[ti]
		for seat, store := range tb.stores {
			fresh, _ := dialStore(t, url, store, 50*time.Millisecond)
			if err := fresh.Resume(ctx, tb.clients[0].Info().Table); err != nil {
				t.Fatal(err)
			}
			waitFor(t, "the snapshot", 10*time.Second, func() bool { return fresh.View() != nil })
			if got := fresh.Info().Last; got != r.last {
				t.Fatalf("table %d resumed at position %d, was %d", ti, got, r.last)
			}
			if got := wireJSON(t, fresh.View()); got != r.views[seat] {
				t.Fatalf("table %d seat %d resumed with another view:\n got %s\nwant %s", ti, seat, got, r.views[seat])
			}
			fresh.Close()
		}
	}
	for _, tb := range tables {
		if tb.gate != nil {
			tb.gate.open()
		}
	}
	for ti, tb := range tables {
		for range tb.clients {
			if err := <-tb.errs; err != nil {
				t.Fatalf("table %d: %v", ti, err)
			}
		}
		data, err := tb.clients[0].SaveGame(ctx)
		if err != nil {
			t.Fatal(err)
		}
		local, err := engine.Load(data)
		if err != nil {
			t.Fatalf("table %d: its log does not replay: %v", ti, err)
		}
		if ti == 0 && len(local.Log()) < int(seenRunning)-len(tb.clients)-1 {
			t.Fatalf("the running table's log has %d actions, fewer than the %d positions seen before the kill", len(local.Log()), seenRunning)
		}
		for seat, c := range tb.clients {
			v := c.View()
			if !reflect.DeepEqual(v.Results, local.Results()) || !reflect.DeepEqual(v.Totals, local.Totals()) {
				t.Fatalf("table %d seat %d: score sheet %v %v, local replay %v %v", ti, seat, v.Results, v.Totals, local.Results(), local.Totals())
			}
			if wireJSON(t, v) != wireJSON(t, local.View(seat)) {
				t.Fatalf("table %d seat %d: the final view differs from the local replay", ti, seat)
			}
		}
	}
}

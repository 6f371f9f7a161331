package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"rummy/internal/netcut"
	"rummy/internal/servertest"
)

// runLoad runs load with args and returns its JSON report and exit code.
func runLoad(t *testing.T, args ...string) (map[string]any, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := loadCommand(context.Background(), append(args, "--json"), &out, &errb)
	var r map[string]any
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatalf("load printed %q (stderr %q): %v", out.String(), errb.String(), err)
	}
	return r, code
}

// nodesOf reads the per-node breakdown of a report.
func nodesOf(t *testing.T, r map[string]any) []map[string]any {
	t.Helper()
	list, _ := r["nodes"].([]any)
	var out []map[string]any
	for _, n := range list {
		out = append(out, n.(map[string]any))
	}
	return out
}

// TestIssue17LoadSkipsADeadFirstNode (issue 17 item 7): with a list
// whose first address is dead, every seat connects to the next node,
// the tables play with no error, and the JSON says per node how many
// connections each took (and how many could not be opened).
func TestIssue17LoadSkipsADeadFirstNode(t *testing.T) {
	srv := servertest.Start(t, "-per-addr", "0", "-rate", "0", "-hand-pause", "0s")
	dead := "http://" + netcut.DeadAddr(t)
	r, code := runLoad(t, "--server", dead+",http://"+srv.Addr, "--tables", "2", "--seconds", "3")
	if code != exitOK || r["errors"].(float64) != 0 || r["actions"].(float64) == 0 {
		t.Fatalf("exit %d: %v", code, r)
	}
	nodes := nodesOf(t, r)
	if len(nodes) != 2 {
		t.Fatalf("nodes %v", r["nodes"])
	}
	if nodes[0]["server"] != dead || nodes[0]["connections"].(float64) != 0 || nodes[0]["dial_failures"].(float64) < 4 || nodes[0]["reachable"] != false {
		t.Errorf("the dead node: %v", nodes[0])
	}
	if nodes[1]["connections"].(float64) < 8 || nodes[1]["reachable"] != true {
		t.Errorf("the live node: %v", nodes[1])
	}
	// One address prints what it printed before: no per-node breakdown.
	one, code := runLoad(t, "--server", "http://"+srv.Addr, "--tables", "1", "--seconds", "1")
	if _, ok := one["nodes"]; ok || code != exitOK {
		t.Errorf("one node: exit %d, %v", code, one)
	}
}

// TestIssue17LoadSeatsResumeAtTheNextNode (issue 17 item 7): seats
// spread over two nodes (a relay, then the server itself); the relay
// dies mid-game and the seats that went through it resume at the next
// node with their tokens and last positions: the games go on, nothing
// counts as an error, and the resumptions show in the JSON.
func TestIssue17LoadSeatsResumeAtTheNextNode(t *testing.T) {
	// -public: the relay's clients name the relay's port as the Host,
	// which a loopback-only server refuses (DNS rebinding).
	srv := servertest.Start(t, "-public", "-per-addr", "0", "-rate", "0", "-hand-pause", "0s")
	relay := netcut.Start(t, srv.Addr)
	go func() {
		deadline := time.Now().Add(3 * time.Second)
		for relay.Conns() < 4 && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
		time.Sleep(700 * time.Millisecond) // mid-game
		relay.Cut()
	}()
	r, code := runLoad(t, "--server", "http://"+relay.Addr+",http://"+srv.Addr, "--tables", "2", "--seconds", "4", "--pace-ms", "5")
	nodes := nodesOf(t, r)
	if code != exitOK || r["errors"].(float64) != 0 || len(nodes) != 2 {
		t.Fatalf("exit %d: %v", code, r)
	}
	if nodes[0]["connections"].(float64) < 4 || nodes[1]["resumptions"].(float64) < 4 {
		t.Errorf("no failover: %v", nodes)
	}
	if r["actions"].(float64) < 50 {
		t.Errorf("the games did not go on: %v", r)
	}
	t.Logf("actions %v games %v nodes %v", r["actions"], r["games"], nodes)
	if !strings.HasPrefix(nodes[0]["server"].(string), "http://127.0.0.1:") {
		t.Errorf("node 0 %v", nodes[0])
	}
}

// TestIssue17LoadReportsNATSBytes (issue 17 item 7, the cost model): the
// run reports the bytes through the server's NATS per action — at least
// the record each action appends to its table's log — and, on a single
// node, none between nodes.
func TestIssue17LoadReportsNATSBytes(t *testing.T) {
	srv := servertest.Start(t, "-per-addr", "0", "-rate", "0", "-hand-pause", "0s")
	r, code := runLoad(t, "--server", "http://"+srv.Addr, "--tables", "2", "--seconds", "3")
	if code != exitOK || r["actions"].(float64) == 0 {
		t.Fatalf("exit %d: %v", code, r)
	}
	if b, _ := r["server_nats_bytes_per_action"].(float64); b < 100 {
		t.Errorf("server_nats_bytes_per_action %v: an action appends a record of more than 100 bytes", r["server_nats_bytes_per_action"])
	}
	if b, ok := r["server_nats_route_bytes_per_action"]; ok {
		t.Errorf("a single node reports %v bytes between nodes", b)
	}
}

package main

import (
	"slices"
	"strings"
	"testing"
)

// TestIssue17ClusterFlags: the cluster flags go together, name a node
// by default from its cluster address, and refuse a reachable address
// without -public; no cluster flag leaves the single node as it was.
func TestIssue17ClusterFlags(t *testing.T) {
	c, err := parseFlags([]string{"-data", t.TempDir()})
	if err != nil || c.clustered() || c.node != "" {
		t.Fatalf("no cluster flag: %+v %v", c, err)
	}
	c, err = parseFlags([]string{"-data", t.TempDir(), "-cluster", "rummy", "-routes", "nats://127.0.0.1:6223", "-cluster-secret", testSecret})
	if err != nil || !c.clustered() || c.clusterAddr != "127.0.0.1:6222" || c.node != "node-127-0-0-1-6222" {
		t.Fatalf("-cluster alone: %+v %v", c, err)
	}
	c, err = parseFlags([]string{"-data", t.TempDir(), "-nats", "nats://a:4222,nats://b:4222"})
	if err != nil || !c.clustered() || c.node != "node-127-0-0-1-8787" {
		t.Fatalf("-nats: %+v %v", c, err)
	}
	if c, err = parseFlags([]string{"-data", t.TempDir(), "-cluster", "r", "-cluster-addr", "10.0.0.1:6222", "-addr", "10.0.0.1:8787", "-public", "-cluster-secret", testSecret}); err != nil {
		t.Fatalf("a public cluster address: %v", err)
	}
	for _, bad := range [][]string{
		{"-routes", "nats://127.0.0.1:6223"},
		{"-cluster-addr", "127.0.0.1:6222"},
		{"-node", "n1"},
		{"-cluster", "r", "-nats", "nats://a:4222"},
		{"-cluster", "r.s"},
		{"-cluster", "r", "-node", "n.1"},
		{"-cluster", "r", "-cluster-addr", "nowhere"},
		{"-cluster", "r", "-cluster-addr", "10.0.0.1:6222"},
	} {
		if slices.Contains(bad, "-cluster") {
			bad = append(bad, "-cluster-secret", testSecret) // refused for its own reason
		}
		if _, err := parseFlags(append([]string{"-data", t.TempDir()}, bad...)); err == nil || !strings.HasPrefix(err.Error(), "rummy-server: ") {
			t.Errorf("%v: got %v, want a one-line refusal", bad, err)
		}
	}
}

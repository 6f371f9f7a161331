package main

import (
	"context"
	"encoding/json"
	"strconv"
	"time"
)

// The shard streams' leaders spread over the nodes (issue 25): a node
// leading fewer than its share asks a shard of the node leading the
// most to hand its leadership over. A node back after a crash leads
// nothing (the others were elected meanwhile); without this its new
// tables would all go to shards other nodes lead, and another node's
// death would pause them for an election.

// rebalanceEvery is how often a node checks its share of the leaders.
const rebalanceEvery = 5 * time.Second

// rebalance asks for one shard's leadership when this node leads fewer
// than its share of them.
func (n *node) rebalance() {
	n.mu.Lock()
	leaders := append([]string(nil), n.leaders...)
	nodes := len(n.live())
	n.mu.Unlock()
	if nodes < 2 || len(leaders) < nodes {
		return
	}
	count := map[string]int{}
	for _, l := range leaders {
		if l == "" {
			return // a shard electing: wait
		}
		count[l]++
	}
	if count[n.name] >= len(leaders)/nodes {
		return
	}
	from, most := "", 0
	for l, c := range count {
		if c > most || c == most && l < from {
			from, most = l, c
		}
	}
	if most <= (len(leaders)+nodes-1)/nodes {
		return
	}
	for k, l := range leaders {
		if l != from {
			continue
		}
		body, _ := json.Marshal(map[string]any{"placement": map[string]string{"preferred": n.name}})
		ctx, cancel := context.WithTimeout(n.ctx, 2*time.Second)
		m, err := n.nc.RequestWithContext(ctx, "$JS.API.STREAM.LEADER.STEPDOWN."+shardStream+strconv.Itoa(k), body)
		cancel()
		if err == nil {
			debugf("rebalance: shard %d from %s to %s: %s", k, from, n.name, m.Data)
		}
		return
	}
}

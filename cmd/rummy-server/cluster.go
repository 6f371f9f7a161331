package main

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// The cluster's timings (issue 17): a table's lease lives leaseTTL
// unless its owner renews it every renewEvery; the nodes look for
// tables without an owner every scanEvery. A node that dies leaves its
// tables free within leaseTTL; the failover takes that, a scan, the
// takeover (the log read and the owner record) and the clients'
// reconnection.
const (
	leaseTTL   = 3 * time.Second
	renewEvery = time.Second
	scanEvery  = 500 * time.Millisecond
	// adoptTimeout bounds each step of a takeover, the log read and the
	// owner record. Either waits only on a stream that lost its leader
	// again; the next scan tries again soon after the election rather
	// than one long wait running on past it.
	adoptTimeout = 3 * time.Second
	// orphanGrace is how long a free table waits for the node it is
	// placed on before any node takes it.
	orphanGrace = 2 * time.Second
	ownersKV    = "owners"
	nodesKV     = "nodes"
)

// node is this server's part in a cluster of nodes: the leases of the
// tables it runs, what it knows of the other nodes and of who owns
// which table, and the NATS routes of clients between a door (the node
// a client is connected to) and the table's owner.
type node struct {
	h  *hub
	nc *nats.Conn
	st *store
	// name is the node's name (-node); inst is this process's id, new
	// at every start (the subjects of its doors).
	name, inst string
	ctx        context.Context
	cancel     context.CancelFunc
	wg         sync.WaitGroup

	mu sync.Mutex
	// leases are the revisions of this node's table leases; tsubs the
	// subscriptions to their subjects.
	leases map[string]uint64
	tsubs  map[string]*nats.Subscription
	// kvAt is when the owners bucket last took one of this node's
	// writes (a bucket answering: stale leases then mean something).
	kvAt time.Time
	// leaders are the shard streams' leaders (node names), as the last
	// scan saw them: a free table goes to its shard's leader, a new
	// table to a shard this node leads (issue 25).
	leaders []string
	// owners is who owns each table, as last heard; alive the nodes
	// heard from lately.
	owners map[string]owned
	alive  map[string]nodeInfo
	// orphans is since when each table without an owner has had none.
	orphans map[string]time.Time
	// adopting are the takeovers under way.
	adopting map[string]bool
	// placed counts the tables this node placed on each node since the
	// last heartbeat (the owners bucket has not told of them yet).
	placed map[string]int
	// remotes are the owner's side of clients at other doors (by door
	// subject); doors the door's side of clients at remote tables.
	remotes map[string]*remoteSession
	doors   map[string]*doorSession
	doorSub *nats.Subscription
	nextID  uint64
}

// owned is a table's owner as the owners bucket last said.
type owned struct {
	inst string
	at   time.Time
	// rev is the lease's revision: a dead node's lease is taken by it
	// at once, without waiting for the bucket to expire it.
	rev uint64
}

// nodeInfo is a node's heartbeat.
type nodeInfo struct {
	Name string `json:"name"`
	Inst string `json:"inst"`
	// Tables is how many tables it runs.
	Tables int       `json:"tables"`
	at     time.Time `json:"-"`
}

// openCluster creates or opens the cluster's buckets and starts the
// node's loops: heartbeat, lease renewal, the watch of the owners and
// the takeover of free tables.
func openCluster(h *hub, nc *nats.Conn, name string, replicas int) (*node, error) {
	ctx, cancel := context.WithCancel(context.Background())
	n := &node{h: h, nc: nc, st: h.store, name: name, inst: hex.EncodeToString(randomBytes(6)), ctx: ctx, cancel: cancel,
		leases: map[string]uint64{}, tsubs: map[string]*nats.Subscription{},
		owners: map[string]owned{}, alive: map[string]nodeInfo{}, orphans: map[string]time.Time{}, adopting: map[string]bool{}, placed: map[string]int{},
		remotes: map[string]*remoteSession{}, doors: map[string]*doorSession{}}
	n.st.writer = n.inst
	var err error
	end := n.now().Add(clusterStartWait)
	for {
		if err = n.openBuckets(replicas); err == nil || n.now().After(end) {
			break
		}
		debugf("buckets: %v", err)
		time.Sleep(250 * time.Millisecond)
	}
	if err != nil {
		cancel()
		return nil, err
	}
	if n.doorSub, err = nc.Subscribe(doorRoot+n.inst+".*", n.fromOwner); err != nil {
		cancel()
		return nil, err
	}
	if _, err := nc.Subscribe(nodeRoot+n.inst+".create", n.fromDoor); err != nil {
		cancel()
		return nil, err
	}
	if _, err := nc.Subscribe(beatSubject, n.beatHeard); err != nil {
		cancel()
		return nil, err
	}
	if err := n.subscribeMine(); err != nil {
		cancel()
		return nil, err
	}
	ow, err := n.st.owners.WatchAll(ctx)
	if err != nil {
		cancel()
		return nil, fmt.Errorf("rummy-server: watching the owners: %v", err)
	}
	nw, err := n.st.nodes.WatchAll(ctx)
	if err != nil {
		cancel()
		return nil, fmt.Errorf("rummy-server: watching the nodes: %v", err)
	}
	n.heartbeat()
	n.wg.Add(3)
	go n.watch(ow, n.ownerChanged)
	go n.watch(nw, n.nodeChanged)
	go n.loop()
	return n, nil
}

// openBuckets creates or opens the owners and nodes buckets, whose
// keys live a lease's TTL unless written again.
func (n *node) openBuckets(replicas int) error {
	ctx, cancel := context.WithTimeout(n.ctx, 1500*time.Millisecond)
	defer cancel()
	var err error
	if n.st.owners, err = n.st.js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: ownersKV, TTL: leaseTTL,
		Storage: jetstream.FileStorage, Replicas: replicas}); err != nil {
		return fmt.Errorf("rummy-server: the owners bucket: %v", err)
	}
	if n.st.nodes, err = n.st.js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: nodesKV, TTL: leaseTTL,
		Storage: jetstream.FileStorage, Replicas: replicas}); err != nil {
		return fmt.Errorf("rummy-server: the nodes bucket: %v", err)
	}
	return nil
}

// ownerValue is what a lease says: the owner's process id and name.
func (n *node) ownerValue() []byte { return []byte(n.inst + " " + n.name) }

// watch calls f for every change a KV watcher reports, until the node
// stops or the watcher ends.
func (n *node) watch(w jetstream.KeyWatcher, f func(jetstream.KeyValueEntry)) {
	defer n.wg.Done()
	defer func() { _ = w.Stop() }()
	for {
		select {
		case <-n.ctx.Done():
			return
		case e, ok := <-w.Updates():
			if !ok {
				return
			}
			if e != nil {
				f(e)
			}
		}
	}
}

// ownerChanged keeps the owners map; a table that changed hands closes
// this door's sessions at it (their clients reconnect to the new one).
func (n *node) ownerChanged(e jetstream.KeyValueEntry) {
	inst, _, _ := strings.Cut(string(e.Value()), " ")
	n.mu.Lock()
	if e.Operation() == jetstream.KeyValuePut {
		n.owners[e.Key()] = owned{inst: inst, at: e.Created(), rev: e.Revision()}
		delete(n.orphans, e.Key())
	} else {
		delete(n.owners, e.Key())
		inst = ""
	}
	var moved []*doorSession
	for _, d := range n.doors {
		if d.table == e.Key() && d.owner != "" && d.owner != inst {
			moved = append(moved, d)
		}
	}
	n.mu.Unlock()
	for _, d := range moved {
		d.s.close("the table moved to another server: reconnect")
	}
}

// nodeChanged keeps the map of the nodes alive.
func (n *node) nodeChanged(e jetstream.KeyValueEntry) {
	var info nodeInfo
	n.mu.Lock()
	if e.Operation() == jetstream.KeyValuePut && json.Unmarshal(e.Value(), &info) == nil {
		// When the beat was written, not when heard: a watcher started
		// again hears every node's last beat anew, a dead node's too.
		info.at = e.Created()
		if old, ok := n.alive[e.Key()]; !ok || old.at.Before(info.at) {
			n.alive[e.Key()] = info
		}
	} else {
		delete(n.alive, e.Key())
	}
	n.mu.Unlock()
}

// loop renews the leases, beats the heart, looks for free tables and
// for the clients of dead nodes, until the node stops.
func (n *node) loop() {
	defer n.wg.Done()
	t := time.NewTicker(scanEvery)
	defer t.Stop()
	lastBeat, lastBalance := n.now(), n.now()
	for {
		select {
		case <-n.ctx.Done():
			return
		case <-t.C:
		}
		if time.Since(lastBeat) >= renewEvery {
			lastBeat = n.now()
			n.heartbeat()
			n.renew()
		}
		n.sweepDead()
		n.scan()
		if time.Since(lastBalance) >= rebalanceEvery {
			lastBalance = n.now()
			n.rebalance()
		}
	}
}

// beatSubject is where the nodes' heartbeats go over core NATS too: a
// node is alive while they come, even when the nodes bucket is electing
// a leader (issue 25: a KV that cannot answer for a few seconds must
// not make every node look dead).
const beatSubject = "rummy.beat"

// heartbeat tells the other nodes this one is alive and how loaded.
func (n *node) heartbeat() {
	n.mu.Lock()
	info := nodeInfo{Name: n.name, Inst: n.inst, Tables: len(n.leases)}
	clear(n.placed)
	n.mu.Unlock()
	b, _ := json.Marshal(info)
	_ = n.nc.Publish(beatSubject, b)
	ctx, cancel := context.WithTimeout(n.ctx, time.Second)
	defer cancel()
	if _, err := n.st.nodes.Put(ctx, n.inst, b); err != nil && n.ctx.Err() == nil {
		log.Printf("cluster: heartbeat: %v", err)
	}
}

// beatHeard notes a node's heartbeat heard over core NATS.
func (n *node) beatHeard(m *nats.Msg) {
	var info nodeInfo
	if json.Unmarshal(m.Data, &info) != nil || info.Inst == "" {
		return
	}
	info.at = n.now()
	n.mu.Lock()
	n.alive[info.Inst] = info
	n.mu.Unlock()
}

// aliveLocked reports whether a node was heard from within a lease's
// TTL (n.mu held).
func (n *node) aliveLocked(inst string, now time.Time) bool {
	info, ok := n.alive[inst]
	return inst == n.inst || ok && now.Sub(info.at) <= leaseTTL
}

// sweepDead closes the sessions that run through a node no longer
// alive: this door's clients at a dead owner's tables (they reconnect
// and wait for the new owner) and this owner's sessions for a dead
// door's clients.
func (n *node) sweepDead() {
	now := n.now()
	n.mu.Lock()
	dead := func(inst string) bool {
		info, ok := n.alive[inst]
		return inst != n.inst && (!ok || now.Sub(info.at) > leaseTTL)
	}
	var doors []*doorSession
	for _, d := range n.doors {
		if d.owner != "" && dead(d.owner) {
			doors = append(doors, d)
		}
	}
	var remotes []*remoteSession
	for subj, r := range n.remotes {
		if dead(doorInst(subj)) {
			remotes = append(remotes, r)
			delete(n.remotes, subj)
		}
	}
	n.mu.Unlock()
	for _, d := range doors {
		d.s.close("the table's server is gone: reconnect")
	}
	for _, r := range remotes {
		r.s.close("the client's server is gone")
		if r.t != nil {
			r.t.detach(r.s)
		}
	}
}

// stop gives every table up (the other nodes take them at their next
// scan) and closes this door's sessions.
func (n *node) stop() {
	n.cancel()
	n.wg.Wait()
	n.h.mu.Lock()
	list := make([]*table, 0, len(n.h.tables))
	for _, t := range n.h.tables {
		list = append(list, t)
	}
	n.h.mu.Unlock()
	for _, t := range list {
		t.call(func() { n.dropLocked(t) })
	}
	// The leases go all at once, within two seconds in all (a cluster
	// without a quorum cannot take them: they expire by themselves).
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	for _, t := range list {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_ = n.st.owners.Delete(ctx, t.meta.ID)
		}()
	}
	wg.Wait()
	n.mu.Lock()
	doors := make([]*doorSession, 0, len(n.doors))
	for _, d := range n.doors {
		doors = append(doors, d)
	}
	n.mu.Unlock()
	for _, d := range doors {
		d.s.close("the server is stopping: reconnect")
	}
	_ = n.st.nodes.Delete(ctx, n.inst)
}

// now is the node's time: the server's injected clock.
func (n *node) now() time.Time { return n.h.clock.Now() }

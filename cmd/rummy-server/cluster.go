package main

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"sort"
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
	// adoptTimeout bounds a takeover's log read and owner record (the
	// next scan tries again).
	adoptTimeout = 8 * time.Second
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
	leases  map[string]uint64
	renewed map[string]time.Time
	tsubs   map[string]*nats.Subscription
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
		leases: map[string]uint64{}, renewed: map[string]time.Time{}, tsubs: map[string]*nats.Subscription{},
		owners: map[string]owned{}, alive: map[string]nodeInfo{}, orphans: map[string]time.Time{}, adopting: map[string]bool{}, placed: map[string]int{},
		remotes: map[string]*remoteSession{}, doors: map[string]*doorSession{}}
	var err error
	end := time.Now().Add(clusterStartWait)
	for {
		if err = n.openBuckets(replicas); err == nil || time.Now().After(end) {
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
	go n.watchOwners(ow)
	go n.watchNodes(nw)
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

// watchOwners keeps the owners map; a table that changed hands closes
// this door's sessions at it (their clients reconnect to the new one).
func (n *node) watchOwners(w jetstream.KeyWatcher) {
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
			if e == nil {
				continue
			}
			inst, _, _ := strings.Cut(string(e.Value()), " ")
			n.mu.Lock()
			if e.Operation() == jetstream.KeyValuePut {
				n.owners[e.Key()] = owned{inst: inst, at: time.Now()}
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
	}
}

// watchNodes keeps the map of the nodes alive.
func (n *node) watchNodes(w jetstream.KeyWatcher) {
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
			if e == nil {
				continue
			}
			var info nodeInfo
			n.mu.Lock()
			if e.Operation() == jetstream.KeyValuePut && json.Unmarshal(e.Value(), &info) == nil {
				info.at = time.Now()
				n.alive[e.Key()] = info
			} else {
				delete(n.alive, e.Key())
			}
			n.mu.Unlock()
		}
	}
}

// loop renews the leases, beats the heart, looks for free tables and
// for the clients of dead nodes, until the node stops.
func (n *node) loop() {
	defer n.wg.Done()
	t := time.NewTicker(scanEvery)
	defer t.Stop()
	lastBeat := time.Now()
	for {
		select {
		case <-n.ctx.Done():
			return
		case <-t.C:
		}
		if time.Since(lastBeat) >= renewEvery {
			lastBeat = time.Now()
			n.heartbeat()
			n.renew()
		}
		n.sweepDead()
		n.scan()
	}
}

// heartbeat tells the other nodes this one is alive and how loaded.
func (n *node) heartbeat() {
	n.mu.Lock()
	info := nodeInfo{Name: n.name, Inst: n.inst, Tables: len(n.leases)}
	clear(n.placed)
	n.mu.Unlock()
	b, _ := json.Marshal(info)
	ctx, cancel := context.WithTimeout(n.ctx, time.Second)
	defer cancel()
	if _, err := n.st.nodes.Put(ctx, n.inst, b); err != nil && n.ctx.Err() == nil {
		log.Printf("cluster: heartbeat: %v", err)
	}
}

// renew renews every lease, many at once; a lease another node holds
// now stops its table at once, and so does one not renewed for most of
// a TTL (it may have expired: another node may take the table).
func (n *node) renew() {
	n.mu.Lock()
	revs := make(map[string]uint64, len(n.leases))
	for id, rev := range n.leases {
		revs[id] = rev
	}
	n.mu.Unlock()
	var lost []string
	var lmu sync.Mutex
	var wg sync.WaitGroup
	sem := make(chan struct{}, 16)
	for id, rev := range revs {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			sent := time.Now()
			ctx, cancel := context.WithTimeout(n.ctx, renewEvery)
			nrev, err := n.st.owners.Update(ctx, id, n.ownerValue(), rev)
			cancel()
			var apiErr *jetstream.APIError
			taken := err != nil && (errors.As(err, &apiErr) && wrongLast(apiErr.ErrorCode) || errors.Is(err, jetstream.ErrKeyNotFound))
			n.mu.Lock()
			if _, still := n.leases[id]; still && err == nil {
				n.leases[id], n.renewed[id] = nrev, sent
			}
			n.mu.Unlock()
			if taken {
				log.Printf("cluster: table %s: another node holds the lease (%v): stopping it", id, err)
				lmu.Lock()
				lost = append(lost, id)
				lmu.Unlock()
			}
		}()
	}
	wg.Wait()
	n.mu.Lock()
	for id, at := range n.renewed {
		if time.Since(at) >= leaseTTL-scanEvery {
			log.Printf("cluster: table %s: the lease was not renewed for %v: stopping it", id, time.Since(at).Round(time.Millisecond))
			lost = append(lost, id)
		}
	}
	n.mu.Unlock()
	for _, id := range lost {
		if t := n.h.byID(id); t != nil {
			t.mu.Lock()
			n.dropLocked(t)
			t.mu.Unlock()
		}
	}
}

// holds reports whether this node's lease of a table is current.
func (n *node) holds(id string) bool {
	n.mu.Lock()
	defer n.mu.Unlock()
	at, ok := n.renewed[id]
	return ok && time.Since(at) < leaseTTL-scanEvery
}

// dropLocked stops running t (its lock held): its sessions close (their
// clients reconnect and find the new owner) and the node forgets it.
func (n *node) dropLocked(t *table) {
	t.closeLocked()
	id := t.meta.ID
	n.h.mu.Lock()
	if n.h.tables[id] == t {
		delete(n.h.tables, id)
		delete(n.h.codes, t.meta.Code)
	}
	n.h.mu.Unlock()
	n.mu.Lock()
	delete(n.leases, id)
	delete(n.renewed, id)
	sub := n.tsubs[id]
	delete(n.tsubs, id)
	n.mu.Unlock()
	if sub != nil {
		_ = sub.Unsubscribe()
	}
}

// release gives a table's lease up (the table expired or the node
// stops) after dropping it.
func (n *node) release(id string) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_ = n.st.owners.Delete(ctx, id)
}

// claim takes the lease of a table; false if another node holds it.
func (n *node) claim(id string) (uint64, bool) {
	ctx, cancel := context.WithTimeout(n.ctx, 2*time.Second)
	defer cancel()
	rev, err := n.st.owners.Create(ctx, id, n.ownerValue())
	return rev, err == nil
}

// own starts serving a table this node holds the lease of.
func (n *node) own(t *table, rev uint64) error {
	id := t.meta.ID
	sub, err := n.nc.Subscribe(tableRoot+id, n.fromDoor)
	if err != nil {
		return err
	}
	n.mu.Lock()
	n.leases[id], n.renewed[id], n.tsubs[id] = rev, time.Now(), sub
	n.owners[id] = owned{inst: n.inst, at: time.Now()}
	delete(n.orphans, id)
	n.mu.Unlock()
	return nil
}

// live lists the nodes alive (heard within a TTL) with their loads, the
// least loaded first (ties by id, so that every node ranks alike).
func (n *node) live() []nodeInfo {
	now := time.Now()
	load := map[string]int{}
	for _, o := range n.owners {
		if now.Sub(o.at) < leaseTTL+scanEvery {
			load[o.inst]++
		}
	}
	var list []nodeInfo
	for inst, info := range n.alive {
		if now.Sub(info.at) < leaseTTL || inst == n.inst {
			info.Tables = load[inst] + n.placed[inst]
			list = append(list, info)
		}
	}
	if _, ok := n.alive[n.inst]; !ok {
		list = append(list, nodeInfo{Name: n.name, Inst: n.inst, Tables: load[n.inst]})
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].Tables != list[j].Tables {
			return list[i].Tables < list[j].Tables
		}
		return list[i].Inst < list[j].Inst
	})
	return list
}

// place picks the node a new table goes to: the least loaded one (this
// node when it ties, sparing the NATS hop).
func (n *node) place() string {
	n.mu.Lock()
	defer n.mu.Unlock()
	list := n.live()
	best := list[0]
	for _, x := range list {
		if x.Tables == best.Tables && x.Inst == n.inst {
			best = x
		}
	}
	n.placed[best.Inst]++
	debugf("place: %+v -> %s", list, best.Inst)
	return best.Inst
}

// scan takes over the tables with no owner: each free table goes to
// the least loaded node in a ranking every node computes alike; a table
// still free after orphanGrace goes to whoever comes first.
func (n *node) scan() {
	ctx, cancel := context.WithTimeout(n.ctx, 2*time.Second)
	info, err := n.st.stream.Info(ctx, jetstream.WithSubjectFilter(subjectRoot+">"))
	cancel()
	if err != nil {
		return
	}
	now := time.Now()
	n.mu.Lock()
	var free []string
	for subj := range info.State.Subjects {
		id := strings.TrimPrefix(subj, subjectRoot)
		if o, ok := n.owners[id]; ok && now.Sub(o.at) < leaseTTL+scanEvery {
			continue
		}
		if _, mine := n.leases[id]; mine {
			continue
		}
		if _, ok := n.orphans[id]; !ok {
			n.orphans[id] = now
		}
		free = append(free, id)
	}
	sort.Strings(free)
	list := n.live()
	var mine []string
	for _, id := range free {
		sort.SliceStable(list, func(i, j int) bool { return list[i].Tables < list[j].Tables })
		if list[0].Inst == n.inst || now.Sub(n.orphans[id]) > orphanGrace {
			mine = append(mine, id)
		}
		list[0].Tables++
	}
	var start []string
	for _, id := range mine {
		if !n.adopting[id] && len(n.adopting) < maxAdopting {
			n.adopting[id] = true
			start = append(start, id)
		}
	}
	n.mu.Unlock()
	// The takeovers run beside the loop: a log read that waits for a
	// stream leader must not hold up this node's heartbeat and renewals.
	for _, id := range start {
		n.wg.Add(1)
		go func() {
			defer n.wg.Done()
			n.adopt(id)
			n.mu.Lock()
			delete(n.adopting, id)
			n.mu.Unlock()
		}()
	}
}

// maxAdopting bounds the takeovers under way at once.
const maxAdopting = 16

// adopt takes a free table over: the lease, the log read back, and the
// owner record appended first (an old owner's next append then fails).
func (n *node) adopt(id string) {
	rev, ok := n.claim(id)
	if !ok {
		return
	}
	debugf("adopt %s: claimed at %d", id, rev)
	ctx, cancel := context.WithTimeout(n.ctx, adoptTimeout)
	defer cancel()
	t, err := n.h.readTable(ctx, id)
	if err != nil {
		if !errors.Is(err, errNoLog) {
			log.Printf("cluster: table %s: %v", id, err)
		}
		n.release(id)
		return
	}
	t.mu.Lock()
	seq, err := n.st.appendRecord(ctx, id, t.last, &record{T: recOwner, Name: n.name, Unix: n.h.clock.Now().Unix()})
	if err != nil {
		t.mu.Unlock()
		log.Printf("cluster: table %s: the takeover record: %v", id, err)
		n.release(id)
		return
	}
	t.last = seq
	t.mu.Unlock()
	// The table is found here before its subject listens: a door's
	// client entering at once must find it.
	n.h.mu.Lock()
	n.h.tables[id] = t
	n.h.codes[t.meta.Code] = id
	n.h.mu.Unlock()
	if err := n.own(t, rev); err != nil {
		t.mu.Lock()
		n.dropLocked(t)
		t.mu.Unlock()
		n.release(id)
		return
	}
	t.resumed()
}

// sweepDead closes the sessions that run through a node no longer
// alive: this door's clients at a dead owner's tables (they reconnect
// and wait for the new owner) and this owner's sessions for a dead
// door's clients.
func (n *node) sweepDead() {
	now := time.Now()
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
		t.mu.Lock()
		n.dropLocked(t)
		t.mu.Unlock()
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

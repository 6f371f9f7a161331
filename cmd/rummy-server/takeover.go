package main

import (
	"context"
	"errors"
	"log"
	"sort"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// Placement and takeover (issue 17): which node a new table goes to,
// and how the nodes share the tables no node runs.

// live lists the nodes alive (heard within a TTL) with their loads, the
// least loaded first (ties by id, so that every node ranks alike).
func (n *node) live() []nodeInfo {
	now := n.now()
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

// scan takes over the tables with no owner: a free table goes to the
// node leading its shard's stream (its appends then never wait for an
// election elsewhere), else to the least loaded node in a ranking every
// node computes alike; a table still free after orphanGrace goes to
// whoever comes first.
//
// A table is free when no lease names its owner, or when the lease's
// node is dead (not heard for a TTL), or when the lease has not been
// renewed for several TTLs while the bucket answers this node: a lease
// merely not renewed lately (the bucket electing a leader) frees
// nothing, so a live node's tables are not taken from it.
func (n *node) scan() {
	ids, leaders := n.logs()
	if ids == nil {
		return
	}
	now := n.now()
	n.mu.Lock()
	if leaders != nil {
		n.leaders = leaders
	}
	kvOK := now.Sub(n.kvAt) < 2*renewEvery
	var free []string
	for _, id := range ids {
		if _, mine := n.leases[id]; mine {
			continue
		}
		if o, ok := n.owners[id]; ok && n.aliveLocked(o.inst, now) && (!kvOK || now.Sub(o.at) < 3*leaseTTL) {
			continue
		}
		if _, ok := n.orphans[id]; !ok {
			n.orphans[id] = now
		}
		free = append(free, id)
	}
	sort.Strings(free)
	list := n.live()
	byName := map[string]string{}
	for _, x := range list {
		byName[x.Name] = x.Inst
	}
	var mine []string
	for _, id := range free {
		sort.SliceStable(list, func(i, j int) bool { return list[i].Tables < list[j].Tables })
		to := list[0].Inst
		if k := n.st.shardOf(id); !n.st.isLegacy(id) && k < len(n.leaders) && byName[n.leaders[k]] != "" {
			to = byName[n.leaders[k]]
		}
		if to == n.inst || now.Sub(n.orphans[id]) > orphanGrace {
			mine = append(mine, id)
		}
		for i := range list {
			if list[i].Inst == to {
				list[i].Tables++
			}
		}
	}
	if len(free) > 0 {
		debugf("scan: free %v, mine %v, leaders %v", free, mine, n.leaders)
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

// logs lists the tables that have a log, and the shard streams' leaders
// ("" where a stream did not answer; nil leaders: none did). ids is nil
// when no stream answered.
func (n *node) logs() (ids, leaders []string) {
	ctx, cancel := context.WithTimeout(n.ctx, 2*time.Second)
	defer cancel()
	leaders = make([]string, len(n.st.shards))
	answered := false
	for k, st := range n.st.shards {
		info, err := st.Info(ctx, jetstream.WithSubjectFilter(shardSubjects(k)))
		if err != nil {
			continue
		}
		answered = true
		if info.Cluster != nil {
			leaders[k] = info.Cluster.Leader
			// A stream electing a leader can neither be read nor take an
			// owner record: its tables wait for the election rather than
			// tie a takeover up until it times out.
			if info.Cluster.Leader == "" {
				continue
			}
		}
		for subj := range info.State.Subjects {
			ids = append(ids, idOf(subj))
		}
	}
	if n.st.legacy != nil {
		if info, err := n.st.legacy.Info(ctx, jetstream.WithSubjectFilter(subjectRoot+">")); err == nil {
			answered = true
			for subj := range info.State.Subjects {
				ids = append(ids, idOf(subj))
			}
		}
	}
	if !answered {
		return nil, nil
	}
	if ids == nil {
		ids = []string{}
	}
	return ids, leaders
}

// myShard is a shard whose stream this node leads, for a new table's
// log (-1: none known).
func (n *node) myShard() int {
	n.mu.Lock()
	defer n.mu.Unlock()
	var led []int
	for k, l := range n.leaders {
		if l == n.name {
			led = append(led, k)
		}
	}
	if len(led) == 0 {
		return -1
	}
	return led[int(randomBytes(1)[0])%len(led)]
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
	rctx, rcancel := context.WithTimeout(n.ctx, adoptTimeout)
	defer rcancel()
	t, err := n.h.readTable(rctx, id)
	if err != nil {
		if !errors.Is(err, errNoLog) {
			log.Printf("cluster: table %s: %v", id, err)
		}
		n.release(id)
		return
	}
	// The table is nobody's yet (no session, no goroutine): the owner
	// record is written without its actor.
	actx, acancel := context.WithTimeout(n.ctx, adoptTimeout)
	defer acancel()
	seq, err := n.st.appendRecord(actx, id, t.last, &record{T: recOwner, Name: n.name, Unix: n.h.clock.Now().Unix()})
	if err != nil {
		log.Printf("cluster: table %s: the takeover record: %v", id, err)
		n.release(id)
		return
	}
	t.last = seq
	// The table is found here before its subject listens: a door's
	// client entering at once must find it.
	n.h.mu.Lock()
	n.h.tables[id] = t
	n.h.codes[t.meta.Code] = id
	n.h.mu.Unlock()
	if err := n.own(t, rev); err != nil {
		t.call(func() { n.dropLocked(t) })
		n.release(id)
		return
	}
	t.resumed()
}

// streamLeaders names the leader of the owners bucket's stream and of
// every table shard (for /stats).
func (n *node) streamLeaders(ctx context.Context) map[string]string {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	out := map[string]string{}
	streams := append([]jetstream.Stream(nil), n.st.shards...)
	if st, err := n.st.js.Stream(ctx, "KV_"+ownersKV); err == nil {
		streams = append(streams, st)
	}
	for _, st := range streams {
		if info, err := st.Info(ctx); err == nil && info.Cluster != nil {
			out[info.Config.Name] = info.Cluster.Leader
		}
	}
	return out
}

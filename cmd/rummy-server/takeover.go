package main

import (
	"context"
	"errors"
	"log"
	"sort"
	"strings"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// Placement and takeover (issue 17): which node a new table goes to,
// and how the nodes share the tables no node runs.

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

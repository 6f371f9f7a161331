package main

import (
	"context"
	"errors"
	"log"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// The leases of a node's tables (issue 17), and the fencing that
// decides who runs a table (issue 25). The lease in the owners bucket
// only says when another node may take a table over and where new
// tables go; the table's log says who owns it: a node taking a table
// over first appends an owner record, so the old owner's next append
// fails the expected-sequence check (it is fenced) and it stops that
// table. A node keeps its tables while its appends succeed, whatever
// happens to its lease renewals (the bucket's leader may be being
// elected after a node died).

// renew renews every lease, many at once. A renewal that fails leaves
// the table running: a lease gone is taken again, and a table stops
// only when its log shows another node's records after this node's
// (fenced).
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
			if n.renewOne(id, rev) {
				return
			}
			log.Printf("cluster: table %s: another node wrote its log: stopping it here", id)
			n.h.stats.fenced.Add(1)
			lmu.Lock()
			lost = append(lost, id)
			lmu.Unlock()
		}()
	}
	wg.Wait()
	for _, id := range lost {
		if t := n.h.byID(id); t != nil {
			t.postLater(func() { n.dropLocked(t) })
		}
	}
}

// renewOne renews one lease; false when the table is fenced (another
// node wrote its log since this node last did).
func (n *node) renewOne(id string, rev uint64) bool {
	ctx, cancel := context.WithTimeout(n.ctx, renewEvery)
	defer cancel()
	nrev, err := n.st.owners.Update(ctx, id, n.ownerValue(), rev)
	debugf("renew %s at %d: %v", id, rev, err)
	if err == nil {
		n.setLease(id, nrev)
		n.kvHeard()
		return true
	}
	var apiErr *jetstream.APIError
	gone := errors.Is(err, jetstream.ErrKeyNotFound)
	if !gone && !(errors.As(err, &apiErr) && wrongLast(apiErr.ErrorCode)) {
		return true // the bucket cannot answer now: try at the next round
	}
	if n.st.fenced(ctx, id) {
		return false
	}
	e, gerr := n.st.owners.Get(ctx, id)
	if errors.Is(gerr, jetstream.ErrKeyNotFound) {
		gone = true
	}
	if gone {
		// The lease expired (the bucket was electing a leader) or a
		// takeover gave up: take it again.
		if nrev, err := n.st.owners.Create(ctx, id, n.ownerValue()); err == nil {
			n.setLease(id, nrev)
		}
		return true
	}
	// Another revision: this node's own renewal that timed out, or
	// another node claiming the table (its owner record will fence this
	// node, or its takeover fails and gives the lease up).
	if gerr == nil && string(e.Value()) == string(n.ownerValue()) {
		n.setLease(id, e.Revision())
	}
	return true
}

// setLease notes a lease's revision if this node still runs the table.
func (n *node) setLease(id string, rev uint64) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if _, still := n.leases[id]; still {
		n.leases[id] = rev
	}
}

// kvHeard notes that the owners bucket answered a write just now.
func (n *node) kvHeard() {
	n.mu.Lock()
	n.kvAt = n.now()
	n.mu.Unlock()
}

// holds reports whether this node runs a table (its log fences it if
// another node took it over).
func (n *node) holds(id string) bool {
	n.mu.Lock()
	defer n.mu.Unlock()
	_, ok := n.leases[id]
	return ok
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

// claim takes the lease of a table; false if another node holds it. A
// lease of a node not heard from for a TTL is taken over at its
// revision (the bucket may not have expired it yet: its leader may be
// the dead node).
func (n *node) claim(id string) (uint64, bool) {
	ctx, cancel := context.WithTimeout(n.ctx, 2*time.Second)
	defer cancel()
	n.mu.Lock()
	o, ok := n.owners[id]
	dead := ok && o.rev != 0 && !n.aliveLocked(o.inst, n.now())
	n.mu.Unlock()
	if dead {
		rev, err := n.st.owners.Update(ctx, id, n.ownerValue(), o.rev)
		debugf("claim %s from dead %s at %d: %v", id, o.inst, o.rev, err)
		if err == nil {
			return rev, true
		}
		// The lease expired meanwhile: take it anew.
	}
	rev, err := n.st.owners.Create(ctx, id, n.ownerValue())
	debugf("claim %s: %v", id, err)
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
	n.leases[id], n.tsubs[id] = rev, sub
	n.owners[id] = owned{inst: n.inst, at: n.now(), rev: rev}
	delete(n.orphans, id)
	n.mu.Unlock()
	return nil
}

package main

import (
	"context"
	"errors"
	"log"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// The leases of a node's tables (issue 17): renewed, checked, taken
// and given up.

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

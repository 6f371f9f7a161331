package main

import (
	"context"
	"log"
	"sync"
	"time"
)

// Idle tables sleep in their log (issue 31 item 7). A table with nobody
// connected, no bot due to move, and its match's next deadline further
// off than the sleep threshold gives its actor, match, seats and buffers
// up: the node keeps only a sleeper, and the log keeps the rest. A
// message for the table (join, resume, My tables, the invite code) or
// its deadline wakes it by replaying the log; the match's clocks come
// back exactly as they were (record_clock.go), so its deadlines fall at
// the same instants as if it had never slept.
//
// A node of a cluster keeps its tables awake (their leases and takeover
// work on live tables).

// sleeper is all a node keeps of a sleeping table: what finds it, wakes
// it, expires it and counts it, and the facts its log does not hold
// (when each person left, and when it last heard from anyone).
type sleeper struct {
	// mu is held while the table wakes (or expires): one wake at a time.
	mu   sync.Mutex
	code string
	// due is the match's next deadline (UnixNano, 0: none), when timer
	// wakes the table.
	due   int64
	timer Timer
	// lastActive and expires are the table's (UnixNano); away is when
	// each seat's person left (UnixNano, 0: never seated).
	lastActive, expires int64
	away                []int64
	ended               bool
}

// sleepIdle asks every table this node runs to fall asleep if it is
// idle; each decides on its own goroutine (the sweep waits for no
// table). It returns how many were asked.
func (h *hub) sleepIdle() int {
	if h.node != nil || h.caps.SleepAfter <= 0 {
		return 0
	}
	h.mu.Lock()
	list := make([]*table, 0, len(h.tables))
	for _, t := range h.tables {
		list = append(list, t)
	}
	h.mu.Unlock()
	n := 0
	for _, t := range list {
		if t.tryPost(t.fallAsleep) {
			n++
		}
	}
	return n
}

// asleepCount is the number of tables asleep on this node.
func (h *hub) asleepCount() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.asleep)
}

// sleepable reports whether the table may sleep at now (on its
// goroutine): nobody connected or waiting in its inbox, idle for the
// threshold, nothing under way (a bot thinking, a deal waiting for
// entropy, a paused log), no bot due to move, and its next deadline at
// least the threshold away.
func (t *table) sleepable(now time.Time, after time.Duration) bool {
	if t.closed || t.paused || t.seeding || t.rematchStart || len(t.subs) > 0 || len(t.inbox) > 0 {
		return false
	}
	idle := t.lastActive
	for _, s := range t.seats {
		if s.conns > 0 || s.thinking {
			return false
		}
		if s.awaySince.After(idle) {
			idle = s.awaySince
		}
	}
	if now.Sub(idle) < after {
		return false
	}
	if g := t.game; g != nil && !g.over() {
		if len(g.m.BotSeats(nil, now)) > 0 {
			return false
		}
		if next := g.m.NextDeadline(); !next.IsZero() && next.Sub(now) < after {
			return false
		}
	}
	return true
}

// fallAsleep puts the table to sleep if it may (on its goroutine): the
// node forgets it for a sleeper, and this table struct stays closed (a
// command that reached it meanwhile finds it slept and asks again).
func (t *table) fallAsleep() {
	h := t.hub
	now := h.clock.Now()
	if !t.sleepable(now, h.caps.SleepAfter) {
		return
	}
	z := &sleeper{code: t.meta.Code, lastActive: t.lastActive.UnixNano(), expires: t.expires.Load(), ended: t.ended.Load(),
		away: make([]int64, len(t.seats))}
	for i, s := range t.seats {
		if !s.awaySince.IsZero() {
			z.away[i] = s.awaySince.UnixNano()
		}
	}
	var due time.Time
	if g := t.game; g != nil && !g.over() {
		due = g.m.NextDeadline()
	}
	id := t.meta.ID
	z.mu.Lock()
	defer z.mu.Unlock()
	h.mu.Lock()
	if h.tables[id] != t {
		h.mu.Unlock()
		return
	}
	delete(h.tables, id)
	h.asleep[id] = z
	h.mu.Unlock()
	t.slept, t.closed = true, true
	if t.timer != nil {
		t.timer.Stop()
		t.timer = nil
	}
	if !due.IsZero() {
		z.due = due.UnixNano()
		z.timer = h.clock.AfterFunc(due.Sub(now), func() { h.byID(id) })
	}
}

// wake brings a sleeping table back from its log, with the facts its
// sleeper kept, and has it fire what fell due meanwhile. It returns nil
// if the table expired meanwhile or its log could not be read (logged).
func (h *hub) wake(id string, z *sleeper) *table {
	z.mu.Lock()
	defer z.mu.Unlock()
	h.mu.Lock()
	t, still := h.tables[id], h.asleep[id] == z
	h.mu.Unlock()
	if t != nil || !still {
		return t
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	t, err := h.readTable(ctx, id)
	if err != nil {
		log.Printf("table %s: waking: %v", id, err)
		return nil
	}
	if z.timer != nil {
		z.timer.Stop()
	}
	for i, s := range t.seats {
		if i < len(z.away) && z.away[i] != 0 {
			s.awaySince = time.Unix(0, z.away[i])
		}
	}
	t.lastActive = time.Unix(0, z.lastActive)
	t.expires.Store(z.expires)
	h.mu.Lock()
	delete(h.asleep, id)
	h.tables[id] = t
	h.mu.Unlock()
	h.stats.woken.Add(1)
	t.post(t.schedule)
	return t
}

// callAwake runs f on the goroutine of table id (t: the table found
// already, nil: look it up), waking the table if it sleeps or fell
// asleep as f was posted; false: no such table. A table found closed
// runs f as before (it answers that it is closed, or moved).
func (h *hub) callAwake(id string, t *table, f func(t *table)) bool {
	for {
		if t == nil {
			if t = h.byID(id); t == nil {
				return false
			}
		}
		done := false
		t.call(func() {
			if !t.slept {
				f(t)
				done = true
			}
		})
		if done {
			return true
		}
		t = nil
	}
}

// expireAsleep removes the sleeping tables past their idle limit at now,
// as expire does live ones, and returns how many.
func (h *hub) expireAsleep(ctx context.Context, now time.Time) int {
	h.mu.Lock()
	var due []string
	for id, z := range h.asleep {
		if now.After(time.Unix(0, z.expires)) {
			due = append(due, id)
		}
	}
	h.mu.Unlock()
	n := 0
	for _, id := range due {
		h.mu.Lock()
		z := h.asleep[id]
		h.mu.Unlock()
		if z == nil {
			continue
		}
		z.mu.Lock()
		h.mu.Lock()
		gone := h.asleep[id] == z
		if gone {
			delete(h.asleep, id)
			delete(h.codes, z.code)
		}
		h.mu.Unlock()
		if z.timer != nil {
			z.timer.Stop()
		}
		z.mu.Unlock()
		if !gone {
			continue
		}
		n++
		h.forget(id)
		h.idents.drop(id)
		if err := h.store.purge(ctx, id); err != nil {
			log.Printf("table %s: purging: %v", id, err)
		}
		if err := h.store.dropCode(ctx, z.code); err != nil {
			log.Printf("table %s: dropping its code: %v", id, err)
		}
	}
	return n
}

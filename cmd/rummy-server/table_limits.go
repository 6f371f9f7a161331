package main

import (
	"context"
	"fmt"
	"log"
	"sync"
	"time"
)

// tableCaps bound what tables cost the server (issue 26 item 2). Every
// figure is a flag; 0 lifts a count bound.
type tableCaps struct {
	// PerAddr bounds the open tables (not finished) created from one
	// address, PerIdentity those created by one player id (issue 31);
	// MaxTables the open tables of the whole server.
	PerAddr, PerIdentity, MaxTables int
	// LobbyIdle: a table nobody started expires after so long without
	// a message (or its idle_minutes, if shorter).
	LobbyIdle time.Duration
	// MaxIdle bounds a table's idle_minutes.
	MaxIdle time.Duration
	// KeepFinished: a finished table's log is removed so long after
	// its last message (or its idle_minutes, if shorter).
	KeepFinished time.Duration
	// SleepAfter: a table nobody is connected to, idle so long and with
	// no deadline sooner, sleeps in its log (sleep.go; 0: never).
	SleepAfter time.Duration
}

// The defaults, and why:
//   - 10 open tables per player id, as per address: an identity costs
//     nothing to make, so it is no bound alone, but behind one shared
//     address (a café) each person keeps their own 10.
//   - 10 open tables per address: a household or café hosting several
//     games at once stays far below; a flood stops at 10 (each table
//     costs ~17 KB of heap and a share of every start).
//   - 10,000 open tables: ~170 MB of heap and a start well within the
//     3 s goal on a small machine.
//   - an unstarted table lives 1 h without a message: time to gather
//     players, not to fill the disk.
//   - idle_minutes at most 1 day: a game paused overnight survives; a
//     week-long idle table does not.
//   - a finished table is kept 1 h: time to look at the result and
//     save the game.
const (
	defaultTablesPerAddr = 10
	defaultTablesPerID   = 10
	defaultMaxTables     = 10000
	defaultLobbyIdle     = time.Hour
	defaultMaxIdle       = 24 * time.Hour
	defaultKeepFinished  = time.Hour
	defaultSleepAfter    = time.Minute
)

func defaultCaps() tableCaps {
	return tableCaps{PerAddr: defaultTablesPerAddr, PerIdentity: defaultTablesPerID, MaxTables: defaultMaxTables, LobbyIdle: defaultLobbyIdle,
		MaxIdle: defaultMaxIdle, KeepFinished: defaultKeepFinished, SleepAfter: defaultSleepAfter}
}

// creators counts the open tables by the address that created them, and
// the creations under way.
type creators struct {
	mu      sync.Mutex
	by      map[string]string // table id → creating address
	pending map[string]int    // address → creations under way
	all     int               // creations under way
	// byID and pendingID are by and pending for the creators' player
	// ids.
	byID      map[string]string
	pendingID map[string]int
}

// reserve counts one creation under way from addr by player id ident
// ("": none), or says why it may not be: too many open tables from that
// address or by that id, or on the server.
func (h *hub) reserve(addr, ident string) error {
	open, mine, mineID := h.openTables(addr, ident)
	c := &h.creators
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.pending == nil {
		c.pending, c.pendingID = map[string]int{}, map[string]int{}
	}
	caps := h.caps
	if caps.MaxTables > 0 && open+c.all >= caps.MaxTables {
		return refuseReq("server_full", "the server has as many tables as it can hold; try again later")
	}
	if caps.PerAddr > 0 && addr != "" && mine+c.pending[addr] >= caps.PerAddr {
		return refuseReq("too_many_tables", fmt.Sprintf("your network has %d open tables already: finish or leave one first", mine+c.pending[addr]))
	}
	if caps.PerIdentity > 0 && ident != "" && mineID+c.pendingID[ident] >= caps.PerIdentity {
		return refuseReq("too_many_tables_id", fmt.Sprintf("you have %d open tables already: finish or leave one first", mineID+c.pendingID[ident]))
	}
	c.pending[addr]++
	if ident != "" {
		c.pendingID[ident]++
	}
	c.all++
	return nil
}

// settle ends a creation under way; t is the table made (nil: none).
func (h *hub) settle(addr, ident string, t *table) {
	c := &h.creators
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.pending[addr]--; c.pending[addr] <= 0 {
		delete(c.pending, addr)
	}
	if ident != "" {
		if c.pendingID[ident]--; c.pendingID[ident] <= 0 {
			delete(c.pendingID, ident)
		}
		if t != nil {
			if c.byID == nil {
				c.byID = map[string]string{}
			}
			c.byID[t.meta.ID] = ident
		}
	}
	c.all--
	if t != nil && addr != "" {
		if c.by == nil {
			c.by = map[string]string{}
		}
		c.by[t.meta.ID] = addr
	}
}

// openTables counts the tables not finished on this node, those of
// them created from addr, and those created by player id ident.
func (h *hub) openTables(addr, ident string) (open, mine, mineID int) {
	h.mu.Lock()
	list := make([]*table, 0, len(h.tables))
	for _, t := range h.tables {
		list = append(list, t)
	}
	var asleep []string
	for id, z := range h.asleep {
		if !z.ended {
			asleep = append(asleep, id)
		}
	}
	h.mu.Unlock()
	h.creators.mu.Lock()
	defer h.creators.mu.Unlock()
	for _, id := range asleep {
		open++
		if addr != "" && h.creators.by[id] == addr {
			mine++
		}
		if ident != "" && h.creators.byID[id] == ident {
			mineID++
		}
	}
	for _, t := range list {
		if t.ended.Load() {
			continue
		}
		open++
		if addr != "" && h.creators.by[t.meta.ID] == addr {
			mine++
		}
		if ident != "" && h.creators.byID[t.meta.ID] == ident {
			mineID++
		}
	}
	return open, mine, mineID
}

// forget drops an expired table from the creators' count.
func (h *hub) forget(id string) {
	h.creators.mu.Lock()
	delete(h.creators.by, id)
	delete(h.creators.byID, id)
	h.creators.mu.Unlock()
}

// touch notes that the table heard from someone at at, and when it may
// expire then (on the table's goroutine, after any change of its game).
func (t *table) touch(at time.Time) {
	t.lastActive = at
	t.expires.Store(at.Add(t.hub.idleLimit(t)).UnixNano())
}

// idleLimit is how long a table may go without a message: its
// idle_minutes (at most MaxIdle), shorter for a table nobody started
// (LobbyIdle) and a finished one (KeepFinished).
func (h *hub) idleLimit(t *table) time.Duration {
	d := time.Duration(t.meta.IdleMinutes) * time.Minute
	if m := h.caps.MaxIdle; m > 0 && d > m {
		d = m
	}
	switch {
	case t.game == nil && h.caps.LobbyIdle > 0:
		d = min(d, h.caps.LobbyIdle)
	case t.ended.Load() && h.caps.KeepFinished > 0:
		d = min(d, h.caps.KeepFinished)
	}
	return max(d, t.corrIdle())
}

// clampIdle bounds a new table's idle_minutes by MaxIdle.
func (h *hub) clampIdle(m *tableMeta) {
	if max := int(h.caps.MaxIdle / time.Minute); max > 0 && m.IdleMinutes > max {
		m.IdleMinutes = max
	}
}

// stale reports whether a restored table is past its idle limit by the
// time of its last record: it is not started again (its log and code
// are removed in the background).
func (h *hub) stale(t *table, now time.Time) bool {
	return now.Sub(t.lastActive) > h.idleLimit(t)
}

// dropStale removes the logs and codes of tables found stale at the
// start, in the background.
func (h *hub) dropStale(list []*table) {
	if len(list) == 0 {
		return
	}
	log.Printf("%d tables expired while the server was down: removing them", len(list))
	go func() {
		for _, t := range list {
			ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
			if err := h.store.purge(ctx, t.meta.ID); err != nil {
				log.Printf("table %s: purging: %v", t.meta.ID, err)
			}
			if err := h.store.dropCode(ctx, t.meta.Code); err != nil {
				log.Printf("table %s: dropping its code: %v", t.meta.ID, err)
			}
			cancel()
		}
	}()
}

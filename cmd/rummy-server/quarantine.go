package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"sort"
	"strings"
	"sync"

	"github.com/nats-io/nats.go/jetstream"

	"rummy/engine/match/proto"
)

// setAside holds the tables whose log did not replay at the start
// (issue 26 item 1): kept in the stream untouched, listed in /stats,
// their invite code and id answering that they could not be restored;
// every other table runs.
//
// What is set aside: JetStream checks each record's checksum and drops
// a damaged one (or a block's damaged end) as it loads the stream, so a
// damaged block loses records, possibly of several tables. A table
// loses the middle or start of its log → it no longer replays (its
// records name the previous one, Prev, so a hole is seen) → set aside.
// A table that lost only the end of its log replays to its last kept
// record and runs from there (what a power cut leaves: the moves since
// that record are lost, nothing is half-applied). A record that is not
// readable sets its table aside.
type setAside struct {
	mu    sync.Mutex
	why   map[string]string // table id → reason
	codes map[string]string // invite code → table id
}

// quarantinedTable is one table set aside, as /stats lists it.
type quarantinedTable struct {
	ID     string `json:"id"`
	Reason string `json:"reason"`
}

// add sets a table aside with its code ("" if unknown) and says so in
// the log.
func (q *setAside) add(id, code, reason string) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.why == nil {
		q.why, q.codes = map[string]string{}, map[string]string{}
	}
	if _, ok := q.why[id]; ok {
		return
	}
	q.why[id] = reason
	if code != "" {
		q.codes[code] = id
	}
	log.Printf("table %s could not be restored and is set aside (its log is kept): %s", id, reason)
}

// has reports whether the table with this id or code is set aside.
func (q *setAside) has(id, code string) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	if id != "" {
		if _, ok := q.why[id]; ok {
			return true
		}
	}
	_, ok := q.codes[code]
	return code != "" && ok
}

// list is the tables set aside, by id.
func (q *setAside) list() []quarantinedTable {
	q.mu.Lock()
	defer q.mu.Unlock()
	out := make([]quarantinedTable, 0, len(q.why))
	for id, r := range q.why {
		out = append(out, quarantinedTable{ID: id, Reason: r})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// restoreRecord replays one stored record at the start; a table whose
// record does not replay is set aside, and its later records skipped.
func (h *hub) restoreRecord(loaded map[string]*table, r storedRecord) {
	id := idOf(r.subject)
	if h.aside.has(id, "") {
		return
	}
	err := r.bad
	if err == nil {
		err = h.replayOne(loaded, id, r)
	}
	if err == nil {
		return
	}
	code := ""
	if t := loaded[id]; t != nil {
		code = t.meta.Code
		delete(loaded, id)
	}
	h.aside.add(id, code, strings.TrimPrefix(err.Error(), "rummy-server: "))
}

// checkPrev reports a hole in a table's log: a record whose previous
// record (Prev, written since issue 26) is not the last one replayed.
func checkPrev(t *table, r storedRecord) error {
	if r.rec.Prev != 0 && r.rec.Prev != t.last {
		return fmt.Errorf("rummy-server: table %s: record %d follows record %d, but the log holds %d before it: records are missing", t.meta.ID, r.seq, r.rec.Prev, t.last)
	}
	return nil
}

// unrestorable is what a client asking for a table set aside is told.
const unrestorable = "this table could not be restored: its saved data is damaged"

// refuseSetAside answers a request for a table set aside, and reports
// whether it did.
func (h *hub) refuseSetAside(s *session, m proto.ClientMsg) bool {
	id, code := m.Table, ""
	if m.Code != "" {
		code, _ = proto.NormalizeCode(m.Code)
		id = h.codeID(m.Code)
	}
	if !h.aside.has(id, code) && !h.logLost(id, code) {
		return false
	}
	s.sendError(m.ID, "unrestorable", unrestorable)
	return true
}

// logLost reports whether a table whose code is still claimed has no
// log at all on this single node (JetStream dropped all its records with
// a damaged block). It is not listed as set aside: a table being created
// this instant has its code before its log. In a cluster another node
// may run it: never.
func (h *hub) logLost(id, code string) bool {
	if id == "" || h.node != nil || h.byID(id) != nil {
		return false
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	_, err := h.store.lastMsg(ctx, id)
	return errors.Is(err, jetstream.ErrMsgNotFound)
}

package main

import (
	"fmt"
	"time"

	"rummy/engine/match/proto"
	"rummy/engine/names"
)

// mayEnter is the gate before create, join, resume and spectate (issue
// 26 items 5 and 8): spectating takes the invite code (a table id, as
// /stats or a log names it, lets nobody watch), and an address that
// sent too many wrong codes waits before it may look one up again.
func (h *hub) mayEnter(s *session, m *proto.ClientMsg) bool {
	if m.Type == proto.TCreate || m.Type == proto.TJoin {
		m.Name = personName(m.Name)
	}
	if m.Type == proto.TSpectate && m.Code == "" {
		s.sendError(m.ID, "spectate_code", "watching a table takes its invite code: ask a player for it")
		return false
	}
	if s.remote || (m.Type != proto.TJoin && m.Type != proto.TSpectate) {
		return true // a door node looked the code up already
	}
	if wait, ok := h.guesses.allow(s.addr, h.clock.Now()); !ok {
		h.stats.lookupsRefused.Add(1)
		s.sendError(m.ID, "too_many_codes", fmt.Sprintf("too many wrong invite codes from your network: try again in %s", wait.Round(time.Second)))
		return false
	}
	return true
}

// defaultName is a person's name when theirs had nothing visible.
const defaultName = "Player"

// personName is a name as a table keeps it (names.Clean), issue 26 item 9.
func personName(name string) string {
	if name = names.Clean(name); name == "" {
		return defaultName
	}
	return name
}

// seatName is a joining person's name made distinct from the names at
// the table ("Sam 2" for a second Sam).
func (t *table) seatName(name string) string {
	var taken []string
	for _, st := range t.seats {
		if st.name != "" {
			taken = append(taken, st.name)
		}
	}
	return names.Distinct(name, taken)
}

// codeFailed counts a wrong invite code against the session's address.
func (h *hub) codeFailed(s *session) {
	if s.remote {
		return // counted at the door
	}
	h.stats.failedLookups.Add(1)
	h.guesses.fail(s.addr, h.clock.Now())
}

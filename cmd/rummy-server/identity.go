package main

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"sort"
	"strconv"
	"sync"
	"time"

	"rummy/engine/match/proto"
	"rummy/internal/identity"
)

// challenge gives a new connection its challenge: 32 fresh random bytes
// it may sign once within proto.ChallengeSeconds, for the host it
// connected to (issue 31). An old client ignores the message.
func (h *hub) challenge(s *session, host string) {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("rummy-server: crypto/rand failed: " + err.Error())
	}
	s.host, s.challenge = host, b[:]
	s.challengeEnd = h.clock.Now().Add(proto.ChallengeSeconds * time.Second)
	s.send(encode(&proto.ServerMsg{V: proto.Version, Type: proto.SChallenge, Challenge: base64.RawURLEncoding.EncodeToString(b[:]),
		Server: host, Actor: -1}))
}

// auth checks a proof of identity against the connection's challenge.
// The challenge is used up by a proof that holds, and only by it; a
// refused proof changes nothing.
func (h *hub) auth(s *session, m proto.ClientMsg) {
	switch {
	case s.identity != "":
		s.sendError(m.ID, "identity_set", "this connection has proved its player id already")
		return
	case s.challenge == nil || h.clock.Now().After(s.challengeEnd):
		s.sendError(m.ID, "challenge_expired", "the connection's challenge has expired: connect again")
		return
	}
	if err := identity.Verify(m.Identity, s.host, s.challenge, m.Sig); err != nil {
		s.sendError(m.ID, "bad_identity", "the player id was not proved: "+err.Error())
		return
	}
	s.identity, s.challenge = m.Identity, nil
	s.send(encode(&proto.ServerMsg{V: proto.Version, Type: proto.SIdentity, ID: m.ID, Identity: m.Identity, Actor: -1}))
}

// identIndex lists, by player id, the tables where that id took a seat
// (kept as the tables' logs are applied, live or replayed; a seat the
// host opened again is left out when the tables are asked), and by
// table the ids, to forget an expired table at once.
type identIndex struct {
	mu      sync.Mutex
	by      map[string]map[string]bool
	byTable map[string][]string
}

func (x *identIndex) add(id, table string) {
	if id == "" {
		return
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.by == nil {
		x.by, x.byTable = map[string]map[string]bool{}, map[string][]string{}
	}
	if x.by[id] == nil {
		x.by[id] = map[string]bool{}
	}
	if !x.by[id][table] {
		x.by[id][table] = true
		x.byTable[table] = append(x.byTable[table], id)
	}
}

func (x *identIndex) tables(id string) []string {
	x.mu.Lock()
	defer x.mu.Unlock()
	var list []string
	for t := range x.by[id] {
		list = append(list, t)
	}
	sort.Strings(list)
	return list
}

// drop forgets an expired table.
func (x *identIndex) drop(table string) {
	x.mu.Lock()
	defer x.mu.Unlock()
	for _, id := range x.byTable[table] {
		if set := x.by[id]; set != nil {
			if delete(set, table); len(set) == 0 {
				delete(x.by, id)
			}
		}
	}
	delete(x.byTable, table)
}

// mine answers the tables where the connection's identity holds a seat.
func (h *hub) mine(s *session, m proto.ClientMsg) {
	if s.identity == "" {
		s.sendError(m.ID, "no_identity", "prove a player id first (auth)")
		return
	}
	list := h.localMine(s.identity)
	if n := h.node; n != nil {
		// A table moving between nodes during the question may be
		// listed by both: once is enough.
		seen := map[[2]string]bool{}
		for _, r := range list {
			seen[[2]string{r.Table, strconv.Itoa(r.Seat)}] = true
		}
		for _, r := range n.othersMine(s.identity) {
			if k := [2]string{r.Table, strconv.Itoa(r.Seat)}; !seen[k] {
				seen[k] = true
				list = append(list, r)
			}
		}
	}
	s.send(encode(&proto.ServerMsg{V: proto.Version, Type: proto.SMine, ID: m.ID, Mine: list, Actor: -1}))
}

// localMine lists the tables this node runs where ident holds a seat.
func (h *hub) localMine(ident string) []proto.MyTable {
	list := []proto.MyTable{}
	for _, id := range h.idents.tables(ident) {
		// A sleeping table wakes to say whose turn it is (sleep.go).
		var rows []proto.MyTable
		h.callAwake(id, nil, func(t *table) { rows = t.myRows(ident) })
		list = append(list, rows...)
	}
	return list
}

// myRows describes the table for each seat bound to ident (on the
// table's goroutine).
func (t *table) myRows(ident string) []proto.MyTable {
	if t.closed {
		return nil
	}
	var rows []proto.MyTable
	seats := make([]proto.SeatState, len(t.seats))
	turn, waiting := -1, 0
	waited := make([]bool, len(t.seats))
	since := make([]time.Time, len(t.seats))
	for i, st := range t.seats {
		seats[i] = st.public()
		seats[i].EntropyHash = ""
		if t.game != nil {
			waited[i], since[i] = t.game.m.Decision(i)
		}
		if waited[i] {
			turn, waiting = i, waiting+1
		}
	}
	if waiting > 1 {
		turn = -1
	}
	for i, st := range t.seats {
		if st.kind != proto.SeatPerson || st.identity == "" || subtle.ConstantTimeCompare([]byte(st.identity), []byte(ident)) != 1 {
			continue
		}
		r := proto.MyTable{Table: t.meta.ID, Code: t.meta.Code, Variant: t.meta.Variant, Seat: i, Seats: seats, Status: t.status(),
			Turn: turn, YourTurn: waited[i]}
		if waited[i] && t.meta.TurnSeconds > 0 {
			left := since[i].Add(time.Duration(t.meta.TurnSeconds) * time.Second).Sub(t.hub.clock.Now())
			r.TimeLeft = max(0, int(left/time.Second))
		}
		if now := t.hub.clock.Now(); waited[i] && t.moveTime() > 0 {
			if plays, at := t.game.m.BotPlays(i, now); !plays && !at.IsZero() {
				r.TimeLeft = int(at.Sub(now) / time.Second) // move time and bank
			}
		}
		rows = append(rows, r)
	}
	return append(rows, t.inviteRows(ident, seats)...)
}

// resumeSeat finds the seat a resume takes back: the seat whose token
// it presents (a seat bound to a player id only for a connection that
// proved that id, or proved none: an old client), or with no token the
// seat bound to the connection's proven id. It returns -1 and the
// refusal's key and text when there is none.
func (t *table) resumeSeat(s *session, m proto.ClientMsg) (seat int, key, text string) {
	for i, st := range t.seats {
		if st.kind != proto.SeatPerson {
			continue
		}
		if m.Token == "" {
			if s.identity != "" && st.identity == s.identity {
				return i, "", ""
			}
			continue
		}
		if !st.tokenMatches(m.Token) {
			continue
		}
		if st.identity != "" && s.identity != "" && st.identity != s.identity {
			return -1, "other_identity", "this seat belongs to another player id: use the identity it was taken with"
		}
		return i, "", ""
	}
	if m.Token == "" {
		return -1, "bad_token", "no seat at this table is bound to your player id: join again with the code"
	}
	return -1, "bad_token", "this seat token is not valid at this table: join again with the code"
}

package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"sync/atomic"
	"time"

	"rummy/engine"
	"rummy/engine/match/proto"
)

// table is one online table: its seats, its game and the sessions that
// watch it. Every change is a record, applied here and appended to the
// table's log before anyone hears of it.
type table struct {
	// actor runs every change of the table, one at a time (actor.go):
	// all fields below belong to its goroutine.
	actor
	hub   *hub
	meta  tableMeta
	rules *engine.Rules
	seats []*seatState
	game  *tableGame
	// pos counts the records applied: the Seq of the last advancing
	// message. last is the stream sequence of the table's last record.
	pos, last uint64
	ring      eventRing
	// sentFields are the public fields of the last view the table sent
	// (the base of the next patch); nil sends the next view whole.
	sentFields [][]byte
	subs       map[*session]int
	timer      Timer
	// clk is the clock the game's match reads (record_clock.go).
	clk *recordClock
	// lastActive is when the table last heard from anyone, for expiry;
	// expires is when it may be expired (UnixNano), kept by touch for
	// the sweep, which never waits for a table (table_limits.go).
	lastActive time.Time
	expires    atomic.Int64
	closed     bool
	// slept: the table fell asleep (sleep.go); this struct is closed and
	// the node wakes a new one from the log.
	slept bool
	// paused: the log could not be written; the table writes nothing
	// until it tries again (table_unsaved.go).
	paused bool
	// ended is set once the game is over (read without the lock by the
	// creation limits, table_limits.go).
	ended atomic.Bool
	// The game's deal (deal.go): the server's secret (hex) and its
	// commitment, the seed and the contributions it was made from, the
	// seats left out, and the wait for the seats' entropy.
	secret, commitment string
	// gameSecret is the secret the game being played was dealt with
	// (the one revealed at its end; secret may be the next game's).
	gameSecret string
	seed       uint64
	seeds      []string
	leftOut    []int
	seeding    bool
	seedTimer  Timer
	// offer is the open rematch offer; games counts the games finished
	// before the current one (rematch.go).
	offer *proto.Rematch
	games int
	// rematchStart: a rematch everyone accepted starts once the seats
	// committed their entropy for it (rematch.go).
	rematchStart bool
	// ratedGames counts the games this node handed to the ratings
	// (ratings_table.go).
	ratedGames int
}

// errTable is a request the table refuses, with a stable key a client
// can translate.
type errTable struct{ key, text string }

func (e *errTable) Error() string { return "rummy-server: " + e.text }

func refuseReq(key, text string) error { return &errTable{key: key, text: text} }

// newTable builds an empty table from its creation record's meta.
func newTable(h *hub, meta tableMeta) (*table, error) {
	r, err := h.rules.get(meta.Variant, meta.Options)
	if err != nil {
		return nil, err
	}
	t := &table{actor: newActor(), hub: h, meta: meta, rules: r, subs: map[*session]int{}, clk: &recordClock{base: h.clock}}
	t.touch(h.clock.Now())
	t.setSecret(meta.Salt)
	t.seats = append(t.seats, newSeat(proto.SeatSpec{Kind: proto.SeatPerson}))
	for _, s := range meta.Seats {
		t.seats = append(t.seats, newSeat(s))
	}
	return t, nil
}

// status is the table's state in the lobby's words.
func (t *table) status() string {
	switch {
	case t.game == nil:
		return proto.StatusLobby
	case t.game.over():
		return proto.StatusOver
	}
	return proto.StatusPlaying
}

// lobby is the table's public description.
func (t *table) lobby() *proto.Lobby {
	l := &proto.Lobby{Variant: t.meta.Variant, Options: t.meta.Options, Status: t.status(), Host: 0,
		Commitment: t.commitment, LeftOut: t.leftOut, AwaySeconds: t.meta.AwaySeconds, TurnSeconds: t.meta.TurnSeconds, Level: t.meta.Level, Hints: t.meta.Hints, MoveTime: t.meta.MoveTime, Rated: t.meta.Rated}
	for _, s := range t.seats {
		l.Seats = append(l.Seats, s.public())
	}
	l.Games = t.games
	if t.offer != nil {
		l.Rematch = &proto.Rematch{Answers: append([]string(nil), t.offer.Answers...)}
	}
	return l
}

// apply changes the table by one record, checking it first: a record
// it refuses changes nothing. Replaying a log calls it for each record;
// live changes call it, then append the record (commit).
func (t *table) apply(rec *record) ([]engine.Event, error) {
	defer t.clk.pin(rec.Unix)()
	switch rec.T {
	case recCreate:
		s := t.seats[0]
		s.kind, s.name, s.tokenHash, s.entropyHash, s.identity = proto.SeatPerson, rec.Name, rec.TokenHash, rec.EntropyHash, rec.Identity
		t.hub.idents.add(rec.Identity, t.meta.ID)
		for _, o := range t.seats {
			t.hub.idents.add(o.invited, t.meta.ID) // the invited see the table in My tables
		}
		return nil, nil
	case recSit:
		if t.game != nil || rec.Seat <= 0 || rec.Seat >= len(t.seats) || t.seats[rec.Seat].kind != proto.SeatOpen {
			return nil, refuseReq("seat_taken", "that seat is not open")
		}
		s := t.seats[rec.Seat]
		if s.invited != "" && s.invited != rec.Identity {
			return nil, refuseReq("seat_reserved", "that seat is kept for an invited player")
		}
		s.kind, s.name, s.tokenHash, s.level, s.entropyHash, s.identity = proto.SeatPerson, rec.Name, rec.TokenHash, "", rec.EntropyHash, rec.Identity
		t.hub.idents.add(rec.Identity, t.meta.ID)
		return nil, nil
	case recSeat:
		if t.game != nil {
			return nil, refuseReq("started", "the game has started: seats are set")
		}
		if rec.Seat <= 0 || rec.Seat >= len(t.seats) {
			return nil, refuseReq("no_seat", "there is no such seat")
		}
		*t.seats[rec.Seat] = *newSeat(proto.SeatSpec{Kind: rec.Kind, Level: rec.Level})
		return nil, nil
	case recStart:
		if t.game != nil {
			return nil, refuseReq("started", "the game has started already")
		}
		for _, s := range t.seats {
			if s.kind == proto.SeatOpen {
				return nil, refuseReq("seats_open", "every seat needs a person or a bot before the start")
			}
		}
		seed := t.gameSeed(rec.Seeds)
		g, ev, err := startGame(t.rules, seed, t.gameSeats())
		if err != nil {
			return nil, err
		}
		t.game, t.seed, t.seeds, t.leftOut, t.gameSecret = g, seed, rec.Seeds, rec.LeftOut, t.secret
		return ev, nil
	case recEntropy:
		if t.game != nil || rec.Seat < 0 || rec.Seat >= len(t.seats) || t.seats[rec.Seat].kind != proto.SeatPerson {
			return nil, refuseReq("started", "the seed is set")
		}
		t.seats[rec.Seat].entropyHash = rec.EntropyHash
		return nil, nil
	case recAct:
		if t.game == nil {
			return nil, refuseReq("not_started", "the game has not started")
		}
		if rec.Action == nil {
			return nil, refuseReq("malformed", "an action record without its action")
		}
		ev, err := t.game.submit(rec.Seat, *rec.Action)
		if err == nil {
			t.forgetUndo(rec)
		}
		return ev, err
	case recUndo:
		return t.applyUndo(rec)
	case recRematch:
		return t.applyRematch(rec)
	case recRegame:
		return t.applyRegame(rec)
	case recChat, recOwner:
		return nil, nil
	}
	return nil, fmt.Errorf("rummy-server: unknown record %q", rec.T)
}

// commit applies a live record, appends it to the log and tells every
// session. On a failed append the table is reloaded from its log (the
// record is lost, never half-applied).
func (t *table) commit(rec *record) ([]engine.Event, error) {
	if t.paused {
		return nil, errUnsaved
	}
	rec.Unix = t.hub.clock.Now().Unix()
	rec.Prev = t.last
	ev, err := t.apply(rec)
	if err != nil {
		return nil, err
	}
	if err := t.persist(rec, ev); err != nil {
		return nil, err
	}
	t.schedule()
	return ev, nil
}

// persist appends a record already applied to the log and, once it is
// written, counts it and tells every session. A failed append takes
// the record back (the table reloads from its log, or stops if fenced).
func (t *table) persist(rec *record, ev []engine.Event) error {
	seq, err := t.hub.store.appendRecord(context.Background(), t.meta.ID, t.last, rec)
	if err != nil {
		log.Printf("table %s: %v", t.meta.ID, err)
		if n := t.hub.node; n != nil && errors.Is(err, errForked) {
			// Another node runs the table now (it is fenced, issue 25):
			// stop at once; the clients reconnect to the owner.
			t.hub.stats.fenced.Add(1)
			n.dropLocked(t)
			return refuseReq("moved", "the table moved to another server: reconnecting")
		}
		return t.unsaved(err)
	}
	t.last = seq
	t.advance(rec, ev)
	t.broadcast(rec, ev)
	t.rateIfOver()
	return nil
}

// advance counts a record applied and remembers what it did.
func (t *table) advance(rec *record, ev []engine.Event) {
	t.pos++
	if rec.T == recAct && rec.ID != 0 {
		t.seats[rec.Seat].applied[rec.ID] = t.pos
	}
	if rec.T == recAct {
		t.hub.stats.actions.Add(1)
	}
	t.ring.add(ringEntry{pos: t.pos, rec: *rec, events: ev, step: t.step()})
	if t.game != nil && t.game.over() {
		t.ended.Store(true)
	}
	t.touch(time.Unix(rec.Unix, 0))
}

// closeLocked ends the table: its sessions close and its timer stops.
func (t *table) closeLocked() {
	t.closed = true
	if t.timer != nil {
		t.timer.Stop()
	}
	for s := range t.subs {
		s.close("the table is closed")
	}
	t.subs = map[*session]int{}
}

package main

import (
	"context"
	"errors"
	"log"
	"time"

	"rummy/engine/match"
	"rummy/engine/match/proto"
)

// Correspondence tables (issue 31): a table with the option move_time
// gives each decision of a person that long, then the person's vacation
// bank (proto.VacationDays), before a bot makes it; the match keeps
// these deadlines on the hub's clock (match.Deadlines.Move and Bank).
// Claim windows never wait on an absent person: each seat's standing
// claim preference (recPref) answers for it.

// corrClaim is how long a connected person at a correspondence table
// has to answer a claim window before its preference answers (at most
// the move time).
const corrClaim = 10 * time.Minute

// recPref is a seat's claim preference (Pref). Like recOwner it moves
// no position: it is nobody's business but the seat's.
const recPref = "pref"

// moveTime is the table's time per move (0: a live table).
func (t *table) moveTime() time.Duration {
	d, _ := proto.MoveTime(t.meta.MoveTime) // checked at the creation
	return d
}

// corrDeadlines sets a correspondence table's deadlines into d.
func (t *table) corrDeadlines(d *match.Deadlines) {
	if d.Move = t.moveTime(); d.Move > 0 {
		d.Bank = proto.VacationDays * 24 * time.Hour
		d.Claim = min(corrClaim, d.Move)
	}
}

// corrIdle is how long a correspondence game may go without a record:
// its deadlines make a move within a move time and a bank (a day more
// for the hand pause and restarts); 0 for any other table.
func (t *table) corrIdle() time.Duration {
	if m := t.moveTime(); m > 0 && t.game != nil && !t.ended.Load() {
		return m + proto.VacationDays*24*time.Hour + 24*time.Hour
	}
	return 0
}

// setPref carries out a seat's TClaimPref: the record is written, then
// the preference holds for the seat in this game and the next ones, and
// the seat's sessions hear it (SClaimPref).
func (t *table) setPref(s *session, m proto.ClientMsg) {
	if s.seat < 0 {
		s.sendError(m.ID, "spectator", "spectators do not claim")
		return
	}
	if _, err := match.ParseClaimPref(m.Pref); err != nil {
		s.sendError(m.ID, "bad_pref", err.Error())
		return
	}
	if t.paused {
		sendErr(s, m.ID, errUnsaved)
		return
	}
	rec := &record{T: recPref, Seat: s.seat, Pref: m.Pref, Unix: t.hub.clock.Now().Unix(), Prev: t.last}
	seq, err := t.hub.store.appendRecord(context.Background(), t.meta.ID, t.last, rec)
	if err != nil {
		log.Printf("table %s: %v", t.meta.ID, err)
		if n := t.hub.node; n != nil && errors.Is(err, errForked) {
			t.hub.stats.fenced.Add(1)
			n.dropLocked(t)
			return
		}
		sendErr(s, m.ID, t.unsaved(err))
		return
	}
	t.last = seq
	t.applyPref(rec)
	for sub, v := range t.subs {
		if v == s.seat {
			id := uint64(0)
			if sub == s {
				id = m.ID
			}
			sub.send(encode(&proto.ServerMsg{V: proto.Version, Seq: t.pos, Type: proto.SClaimPref, ID: id, Table: t.meta.ID, Seat: v, Actor: -1, Pref: m.Pref}))
		}
	}
	t.schedule() // the preference may answer an open window now
}

// applyPref sets a recorded preference on its seat and the game.
func (t *table) applyPref(rec *record) {
	p, err := match.ParseClaimPref(rec.Pref)
	if err != nil || rec.Seat < 0 || rec.Seat >= len(t.seats) {
		return // written after checking: an old or damaged record changes nothing
	}
	t.seats[rec.Seat].pref = p
	if t.game != nil {
		t.game.m.SetClaimPref(rec.Seat, p)
	}
}

// prefName is seat's preference as SJoined tells it ("": the default).
func (t *table) prefName(seat int) string {
	if seat < 0 || seat >= len(t.seats) || t.seats[seat].pref == match.ClaimAsk {
		return ""
	}
	return t.seats[seat].pref.String()
}

package main

import (
	"log"

	"rummy/engine"
	"rummy/engine/match/proto"
)

// The rematch records of a table's log (issue 24 item 11, proto
// rematch.go): the offer and the answers (recRematch, Kind one of the
// proto.Rematch* kinds), and the table turning to its next game
// (recRegame, with the next game's deal secret in Meta). Replaying them
// rebuilds the offer and the new game exactly, so a reconnecting client
// or a restarted server finds the table where it was.
const (
	recRematch = "rematch"
	recRegame  = "regame"
)

// rematch carries out a TRematch message: the host's offer or "go
// ahead", a seated person's answer. Once every person has answered (or
// the host goes ahead) the table turns to its next game; when everyone
// accepted, that game starts at once through the table's start.
func (t *table) rematch(s *session, m proto.ClientMsg) {
	if s.seat < 0 {
		s.sendError(m.ID, "spectator", "spectators do not play")
		return
	}
	if _, err := t.commit(&record{T: recRematch, Seat: s.seat, Kind: m.Kind}); err != nil {
		sendErr(s, m.ID, err)
		return
	}
	r := t.offer
	if r == nil || (m.Kind != proto.RematchNow && r.Pending() > 0) {
		return
	}
	if _, err := t.commit(&record{T: recRegame, Seat: s.seat, Secret: newSecret()}); err != nil {
		sendErr(s, m.ID, err)
		return
	}
	for sub, viewer := range t.subs {
		if viewer >= 0 && t.seats[viewer].kind == proto.SeatOpen {
			// Declined or did not answer in time: their place is free.
			sub.sendError(0, "left", "you left the table: join again with the code to play on")
			delete(t.subs, sub)
			sub.close("left")
		}
	}
	for _, st := range t.seats {
		if st.kind == proto.SeatOpen {
			return // the host fills the open seats in the waiting room and starts
		}
	}
	t.awaitRematchSeeds()
}

// awaitRematchSeeds starts a rematch everyone accepted once every seated
// person has committed fresh entropy for it (their clients do on seeing
// the new game), or after the entropy wait without those who did not:
// the next game is seeded like the first (deal.go).
func (t *table) awaitRematchSeeds() {
	t.rematchStart = true
	if t.startRematchWhenSeeded() {
		return
	}
	t.afterSeedWait(func() {
		if t.rematchStart {
			t.rematchStart = false
			if err := t.startSeeding(); err != nil {
				log.Printf("table %s: starting the rematch: %v", t.meta.ID, err)
			}
		}
	})
}

// startRematchWhenSeeded starts an awaited rematch if every seated person
// has committed entropy; it reports whether it did.
func (t *table) startRematchWhenSeeded() bool {
	if !t.rematchStart {
		return false
	}
	for _, s := range t.seats {
		if s.kind == proto.SeatPerson && s.entropyHash == "" {
			return false
		}
	}
	t.rematchStart = false
	t.stopSeeding()
	if err := t.startSeeding(); err != nil {
		log.Printf("table %s: starting the rematch: %v", t.meta.ID, err)
	}
	return true
}

// applyRematch applies a rematch offer or answer (live or replayed).
func (t *table) applyRematch(rec *record) ([]engine.Event, error) {
	if t.game == nil || !t.game.over() {
		return nil, refuseReq("not_over", "a rematch can be offered once the game is over")
	}
	if rec.Seat < 0 || rec.Seat >= len(t.seats) || t.seats[rec.Seat].kind != proto.SeatPerson {
		return nil, refuseReq("no_seat", "only a seated person answers a rematch")
	}
	host := rec.Seat == 0
	switch rec.Kind {
	case proto.RematchOffer:
		if !host {
			return nil, refuseReq("not_host", "only the host offers a rematch")
		}
		if t.offer != nil {
			return nil, refuseReq("rematch_offered", "a rematch is offered already")
		}
		r := &proto.Rematch{Answers: make([]string, len(t.seats))}
		for i, s := range t.seats {
			if s.kind != proto.SeatPerson || i == 0 {
				r.Answers[i] = proto.RematchAccept // bots stay bots; the host accepts by offering
			}
		}
		t.offer = r
	case proto.RematchAccept, proto.RematchDecline:
		if t.offer == nil {
			return nil, refuseReq("no_rematch", "no rematch is offered")
		}
		if host && rec.Kind == proto.RematchDecline {
			t.offer = nil // the host withdraws the offer
			break
		}
		if host {
			return nil, refuseReq("rematch_offered", "the host accepts by offering")
		}
		t.offer.Answers[rec.Seat] = rec.Kind
	case proto.RematchNow:
		if !host {
			return nil, refuseReq("not_host", "only the host goes ahead without waiting")
		}
		if t.offer == nil {
			return nil, refuseReq("no_rematch", "no rematch is offered")
		}
	default:
		return nil, refuseReq("malformed", "an unknown rematch answer")
	}
	return nil, nil
}

// applyRegame turns an over table to its next game: the next deal's
// secret; the people who accepted keep their seats (and seat tokens),
// bots stay, the others' seats open. The game itself starts with the
// next start record.
func (t *table) applyRegame(rec *record) ([]engine.Event, error) {
	if t.game == nil || !t.game.over() || t.offer == nil {
		return nil, refuseReq("no_rematch", "no rematch is offered")
	}
	if rec.Secret == "" {
		return nil, refuseReq("malformed", "a new game without its deal")
	}
	for i, s := range t.seats {
		fresh := newSeat(proto.SeatSpec{Kind: s.kind, Level: s.level})
		switch {
		case s.kind == proto.SeatBot:
		case t.offer.Answers[i] == proto.RematchAccept:
			// The seat stays bound to its player id (issue 31 item 6): My
			// tables lists it, and the id takes it back with no token.
			fresh.name, fresh.tokenHash, fresh.conns, fresh.awaySince, fresh.identity = s.name, s.tokenHash, s.conns, s.awaySince, s.identity
			fresh.pref = s.pref // the standing claim preference holds for the rematch
		default:
			fresh = newSeat(proto.SeatSpec{Kind: proto.SeatOpen})
		}
		*s = *fresh
	}
	t.setSecret(rec.Secret)
	t.game, t.offer, t.sentFields = nil, nil, nil
	t.games++
	return nil, nil
}

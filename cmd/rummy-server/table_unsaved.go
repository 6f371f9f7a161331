package main

import (
	"context"
	"errors"
	"log"
	"time"

	"rummy/engine/match/proto"
)

// unsavedRetry is how long a table whose append failed stays paused
// before it tries to write again (issue 26 item 6).
const unsavedRetry = 10 * time.Second

// unsavedText is what a person whose move could not be saved is told.
const unsavedText = "the server cannot save right now; your last move was not kept"

// errUnsaved is the answer to a record the table could not append, and
// to every record while it is paused for that.
var errUnsaved = refuseReq("unsaved", unsavedText)

// unsaved handles an append that failed on a single node (a full disk,
// a store limit): the record is taken back by rebuilding the table from
// its log once (every session stays, the next message sends views
// whole), and the table pauses: it writes nothing, its bots wait, and
// after unsavedRetry it tries again. Nothing is retried in a loop, so a
// store that stays full costs one log read per table and period, no
// more (each read's consumer is deleted when done).
func (t *table) unsaved(err error) error {
	log.Printf("table %s: paused until it can write its log again (%v)", t.meta.ID, err)
	t.takeBack()
	t.paused = true
	if t.timer != nil {
		t.timer.Stop()
	}
	t.timer = t.hub.clock.AfterFunc(unsavedRetry, func() {
		t.post(func() {
			t.paused = false
			t.schedule()
		})
	})
	return errUnsaved
}

// takeBack rebuilds the table's game from its log, keeping its sessions
// and who is connected: the record applied in memory but not written is
// gone. If the log cannot be read either, the table closes (clients
// reconnect to a table reloaded then).
func (t *table) takeBack() {
	fresh, err := t.hub.readTable(context.Background(), t.meta.ID)
	if err != nil {
		log.Printf("table %s: reloading: %v", t.meta.ID, err)
		t.closeLocked()
		return
	}
	for i, s := range fresh.seats {
		if i < len(t.seats) {
			old := t.seats[i]
			s.conns, s.awaySince, s.botPlaying, s.bot, s.player = old.conns, old.awaySince, old.botPlaying, old.bot, old.player
		}
	}
	t.seats, t.game, t.pos, t.last, t.ring = fresh.seats, fresh.game, fresh.pos, fresh.last, fresh.ring
	t.sentFields = nil
}

// refuseUnsaved answers an action refused because the table cannot save:
// a refusal (the client forgets the action, never sends it again) with
// the key a client translates. It reports whether err was that.
func (t *table) refuseUnsaved(s *session, id uint64, err error) bool {
	if !errors.Is(err, errUnsaved) {
		return false
	}
	r := &proto.Refusal{Key: "unsaved", Text: unsavedText}
	s.send(encode(&proto.ServerMsg{V: proto.Version, Seq: t.pos, Type: proto.SRefused, ID: id, Seat: s.seat, Refusal: r, Actor: s.seat}))
	return true
}

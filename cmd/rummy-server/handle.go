package main

import (
	"errors"

	"rummy/engine/match/proto"
)

// handle carries out one decoded client message.
func (h *hub) handle(s *session, m proto.ClientMsg) {
	switch m.Type {
	case proto.TAuth:
		h.auth(s, m)
		return
	case proto.TMine:
		h.mine(s, m)
		return
	case proto.TLeaders:
		h.leaders(s, m)
		return
	}
	if s.fwd != nil {
		switch m.Type {
		case proto.TCreate, proto.TJoin, proto.TResume, proto.TSpectate:
			s.sendError(m.ID, "seated", "this connection is at a table already: open another one")
		default:
			h.node.forward(s, m)
		}
		return
	}
	switch m.Type {
	case proto.TPing:
		if t := s.table; t != nil {
			t.post(func() {
				s.send(encode(&proto.ServerMsg{V: proto.Version, Seq: t.pos, Type: proto.SPong, ID: m.ID, Actor: -1}))
			})
			return
		}
		s.send(encode(&proto.ServerMsg{V: proto.Version, Type: proto.SPong, ID: m.ID, Actor: -1}))
		return
	case proto.TCreate, proto.TJoin, proto.TResume, proto.TSpectate:
		if s.table != nil {
			s.sendError(m.ID, "seated", "this connection is at a table already: open another one")
			return
		}
		if !h.mayEnter(s, &m) {
			return
		}
		h.enter(s, m)
		return
	}
	t := s.table
	if t == nil {
		if h.refuseSetAside(s, m) {
			return
		}
		s.sendError(m.ID, "no_table", "create, join or resume a table first")
		return
	}
	// The table's goroutine carries the message out; this reader goes
	// on to the next one (in order: the inbox keeps it).
	t.post(func() { h.onTable(t, s, m) })
}

// onTable carries out a message for the session's table, on the
// table's goroutine.
func (h *hub) onTable(t *table, s *session, m proto.ClientMsg) {
	if t.closed {
		h.refuseClosed(s, m.ID)
		return
	}
	t.touch(h.clock.Now())
	switch m.Type {
	case proto.TSeat, proto.TStart:
		if s.seat != 0 {
			s.sendError(m.ID, "not_host", "only the host sets the seats and starts")
			return
		}
		if m.Type == proto.TStart {
			if err := t.startSeeding(); err != nil {
				sendErr(s, m.ID, err)
			}
			return
		}
		var rec *record
		if m.Type == proto.TSeat {
			rec = &record{T: recSeat, Seat: m.Seat, Kind: m.Kind, Level: m.Level}
			if m.Kind == proto.SeatBot && m.Level == "" {
				rec.Level = t.meta.Level
			}
			if m.Kind == proto.SeatBot && !knownLevel(rec.Level) {
				s.sendError(m.ID, "bad_level", "unknown bot level")
				return
			}
			if m.Kind == proto.SeatBot && t.meta.Rated {
				if err := ratedLevel(t.meta.Variant, rec.Level); err != nil {
					sendErr(s, m.ID, err)
					return
				}
			}
			if m.Kind == proto.SeatOpen {
				rec.Level = ""
			}
		}
		if _, err := t.commit(rec); err != nil {
			sendErr(s, m.ID, err)
		}
	case proto.TEntropy:
		if err := t.takeEntropy(s.seat, m); err != nil {
			sendErr(s, m.ID, err)
		}
	case proto.TRematch:
		t.rematch(s, m)
	case proto.TAct:
		t.act(s, m)
	case proto.TUndo:
		t.undo(s, m)
	case proto.TClaimPref:
		t.setPref(s, m)
	case proto.TChat:
		if s.seat < 0 {
			s.sendError(m.ID, "spectator", "spectators watch in silence")
			return
		}
		if _, err := t.commit(&record{T: recChat, Seat: s.seat, Phrase: m.Phrase}); err != nil {
			sendErr(s, m.ID, err)
		}
	case proto.TSave:
		if t.game == nil || !t.game.over() {
			s.sendError(m.ID, "not_over", "the game can be saved once it is over")
			return
		}
		data, err := t.game.save()
		if err != nil {
			sendErr(s, m.ID, err)
			return
		}
		s.send(encode(&proto.ServerMsg{V: proto.Version, Seq: t.pos, Type: proto.SSave, ID: m.ID, Table: t.meta.ID, Seat: s.seat, Save: data, Actor: -1}))
	}
}

// act plays a seat's action once, whatever the number of resends.
func (t *table) act(s *session, m proto.ClientMsg) {
	if s.seat < 0 {
		s.sendError(m.ID, "spectator", "spectators do not play")
		return
	}
	seat := t.seats[s.seat]
	if pos, ok := seat.applied[m.ID]; ok {
		e, held := t.ring.get(pos)
		if !held {
			e = ringEntry{pos: pos, rec: record{T: recAct, Seat: s.seat, ID: m.ID}}
		}
		s.send(encode(t.message(e, s.seat))) // the answer again; its view is long gone
		return
	}
	if r, ok := seat.refused[m.ID]; ok {
		s.send(encode(&proto.ServerMsg{V: proto.Version, Seq: t.pos, Type: proto.SRefused, ID: m.ID, Seat: s.seat, Refusal: r, Actor: s.seat}))
		return
	}
	if _, err := t.commit(&record{T: recAct, Seat: s.seat, ID: m.ID, Action: m.Action}); err != nil {
		if t.refuseUnsaved(s, m.ID, err) {
			return
		}
		var te *errTable
		if errors.As(err, &te) {
			sendErr(s, m.ID, err)
			return
		}
		t.hub.stats.refused.Add(1)
		r := proto.RefusalOf(err)
		if len(seat.refused) >= maxRefusedIDs {
			clear(seat.refused)
		}
		seat.refused[m.ID] = r
		s.send(encode(&proto.ServerMsg{V: proto.Version, Seq: t.pos, Type: proto.SRefused, ID: m.ID, Seat: s.seat, Refusal: r, Actor: s.seat}))
	}
}

// sendErr reports a refused request with its key.
func sendErr(s *session, id uint64, err error) {
	var te *errTable
	if errors.As(err, &te) {
		s.sendError(id, te.key, te.text)
		return
	}
	s.sendError(id, "refused", err.Error())
}

// enter attaches a session to a table: a new one, a free seat, its own
// seat again, or the spectators' gallery.
func (h *hub) enter(s *session, m proto.ClientMsg) {
	if h.node != nil && h.node.enterAt(s, m) {
		return // another node runs the table: it answers
	}
	s.patch = m.Patch
	var t *table
	token := ""
	switch m.Type {
	case proto.TCreate:
		if err := h.reserve(s.addr, s.identity); err != nil {
			sendErr(s, m.ID, err)
			return
		}
		var err error
		t, token, err = h.createAs(m.Create, m.Name, m.EntropyHash, s.identity)
		h.settle(s.addr, s.identity, t)
		if err != nil {
			sendErr(s, m.ID, err)
			return
		}
		t.call(func() {
			t.attach(s, 0)
			t.joined(s, m.ID, token)
			s.send(t.encodeSnapshot(0))
		})
		return
	case proto.TJoin, proto.TSpectate:
		if m.Code != "" {
			t = h.byCode(m.Code)
		} else {
			t = h.byID(m.Table)
		}
	case proto.TResume:
		t = h.byID(m.Table)
	}
	if t == nil {
		if h.refuseSetAside(s, m) {
			return
		}
		if m.Code != "" {
			h.codeFailed(s)
		}
		s.sendError(m.ID, "no_table", "no table has this code or id: check it, or the table has expired")
		return
	}
	// The reader waits for its entry: its next message must find the
	// session seated. A table that fell asleep meanwhile wakes.
	if !h.callAwake(t.meta.ID, t, func(t *table) { h.enterTable(t, s, m) }) {
		s.sendError(m.ID, "no_table", "no table has this code or id: check it, or the table has expired")
	}
}

// enterTable seats a session at a table, on the table's goroutine.
func (h *hub) enterTable(t *table, s *session, m proto.ClientMsg) {
	token := ""
	if t.closed {
		h.refuseClosed(s, m.ID)
		return
	}
	t.touch(h.clock.Now())
	switch m.Type {
	case proto.TJoin:
		seat := t.joinSeat(s.identity)
		if t.game != nil || seat < 0 {
			s.sendError(m.ID, "table_full", "no seat is open at this table: you may watch it")
			return
		}
		if err := t.mayJoinRated(s.identity); err != nil {
			sendErr(s, m.ID, err)
			return
		}
		var hash string
		token, hash = newToken()
		if _, err := t.commit(&record{T: recSit, Seat: seat, Name: t.seatName(m.Name), TokenHash: hash, EntropyHash: m.EntropyHash, Identity: s.identity}); err != nil {
			sendErr(s, m.ID, err)
			return
		}
		t.attach(s, seat)
		t.joined(s, m.ID, token)
		s.send(t.encodeSnapshot(seat))
	case proto.TResume:
		seat, key, text := t.resumeSeat(s, m)
		if seat < 0 {
			s.sendError(m.ID, key, text)
			return
		}
		t.attach(s, seat)
		t.joined(s, m.ID, "")
		t.catchUp(s, seat, m.Last)
	case proto.TSpectate:
		t.attach(s, proto.Spectator)
		t.joined(s, m.ID, "")
		t.catchUp(s, proto.Spectator, m.Last)
	}
}

// joined tells a session where it sits.
func (t *table) joined(s *session, id uint64, token string) {
	s.send(encode(&proto.ServerMsg{V: proto.Version, Seq: t.pos, Type: proto.SJoined, ID: id, Table: t.meta.ID, Seat: s.seat,
		Code: t.meta.Code, Link: s.link + t.meta.Code, Token: token, Actor: -1, Pref: t.prefName(s.seat)}))
}

// attach adds a session at viewer; a person coming back takes the seat
// back from the bot for the next decision.
func (t *table) attach(s *session, viewer int) {
	s.table, s.seat = t, viewer
	t.subs[s] = viewer
	if viewer >= 0 {
		st := t.seats[viewer]
		st.conns++
		st.botPlaying = false
		t.presence()
		t.schedule()
	}
}

// detach removes a closed session.
func (t *table) detach(s *session) { t.post(func() { t.detachNow(s) }) }

// detachNow is detach on the table's goroutine.
func (t *table) detachNow(s *session) {
	viewer, ok := t.subs[s]
	if !ok {
		return
	}
	delete(t.subs, s)
	if viewer >= 0 {
		st := t.seats[viewer]
		if st.conns--; st.conns == 0 {
			st.awaySince = t.hub.clock.Now()
		}
		t.presence()
		t.schedule()
	}
}

// refuseClosed answers a message for a table that is closed. In a
// cluster the table has moved to another node (or is moving): the
// connection closes, and its client reconnects and finds the owner.
func (h *hub) refuseClosed(s *session, id uint64) {
	if h.node != nil {
		s.close("the table moved to another server: reconnect")
		return
	}
	s.sendError(id, "closed", "the table is closed")
}

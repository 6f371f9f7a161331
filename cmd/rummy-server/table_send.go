package main

import (
	"rummy/engine"
	"rummy/engine/match/proto"
)

// ringSize is how many records a table keeps to resend to a client that
// missed them; a client further behind gets a snapshot.
const ringSize = 64

// ringEntry is one applied record and its events, unmasked.
type ringEntry struct {
	pos    uint64
	rec    record
	events []engine.Event
	// step is the number of the game's actions applied after the
	// record (issue 27: where a client's deal check places its events).
	step int
}

// eventRing holds the last ringSize records. Its entries are made at
// the first record: a stored table no one plays yet costs little (issue
// 26 item 2: thousands of them come back at every start).
type eventRing struct {
	entries *[ringSize]ringEntry
	n       uint64
}

// add keeps an entry at its position. A lobby's records (creation,
// seats) are not kept until the ring exists: a client behind them gets
// a snapshot anyway (catchUp).
func (r *eventRing) add(e ringEntry) {
	if r.entries == nil {
		if e.rec.T == recCreate || e.rec.T == recSit || e.rec.T == recSeat {
			return
		}
		r.entries = new([ringSize]ringEntry)
	}
	r.entries[(e.pos-1)%ringSize] = e
	r.n++
}

// get returns the entry at position pos, if still held.
func (r *eventRing) get(pos uint64) (ringEntry, bool) {
	if pos == 0 || r.n == 0 || r.entries == nil {
		return ringEntry{}, false
	}
	e := r.entries[(pos-1)%ringSize]
	return e, e.pos == pos
}

// message builds what one viewer hears of a record, without a view.
func (t *table) message(e ringEntry, viewer int) *proto.ServerMsg {
	m := &proto.ServerMsg{V: proto.Version, Seq: e.pos, Table: t.meta.ID, Seat: viewer, Actor: e.rec.Seat, Step: e.step}
	switch e.rec.T {
	case recCreate, recSit, recSeat, recEntropy, recRematch, recRegame:
		m.Type, m.Lobby = proto.SLobby, t.lobby()
	case recStart:
		m.Type, m.Lobby, m.Events = proto.SStarted, t.lobby(), proto.Project(e.events, viewer)
	case recAct:
		m.Type, m.Events = proto.SEvent, proto.Project(e.events, viewer)
		if viewer == e.rec.Seat {
			m.ID = e.rec.ID
		}
		m.Reveal = t.reveal()
	case recChat:
		m.Type, m.Chat = proto.SChat, &proto.Chat{Seat: e.rec.Seat, Phrase: e.rec.Phrase}
	case recUndo:
		m.Type = proto.SUndone
	}
	return m
}

// encodeFor encodes what viewer hears of a record, with the view of the
// position now when withView. pos holds what viewers share (the public
// part of the view, the events as most see them), encoded once; nil
// makes one.
func (t *table) encodeFor(e ringEntry, viewer int, withView, patch bool, pos *position) ([]byte, *position) {
	m := t.message(e, viewer)
	if t.game == nil || e.rec.T == recChat || e.rec.T == recRematch || (!withView && m.Events == nil) {
		return encode(m), pos
	}
	if pos == nil {
		pos = newPosition(t.game, t.hub.enc, viewer, t.sentFields)
	}
	var events []byte
	if len(m.Events) > 0 {
		events = pos.eventsJSON(m.Events)
	}
	m.Events = nil
	if !withView {
		return assemble(m, events, nil, viewer, false), pos
	}
	return assemble(m, events, pos, viewer, patch), pos
}

// encode marshals a server message (they are plain values: it cannot
// fail short of a bug).
func encode(m *proto.ServerMsg) []byte { return appendMsg(nil, m) }

// appendMsg appends m's encoding to b.
func appendMsg(b []byte, m *proto.ServerMsg) []byte {
	b, err := proto.AppendServerMsg(b, m)
	if err != nil {
		panic("rummy-server: encoding a message: " + err.Error())
	}
	return b
}

// broadcast tells every session of the table about the record just
// applied, each as its viewer may see it (one encoding per viewer).
func (t *table) broadcast(rec *record, ev []engine.Event) {
	e := ringEntry{pos: t.pos, rec: *rec, events: ev, step: t.step()}
	var cache [16][]byte // by viewer and patch: seats and the spectators
	var pos *position
	for s, viewer := range t.subs {
		k := 2*(viewer+1) + btoi(s.patch)
		var b []byte
		if k < len(cache) {
			b = cache[k]
		}
		if b == nil {
			b, pos = t.encodeFor(e, viewer, true, s.patch, pos)
			if k < len(cache) {
				cache[k] = b
			}
		}
		s.send(b)
	}
	if rec.T == recAct || rec.T == recStart || rec.T == recUndo {
		// The clients now hold this position's view: the next patch is
		// against it (with no one to tell, the next view goes whole).
		t.sentFields = nil
		if pos != nil {
			t.sentFields = pos.fields
		}
	}
	if rec.T == recSeat {
		for s, viewer := range t.subs {
			if viewer == rec.Seat {
				s.sendError(0, "removed", "the host removed you from the table")
				delete(t.subs, s)
				s.close("removed")
			}
		}
	}
}

// presence tells everyone that a seat connected, left or is played by a
// bot (it does not move the table's position).
func (t *table) presence() {
	b := encode(&proto.ServerMsg{V: proto.Version, Seq: t.pos, Type: proto.SPresence, Table: t.meta.ID, Lobby: t.lobby()})
	for s := range t.subs {
		s.send(b)
	}
}

// snapshot is the whole table as viewer may see it.
func (t *table) snapshot(viewer int) *proto.ServerMsg {
	m := &proto.ServerMsg{V: proto.Version, Seq: t.pos, Type: proto.SSnapshot, Table: t.meta.ID, Seat: viewer,
		Code: t.meta.Code, Lobby: t.lobby(), Reveal: t.reveal(), Actor: -1, Step: t.step()}
	return m
}

// encodeSnapshot is snapshot encoded with its view.
func (t *table) encodeSnapshot(viewer int) []byte {
	m := t.snapshot(viewer)
	if t.game == nil {
		return encode(m)
	}
	return assemble(m, nil, newPosition(t.game, t.hub.enc, viewer, nil), viewer, false)
}

// catchUp sends a viewer what it missed since position last: the
// records themselves when the table still holds them all and they are
// game events or chat, else a snapshot.
func (t *table) catchUp(s *session, viewer int, last uint64) {
	if last > t.pos || last == 0 || t.endedSince(last) {
		s.send(t.encodeSnapshot(viewer))
		return
	}
	var missed []ringEntry
	for p := last + 1; p <= t.pos; p++ {
		e, ok := t.ring.get(p)
		if !ok || (e.rec.T != recAct && e.rec.T != recChat) {
			s.send(t.encodeSnapshot(viewer))
			return
		}
		missed = append(missed, e)
	}
	for i, e := range missed {
		b, _ := t.encodeFor(e, viewer, i == len(missed)-1, false, nil)
		s.send(b)
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

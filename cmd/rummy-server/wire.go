package main

import (
	"bytes"
	"strconv"

	"rummy/engine"
	"rummy/engine/match/proto"
)

// position is the current position's view encoded once for every
// viewer: the part every viewer shares (the public state, the counts,
// the stock size, who is waited on, the revealed hands) and, per
// viewer, the rest (its seat, hand and drawn card). A message's view is
// the two spliced: the same JSON object proto.SeatView decodes from.
// For clients that asked for patches the shared part carries only the
// public fields changed since base, the fields of the view the table
// sent last.
type position struct {
	// fields are the public fields' encodings; rest is the shared part
	// after the public state, `"counts":…` without braces.
	fields [][]byte
	rest   []byte
	// whole and patch are the shared part as `{"public":…,…` and
	// `{"public_patch":…,…` without the closing brace, made when asked.
	whole, patch []byte
	base         [][]byte
	views        map[int][]byte // the own parts, by viewer
	// events are the distinct encodings of the record's projected
	// events; scratch is the buffer each is encoded in first.
	events  [][]byte
	scratch []byte
	game    *tableGame
	enc     *proto.PublicEncoder
}

// ownView is the part of a proto.SeatView that is the viewer's own.
type ownView struct {
	Seat       int           `json:"seat"`
	Hand       []engine.Card `json:"hand"`
	DrawnStock engine.Card   `json:"drawn_stock"`
}

// newPosition encodes the shared part of g's current position from
// viewer's view (every viewer's holds the same shared part), keeping
// that viewer's own part too; base (nil: none) is the public fields of
// the view the clients hold, for patches.
func newPosition(g *tableGame, enc *proto.PublicEncoder, viewer int, base [][]byte) *position {
	v := g.view(viewer)
	fields, err := enc.Fields(&v.Public)
	if err != nil {
		panic("rummy-server: " + err.Error())
	}
	b := appendRest(make([]byte, 0, 128), v)
	p := &position{fields: fields, rest: b[1 : len(b)-1], base: base, views: map[int][]byte{}, game: g, enc: enc}
	p.keep(viewer, v)
	return p
}

// shared returns the shared part, whole or as a patch of base (whole
// when there is no base).
func (p *position) shared(patch bool) []byte {
	if patch && p.base != nil {
		if p.patch == nil {
			p.patch = p.frame(`{"public_patch":`, p.enc.Diff(p.base, p.fields))
		}
		return p.patch
	}
	if p.whole == nil {
		p.whole = p.frame(`{"public":`, p.enc.Object(p.fields, nil))
	}
	return p.whole
}

func (p *position) frame(key string, public []byte) []byte {
	out := make([]byte, 0, len(key)+len(public)+len(p.rest)+1)
	out = append(out, key...)
	out = append(out, public...)
	out = append(out, ',')
	return append(out, p.rest...)
}

// keep encodes and keeps viewer's own part of v.
func (p *position) keep(viewer int, v *engine.View) []byte {
	own := ownView{Seat: viewer, DrawnStock: engine.NoCard}
	if viewer >= 0 {
		own.Hand, own.DrawnStock = v.Hand, v.DrawnStock
	}
	return p.store(viewer, own)
}

// store encodes and keeps viewer's own part.
func (p *position) store(viewer int, own ownView) []byte {
	b := make([]byte, 0, 32+4*len(own.Hand))
	b = append(b, `{"seat":`...)
	b = strconv.AppendInt(b, int64(own.Seat), 10)
	b = append(b, `,"hand":`...)
	b = proto.AppendCards(b, own.Hand)
	b = append(b, `,"drawn_stock":`...)
	b = strconv.AppendUint(b, uint64(own.DrawnStock), 10)
	b = append(b, '}')
	p.views[viewer] = b
	return b
}

// appendRest writes the shared part of v's SeatView besides the public
// state (counts, stock size, the seats waited on, the revealed hands)
// as a JSON object, in proto.SeatView's order and as encoding/json
// writes it.
func appendRest(b []byte, v *engine.View) []byte {
	b = append(b, `{"counts":`...)
	b = proto.AppendInts(b, v.Counts)
	b = append(b, `,"stock_size":`...)
	b = strconv.AppendInt(b, int64(v.StockSize), 10)
	b = append(b, `,"waiting":`...)
	b = proto.AppendInts(b, v.Waiting)
	if len(v.Hands) > 0 {
		b = append(b, `,"hands":[`...)
		for i, h := range v.Hands {
			if i > 0 {
				b = append(b, ',')
			}
			b = proto.AppendCards(b, h)
		}
		b = append(b, ']')
	}
	return append(b, '}')
}

// own returns the viewer's own part of its view as JSON.
func (p *position) own(viewer int) []byte {
	if b, ok := p.views[viewer]; ok {
		return b
	}
	if viewer < 0 {
		return p.keep(viewer, nil)
	}
	own := ownView{Seat: viewer}
	own.Hand, own.DrawnStock = p.game.ownView(viewer)
	return p.store(viewer, own)
}

// eventsJSON returns the encoding of a viewer's projected events,
// shared with every viewer who sees them alike (most do: only the
// cards a seat draws or is dealt differ).
func (p *position) eventsJSON(ev []engine.Event) []byte {
	p.scratch = proto.AppendEvents(p.scratch[:0], ev)
	for _, e := range p.events {
		if bytes.Equal(e, p.scratch) {
			return e
		}
	}
	b := bytes.Clone(p.scratch)
	p.events = append(p.events, b)
	return b
}

// assemble encodes m with its Events and View left out, then splices in
// the encoded events (none: omitted, as Events is omitempty) and
// viewer's view of pos (nil: none; patch: its public part as a patch),
// in one buffer: the JSON proto.ServerMsg decodes from.
func assemble(m *proto.ServerMsg, events []byte, pos *position, viewer int, patch bool) []byte {
	var head [256]byte
	b := appendMsg(head[:0], m)
	n := len(b) + len(events) + 32
	var own, shared []byte
	if pos != nil {
		own, shared = pos.own(viewer), pos.shared(patch)
		n += len(shared) + len(own)
	}
	out := make([]byte, 0, n)
	out = append(out, b[:len(b)-1]...)
	if events != nil {
		out = append(out, `,"events":`...)
		out = append(out, events...)
	}
	if pos != nil {
		out = append(out, `,"view":`...)
		out = append(out, shared...)
		out = append(out, ',')
		out = append(out, own[1:]...)
	}
	return append(out, '}')
}

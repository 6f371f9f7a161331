package match

import "rummy/engine"

// Spectator is the viewer that sees only what every seat may know.
const Spectator = -1

// Sequenced is one event of a viewer's stream and its number (from 1,
// without gaps), so that a client can ask for the events after the last
// one it saw.
type Sequenced struct {
	Seq   uint64
	Event engine.Event
}

// journal is one viewer's masked event stream.
type journal struct {
	events []Sequenced
	seq    uint64
}

func (j *journal) add(ev []engine.Event, viewer int) {
	for _, e := range engine.MaskFor(ev, viewer) {
		j.seq++
		j.events = append(j.events, Sequenced{Seq: j.seq, Event: e})
	}
}

// Watch starts keeping viewer's masked event stream (a seat, or
// Spectator); events before the call are not in it, but for
// Config.Dealt while no action has been applied. A match nobody watches
// keeps no events (rummy-sim).
func (m *Match) Watch(viewer int) {
	if m.journals[viewer] == nil {
		j := &journal{}
		if m.stats.Applied == 0 {
			j.add(m.cfg.Dealt, viewer)
		}
		m.journals[viewer] = j
	}
}

// EventsSince returns viewer's events numbered after seq, masked for
// viewer (engine.MaskFor), and the last number of the stream. A viewer
// not watched gets none.
func (m *Match) EventsSince(viewer int, seq uint64) ([]Sequenced, uint64) {
	j := m.journals[viewer]
	if j == nil {
		return nil, 0
	}
	if seq >= j.seq {
		return nil, j.seq
	}
	first := j.seq - uint64(len(j.events)) // events are numbered first+1…
	from := 0
	if seq > first {
		from = int(seq - first)
	}
	return append([]Sequenced(nil), j.events[from:]...), j.seq
}

package engine

// actionLog is the state's append-only action log, kept in chunks of at
// most logChunk entries: appending never copies earlier entries, and no
// chunk is large enough for the allocator's large-object path (a game of
// a thousand actions would otherwise grow one large slice again and
// again). Entries are packed without pointers (see logEntry), so the
// chunks are small and the garbage collector never scans them.
type actionLog struct {
	chunks [][]logEntry
	// melds holds the Melds of the logged actions that have some, and
	// wide the entries whose numbers do not fit a logEntry, in order.
	melds [][][]Card
	wide  []LoggedAction
	n     int
}

// logEntry is one LoggedAction packed: the numbers as int32, the flags as
// bits, and Melds by index into the log's melds (-1: nil). An action
// whose numbers do not fit is kept whole in the log's wide entries
// (flag logWide, Meld its index).
type logEntry struct {
	seat, meld, pos, jokerMeld, n, melds int32
	card                                 Card
	kind                                 ActionKind
	flags                                uint8
}

// The bits of logEntry.flags.
const (
	logFromDiscard = 1 << iota
	logAtFront
	logJokerFront
	logWide
)

// logChunk is the capacity of the later chunks (the first ones are
// smaller, for short logs).
const logChunk = 512

// add appends one entry.
func (l *actionLog) add(e LoggedAction) {
	k := len(l.chunks) - 1
	if k < 0 || len(l.chunks[k]) == cap(l.chunks[k]) {
		k++
		size := logChunk
		if k < 2 {
			size = logChunk / 4 << k // 128, then 256
		}
		l.chunks = append(l.chunks, make([]logEntry, 0, size))
	}
	l.chunks[k] = append(l.chunks[k], l.pack(e))
	l.n++
}

// pack packs e, keeping its Melds (or all of it) aside.
func (l *actionLog) pack(e LoggedAction) logEntry {
	a := &e.Action
	p := logEntry{seat: int32(e.Seat), meld: int32(a.Meld), pos: int32(a.Pos), jokerMeld: int32(a.JokerMeld),
		n: int32(a.N), melds: -1, card: a.Card, kind: a.Kind}
	if int(p.seat) != e.Seat || int(p.meld) != a.Meld || int(p.pos) != a.Pos || int(p.jokerMeld) != a.JokerMeld || int(p.n) != a.N {
		l.wide = append(l.wide, e)
		return logEntry{meld: int32(len(l.wide) - 1), flags: logWide}
	}
	if a.Melds != nil {
		l.melds = append(l.melds, a.Melds)
		p.melds = int32(len(l.melds) - 1)
	}
	if a.FromDiscard {
		p.flags |= logFromDiscard
	}
	if a.AtFront {
		p.flags |= logAtFront
	}
	if a.JokerFront {
		p.flags |= logJokerFront
	}
	return p
}

// unpack is pack's inverse.
func (l *actionLog) unpack(p logEntry) LoggedAction {
	if p.flags&logWide != 0 {
		return l.wide[p.meld]
	}
	a := Action{Kind: p.kind, Card: p.card, Meld: int(p.meld), Pos: int(p.pos), JokerMeld: int(p.jokerMeld), N: int(p.n),
		FromDiscard: p.flags&logFromDiscard != 0, AtFront: p.flags&logAtFront != 0, JokerFront: p.flags&logJokerFront != 0}
	if p.melds >= 0 {
		a.Melds = l.melds[p.melds]
	}
	return LoggedAction{Seat: int(p.seat), Action: a}
}

// all returns a copy of every entry in order.
func (l *actionLog) all() []LoggedAction {
	out := make([]LoggedAction, 0, l.n)
	for _, c := range l.chunks {
		for _, p := range c {
			out = append(out, l.unpack(p))
		}
	}
	return out
}

// clone returns a log that shares the entries so far and appends apart:
// the last chunk's capacity is clamped, so the next entry of either log
// goes to a chunk of its own.
func (l *actionLog) clone() actionLog {
	if len(l.chunks) == 0 {
		return actionLog{}
	}
	c := actionLog{chunks: append([][]logEntry(nil), l.chunks...), n: l.n,
		melds: l.melds[:len(l.melds):len(l.melds)], wide: l.wide[:len(l.wide):len(l.wide)]}
	k := len(c.chunks) - 1
	c.chunks[k] = c.chunks[k][:len(c.chunks[k]):len(c.chunks[k])]
	return c
}

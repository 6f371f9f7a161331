package engine

// actionLog is the state's append-only action log, kept in chunks of at
// most logChunk entries: appending never copies earlier entries, and no
// chunk is large enough for the allocator's large-object path (a game of
// a thousand actions would otherwise grow one 100 KB slice again and
// again).
type actionLog struct {
	chunks [][]LoggedAction
	n      int
}

// logChunk is the capacity of the later chunks (the first ones are
// smaller, for short logs).
const logChunk = 256

// add appends one entry.
func (l *actionLog) add(e LoggedAction) {
	k := len(l.chunks) - 1
	if k < 0 || len(l.chunks[k]) == cap(l.chunks[k]) {
		k++
		size := logChunk
		if k < 2 {
			size = logChunk / 4 << k // 64, then 128
		}
		l.chunks = append(l.chunks, make([]LoggedAction, 0, size))
	}
	l.chunks[k] = append(l.chunks[k], e)
	l.n++
}

// all returns a copy of every entry in order.
func (l *actionLog) all() []LoggedAction {
	out := make([]LoggedAction, 0, l.n)
	for _, c := range l.chunks {
		out = append(out, c...)
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
	c := actionLog{chunks: append([][]LoggedAction(nil), l.chunks...), n: l.n}
	k := len(c.chunks) - 1
	c.chunks[k] = c.chunks[k][:len(c.chunks[k]):len(c.chunks[k])]
	return c
}

package match

// Scratch lends one match's memory to the next (Config.Scratch): a
// simulation that plays game after game on one goroutine makes each
// match with the same Scratch, and the new match takes over the last
// one's event buffer, question view and other working buffers instead
// of growing new ones. Making a match with a Scratch ends the last match
// made with it: that one must not be used again (nor anything it
// returned that it owns, such as a Question's View). A Scratch serves
// one goroutine; the zero value is ready.
type Scratch struct {
	last *Match
}

// take returns the zero Match to build, reusing the last match's memory
// when there is one.
func (sc *Scratch) take() *Match {
	m := sc.last
	if m == nil {
		m = &Match{}
		sc.last = m
		return m
	}
	ev, wait, view := m.ev[:0], m.wait[:0], m.view
	asked, ids, claimLeft, tview := m.asked[:0], m.ids[:0], m.timers.claimLeft[:0], m.timers.view
	journals := m.journals
	clear(journals)
	*m = Match{ev: ev, wait: wait, view: view, asked: asked, ids: ids, journals: journals}
	m.timers.claimLeft, m.timers.view = claimLeft, tview
	return m
}

// grow returns s with length n, all zero, reusing its memory when it is
// large enough.
func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

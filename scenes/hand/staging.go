package hand

import (
	"slices"

	"rummy/engine"
)

// Arranger lays a group's cards in the order the rules lay them; ok
// false keeps the cards as given (the group is not a valid meld yet).
type Arranger func([]engine.Card) ([]engine.Card, bool)

// GroupOf returns the staged group holding c, or −1.
func (m *Model) GroupOf(c engine.Card) int {
	for gi, g := range m.staged {
		if slices.Contains(g, c) {
			return gi
		}
	}
	return -1
}

// take removes cards from every staged group (a group left empty goes)
// and returns, for each group index before, its index after (−1: gone).
func (m *Model) take(cards []engine.Card) []int {
	moved := make(map[engine.Card]bool, len(cards))
	for _, c := range cards {
		moved[c] = true
	}
	index := make([]int, len(m.staged))
	groups := m.staged[:0]
	for gi, g := range m.staged {
		kept := make([]engine.Card, 0, len(g))
		for _, c := range g {
			if !moved[c] {
				kept = append(kept, c)
			}
		}
		index[gi] = -1
		if len(kept) > 0 {
			index[gi] = len(groups)
			groups = append(groups, kept)
		}
	}
	m.staged = groups
	return index
}

// inHand keeps only the cards of the hand, each once.
func (m *Model) inHand(cards []engine.Card) []engine.Card {
	out := make([]engine.Card, 0, len(cards))
	for _, c := range cards {
		if slices.Contains(m.order, c) && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// Join adds cards (from the hand row or from other staged groups) to
// staged group gi, at its front or its back, and lays the group as the
// rules would when it makes a meld. It reports whether gi was a group;
// the selection is cleared.
func (m *Model) Join(gi int, cards []engine.Card, front bool, arrange Arranger) bool {
	if gi < 0 || gi >= len(m.staged) {
		return false
	}
	cards = m.inHand(cards)
	target := m.staged[gi]
	var add []engine.Card
	for _, c := range cards {
		if !slices.Contains(target, c) {
			add = append(add, c)
		}
	}
	if len(add) == 0 {
		return true
	}
	gi = m.take(add)[gi]
	g := m.staged[gi]
	if front {
		g = append(add[:len(add):len(add)], g...)
	} else {
		g = append(append([]engine.Card{}, g...), add...)
	}
	if arranged, ok := arrange(g); ok {
		g = arranged
	}
	m.staged[gi] = g
	clear(m.selected)
	return true
}

// StageAt puts cards (from the hand row or from staged groups) into a
// new group at place at of the staging row (clamped; len(Staged()) is
// the end), arranged when they make a meld, and clears the selection.
// A group dragged whole to another place is moved there.
func (m *Model) StageAt(cards []engine.Card, at int, arrange Arranger) {
	cards = m.inHand(cards)
	if len(cards) == 0 {
		return
	}
	n := len(m.staged)
	index := m.take(cards)
	// at counts places among the groups before; groups gone before at
	// shift it left.
	shift := 0
	for gi := 0; gi < min(at, n); gi++ {
		if index[gi] < 0 {
			shift++
		}
	}
	at = min(max(at-shift, 0), len(m.staged))
	g := append([]engine.Card{}, cards...)
	if arranged, ok := arrange(g); ok {
		g = arranged
	}
	m.staged = slices.Insert(m.staged, at, g)
	clear(m.selected)
}

// Split breaks staged group gi before its card at index at: the cards
// from at on become a new group right after it. It reports whether
// anything was split.
func (m *Model) Split(gi, at int) bool {
	if gi < 0 || gi >= len(m.staged) || at <= 0 || at >= len(m.staged[gi]) {
		return false
	}
	g := m.staged[gi]
	head := append([]engine.Card{}, g[:at]...)
	tail := append([]engine.Card{}, g[at:]...)
	m.staged[gi] = head
	m.staged = slices.Insert(m.staged, gi+1, tail)
	return true
}

// MoveGroup moves staged group from to place to of the staging row.
func (m *Model) MoveGroup(from, to int) {
	if from < 0 || from >= len(m.staged) {
		return
	}
	g := m.staged[from]
	m.staged = slices.Delete(m.staged, from, from+1)
	to = min(max(to, 0), len(m.staged))
	m.staged = slices.Insert(m.staged, to, g)
}

// ToRow returns cards from the staging row to the hand row (at the
// row's right end, the order they had); groups left empty go.
func (m *Model) ToRow(cards []engine.Card) {
	m.take(cards)
}

// Tail returns the cards of the staged group holding c from c to the
// group's end (what a press on a staged card lifts), or nil.
func (m *Model) Tail(c engine.Card) []engine.Card {
	gi := m.GroupOf(c)
	if gi < 0 {
		return nil
	}
	g := m.staged[gi]
	i := slices.Index(g, c)
	return append([]engine.Card{}, g[i:]...)
}

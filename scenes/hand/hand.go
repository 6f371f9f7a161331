// Package hand is the viewer's hand as the player arranges it: the
// order of the cards, the groups staged for an opening or a contract,
// the selection and the keyboard cursor. It is pure (no Ebiten, no
// engine state): the table syncs it with the view's hand after every
// change and lays the cards out from it.
package hand

import (
	"slices"
	"sort"

	"rummy/engine"
)

// Model is one viewer's arrangement of their hand. The zero Model is an
// empty hand.
type Model struct {
	order    []engine.Card
	staged   [][]engine.Card
	selected map[engine.Card]bool
	cursor   int
	// sorted is the sort the player chose last, kept until they move a
	// card by hand: a new card joins where that sort puts it.
	sorted Sorting
}

// Reset forgets the arrangement (a new hand or a new viewer).
func (m *Model) Reset() {
	m.order = m.order[:0]
	m.staged = m.staged[:0]
	clear(m.selected)
	m.cursor = 0
	m.sorted = Sorting{}
}

// Sync keeps the arrangement of the cards still in hand: cards that left
// are dropped (and unselected; a staged group losing one is broken up),
// new cards join at the right end.
func (m *Model) Sync(hand []engine.Card) {
	in := make(map[engine.Card]bool, len(hand))
	for _, c := range hand {
		in[c] = true
	}
	kept := m.order[:0]
	had := make(map[engine.Card]bool, len(m.order))
	for _, c := range m.order {
		if in[c] {
			kept = append(kept, c)
			had[c] = true
		}
	}
	for _, c := range hand {
		if !had[c] {
			kept = m.sorted.insert(kept, c)
		}
	}
	m.order = kept
	for c := range m.selected {
		if !in[c] {
			delete(m.selected, c)
		}
	}
	groups := m.staged[:0]
	for _, g := range m.staged {
		ok := true
		for _, c := range g {
			ok = ok && in[c]
		}
		if ok {
			groups = append(groups, g)
		}
	}
	m.staged = groups
	m.cursor = min(m.cursor, max(0, len(m.order)-1))
}

// Len is the number of cards in hand, staged ones included.
func (m *Model) Len() int { return len(m.order) }

// Order is every card in the player's order, staged ones included.
// The slice is the model's: do not change it.
func (m *Model) Order() []engine.Card { return m.order }

// IsStaged reports whether a card sits in the staging row.
func (m *Model) IsStaged(c engine.Card) bool {
	for _, g := range m.staged {
		if slices.Contains(g, c) {
			return true
		}
	}
	return false
}

// Row appends to out[:0] the cards of the hand row, in order: those not
// staged, without except (a card lifted elsewhere, or NoCard).
func (m *Model) Row(out []engine.Card, except engine.Card) []engine.Card {
	out = out[:0]
	for _, c := range m.order {
		if c != except && !m.IsStaged(c) {
			out = append(out, c)
		}
	}
	return out
}

// Staged returns the staged groups in the order they were staged. The
// slices are the model's: do not change them.
func (m *Model) Staged() [][]engine.Card { return m.staged }

// Stage puts the cards not staged yet in the staging row as a new
// group, arranged by arrange when it can (ok false keeps them as given),
// and clears the selection.
func (m *Model) Stage(cards []engine.Card, arrange func([]engine.Card) ([]engine.Card, bool)) {
	g := make([]engine.Card, 0, len(cards))
	for _, c := range cards {
		if !m.IsStaged(c) {
			g = append(g, c)
		}
	}
	if len(g) > 0 {
		if arranged, ok := arrange(g); ok {
			g = arranged
		}
		m.staged = append(m.staged, g)
	}
	clear(m.selected)
}

// Unstage returns the staged group led by lead to the hand row.
func (m *Model) Unstage(lead engine.Card) {
	for gi, g := range m.staged {
		if len(g) > 0 && g[0] == lead {
			m.staged = append(m.staged[:gi], m.staged[gi+1:]...)
			return
		}
	}
}

// ClearStaged returns every staged group to the hand row.
func (m *Model) ClearStaged() { m.staged = m.staged[:0] }

// StagedMelds returns a copy of the staged groups, to lay down together.
func (m *Model) StagedMelds() [][]engine.Card {
	melds := make([][]engine.Card, len(m.staged))
	copy(melds, m.staged)
	return melds
}

// Move puts held cards of the hand row at index at of the row without
// them (the place a drop points to); staged cards keep their places
// after the row.
func (m *Model) Move(held []engine.Card, at int) {
	isHeld := make(map[engine.Card]bool, len(held))
	for _, c := range held {
		isHeld[c] = true
	}
	rest := make([]engine.Card, 0, len(m.order))
	var staged []engine.Card
	for _, c := range m.order {
		switch {
		case m.IsStaged(c):
			staged = append(staged, c)
		case !isHeld[c]:
			rest = append(rest, c)
		}
	}
	at = min(max(at, 0), len(rest))
	row := append(append(append([]engine.Card{}, rest[:at]...), held...), rest[at:]...)
	m.order = append(row, staged...)
	m.sorted = Sorting{}
}

// Sort orders the hand by suit then rank, or by rank then suit (byRank);
// jokers go to the right, and the ace sorts high where aceHigh. Cards
// drawn later join where this sort puts them, until a card is moved by
// hand.
func (m *Model) Sort(byRank, aceHigh bool) {
	m.sorted = Sorting{On: true, ByRank: byRank, AceHigh: aceHigh}
	key := m.sorted.key
	sort.SliceStable(m.order, func(i, j int) bool { return key(m.order[i]) < key(m.order[j]) })
}

// Selected reports whether a card is selected.
func (m *Model) Selected(c engine.Card) bool { return m.selected[c] }

// Selections is how many cards are selected.
func (m *Model) Selections() int { return len(m.selected) }

// Toggle selects or unselects a card.
func (m *Model) Toggle(c engine.Card) {
	if m.selected[c] {
		delete(m.selected, c)
		return
	}
	m.Select(c)
}

// Select selects a card.
func (m *Model) Select(c engine.Card) {
	if m.selected == nil {
		m.selected = make(map[engine.Card]bool)
	}
	m.selected[c] = true
}

// ClearSelection unselects every card.
func (m *Model) ClearSelection() { clear(m.selected) }

// Single returns the one selected card, or NoCard.
func (m *Model) Single() engine.Card {
	if len(m.selected) != 1 {
		return engine.NoCard
	}
	for c := range m.selected {
		return c
	}
	return engine.NoCard
}

// SelectedIn returns the selected cards of row, in its order.
func (m *Model) SelectedIn(row []engine.Card) []engine.Card {
	var sel []engine.Card
	for _, c := range row {
		if m.selected[c] {
			sel = append(sel, c)
		}
	}
	return sel
}

// Cursor is the index in the hand row the keys point at.
func (m *Model) Cursor() int { return m.cursor }

// MoveCursor moves the cursor by d within a row of n cards.
func (m *Model) MoveCursor(d, n int) { m.cursor = min(max(0, m.cursor+d), max(0, n-1)) }

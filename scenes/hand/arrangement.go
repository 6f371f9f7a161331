package hand

import "rummy/engine"

// Arrangement is a hand's arrangement as it is kept between sessions:
// the order of the cards, the staged groups and the sort kept (the
// selection and the cursor are not kept).
type Arrangement struct {
	Order  []engine.Card   `json:"order"`
	Staged [][]engine.Card `json:"staged,omitempty"`
	Sort   Sorting         `json:"sort"`
}

// Arrangement returns a copy of the arrangement.
func (m *Model) Arrangement() Arrangement {
	a := Arrangement{Order: append([]engine.Card(nil), m.order...), Sort: m.sorted}
	for _, g := range m.staged {
		a.Staged = append(a.Staged, append([]engine.Card(nil), g...))
	}
	return a
}

// Restore takes an arrangement back for a hand: what it says of cards
// still in hand is kept (a card no longer there is dropped, a group
// with one is broken up, a card named twice is kept once), new cards
// join as Sync puts them.
func (m *Model) Restore(a Arrangement, hand []engine.Card) {
	m.Reset()
	in := make(map[engine.Card]bool, len(hand))
	for _, c := range hand {
		in[c] = true
	}
	seen := make(map[engine.Card]bool, len(hand))
	for _, c := range a.Order {
		if in[c] && !seen[c] {
			seen[c] = true
			m.order = append(m.order, c)
		}
	}
	staged := make(map[engine.Card]bool)
	for _, g := range a.Staged {
		ok := len(g) > 0
		for _, c := range g {
			ok = ok && seen[c] && !staged[c]
		}
		if !ok {
			continue
		}
		for _, c := range g {
			staged[c] = true
		}
		m.staged = append(m.staged, append([]engine.Card(nil), g...))
	}
	m.sorted = a.Sort
	m.Sync(hand)
}

package hand

import "rummy/engine"

// Sorting is the sort a hand keeps: by suit then rank, or by rank then
// suit (ByRank), the ace high where AceHigh. The zero Sorting keeps the
// player's own order.
type Sorting struct {
	On, ByRank, AceHigh bool
}

// key is a card's place in the sort: jokers last.
func (s Sorting) key(c engine.Card) int {
	if c.IsJoker() {
		return 1000 + c.Copy()
	}
	r := int(c.Rank())
	if r == 1 && s.AceHigh {
		r = 14
	}
	if s.ByRank {
		return r*10 + int(c.Suit())
	}
	return int(c.Suit())*100 + r
}

// insert puts c into order: where the sort puts it, or at the right end
// when no sort is kept.
func (s Sorting) insert(order []engine.Card, c engine.Card) []engine.Card {
	at := len(order)
	if s.On {
		for i, o := range order {
			if s.key(c) < s.key(o) {
				at = i
				break
			}
		}
	}
	order = append(order, engine.NoCard)
	copy(order[at+1:], order[at:])
	order[at] = c
	return order
}

// KeepSort makes the hand keep sort s from now on: cards that join
// later (a deal into an empty hand) go where s puts them. The cards held
// keep their order.
func (m *Model) KeepSort(s Sorting) { m.sorted = s }

// Sorted returns the sort the hand keeps.
func (m *Model) Sorted() Sorting { return m.sorted }

package bots

import "rummy/engine"

// without returns a copy of hand without the cards of out (each once).
func without(hand []engine.Card, out ...engine.Card) []engine.Card {
	rest := make([]engine.Card, 0, len(hand))
	used := make([]bool, len(out))
next:
	for _, c := range hand {
		for i, o := range out {
			if !used[i] && o == c {
				used[i] = true
				continue next
			}
		}
		rest = append(rest, c)
	}
	return rest
}

// with returns a copy of hand with c added.
func with(hand []engine.Card, c engine.Card) []engine.Card {
	out := make([]engine.Card, 0, len(hand)+1)
	return append(append(out, hand...), c)
}

// contains reports whether cards holds c.
func contains(cards []engine.Card, c engine.Card) bool {
	for _, x := range cards {
		if x == c {
			return true
		}
	}
	return false
}

// tableCards returns the cards of the table melds, one slice per meld.
func tableCards(v *engine.View) [][]engine.Card {
	out := make([][]engine.Card, len(v.Table))
	for i, m := range v.Table {
		out[i] = m.Cards
	}
	return out
}

// fitsTable reports whether c could be laid off on some table meld.
func fitsTable(r *engine.Rules, table []engine.TableMeld, c engine.Card) bool {
	for _, m := range table {
		if f, b := r.LayOffPositions(m.Cards, c); f || b {
			return true
		}
	}
	return false
}

// topDiscard returns the top of the discard pile, or NoCard.
func topDiscard(v *engine.View) engine.Card {
	if len(v.Pile) == 0 {
		return engine.NoCard
	}
	return v.Pile[len(v.Pile)-1]
}

// opened reports whether the view's seat has opened (Rommé), gone down
// (Liverpool) or melded (classic).
func opened(v *engine.View) bool { return v.Seats[v.Seat].Opened }

// minOpponentCards is the fewest cards any other seat holds.
func minOpponentCards(v *engine.View) int {
	low := 1 << 30
	for i, n := range v.Counts {
		if i != v.Seat && n < low {
			low = n
		}
	}
	return low
}

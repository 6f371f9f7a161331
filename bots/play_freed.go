package bots

import "rummy/engine"

// freedJokerStep melds a joker the seat freed by a swap this turn under
// strict jokers, which must be melded before the discard
// (ROM-SR-STRICTJOKER): the listed new meld holding it with the most
// cards, else a lay-off of it. The engine allows the swap only when such
// a step exists, so a bot that swaps is never stuck with the joker.
func freedJokerStep(v *engine.View) (engine.Action, bool) {
	j := v.TurnState.FreedJoker
	if !j.IsJoker() || !contains(v.Hand, j) {
		return engine.Action{}, false
	}
	best, size, lay := engine.Action{}, 0, engine.Action{}
	for _, a := range engine.Legal(v) {
		switch a.Kind {
		case engine.ActMeld:
			n := 0
			for _, m := range a.Melds {
				n += len(m)
			}
			if n > size && meldsHold(a.Melds, j) {
				best, size = a, n
			}
		case engine.ActLayOff:
			if a.Card == j && lay.Kind == 0 {
				lay = a
			}
		}
	}
	switch {
	case size > 0:
		return best, true
	case lay.Kind != 0:
		return lay, true
	}
	return engine.Action{}, false
}

// meldsHold reports whether one of melds holds c.
func meldsHold(melds [][]engine.Card, c engine.Card) bool {
	for _, m := range melds {
		if contains(m, c) {
			return true
		}
	}
	return false
}

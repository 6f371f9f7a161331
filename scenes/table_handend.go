package scenes

import (
	"slices"

	"rummy/engine"
)

// handEnd rebuilds the position at the end of a hand from the view and
// every hand before the last action (hands) and that action's events up
// to the hand's end: the engine deals the next hand in the same step, so
// no view of the ended hand exists to ask. It returns the viewer's view
// of the ended hand, with nobody waited on, and every seat's final hand.
// Neither v nor hands is changed.
func handEnd(v *engine.View, hands [][]engine.Card, ev []engine.Event) (*engine.View, [][]engine.Card) {
	end := *v
	end.Hand = slices.Clone(v.Hand)
	end.Counts = slices.Clone(v.Counts)
	end.Pile = slices.Clone(v.Pile)
	end.Table = slices.Clone(v.Table)
	end.Seats = slices.Clone(v.Seats)
	end.Waiting = nil
	final := make([][]engine.Card, len(hands))
	for i, h := range hands {
		final[i] = slices.Clone(h)
	}
	for _, e := range ev {
		switch e.Kind {
		case engine.EvCardMoved:
			leave(&end, e, final)
			arrive(&end, e, final)
		case engine.EvStockRefilled:
			n := min(e.N, len(end.Pile))
			end.Pile = end.Pile[n:]
			end.StockSize += n
		case engine.EvMeldCreated:
			m := engine.TableMeld{Owner: e.Seat, Cards: slices.Clone(e.Cards)}
			if e.Meld >= 0 && e.Meld < len(end.Table) {
				end.Table[e.Meld] = m
			} else {
				end.Table = append(end.Table, m)
			}
			if e.Seat >= 0 && e.Seat < len(end.Seats) {
				end.Seats[e.Seat].Opened = true
			}
		case engine.EvMeldExtended, engine.EvJokerSwapped:
			if e.Meld >= 0 && e.Meld < len(end.Table) {
				end.Table[e.Meld].Cards = slices.Clone(e.Cards) // the meld as it is now
			}
		}
	}
	for seat := range end.Counts {
		if seat < len(final) {
			end.Counts[seat] = len(final[seat])
		}
	}
	if end.Seat >= 0 && end.Seat < len(final) {
		end.Hand = slices.Clone(final[end.Seat])
	}
	return &end, final
}

// leave takes a moving card out of where it was: a hand, the pile or the
// stock (the table is rebuilt from the meld events).
func leave(v *engine.View, e engine.Event, hands [][]engine.Card) {
	switch e.From {
	case engine.ZoneHand:
		if e.FromIndex >= 0 && e.FromIndex < len(hands) {
			if i := slices.Index(hands[e.FromIndex], e.Card); i >= 0 {
				hands[e.FromIndex] = slices.Delete(hands[e.FromIndex], i, i+1)
			}
		}
	case engine.ZoneDiscard:
		if i := slices.Index(v.Pile, e.Card); i >= 0 {
			v.Pile = slices.Delete(v.Pile, i, i+1)
		}
	case engine.ZoneStock:
		v.StockSize = max(0, v.StockSize-1)
	}
}

// arrive puts a moving card where it goes: a hand, the pile or the stock.
func arrive(v *engine.View, e engine.Event, hands [][]engine.Card) {
	switch e.To {
	case engine.ZoneHand:
		if e.ToIndex >= 0 && e.ToIndex < len(hands) {
			hands[e.ToIndex] = append(hands[e.ToIndex], e.Card)
		}
	case engine.ZoneDiscard:
		v.Pile = append(v.Pile, e.Card)
	case engine.ZoneStock:
		v.StockSize++
	}
}

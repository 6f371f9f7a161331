package scenes

import "rummy/engine"

// handLine is one seat's hand, point by point, as the score sheet shows
// it: the signed parts add up to the engine's score for the hand.
type handLine struct {
	// Left and Value are the cards left in hand and what they are worth.
	Left, Value int
	// Cards is the signed result for the cards left: what the seat pays,
	// or (the winner) collects; Doubled says a rummy doubled it (CLA-9,
	// ROM-14).
	Cards   int
	Doubled bool
	// TableBonus is ROM-SR-CASINO's table bonus, gained or shared.
	TableBonus int
	// FalseMelds is LIV-SCORE-3's penalty, Cut LIV-CUT-1's bonus.
	FalseMelds, Cut int
	// Total is the hand's score for the seat.
	Total int
}

// handParts says which rows of the breakdown a game has.
type handParts struct {
	casino, falseMelds, cut bool
}

// partsOf reads the rows from the options.
func partsOf(r *engine.Rules) handParts {
	on := func(key string) bool {
		v, err := r.Options.Get(key)
		return err == nil && v == "true"
	}
	return handParts{casino: on("casino_scoring"), falseMelds: on("false_meld_penalty"), cut: on("cut_bonus")}
}

// handLines breaks the hand of res down per seat from the view at its
// end (PhaseHandOver or PhaseGameOver: every hand shown, each seat's
// table play and penalties). It reports false when the view is not of
// that hand's end or the parts do not add up to the engine's scores; the
// sheet then shows the scores alone.
//
// SeatInfo.Penalty holds both LIV-SCORE-3's +50s and LIV-CUT-1's −50:
// when both options are on and the cutter's penalty is not negative, it
// is all shown as false melds (the total stays right).
func handLines(r *engine.Rules, v *engine.View, res engine.HandResult) ([]handLine, bool) {
	n := len(res.Scores)
	if v == nil || v.HandNo != res.Hand || len(v.Hands) != n || len(v.Seats) != n {
		return nil, false
	}
	lines := make([]handLine, n)
	for i, h := range v.Hands {
		lines[i].Left, lines[i].Value = len(h), r.HandValue(h)
	}
	w := res.Winner
	parts := partsOf(r)
	switch r.Variant {
	case engine.Liverpool:
		for i := range lines {
			if w >= 0 && i != w {
				lines[i].Cards = lines[i].Value
			}
			pen := v.Seats[i].Penalty
			switch {
			case !parts.cut:
				lines[i].FalseMelds = pen
			case !parts.falseMelds || (pen < 0 && i == v.Cutter):
				lines[i].Cut = min(pen, 0)
				lines[i].FalseMelds = pen - lines[i].Cut
			default:
				lines[i].FalseMelds = pen
			}
		}
	case engine.Classic, engine.Romme:
		mult := 1
		if res.Rummy {
			mult = 2
		}
		switch {
		case w >= 0:
			for i := range lines {
				if i != w {
					lines[i].Cards = -lines[i].Value * mult
					lines[w].Cards += lines[i].Value * mult
					lines[i].Doubled = mult > 1 && lines[i].Value > 0
				}
			}
			lines[w].Doubled = mult > 1 && lines[w].Cards > 0
			if parts.casino && r.Variant == engine.Romme && n > 1 {
				tableBonus(lines, w, v.Seats[w].Played, mult)
			}
		case r.Variant == engine.Romme && (res.Reason == engine.EndStockOut || res.Reason == engine.EndTurnCap):
			for i := range lines {
				lines[i].Cards = -lines[i].Value // ROM-12
			}
		}
	default:
		return nil, false
	}
	for i := range lines {
		l := &lines[i]
		l.Total = l.Cards + l.TableBonus + l.FalseMelds + l.Cut
		if l.Total != res.Scores[i] {
			return nil, false
		}
	}
	return lines, true
}

// tableBonus shares ROM-SR-CASINO's table bonus: the winner gains it,
// the others lose it in equal whole points, the remainder a point each
// to the losers clockwise from the winner; a rummy doubles it all.
func tableBonus(lines []handLine, w, bonus, mult int) {
	n := len(lines)
	lines[w].TableBonus += bonus * mult
	share, rem := bonus/(n-1), bonus%(n-1)
	for k := 1; k < n; k++ {
		loss := share
		if k <= rem {
			loss++
		}
		lines[(w+k)%n].TableBonus -= loss * mult
	}
}

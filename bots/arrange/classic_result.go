package arrange

import (
	"rummy/engine"
)

// classicResult arranges a classic hand loaded in h.
func (a *Arranger) classicResult(hand []engine.Card, h *classicHand) Result {
	var sets [13]uint8
	a.classic.classicMelded(h, &sets)
	var byFace [52]engine.Card
	for _, c := range hand {
		byFace[c.Face()] = c
	}
	var melds [][]engine.Card
	used := classicHand{}
	rest := h.suits
	for r := 0; r < 13; r++ {
		if sets[r] == 0 {
			continue
		}
		var m []engine.Card
		for s := 0; s < engine.NumSuits; s++ {
			if sets[r]&(1<<s) != 0 {
				m = append(m, byFace[s*13+r])
				rest[s] &^= 1 << r
				used.suits[s] |= 1 << r
			}
		}
		melds = append(melds, m)
	}
	for s := 0; s < engine.NumSuits; s++ {
		runs := a.classic.runCards[rest[s]]
		used.suits[s] |= runs
		for r := 0; r < 13; {
			if runs&(1<<r) == 0 {
				r++
				continue
			}
			var m []engine.Card
			for ; r < 13 && runs&(1<<r) != 0; r++ {
				m = append(m, byFace[s*13+r])
			}
			melds = append(melds, m)
		}
	}
	res := Result{Melds: melds}
	for _, c := range hand {
		f := c.Face()
		if used.suits[f/13]&(1<<(f%13)) == 0 {
			res.Deadwood = append(res.Deadwood, c)
			res.DeadwoodValue += a.value[f]
		}
	}
	sortMelds(res.Melds)
	return res
}

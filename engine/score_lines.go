package engine

// ScoreLine is one seat's hand, point by point, as a score sheet shows
// it: the signed parts add up to the engine's score for the hand.
type ScoreLine struct {
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

// ScoreParts says which parts of the breakdown a game's options bring.
type ScoreParts struct {
	// TableBonus: ROM-SR-CASINO; FalseMelds: LIV-SCORE-3; Cut: LIV-CUT-1.
	TableBonus, FalseMelds, Cut bool
}

// ScoreParts reads the parts of the breakdown from the options.
func (r *Rules) ScoreParts() ScoreParts {
	on := func(key string) bool {
		v, err := r.Options.Get(key)
		return err == nil && v == "true"
	}
	return ScoreParts{TableBonus: on("casino_scoring"), FalseMelds: on("false_meld_penalty"), Cut: on("cut_bonus")}
}

// ScoreLines breaks the hand of res down per seat from the view at its
// end (PhaseHandOver or PhaseGameOver: every hand shown, each seat's
// table play and penalties). It reports false when the view is not of
// that hand's end, the variant has no point breakdown (Kopilka), or the
// parts do not add up to the engine's scores; a sheet then shows the
// scores alone.
func (r *Rules) ScoreLines(v *View, res HandResult) ([]ScoreLine, bool) {
	n := len(res.Scores)
	if v == nil || v.HandNo != res.Hand || len(v.Hands) != n || len(v.Seats) != n {
		return nil, false
	}
	lines := make([]ScoreLine, n)
	for i, h := range v.Hands {
		lines[i].Left, lines[i].Value = len(h), r.HandValue(h)
	}
	if !r.v.scoreLines(v, res, r.ScoreParts(), lines) {
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

// collectLines is CLA-8/ROM-13's scoring: the winner collects what the
// others hold, doubled for a rummy (CLA-9, ROM-14). It returns the
// multiplier.
func collectLines(res HandResult, lines []ScoreLine) int {
	mult := 1
	if res.Rummy {
		mult = 2
	}
	w := res.Winner
	if w < 0 {
		return mult
	}
	for i := range lines {
		if i != w {
			lines[i].Cards = -lines[i].Value * mult
			lines[w].Cards += lines[i].Value * mult
			lines[i].Doubled = mult > 1 && lines[i].Value > 0
		}
	}
	lines[w].Doubled = mult > 1 && lines[w].Cards > 0
	return mult
}

// tableBonusLines shares ROM-SR-CASINO's table bonus: the winner gains
// it, the others lose it in equal whole points, the remainder a point
// each to the losers clockwise from the winner; a rummy doubles it all.
func tableBonusLines(lines []ScoreLine, w, bonus, mult int) {
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

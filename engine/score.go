package engine

// MaxHandsPerGame ends a classic game played to a target after this many
// hands even if nobody reached it (hands that end with no winner score
// nothing, so a target might otherwise never be reached).
const MaxHandsPerGame = 200

// goOut ends the hand with seat as the winner, detecting classic rummy
// (CLA-9: no meld or lay-off before this turn) and Rommé hand rummy
// (ROM-14: the first to meld this hand, in this very turn).
func (s *State) goOut(seat int, ev *[]Event) {
	p := &s.pub
	rummy := false
	switch p.Rules.Variant {
	case Classic:
		ft := p.Seats[seat].FirstTableTurn
		rummy = ft == 0 || ft == p.TurnNo
	case Romme:
		rummy = p.FirstMelder == seat && p.Seats[seat].OpenedTurn == p.TurnNo
	}
	*ev = append(*ev, Event{Kind: EvWentOut, Seat: seat, Bonus: rummy})
	s.endHand(seat, EndOut, rummy, ev)
}

// endHand scores the hand, writes the score sheet line, and either waits
// for the next hand (PhaseHandOver) or ends the game.
func (s *State) endHand(winner int, reason EndReason, rummy bool, ev *[]Event) {
	p := &s.pub
	p.Claim = ClaimWindow{}
	scores := s.scoreHand(winner, reason, rummy)
	res := HandResult{Hand: p.HandNo, Winner: winner, Rummy: rummy, Reason: reason, Scores: scores}
	p.Results = append(p.Results, res)
	for i, v := range scores {
		p.Totals[i] += v
	}
	shown := res
	shown.Scores = append([]int(nil), scores...)
	*ev = append(*ev, Event{Kind: EvHandEnded, Seat: winner, Hand: p.HandNo, Result: &shown})
	if s.gameEnds() {
		p.Phase = PhaseGameOver
		p.Winners = p.leaders()
		*ev = append(*ev, Event{Kind: EvGameOver, Seat: -1, Seats: append([]int(nil), p.Winners...)})
		return
	}
	p.Phase = PhaseHandOver
}

// scoreHand returns each seat's signed result for the hand.
func (s *State) scoreHand(winner int, reason EndReason, rummy bool) []int {
	p := &s.pub
	r := p.Rules
	n := p.Players
	scores := make([]int, n)
	mult := 1
	if rummy {
		mult = 2
	}
	switch r.Variant {
	case Classic:
		// CLA-8, CLA-9, CLA-10: each loser pays the winner.
		if winner >= 0 {
			for i := 0; i < n; i++ {
				if i == winner {
					continue
				}
				v := r.handValue(s.hands[i]) * mult
				scores[i] -= v
				scores[winner] += v
			}
		}
	case Romme:
		if winner < 0 {
			if reason == EndStockOut || reason == EndTurnCap {
				// ROM-12: every player loses their own hand's value.
				for i := 0; i < n; i++ {
					scores[i] = -r.handValue(s.hands[i])
				}
			}
			break
		}
		// ROM-13, ROM-14: losers lose their hand value, the winner gains
		// it all; hand rummy doubles.
		for i := 0; i < n; i++ {
			if i == winner {
				continue
			}
			v := r.handValue(s.hands[i]) * mult
			scores[i] -= v
			scores[winner] += v
		}
		if r.Romme().CasinoScoring && n > 1 {
			s.casinoBonus(winner, mult, scores)
		}
	case Liverpool:
		// LIV-SCORE-1: everyone but the winner adds their hand's value.
		if winner >= 0 {
			for i := 0; i < n; i++ {
				if i != winner {
					scores[i] += r.handValue(s.hands[i])
				}
			}
		}
		// LIV-SCORE-3 penalties and the LIV-CUT-1 bonus.
		for i := 0; i < n; i++ {
			scores[i] += p.Seats[i].Penalty
		}
	}
	return scores
}

// casinoBonus applies ROM-SR-CASINO's table bonus: the winner gains the
// casino value of every card they moved to the table this hand; the other
// players share that loss equally in whole points, the remainder going one
// point each to the losers clockwise from the winner.
func (s *State) casinoBonus(winner, mult int, scores []int) {
	p := &s.pub
	n := p.Players
	bonus := p.Seats[winner].Played
	scores[winner] += bonus * mult
	share, rem := bonus/(n-1), bonus%(n-1)
	for k := 1; k < n; k++ {
		seat := (winner + k) % n
		loss := share
		if k <= rem {
			loss++
		}
		scores[seat] -= loss * mult
	}
}

// gameEnds says whether the game is over after the hand just scored:
// CLA-11 (target or number of hands), ROM-15 (hands or stop_at), LIV-3
// and LIV-SCORE-2 (seven hands).
func (s *State) gameEnds() bool {
	p := &s.pub
	r := p.Rules
	switch r.Variant {
	case Classic:
		o := r.Classic()
		if o.Target > 0 {
			for _, t := range p.Totals {
				if t >= o.Target {
					return true
				}
			}
			return p.HandNo >= MaxHandsPerGame
		}
		return p.HandNo >= o.Hands
	case Romme:
		o := r.Romme()
		if o.StopAt > 0 {
			for _, t := range p.Totals {
				if t <= -o.StopAt {
					return true
				}
			}
		}
		return p.HandNo >= o.Hands
	}
	return p.HandNo >= 7
}

// leaders returns the winners: the highest totals in classic and Rommé,
// the lowest in Liverpool (LIV-SCORE-2); all tied leaders win.
func (p *Public) leaders() []int {
	best := p.Totals[0]
	low := p.Rules.Variant == Liverpool
	for _, t := range p.Totals {
		if (low && t < best) || (!low && t > best) {
			best = t
		}
	}
	var out []int
	for i, t := range p.Totals {
		if t == best {
			out = append(out, i)
		}
	}
	return out
}

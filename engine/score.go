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
	rummy := p.Rules.v.rummy(p, seat)
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
		p.Winners = p.Leaders()
		*ev = append(*ev, Event{Kind: EvGameOver, Seat: -1, Seats: append([]int(nil), p.Winners...)})
		return
	}
	p.Phase = PhaseHandOver
}

// scoreHand returns each seat's signed result for the hand.
func (s *State) scoreHand(winner int, reason EndReason, rummy bool) []int {
	p := &s.pub
	r := p.Rules
	scores := make([]int, p.Players)
	mult := 1
	if rummy {
		mult = 2
	}
	r.v.scoreHand(s, winner, reason, mult, scores)
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
func (s *State) gameEnds() bool { return s.pub.Rules.v.gameEnds(&s.pub) }

// Leaders returns the seats leading on the totals — the winners once
// the game is over: the highest totals in classic (CLA-11) and Rommé
// (ROM-15), the lowest in Liverpool (LIV-SCORE-2); tied leaders all lead
// (and all win). A score sheet marks them.
func (p *Public) Leaders() []int {
	if len(p.Totals) == 0 {
		return nil
	}
	best := p.Totals[0]
	low := p.Rules.v.lowWins()
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

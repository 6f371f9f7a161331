package engine

// answer records a Claim or Pass in the open window and resolves it once
// its priority decides (see ClaimWindow).
func (s *State) answer(seat int, a Action, ev *[]Event) {
	w := &s.pub.Claim
	i := w.index(seat)
	if a.Kind == ActClaim {
		w.Answers[i] = Claimed
		if w.Kind == ClaimLiverpool {
			w.Targets[i] = ClaimTarget{Meld: a.Meld, AtFront: a.AtFront}
		}
		*ev = append(*ev, Event{Kind: EvClaimed, Seat: seat, Claim: w.Kind, Card: w.Card})
	} else {
		w.Answers[i] = Passed
		*ev = append(*ev, Event{Kind: EvPassed, Seat: seat, Claim: w.Kind, Card: w.Card})
	}
	win, done := w.resolve()
	if !done {
		return
	}
	s.finishWindow(win, ev)
}

// finishWindow closes the window and carries out the winning claim.
func (s *State) finishWindow(win int, ev *[]Event) {
	p := &s.pub
	w := p.Claim
	winner := -1
	if win >= 0 {
		winner = w.Eligible[win]
	}
	s.closeWindow(winner, ev)
	switch w.Kind {
	case ClaimKnock:
		// ROM-SR-KNOCK: the knocker takes the discard and a penalty card;
		// the player about to draw goes on drawing.
		if winner >= 0 {
			s.takeTop(winner, ev)
			s.drawStock(winner, ev)
		}
	case ClaimBuy:
		// LIV-BUY-1, LIV-BUY-2: the buyer takes the discard and
		// buy_penalty stock cards; then the next player draws from the
		// stock.
		if winner >= 0 {
			s.takeTop(winner, ev)
			p.Seats[winner].BuysUsed++
			for i := 0; i < p.Rules.liverpool.BuyPenalty; i++ {
				if _, ok := s.drawStock(winner, ev); !ok {
					break
				}
			}
		}
		s.drawFromStock(p.Turn, ev)
	case ClaimLiverpool:
		if winner >= 0 {
			s.liverpoolCalled(winner, w.Targets[win], ev)
			return
		}
		s.advanceLiverpool(ev)
	case ClaimRummy:
		if winner >= 0 {
			s.rummyCalled(w.Against, w.Card, ev)
		}
		s.advanceLiverpool(ev)
	}
}

package engine

// Liverpool's out-of-turn claims come in a fixed order after every
// discard, each an explicit claim window (see ClaimWindow for priority):
//
//  1. Liverpool call (LIV-POOL-1, option liverpool_call): if the fresh
//     discard fits a table meld, seats that have gone down, other than
//     the discarder and the next player, may call. The caller takes the
//     card, lays it off at once (the Claim names where) and then may
//     discard one card or pass; that discard is a fresh discard and goes
//     through these steps again. A caller keeps at least one card
//     (Decision: going out happens only in one's own turn); a caller whose
//     hand empties floats (LIV-OUT-3).
//  2. Rummy call (LIV-RUM-1, option rummy_call): if the discarder had gone
//     down and the discard fitted a table meld, any other seat may call,
//     after any Liverpool call on the same card. The offender takes one
//     stock card and, if nobody took the discard by a Liverpool call,
//     takes the discard back too.
//  3. The next player's turn starts: taking the discard is their draw;
//     drawing from the stock passes on it (LIV-BUY-1).
//  4. After a pass, the buy window (LIV-BUY-1…4): any seat except the
//     discarder and the next player, within buy_limit, may buy; the buyer
//     takes the discard and buy_penalty stock cards. Then the next player
//     draws from the stock.
//
// Priority in every window runs clockwise from the player about to draw
// (nearest first), or by arrival with buy_priority=first_caller.

// firstCaller reports whether Liverpool windows resolve by arrival.
func (p *Public) firstCaller() bool {
	return p.Rules.liverpool.BuyPriority == "first_caller"
}

// liverpoolDiscarded notes a fresh discard for the claim windows.
func (s *State) liverpoolDiscarded(seat int, c Card) {
	p := &s.pub
	p.Discarder = seat
	p.TopFresh = true
	if p.Rules.liverpool.RummyCall && p.Seats[seat].Opened {
		if _, ok := p.fitsTableWith(c, &s.infos); ok {
			p.Offender, p.OffenceCard = seat, c
		}
	}
}

// advanceLiverpool opens the next claim window due, or starts the next
// player's turn when none is.
func (s *State) advanceLiverpool(ev *[]Event) {
	p := &s.pub
	o := p.Rules.liverpool
	for {
		switch {
		case p.OldOffender >= 0:
			off, card := p.OldOffender, p.OldOffCard
			p.OldOffender = -1
			if s.openRummyWindow(off, card, ev) {
				return
			}
		case p.TopFresh:
			p.TopFresh = false
			if o.LiverpoolCall && s.openCallWindow(ev) {
				return
			}
		case p.Offender >= 0:
			off, card := p.Offender, p.OffenceCard
			p.Offender = -1
			if s.openRummyWindow(off, card, ev) {
				return
			}
		default:
			s.startTurn(p.Turn, ev)
			return
		}
	}
}

// openCallWindow opens the Liverpool call window on the top discard.
func (s *State) openCallWindow(ev *[]Event) bool {
	p := &s.pub
	c := p.top()
	if c == NoCard {
		return false
	}
	if _, ok := p.fitsTableWith(c, &s.infos); !ok {
		return false
	}
	eligible := p.clockwiseFrom(s.spareSeats(), p.next(p.Turn), func(seat int) bool {
		return seat == p.Turn || seat == p.Discarder || !p.Seats[seat].Opened
	})
	if s.openWindow(ClaimLiverpool, c, p.Discarder, eligible, p.firstCaller(), ev) {
		p.Phase = PhaseClaim
		return true
	}
	return false
}

// openRummyWindow opens the Rummy call window against an offender.
func (s *State) openRummyWindow(offender int, c Card, ev *[]Event) bool {
	p := &s.pub
	eligible := p.clockwiseFrom(s.spareSeats(), p.Turn, func(seat int) bool { return seat == offender })
	if s.openWindow(ClaimRummy, c, offender, eligible, p.firstCaller(), ev) {
		p.Phase = PhaseClaim
		return true
	}
	return false
}

// openBuyWindow opens the buy window after the next player passed on the
// discard (LIV-BUY-1); a seat may buy while it is within buy_limit
// (LIV-BUY-4) and the stock can pay the penalty and still give the next
// player a card (LIV-BUY-2).
func (s *State) openBuyWindow(ev *[]Event) bool {
	p := &s.pub
	o := p.Rules.liverpool
	avail := len(s.stock)
	if len(p.Pile) > 2 {
		avail += len(p.Pile) - 2
	}
	if avail < o.BuyPenalty+1 {
		return false
	}
	eligible := p.clockwiseFrom(s.spareSeats(), p.next(p.Turn), func(seat int) bool {
		return seat == p.Turn || seat == p.Discarder || (o.BuyLimit > 0 && p.Seats[seat].BuysUsed >= o.BuyLimit)
	})
	return s.openWindow(ClaimBuy, p.top(), p.Discarder, eligible, p.firstCaller(), ev)
}

// liverpoolCalled carries out a won Liverpool call: the caller takes the
// discard and lays it off at the named place, then may discard.
func (s *State) liverpoolCalled(caller int, t ClaimTarget, ev *[]Event) {
	p := &s.pub
	c := s.takeTop(caller, ev)
	s.removeFromHand(caller, c)
	s.insertCard(t.Meld, c, t.AtFront)
	pos := 0
	if !t.AtFront {
		pos = len(p.Table[t.Meld].Cards) - 1
	}
	*ev = append(*ev, moved(c, ZoneHand, caller, ZoneTable, t.Meld),
		Event{Kind: EvMeldExtended, Seat: caller, Meld: t.Meld, Card: c, Pos: pos, Cards: append([]Card(nil), p.Table[t.Meld].Cards...)})
	if len(s.hands[caller]) == 0 {
		s.advanceLiverpool(ev) // the caller floats
		return
	}
	p.Caller = caller
	p.Phase = PhaseCallerDiscard
}

// callerDiscard is the Liverpool caller's optional discard (or pass).
func (s *State) callerDiscard(seat int, a Action, ev *[]Event) {
	p := &s.pub
	p.Caller = -1
	if a.Kind == ActDiscard {
		s.removeFromHand(seat, a.Card)
		p.Pile = append(p.Pile, a.Card)
		p.record(PileRecord{Seat: seat, Card: a.Card})
		*ev = append(*ev, moved(a.Card, ZoneHand, seat, ZoneDiscard, -1))
		s.noteOneCard(seat, ev)
		if p.Offender >= 0 {
			p.OldOffender, p.OldOffCard = p.Offender, p.OffenceCard
			p.Offender = -1
		}
		s.liverpoolDiscarded(seat, a.Card)
	}
	s.advanceLiverpool(ev)
}

// rummyCalled punishes the offender: one stock card, plus the discard
// back if it is still on the pile (LIV-RUM-1).
func (s *State) rummyCalled(offender int, c Card, ev *[]Event) {
	if s.pub.top() == c {
		s.takeTop(offender, ev)
	}
	s.drawStock(offender, ev)
}

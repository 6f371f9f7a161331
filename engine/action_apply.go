package engine

// Apply validates seat's action and, if it is legal, applies it and
// returns what happened, in order. A rejected action changes nothing and
// returns an error a person can read (COM-7). People, bots and replays
// all act through Apply.
func (s *State) Apply(seat int, a Action) ([]Event, error) {
	x := s.actor(seat)
	c, err := x.check(a)
	if err != nil {
		return nil, err
	}
	ev := make([]Event, 0, 4)
	s.do(seat, a, c, &ev)
	s.log.add(LoggedAction{Seat: seat, Action: a})
	return ev, nil
}

// AppendApply is Apply appending the events to dst, so that a simulation
// can reuse one buffer for every step. A rejected action changes nothing
// and returns dst as it was.
func (s *State) AppendApply(dst []Event, seat int, a Action) ([]Event, error) {
	x := s.actor(seat)
	c, err := x.check(a)
	if err != nil {
		return dst, err
	}
	s.do(seat, a, c, &dst)
	s.log.add(LoggedAction{Seat: seat, Action: a})
	return dst, nil
}

// actor returns the judge of seat's actions.
func (s *State) actor(seat int) actor {
	var hand []Card
	if seat >= 0 && seat < len(s.hands) {
		hand = s.hands[seat]
	}
	return actor{p: &s.pub, seat: seat, hand: hand, stock: len(s.stock)}
}

// do applies a checked action.
func (s *State) do(seat int, a Action, c checked, ev *[]Event) {
	p := &s.pub
	switch p.Phase {
	case PhaseCut:
		s.cut(a.N, ev)
	case PhaseDraw:
		if seat != p.Turn {
			s.answer(seat, a, ev)
			return
		}
		if a.Kind == ActTimeout {
			s.timeout(seat, ev)
			return
		}
		s.draw(seat, a.FromDiscard, ev)
	case PhasePlay:
		switch a.Kind {
		case ActMeld:
			s.meld(seat, a.Melds, c, ev)
		case ActLayOff:
			s.layOff(seat, a.Card, a.Meld, a.AtFront, ev)
		case ActSwapJoker:
			s.swapJoker(seat, a, ev)
		case ActDiscard:
			s.discard(seat, a.Card, ev)
		case ActEndTurn:
			s.endTurnNoDiscard(seat, ev)
		case ActTimeout:
			s.timeout(seat, ev)
		}
	case PhaseClaim:
		s.answer(seat, a, ev)
	case PhaseCallerDiscard:
		s.callerDiscard(seat, a, ev)
	case PhaseHandOver:
		s.startHand(ev)
	case PhaseReveal:
		s.reveal(seat, ev)
	}
}

// removeFromHand takes c out of seat's hand (it must be there).
func (s *State) removeFromHand(seat int, c Card) {
	h := s.hands[seat]
	i := indexOf(h, c)
	s.hands[seat] = append(h[:i], h[i+1:]...)
}

// takeTop moves the pile's top card to seat's hand, recording the pick-up
// in the public history.
func (s *State) takeTop(seat int, ev *[]Event) Card {
	p := &s.pub
	c := p.Pile[len(p.Pile)-1]
	p.Pile = p.Pile[:len(p.Pile)-1]
	s.hands[seat] = append(s.hands[seat], c)
	p.record(PileRecord{Seat: seat, Card: c, Took: true})
	p.Discarder = -1
	*ev = append(*ev, moved(c, ZoneDiscard, -1, ZoneHand, seat))
	return c
}

// draw is the turn's draw (COM-3). In Rommé it closes an open knock
// window (ROM-SR-KNOCK: knocks are accepted until the next player draws);
// in Liverpool a stock draw while a discard is showing passes on it and
// opens the buy window (LIV-BUY-1).
func (s *State) draw(seat int, fromDiscard bool, ev *[]Event) {
	p := &s.pub
	if p.Claim.Open() {
		s.closeWindow(-1, ev)
	}
	if fromDiscard {
		c := s.takeTop(seat, ev)
		p.TurnState.Drawn = true
		p.TurnState.FromPile = c
		p.Phase = PhasePlay
		s.noteOneCard(seat, ev)
		return
	}
	if p.Rules.v.stockDrawOpensBuy() && len(p.Pile) > 0 && s.openBuyWindow(ev) {
		p.Phase = PhaseClaim
		return
	}
	s.drawFromStock(seat, ev)
}

// drawFromStock gives the seat to play its stock card, or ends the hand
// when no card is left to draw.
func (s *State) drawFromStock(seat int, ev *[]Event) {
	p := &s.pub
	c, ok := s.drawStock(seat, ev)
	if !ok {
		s.endHand(-1, EndStockOut, false, ev)
		return
	}
	s.drawnStock = c
	p.TurnState.Drawn = true
	p.Phase = PhasePlay
}

// meld lays down new melds (or charges the LIV-SCORE-3 penalty).
func (s *State) meld(seat int, melds [][]Card, c checked, ev *[]Event) {
	p := &s.pub
	if c.penalty {
		p.Seats[seat].Penalty += 50
		*ev = append(*ev, Event{Kind: EvPenalty, Seat: seat, N: 50})
		return
	}
	for _, m := range melds {
		idx := len(p.Table)
		cards := append([]Card(nil), m...)
		for _, card := range cards {
			s.noteMelded(card)
			s.removeFromHand(seat, card)
			s.notePlayed(seat, card)
			*ev = append(*ev, moved(card, ZoneHand, seat, ZoneTable, idx))
		}
		p.Table = append(p.Table, TableMeld{Owner: seat, Cards: cards})
		*ev = append(*ev, Event{Kind: EvMeldCreated, Seat: seat, Meld: idx, Cards: append([]Card(nil), cards...)})
	}
	si := &p.Seats[seat]
	if !si.Opened {
		si.Opened = true
		si.OpenedTurn = p.TurnNo
	}
	if p.FirstMelder < 0 {
		p.FirstMelder = seat
	}
	p.TurnState.Melded = true
	s.noteTableAction(seat)
	s.afterTableAction(seat, ev)
}

// noteMelded clears the freed joker once it is melded or laid off
// (ROM-SR-STRICTJOKER).
func (s *State) noteMelded(c Card) {
	if c == s.pub.TurnState.FreedJoker {
		s.pub.TurnState.FreedJoker = NoCard
	}
}

// notePlayed adds a card moved from hand to table to the seat's casino
// table bonus (ROM-SR-CASINO).
func (s *State) notePlayed(seat int, c Card) {
	if s.pub.Rules.feat.casino {
		s.pub.Seats[seat].Played += s.pub.Rules.casinoValue(c)
	}
}

// noteTableAction records the seat's first table action of the hand (CLA-9).
func (s *State) noteTableAction(seat int) {
	if si := &s.pub.Seats[seat]; si.FirstTableTurn == 0 {
		si.FirstTableTurn = s.pub.TurnNo
	}
}

// afterTableAction ends the hand when a table action emptied the hand and
// that takes the player out (CLA-7, ROM-SR-NODISCARD, LIV-5 hand 7); in
// Liverpool hands 1–6 an empty hand floats (LIV-OUT-3).
func (s *State) afterTableAction(seat int, ev *[]Event) {
	p := &s.pub
	s.noteOneCard(seat, ev)
	if len(s.hands[seat]) > 0 {
		return
	}
	if p.Rules.v.emptyHandFloats(p) {
		return
	}
	s.goOut(seat, ev)
}

// insertCard puts c at the front or back of table meld m.
func (s *State) insertCard(m int, c Card, atFront bool) {
	t := &s.pub.Table[m]
	if atFront {
		t.Cards = append([]Card{c}, t.Cards...)
		return
	}
	t.Cards = append(t.Cards[:len(t.Cards):len(t.Cards)], c)
}

func (s *State) layOff(seat int, c Card, m int, atFront bool, ev *[]Event) {
	s.noteMelded(c)
	s.removeFromHand(seat, c)
	s.notePlayed(seat, c)
	s.insertCard(m, c, atFront)
	pos := 0
	if !atFront {
		pos = len(s.pub.Table[m].Cards) - 1
	}
	*ev = append(*ev, moved(c, ZoneHand, seat, ZoneTable, m),
		Event{Kind: EvMeldExtended, Seat: seat, Meld: m, Card: c, Pos: pos, Cards: append([]Card(nil), s.pub.Table[m].Cards...)})
	s.noteTableAction(seat)
	s.afterTableAction(seat, ev)
}

func (s *State) swapJoker(seat int, a Action, ev *[]Event) {
	p := &s.pub
	s.removeFromHand(seat, a.Card)
	s.notePlayed(seat, a.Card)
	t := &p.Table[a.Meld]
	joker := t.Cards[a.Pos]
	t.Cards[a.Pos] = a.Card
	*ev = append(*ev, moved(a.Card, ZoneHand, seat, ZoneTable, a.Meld),
		Event{Kind: EvJokerSwapped, Seat: seat, Meld: a.Meld, Pos: a.Pos, Card: a.Card, Cards: append([]Card(nil), t.Cards...)})
	s.noteTableAction(seat)
	if a.JokerMeld < 0 {
		if p.Rules.feat.strictJokers {
			p.TurnState.FreedJoker = joker // ROM-SR-STRICTJOKER: to be melded this turn
		}
		s.hands[seat] = append(s.hands[seat], joker)
		*ev = append(*ev, moved(joker, ZoneTable, a.Meld, ZoneHand, seat))
		s.noteOneCard(seat, ev)
		return
	}
	s.insertCard(a.JokerMeld, joker, a.JokerFront)
	pos := 0
	if !a.JokerFront {
		pos = len(p.Table[a.JokerMeld].Cards) - 1
	}
	*ev = append(*ev, moved(joker, ZoneTable, a.Meld, ZoneTable, a.JokerMeld),
		Event{Kind: EvMeldExtended, Seat: seat, Meld: a.JokerMeld, Card: joker, Pos: pos, Cards: append([]Card(nil), p.Table[a.JokerMeld].Cards...)})
	s.afterTableAction(seat, ev)
}

// discard ends the turn with a discard (COM-3); an empty hand goes out
// (CLA-7, ROM-11, LIV-OUT-1).
func (s *State) discard(seat int, c Card, ev *[]Event) {
	p := &s.pub
	s.removeFromHand(seat, c)
	p.Pile = append(p.Pile, c)
	p.record(PileRecord{Seat: seat, Card: c})
	*ev = append(*ev, moved(c, ZoneHand, seat, ZoneDiscard, -1))
	if len(s.hands[seat]) == 0 {
		s.goOut(seat, ev)
		return
	}
	s.noteOneCard(seat, ev)
	if p.LastStock {
		s.endHand(-1, EndStockOut, false, ev) // ROM-12
		return
	}
	s.drawnStock = NoCard
	*ev = p.Rules.v.afterDiscard(s, seat, c, *ev)
}

// endTurnNoDiscard ends a Liverpool floater's turn (LIV-OUT-3).
func (s *State) endTurnNoDiscard(seat int, ev *[]Event) {
	s.startTurn(s.pub.next(seat), ev)
}

// timeout finishes a turn whose timer expired (ROM-16): draw from the
// stock if not yet drawn, then discard the card drawn from the stock if
// it may be discarded, otherwise the highest-valued card that may be. A
// joker freed this turn and not yet melded (ROM-SR-STRICTJOKER) stays in
// hand: the timer ends the turn all the same.
func (s *State) timeout(seat int, ev *[]Event) {
	p := &s.pub
	if !p.TurnState.Drawn {
		if p.Claim.Open() {
			s.closeWindow(-1, ev)
		}
		s.drawFromStock(seat, ev)
		if p.Phase != PhasePlay {
			return
		}
	}
	x := s.actor(seat)
	hand := s.hands[seat]
	pick := NoCard
	if s.drawnStock != NoCard && indexOf(hand, s.drawnStock) >= 0 && x.mayDiscard(s.drawnStock, hand) {
		pick = s.drawnStock
	} else {
		best := -1
		for _, c := range hand {
			if !x.mayDiscard(c, hand) {
				continue
			}
			if v := p.Rules.cardValue(c); v > best {
				best, pick = v, c
			}
		}
	}
	s.discard(seat, pick, ev)
}

package engine

// handBuf is the hand size checks hold on the stack (longer hands
// allocate).
const handBuf = 32

// takeCardsInto checks that cards are distinct cards of hand and
// returns the hand without them, built on dst's backing array (a
// caller's buffer, so that checks need not allocate).
func takeCardsInto(dst, hand, cards []Card) ([]Card, error) {
	rest := append(dst[:0], hand...)
	for _, c := range cards {
		i := indexOf(rest, c)
		if i < 0 {
			if indexOf(hand, c) >= 0 {
				return nil, refuseWith(RefuseUsedTwice, cardArg(c))
			}
			return nil, refuseWith(RefuseNotInHand, cardArg(c))
		}
		rest = append(rest[:i], rest[i+1:]...)
	}
	return rest, nil
}

// checkMeld judges laying down new melds: CLA-5 (any time in classic),
// ROM-7 and ROM-8 (an opening of several melds meeting the requirement,
// then any melds), LIV-5 and LIV-6 (exactly the contract, once; hand 7
// with every card), LIV-SCORE-3 (a failed lay-down costs 50 points when
// false_meld_penalty is on).
func (x *actor) checkMeld(melds [][]Card) (checked, error) {
	return x.checkMeldOf(melds, false)
}

// checkMeldOf is checkMeld; with contractMet the melds are known to pass
// the Liverpool contract check (Legal's own lay-downs), which is then not
// made again.
func (x *actor) checkMeldOf(melds [][]Card, contractMet bool) (checked, error) {
	p := x.p
	r := p.Rules
	if len(melds) == 0 {
		return checked{}, refuse(RefuseNoMeldCards)
	}
	var allBuf, restBuf [handBuf]Card
	all := allBuf[:0]
	for i, m := range melds {
		if len(m) == 0 {
			return checked{}, refuseWith(RefuseEmptyMeld, numArg(i+1))
		}
		all = append(all, m...)
	}
	rest, err := takeCardsInto(restBuf[:0], x.hand, all)
	if err != nil {
		return checked{}, err
	}
	c, goingDown, err := r.v.checkLayDown(p, x.seat, melds, len(rest), contractMet)
	x.goingDown = goingDown
	if err != nil || c.penalty {
		return c, err
	}
	if err := x.leaves(rest); err != nil {
		return checked{}, err
	}
	return checked{}, nil
}

// eachMeld checks every meld on its own, naming the one that is wrong.
func eachMeld(r *Rules, melds [][]Card) error {
	for i, m := range melds {
		if _, err := r.CheckMeld(m); err != nil {
			if len(melds) == 1 {
				return refuseBecause(RefuseMeldInvalid, err, cardsArg(m), reasonArg())
			}
			return refuseBecause(RefuseMeldNInvalid, err, numArg(i+1), cardsArg(m), reasonArg())
		}
	}
	return nil
}

// mayUseTable says whether the seat may lay off or swap: CLA-5 always,
// ROM-7/ROM-8 after opening, LIV-6 after going down.
func (x *actor) mayUseTable() error {
	if x.tableOpen() {
		return nil
	}
	return x.p.Rules.v.closedTable(x.p.Rules)
}

// tableOpen is mayUseTable without the explanation.
func (x *actor) tableOpen() bool {
	return !x.p.Rules.v.mustOpen() || x.p.Seats[x.seat].Opened
}

func (x *actor) checkLayOff(a Action) error {
	p := x.p
	if indexOf(x.hand, a.Card) < 0 {
		return refuseWith(RefuseNotInHand, cardArg(a.Card))
	}
	if err := x.mayUseTable(); err != nil {
		return err
	}
	if a.Meld < 0 || a.Meld >= len(p.Table) {
		return refuseWith(RefuseNoMeld, numArg(a.Meld))
	}
	front, back := p.Rules.layOffPositions(p.Table[a.Meld].Cards, a.Card)
	if (a.AtFront && !front) || (!a.AtFront && !back) {
		if front || back {
			return refuseWith(RefuseFitsOnlyAt, cardArg(a.Card), numArg(a.Meld), sideArg(front))
		}
		return refuseWith(RefuseNoFit, cardArg(a.Card), numArg(a.Meld), cardsArg(p.Table[a.Meld].Cards))
	}
	var restBuf [handBuf]Card
	rest, _ := takeCardsInto(restBuf[:0], x.hand, []Card{a.Card})
	if x.freedJoker() == NoCard {
		return x.leaves(rest)
	}
	// The freed joker must keep a place on the table as it will be.
	var afterBuf [layoffBuf]Card
	meld := p.Table[a.Meld].Cards
	after := afterBuf[:0]
	if a.AtFront {
		after = append(append(after, a.Card), meld...)
	} else {
		after = append(append(after, meld...), a.Card)
	}
	return x.leavesWith(rest, a.Meld, after)
}

// checkSwap judges a joker swap: ROM-10 (after opening, ROM-8); with
// strict jokers (ROM-SR-STRICTJOKER) the freed joker laid off at once or
// taken into hand when it can then be melded, one freed joker at a time;
// LIV-8 (runs only, after going down, per joker_swap, the joker laid off
// at once).
func (x *actor) checkSwap(a Action) error {
	p := x.p
	r := p.Rules
	swaps, mustLay := r.v.jokerSwaps()
	if !swaps {
		return refuse(RefuseClassicSwap)
	}
	if indexOf(x.hand, a.Card) < 0 {
		return refuseWith(RefuseNotInHand, cardArg(a.Card))
	}
	if a.Card.IsJoker() {
		return refuse(RefuseSwapJoker)
	}
	if err := x.mayUseTable(); err != nil {
		return err
	}
	if err := x.checkSwapTiming(); err != nil {
		return err
	}
	strict := x.strictJokers()
	if strict && x.freedJoker() != NoCard {
		return refuse(RefuseSwapFreedFirst)
	}
	if a.Meld < 0 || a.Meld >= len(p.Table) {
		return refuseWith(RefuseNoMeld, numArg(a.Meld))
	}
	meld := p.Table[a.Meld].Cards
	if a.Pos < 0 || a.Pos >= len(meld) || !meld[a.Pos].IsJoker() {
		return refuseWith(RefuseNoJokerAt, numArg(a.Pos), numArg(a.Meld))
	}
	if err := r.jokerSwapOK(meld, a.Pos, a.Card); err != nil {
		return err
	}
	var restBuf [handBuf]Card
	rest, _ := takeCardsInto(restBuf[:0], x.hand, []Card{a.Card})
	if a.JokerMeld < 0 {
		if mustLay {
			return refuse(RefuseJokerMustLay)
		}
		withJoker := append(rest, meld[a.Pos])
		if err := x.leaves(withJoker); err != nil || !strict {
			return err
		}
		var afterBuf [layoffBuf]Card
		after := append(afterBuf[:0], meld...)
		after[a.Pos] = a.Card
		if !x.freedJokerPlace(withJoker, meld[a.Pos], a.Meld, after) {
			return refuse(RefuseFreedJokerStuck)
		}
		return nil
	}
	if a.JokerMeld >= len(p.Table) {
		return refuseWith(RefuseNoMeldForJoker, numArg(a.JokerMeld))
	}
	target := p.Table[a.JokerMeld].Cards
	if a.JokerMeld == a.Meld {
		target = append([]Card(nil), meld...)
		target[a.Pos] = a.Card
	}
	front, back := r.layOffPositions(target, meld[a.Pos])
	if (a.JokerFront && !front) || (!a.JokerFront && !back) {
		return refuseWith(RefuseJokerNoFit, sideArg(a.JokerFront), numArg(a.JokerMeld))
	}
	return x.leaves(rest)
}

// checkSwapTiming applies LIV-8's joker_swap option: never, only in the
// turn the player went down, or in any turn after.
func (x *actor) checkSwapTiming() error {
	p := x.p
	if o := p.Rules.liverpool; o != nil {
		switch o.JokerSwap {
		case SwapNever:
			return refuse(RefuseSwapNever)
		case SwapGoingDownTurn:
			if p.Seats[x.seat].OpenedTurn != p.TurnNo {
				return refuse(RefuseSwapGoingDown)
			}
		}
	}
	return nil
}

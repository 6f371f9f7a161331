package engine

// liverpoolRules are the variant rules of Liverpool rummy (LIV-…).
type liverpoolRules struct{ o *LiverpoolOptions }

// firstDealer gives the first deal to the last seat, so that seat 0
// plays first.
func (liverpoolRules) firstDealer(s *State) int { return s.pub.Players - 1 }

// beginHand waits for the cut: the player right of the dealer cuts
// (LIV-CUT-1).
func (liverpoolRules) beginHand(s *State, ev []Event) []Event {
	p := &s.pub
	p.Phase = PhaseCut
	p.Cutter = p.prev(p.Dealer)
	return ev
}

// dealSize is LIV-3: 10 cards in hands 1–4, 12 after.
func (liverpoolRules) dealSize(p *Public) int {
	if p.HandNo >= 5 {
		return 12
	}
	return 10
}

// refill shuffles all but the pile's top card into a new stock
// (LIV-STOCK-1).
func (liverpoolRules) refill(s *State, ev []Event) ([]Event, bool) {
	p := &s.pub
	if len(p.Pile) < 2 {
		return ev, false
	}
	top := p.Pile[len(p.Pile)-1]
	s.stock = append(s.stock, p.Pile[:len(p.Pile)-1]...)
	s.rng.Shuffle(s.stock)
	ev = append(ev, Event{Kind: EvStockRefilled, N: len(s.stock), Seat: -1})
	p.Pile = append(p.Pile[:0], top)
	return ev, true
}

func (liverpoolRules) lastStockEnds() bool     { return false }
func (liverpoolRules) signalsOneCard() bool    { return true }
func (liverpoolRules) stockDrawOpensBuy() bool { return true }

// afterDiscard offers the discard to the claim windows before the next
// turn (LIV-POOL-1, LIV-RUM-1, LIV-BUY-1).
func (liverpoolRules) afterDiscard(s *State, seat int, c Card, ev []Event) []Event {
	p := &s.pub
	s.liverpoolDiscarded(seat, c)
	p.Turn = p.next(seat)
	p.TurnState = newTurnInfo()
	s.advanceLiverpool(&ev)
	return ev
}

func (liverpoolRules) floats() bool { return true }

// emptyHandFloats: in hands 1–6 an empty hand floats (LIV-OUT-3); in hand
// 7 it goes out (LIV-5).
func (liverpoolRules) emptyHandFloats(p *Public) bool { return p.HandNo < NumContracts }

func (liverpoolRules) rummy(*Public, int) bool { return false }

// scoreHand is LIV-SCORE-1 with the LIV-SCORE-3 penalties and the
// LIV-CUT-1 bonus.
func (liverpoolRules) scoreHand(s *State, winner int, _ EndReason, _ int, scores []int) {
	p := &s.pub
	if winner >= 0 {
		for i := range scores {
			if i != winner {
				scores[i] += p.Rules.handValue(s.hands[i])
			}
		}
	}
	for i := range scores {
		scores[i] += p.Seats[i].Penalty
	}
}

// gameEnds is LIV-3 and LIV-SCORE-2: seven hands.
func (liverpoolRules) gameEnds(p *Public) bool { return p.HandNo >= NumContracts }

func (liverpoolRules) lowWins() bool { return true }

// checkLayDown judges going down: the hand's contract (LIV-5), every card
// in hand 7, or the false-meld penalty (LIV-SCORE-3).
func (l liverpoolRules) checkLayDown(p *Public, seat int, melds [][]Card, left int, contractMet bool) (checked, bool, error) {
	if p.Seats[seat].Opened {
		return checked{}, false, refuse(RefuseGoneDown)
	}
	var err error
	if !contractMet {
		err = p.Rules.contractOK(p.HandNo, melds)
	}
	if err == nil && p.HandNo == NumContracts && left > 0 {
		err = refuse(RefuseHand7All)
	}
	if err != nil {
		if l.o.FalseMeldPenalty {
			return checked{penalty: true, penaltyReason: err}, false, nil
		}
		return checked{}, false, err
	}
	return checked{}, true, nil
}

// layDownProposals offers the contract's lay-downs from an exact search,
// each grown with every card its melds can take.
func (liverpoolRules) layDownProposals(p *Public, seat int, hand []Card) ([][][]Card, bool) {
	r := p.Rules
	books, runs := contractOf(p.HandNo)
	if p.Seats[seat].Opened || len(hand) < 3*books+4*runs || !contractPossible(p.HandNo, hand) {
		return nil, true
	}
	if p.HandNo == NumContracts {
		return lastContractCandidates(r, hand), true
	}
	exact := exactContractCandidates(r, p.HandNo, hand)
	for i, melds := range exact {
		exact[i] = extendContract(r, p.HandNo, hand, melds)
	}
	return exact, true
}

func (liverpoolRules) mustOpen() bool                      { return true }
func (liverpoolRules) closedTable(*Rules) error            { return refuse(RefuseGoDownFirst) }
func (liverpoolRules) jokerSwaps() (allowed, mustLay bool) { return true, true }
func (liverpoolRules) emptyHandOK() bool                   { return true }

// profile is LIV-4 and LIV-7 (the lay-down limits apply to a lay-down).
func (liverpoolRules) profile(layDown bool) meldProfile {
	return meldProfile{variant: Liverpool, jokers: true, runMin: 4, top: 14,
		bookNaturals: true, runLimits: layDown, corner: ErrRunCorner}
}

// cardValue is LIV-SCORE-1: ace and joker 15, ten to king 10, others 5.
func (liverpoolRules) cardValue(c Card) int {
	switch r := c.Rank(); {
	case c.IsJoker(), r == Ace:
		return 15
	case r >= Ten:
		return 10
	}
	return 5
}

// requirement: the hand's contract (LIV-5), every card in the last hand.
func (liverpoolRules) requirement(handNo int) StagingInfo {
	books, runs := contractOf(handNo)
	return StagingInfo{Kind: StageContract, Books: books, Runs: runs, AllCards: handNo == NumContracts}
}

// hands: one hand per contract (LIV-5).
func (liverpoolRules) hands() int { return NumContracts }

// callsDiscards: a discard that fits a table meld may be called
// "Liverpool!" or "Rummy!" when those options are on.
func (r liverpoolRules) callsDiscards() bool { return r.o.LiverpoolCall || r.o.RummyCall }

func (liverpoolRules) terms() Terms {
	return Terms{Commit: TermGoDown, Meld: TermMeld, Opened: TermDown, Winner: TermLowWins, Length: TermHandsSeven}
}

func (liverpoolRules) hasMelds() bool { return true }

// cut applies LIV-CUT-1: the cutter lifts n cards from the top. If the
// packet holds exactly the deal plus the turned-up card, the dealer deals
// from it and (with cut_bonus) the cutter's total drops by 50; otherwise
// the packet goes under the rest, as in any cut.
func (s *State) cut(n int, ev *[]Event) {
	p := &s.pub
	exact := n == p.Players*p.dealSize()+1
	*ev = append(*ev, Event{Kind: EvCut, Seat: p.Cutter, N: n, Bonus: exact && p.Rules.liverpool.CutBonus})
	if !exact {
		k := len(s.stock) - n
		cut := make([]Card, 0, len(s.stock))
		cut = append(cut, s.stock[k:]...)
		cut = append(cut, s.stock[:k]...)
		copy(s.stock, cut)
	} else if p.Rules.liverpool.CutBonus {
		p.Seats[p.Cutter].Penalty -= 50
		*ev = append(*ev, Event{Kind: EvPenalty, Seat: p.Cutter, N: -50})
	}
	s.deal(ev)
}

// scoreLines: the others pay what they hold (LIV-SCORE-1); SeatInfo.Penalty
// holds both LIV-SCORE-3's +50s and LIV-CUT-1's −50: when both options
// are on and the cutter's penalty is not negative, it is all shown as
// false melds (the total stays right).
func (liverpoolRules) scoreLines(v *View, res HandResult, parts ScoreParts, lines []ScoreLine) bool {
	w := res.Winner
	for i := range lines {
		if w >= 0 && i != w {
			lines[i].Cards = lines[i].Value
		}
		pen := v.Seats[i].Penalty
		switch {
		case !parts.Cut:
			lines[i].FalseMelds = pen
		case !parts.FalseMelds || (pen < 0 && i == v.Cutter):
			lines[i].Cut = min(pen, 0)
			lines[i].FalseMelds = pen - lines[i].Cut
		default:
			lines[i].FalseMelds = pen
		}
	}
	return true
}

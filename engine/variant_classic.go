package engine

// classicRules are the variant rules of classic rummy (CLA-…).
type classicRules struct{ o *ClassicOptions }

// firstDealer gives the first deal to the last seat, so that seat 0
// plays first.
func (classicRules) firstDealer(s *State) int { return s.pub.Players - 1 }

func (classicRules) beginHand(s *State, ev []Event) []Event { s.deal(&ev); return ev }

// dealSize is CLA-2.
func (classicRules) dealSize(p *Public) int {
	switch {
	case p.Players == 2:
		return 10
	case p.Players <= 4:
		return 7
	}
	return 6
}

// refill turns the pile over unshuffled and turns up its top card
// (CLA-6).
func (classicRules) refill(s *State, ev []Event) ([]Event, bool) {
	p := &s.pub
	if len(p.Pile) < 2 {
		return ev, false
	}
	// Turned over face down: the pile's bottom card becomes the top.
	for i := 0; i < len(p.Pile); i++ {
		s.stock = append(s.stock, p.Pile[len(p.Pile)-1-i])
	}
	ev = append(ev, Event{Kind: EvStockRefilled, N: len(p.Pile), Seat: -1})
	p.Pile = p.Pile[:0]
	up := s.popStock()
	p.Pile = append(p.Pile, up)
	ev = append(ev, moved(up, ZoneStock, -1, ZoneDiscard, -1))
	p.Discarder = -1
	return ev, true
}

func (classicRules) lastStockEnds() bool     { return false }
func (classicRules) signalsOneCard() bool    { return false }
func (classicRules) stockDrawOpensBuy() bool { return false }

func (classicRules) afterDiscard(s *State, seat int, _ Card, ev []Event) []Event {
	s.startTurn(s.pub.next(seat), &ev)
	return ev
}

func (classicRules) floats() bool                 { return false }
func (classicRules) emptyHandFloats(*Public) bool { return false }

// rummy is CLA-9: no meld or lay-off before this turn.
func (classicRules) rummy(p *Public, seat int) bool {
	ft := p.Seats[seat].FirstTableTurn
	return ft == 0 || ft == p.TurnNo
}

// scoreHand is CLA-8, CLA-9, CLA-10: each loser pays the winner.
func (classicRules) scoreHand(s *State, winner int, _ EndReason, mult int, scores []int) {
	if winner < 0 {
		return
	}
	r := s.pub.Rules
	for i := range scores {
		if i == winner {
			continue
		}
		v := r.handValue(s.hands[i]) * mult
		scores[i] -= v
		scores[winner] += v
	}
}

// gameEnds is CLA-11: a target or a number of hands.
func (c classicRules) gameEnds(p *Public) bool {
	if c.o.Target > 0 {
		for _, t := range p.Totals {
			if t >= c.o.Target {
				return true
			}
		}
		return p.HandNo >= MaxHandsPerGame
	}
	return p.HandNo >= c.o.Hands
}

func (classicRules) lowWins() bool { return false }

func (classicRules) checkLayDown(p *Public, _ int, melds [][]Card, _ int, _ bool) (checked, bool, error) {
	return checked{}, false, eachMeld(p.Rules, melds)
}

func (classicRules) layDownProposals(*Public, int, []Card) ([][][]Card, bool) { return nil, false }

func (classicRules) mustOpen() bool                      { return false }
func (classicRules) closedTable(*Rules) error            { return nil }
func (classicRules) jokerSwaps() (allowed, mustLay bool) { return false, false }
func (classicRules) emptyHandOK() bool                   { return true }

// profile: CLA-4, sets of distinct suits, runs of three, the ace low only.
func (classicRules) profile(bool) meldProfile {
	return meldProfile{variant: Classic, uniqueSuits: true, setMax: 4, runMin: 3, top: 13, corner: ErrAceLowOnly}
}

// cardValue is CLA-8.
func (classicRules) cardValue(c Card) int { return classicValue(c) }

func (classicRules) requirement(int) StagingInfo { return StagingInfo{} }

// hands is CLA-11's number of hands when no target is set.
func (r classicRules) hands() int {
	if r.o.Target > 0 {
		return 0
	}
	return r.o.Hands
}

func (classicRules) callsDiscards() bool { return false }

func (classicRules) terms() Terms {
	return Terms{Commit: TermMeld, Meld: TermMeld, Opened: TermOpened, Rummy: TermRummy, Winner: TermHighWins, Length: TermHandsOpen}
}

func (classicRules) hasMelds() bool { return true }

// scoreLines: the winner collects what the others hold (CLA-8, CLA-9).
func (classicRules) scoreLines(_ *View, res HandResult, _ ScoreParts, lines []ScoreLine) bool {
	collectLines(res, lines)
	return true
}

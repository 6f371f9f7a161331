package engine

// rommeRules are the variant rules of German Rommé (ROM-…).
type rommeRules struct{ o *RommeOptions }

// rommeFeatures unpacks the Rommé options the flow asks about.
func rommeFeatures(o *RommeOptions) features {
	return features{strictJokers: o.StrictJokers, strictGroups: o.StrictGroups, casino: o.CasinoScoring,
		turnTimer: o.TurnTimer, practice: o.Practice}
}

// firstDealer picks the first player at random (ROM-1).
func (rommeRules) firstDealer(s *State) int {
	first := s.rng.Intn(s.pub.Players)
	return s.pub.prev(first)
}

func (rommeRules) beginHand(s *State, ev []Event) []Event { s.deal(&ev); return ev }

// dealSize is ROM-2 and ROM-SR-SMALL.
func (r rommeRules) dealSize(p *Public) int {
	if r.o.SmallDeck {
		if p.Players == 2 {
			return 10
		}
		return 7
	}
	return 13
}

// refill: Rommé never refills (ROM-12).
func (rommeRules) refill(_ *State, ev []Event) ([]Event, bool) { return ev, false }

func (rommeRules) lastStockEnds() bool     { return true }
func (rommeRules) signalsOneCard() bool    { return false }
func (rommeRules) stockDrawOpensBuy() bool { return false }

// afterDiscard starts the next turn and opens the knock window on the
// discard (ROM-SR-KNOCK).
func (rommeRules) afterDiscard(s *State, seat int, c Card, ev []Event) []Event {
	s.startTurn(s.pub.next(seat), &ev)
	if s.pub.Phase == PhaseDraw {
		s.openKnockWindow(seat, c, &ev)
	}
	return ev
}

func (rommeRules) floats() bool                 { return false }
func (rommeRules) emptyHandFloats(*Public) bool { return false }

// rummy is ROM-14: the first to meld this hand, in this very turn.
func (rommeRules) rummy(p *Public, seat int) bool {
	return p.FirstMelder == seat && p.Seats[seat].OpenedTurn == p.TurnNo
}

// scoreHand is ROM-12, ROM-13, ROM-14 and ROM-SR-CASINO.
func (r rommeRules) scoreHand(s *State, winner int, reason EndReason, mult int, scores []int) {
	rules := s.pub.Rules
	if winner < 0 {
		if reason == EndStockOut || reason == EndTurnCap {
			// ROM-12: every player loses their own hand's value.
			for i := range scores {
				scores[i] = -rules.handValue(s.hands[i])
			}
		}
		return
	}
	// ROM-13, ROM-14: losers lose their hand value, the winner gains it
	// all; hand rummy doubles.
	for i := range scores {
		if i == winner {
			continue
		}
		v := rules.handValue(s.hands[i]) * mult
		scores[i] -= v
		scores[winner] += v
	}
	if r.o.CasinoScoring && len(scores) > 1 {
		s.casinoBonus(winner, mult, scores)
	}
}

// gameEnds is ROM-15: the hands option, or stop_at.
func (r rommeRules) gameEnds(p *Public) bool {
	if r.o.StopAt > 0 {
		for _, t := range p.Totals {
			if t <= -r.o.StopAt {
				return true
			}
		}
	}
	return p.HandNo >= r.o.Hands
}

func (rommeRules) lowWins() bool { return false }

// checkLayDown: the opening (ROM-7), then any valid melds.
func (rommeRules) checkLayDown(p *Public, seat int, melds [][]Card, _ int, _ bool) (checked, bool, error) {
	if !p.Seats[seat].Opened {
		_, err := p.Rules.openingOK(melds)
		return checked{}, false, err
	}
	return checked{}, false, eachMeld(p.Rules, melds)
}

// layDownProposals offers openings until the seat has opened.
func (rommeRules) layDownProposals(p *Public, seat int, hand []Card) ([][][]Card, bool) {
	if p.Seats[seat].Opened {
		return nil, false
	}
	return openingCandidates(p.Rules, meldCandidates(p.Rules, hand)), true
}

func (rommeRules) mustOpen() bool { return true }

func (rommeRules) closedTable(r *Rules) error {
	return refuseWith(RefuseOpenFirst, numArg(r.openingNeeded()))
}

func (rommeRules) jokerSwaps() (allowed, mustLay bool) { return true, false }

// emptyHandOK is ROM-SR-NODISCARD.
func (r rommeRules) emptyHandOK() bool { return r.o.WinWithoutDiscard }

// profile is ROM-4 to ROM-6 with the special rules.
func (r rommeRules) profile(bool) meldProfile {
	o := r.o
	return meldProfile{variant: Romme, jokers: o.Jokers, fewerJokers: true,
		strictJokers: o.StrictJokers, strictSet: o.StrictGroups, uniqueSuits: true,
		setMax: 4, runMin: 3, top: 14, cyclic: o.CyclicRuns, corner: ErrRunAceInside}
}

// cardValue is ROM-3: ace 11, joker 20 (Rules.CardValue applies
// ROM-SR-CASINO).
func (rommeRules) cardValue(c Card) int {
	if c.IsJoker() {
		return 20
	}
	return rommeRankValue(c.Rank())
}

// requirement: an opening worth the requirement in force (ROM-7).
func (r rommeRules) requirement(int) StagingInfo {
	if req := r.o.OpeningPoints(); req > 0 {
		return StagingInfo{Kind: StageOpening, Points: req}
	}
	return StagingInfo{}
}

// hands is ROM-15's fixed number of hands.
func (r rommeRules) hands() int { return r.o.Hands }

func (rommeRules) callsDiscards() bool { return false }

func (rommeRules) terms() Terms {
	return Terms{Commit: TermOpen, Meld: TermMeld, Opened: TermOpened, Rummy: TermHandRummy, Winner: TermHighWins, Length: TermHandsFixed}
}

func (rommeRules) hasMelds() bool { return true }

// scoreLines: the winner collects (ROM-13, ROM-14) with the casino table
// bonus (ROM-SR-CASINO); a hand that ends with the stock costs everyone
// their cards (ROM-12).
func (rommeRules) scoreLines(v *View, res HandResult, parts ScoreParts, lines []ScoreLine) bool {
	w := res.Winner
	switch {
	case w >= 0:
		mult := collectLines(res, lines)
		if parts.TableBonus && len(lines) > 1 {
			tableBonusLines(lines, w, v.Seats[w].Played, mult)
		}
	case res.Reason == EndStockOut || res.Reason == EndTurnCap:
		for i := range lines {
			lines[i].Cards = -lines[i].Value
		}
	}
	return true
}

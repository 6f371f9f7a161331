package engine

// kopilkaRules are the variant rules of Kopilka (KOP-…): a game with no
// melds, no turns and no scoring of hands. Its whole game is one hand of
// many rounds; the methods of the card games that never come into play
// answer "no".
type kopilkaRules struct{ o *KopilkaOptions }

// firstDealer gives the first deal to the last seat, so that seat 0 gets
// the first card.
func (kopilkaRules) firstDealer(s *State) int { return s.pub.Players - 1 }

// beginHand sets out the chips (KOP-1) and starts the game's first
// round.
func (r kopilkaRules) beginHand(s *State, ev []Event) []Event {
	if s.pub.Kopilka == nil {
		s.pub.Kopilka = newKopilka(s.pub.Players, r.o.Chips)
	}
	s.kopilkaRound(&ev)
	return ev
}

// dealSize is one card to every player still in the game (KOP-2).
func (kopilkaRules) dealSize(*Public) int { return 1 }

func (kopilkaRules) refill(_ *State, ev []Event) ([]Event, bool) { return ev, false }

func (kopilkaRules) lastStockEnds() bool     { return false }
func (kopilkaRules) signalsOneCard() bool    { return false }
func (kopilkaRules) stockDrawOpensBuy() bool { return false }

func (kopilkaRules) afterDiscard(_ *State, _ int, _ Card, ev []Event) []Event { return ev }

func (kopilkaRules) floats() bool                 { return false }
func (kopilkaRules) emptyHandFloats(*Public) bool { return false }
func (kopilkaRules) rummy(*Public, int) bool      { return false }

// scoreHand: the game's one line holds every seat's chips.
func (kopilkaRules) scoreHand(s *State, _ int, _ EndReason, _ int, scores []int) {
	copy(scores, s.pub.Kopilka.Chips)
}

// gameEnds: the game's one hand ends the game.
func (kopilkaRules) gameEnds(*Public) bool { return true }
func (kopilkaRules) lowWins() bool         { return false }

func (kopilkaRules) checkLayDown(*Public, int, [][]Card, int, bool) (checked, bool, error) {
	return checked{}, false, refuse(RefuseRevealOnly)
}

func (kopilkaRules) layDownProposals(*Public, int, []Card) ([][][]Card, bool) { return nil, true }

func (kopilkaRules) mustOpen() bool                      { return false }
func (kopilkaRules) closedTable(*Rules) error            { return refuse(RefuseRevealOnly) }
func (kopilkaRules) jokerSwaps() (allowed, mustLay bool) { return false, false }
func (kopilkaRules) emptyHandOK() bool                   { return true }

// profile: Kopilka has no melds; the profile is classic's, never used.
func (kopilkaRules) profile(bool) meldProfile {
	return meldProfile{variant: Kopilka, uniqueSuits: true, setMax: 4, runMin: 3, top: 13, corner: ErrAceLowOnly}
}

// cardValue is the chips a card moves (KOP-3), unsigned.
func (kopilkaRules) cardValue(c Card) int {
	n, _ := kopilkaEffect(c.Rank())
	return n
}

func (kopilkaRules) requirement(int) StagingInfo { return StagingInfo{} }
func (kopilkaRules) hands() int                  { return 0 }
func (kopilkaRules) callsDiscards() bool         { return false }

// scoreLines: Kopilka moves chips, it has no point breakdown.
func (kopilkaRules) scoreLines(*View, HandResult, ScoreParts, []ScoreLine) bool { return false }

func (kopilkaRules) terms() Terms {
	return Terms{Winner: TermMostChips, Length: TermRoundsChips}
}

func (kopilkaRules) hasMelds() bool { return false }

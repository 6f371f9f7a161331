package bots

import "rummy/engine"

// Race weights: once the seats have opened, a hand is a race to shed
// every card, so the hard player rates a hand mainly by how many cards
// it cannot shed (cardWeight each), then by their value (what it pays if
// it loses), with a bonus for a hand that goes out.
const (
	cardWeight = 25
	outBonus   = 40
)

// raceScore rates the hand seat would hold just after a draw, lower is
// better: its loose cards (outside the best arrangement's melds and not
// fitting the table where the seat may lay off), less the discard it
// would make (the highest loose card other than keep), counted and
// valued; before the Rommé opening (ROM-7) or the Liverpool contract
// (LIV-5) the distance to it counts too.
func (p *policy) raceScore(v *engine.View, seat int, hand []engine.Card, keep engine.Card) int {
	r := v.Rules
	open := v.Seats[seat].Opened
	if v.StagingFor(seat).Kind == engine.StageContract {
		books, runs := v.Contract()
		m, l, d := contractGapDrop(r, books, runs, hand, keep)
		return m*gapWeight + l - d
	}
	var loose []engine.Card
	if r.HasContracts() {
		loose = hand
	} else {
		loose, _ = p.leastDeadwood(hand, dwRace)
	}
	table := (open || !r.MustOpen()) && len(v.Table) > 0
	n, val, drop := 0, 0, -1
	for _, c := range loose {
		if table && fitsTable(r, v.Table, c) {
			continue
		}
		cv := r.CardValue(c)
		n++
		val += cv
		if c != keep && !c.IsJoker() {
			drop = max(drop, cv)
		}
	}
	if drop >= 0 {
		n--
		val -= drop
	}
	s := n*cardWeight + val
	if n == 0 {
		s -= outBonus
	}
	if v.StagingFor(seat).Kind == engine.StageOpening {
		if _, ok := p.arr.Opening(hand); !ok {
			s += openPenalty
		}
	}
	return s
}

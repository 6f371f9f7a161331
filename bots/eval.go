package bots

import "rummy/engine"

// openPenalty is what an unopened Rommé hand that cannot open yet costs
// on top of its deadwood.
const openPenalty = 30

// handScore rates a hand the seat would keep, lower is better: the
// deadwood left once it melds and lays off what it may (classic, opened
// Rommé), the deadwood plus a penalty while the Rommé opening is out of
// reach (ROM-7), the distance to the contract (Liverpool before going
// down, LIV-5) or the cards that fit no table meld (after, LIV-6).
func (p *policy) handScore(v *engine.View, hand []engine.Card) int {
	r := v.Rules
	switch r.Variant {
	case engine.Liverpool:
		if !opened(v) {
			books, runs := v.Contract()
			m, l := contractGap(r, books, runs, hand)
			if p.st.threat > 1 && anyOpponentDown(v) {
				l *= p.st.threat
			}
			return m*gapWeight + l
		}
		s := 0
		for _, c := range hand {
			if !fitsTable(r, v.Table, c) {
				s += r.CardValue(c)
			}
		}
		return s
	case engine.Romme:
		if !opened(v) {
			s := p.arr.MinDeadwoodValue(hand)
			if v.OpeningRequirement() > 0 {
				if _, ok := p.arr.Opening(hand); !ok {
					s += openPenalty
				}
			}
			return s
		}
	}
	if len(v.Table) == 0 {
		return p.arr.MinDeadwoodValue(hand)
	}
	dead, s := p.leastDeadwood(hand, dwEval)
	for _, c := range dead {
		if fitsTable(r, v.Table, c) {
			s -= r.CardValue(c)
		}
	}
	return s
}

// bestDiscardScore is the best handScore over the discards the seat may
// make from hand (never the card in keep), and that discard.
func (p *policy) bestDiscardScore(v *engine.View, hand []engine.Card, keep engine.Card) (int, engine.Card) {
	best, pick := 1<<30, engine.NoCard
	for i, c := range hand {
		if c == keep || c.IsJoker() || seenBefore(hand, i) {
			continue
		}
		if s := p.handScore(v, without(hand, c)); s < best {
			best, pick = s, c
		}
	}
	return best, pick
}

// seenBefore reports whether a card of the same face comes earlier in
// hand (identical faces rate alike).
func seenBefore(hand []engine.Card, i int) bool {
	for _, c := range hand[:i] {
		if c.Face() == hand[i].Face() {
			return true
		}
	}
	return false
}

// anyOpponentDown reports whether another seat has gone down (Liverpool)
// or opened.
func anyOpponentDown(v *engine.View) bool {
	for i, st := range v.Seats {
		if i != v.Seat && st.Opened {
			return true
		}
	}
	return false
}

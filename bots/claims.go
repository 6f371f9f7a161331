package bots

import "rummy/engine"

// knockMargin is how much a knock must improve the hand's rating to pay
// for the penalty card (ROM-SR-KNOCK).
const knockMargin = 8

// answer answers an open claim window: the greedy baseline always passes;
// the others call Liverpool and Rummy whenever they may (both only cost
// someone else), buy a card that brings the contract closer and knock for
// a card that improves the hand by more than the penalty card costs.
func (p *policy) answer(v *engine.View) engine.Action {
	w := &v.Claim
	if p.st.greedy || !p.st.claims || !w.Pending(v.Seat) {
		return engine.PassAction()
	}
	if p.slip() {
		return engine.PassAction() // easy: misses the call
	}
	c := w.Card
	switch w.Kind {
	case engine.ClaimLiverpool:
		for m, t := range v.Table {
			front, back := v.Rules.LayOffPositions(t.Cards, c)
			if back {
				return engine.CallAction(m, false)
			}
			if front {
				return engine.CallAction(m, true)
			}
		}
	case engine.ClaimRummy:
		return engine.ClaimAction()
	case engine.ClaimBuy:
		if p.wantsBuy(v, c) {
			return engine.ClaimAction()
		}
	case engine.ClaimKnock:
		if p.handScore(v, with(v.Hand, c))+knockMargin < p.handScore(v, v.Hand) {
			return engine.ClaimAction()
		}
	}
	return engine.PassAction()
}

// wantsBuy says whether buying c brings the Liverpool contract closer by
// a card (LIV-BUY-1); after going down a buy only adds cards.
func (p *policy) wantsBuy(v *engine.View, c engine.Card) bool {
	if opened(v) {
		return false
	}
	books, runs := v.Contract()
	before, _ := contractGap(v.Rules, books, runs, v.Hand)
	after, _ := contractGap(v.Rules, books, runs, with(v.Hand, c))
	return after < before
}

// callerDiscard is the Liverpool caller's optional discard (LIV-POOL-1):
// the best discard that fits no table meld (so no Rummy call follows),
// or a pass.
func (p *policy) callerDiscard(v *engine.View) engine.Action {
	if len(v.Hand) <= 1 {
		return engine.PassAction()
	}
	var cands []engine.Card
	for _, c := range v.Hand {
		if !c.IsJoker() && !fitsTable(v.Rules, v.Table, c) && v.Check(engine.DiscardAction(c)) == nil {
			cands = append(cands, c)
		}
	}
	if len(cands) == 0 {
		return engine.PassAction()
	}
	if p.st.greedy {
		return engine.DiscardAction(p.highestDeadwood(v, cands))
	}
	return engine.DiscardAction(p.rankDiscards(v, cands)[0].card)
}

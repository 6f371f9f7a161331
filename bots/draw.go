package bots

import "rummy/engine"

// draw chooses between the stock and the discard pile (COM-3).
func (p *policy) draw(v *engine.View) engine.Action {
	top := topDiscard(v)
	if top == engine.NoCard {
		return engine.DrawAction(false)
	}
	if v.StockSize == 0 {
		return engine.DrawAction(true)
	}
	take := p.wantsDiscard(v, top)
	if take && p.slip() {
		take = false // easy: overlooks a useful discard
	}
	return engine.DrawAction(take)
}

// wantsDiscard says whether to take c. The greedy baseline takes it only
// when c completes a meld. The others take it when their best hand after
// taking it and discarding rates better than the hand now and the card
// does real work: it sits in a meld of the best arrangement, brings the
// Rommé opening within reach (ROM-7), brings the Liverpool contract a
// card closer (LIV-5) or fits the table once the seat may lay off. A
// card that only swaps a high loose card for a low one is left: the
// stock may build something.
func (p *policy) wantsDiscard(v *engine.View, c engine.Card) bool {
	if p.st.greedy {
		return p.completesMeld(v, v.Hand, c)
	}
	if c.IsJoker() {
		return true
	}
	r := v.Rules
	if v.Staging().Kind == engine.StageContract {
		books, runs := v.Contract()
		before, _ := contractGap(r, books, runs, v.Hand)
		after, _ := contractGap(r, books, runs, with(v.Hand, c))
		return after < before
	}
	after, _ := p.bestDiscardScore(v, with(v.Hand, c), c)
	if after >= p.handScore(v, v.Hand) {
		return false
	}
	if v.Staging().Kind == engine.StageOpening {
		if _, ok := p.arr.Opening(v.Hand); !ok {
			if _, ok := p.arr.Opening(with(v.Hand, c)); ok {
				return true
			}
		}
	}
	return p.completesMeld(v, v.Hand, c) || (mayUseTable(v) && fitsTable(r, v.Table, c))
}

// completesMeld reports whether c would sit in a meld of hand's best
// arrangement (or, once the seat may only lay off, fits the table).
func (p *policy) completesMeld(v *engine.View, hand []engine.Card, c engine.Card) bool {
	if v.Rules.HasContracts() && opened(v) {
		return fitsTable(v.Rules, v.Table, c)
	}
	dead, _ := p.leastDeadwood(with(hand, c), dwDraw)
	return !contains(dead, c)
}

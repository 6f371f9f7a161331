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

// wantsDiscard says whether taking c improves the hand: for the greedy
// baseline only when c completes a meld; otherwise when the best hand
// after taking it and discarding rates better than the hand now.
func (p *policy) wantsDiscard(v *engine.View, c engine.Card) bool {
	if p.st.greedy {
		return p.completesMeld(v, v.Hand, c)
	}
	if c.IsJoker() {
		return true
	}
	after, _ := p.bestDiscardScore(v, with(v.Hand, c), c)
	return after < p.handScore(v, v.Hand)
}

// completesMeld reports whether c would sit in a meld of hand's best
// arrangement (or, once the seat may only lay off, fits the table).
func (p *policy) completesMeld(v *engine.View, hand []engine.Card, c engine.Card) bool {
	if v.Rules.Variant == engine.Liverpool && opened(v) {
		return fitsTable(v.Rules, v.Table, c)
	}
	res := p.arr.MinDeadwood(with(hand, c))
	return !contains(res.Deadwood, c)
}

package bots

import (
	"rummy/engine"
)

// play chooses the next action of the play phase: new melds first, then
// joker swaps, then lay-offs, then the discard that ends the turn. Each
// call decides one atomic action from the view alone, so the plan is
// recomputed after every step.
func (p *policy) play(v *engine.View) engine.Action {
	if len(v.Hand) == 0 {
		return engine.EndTurnAction() // LIV-OUT-3: a floater with nothing left
	}
	if a, ok := freedJokerStep(v); ok {
		return a
	}
	if p.holdsBack(v) {
		return p.discard(v)
	}
	if a, ok := p.meldStep(v); ok {
		return a
	}
	if a, ok := p.swapStep(v); ok {
		return a
	}
	if a, ok := p.layOffStep(v); ok {
		if !p.slip() { // easy: sometimes forgets a lay-off
			return a
		}
	}
	return p.discard(v)
}

// mayUseTable reports whether the seat may lay off now (CLA-5, ROM-8,
// LIV-6).
func mayUseTable(v *engine.View) bool {
	return !v.Rules.MustOpen() || opened(v)
}

// holdsBack reports whether the player keeps its melds in hand this
// turn (classic and Rommé): it has not melded yet this hand, every
// opponent still holds at least the style's number of cards, and laying
// down would leave it more than the style's openNear cards (at least one,
// the discard). Kept melds give the opponents nothing to lay off on
// (COM-5) and keep a rummy possible (CLA-9, ROM-14).
func (p *policy) holdsBack(v *engine.View) bool {
	if v.Rules.HasContracts() || opened(v) || v.TurnState.Melded {
		return false
	}
	far, near := p.st.holdCards, p.st.openNear
	if v.Rules.Variant == engine.Classic {
		far, near = p.st.classicHold, p.st.classicNear
		if v.Players > 2 {
			far -= 2 // seven cards each instead of ten (CLA-2)
		}
	}
	if far <= 0 || minOpponentCards(v) < far {
		return false
	}
	res, _ := p.arr.MaxShed(v.Hand, tableCards(v))
	return len(res.Deadwood) > max(1, near)
}

// meldStep proposes laying down new melds: the cheapest Rommé opening
// (ROM-7), the Liverpool contract (LIV-5) or every meld of the best
// shedding plan.
func (p *policy) meldStep(v *engine.View) (engine.Action, bool) {
	r := v.Rules
	var melds [][]engine.Card
	switch {
	case r.HasContracts():
		if opened(v) {
			return engine.Action{}, false
		}
		res, ok := p.arr.Contract(v.HandNo, v.Hand)
		if !ok {
			return engine.Action{}, false
		}
		melds = res.Melds
	case v.Staging().Kind == engine.StageOpening:
		res, ok := p.arr.Opening(v.Hand)
		if !ok {
			return engine.Action{}, false
		}
		melds = res.Melds
	default:
		var res = p.shedPlan(v)
		melds = res.Melds
	}
	if len(melds) == 0 {
		return engine.Action{}, false
	}
	return firstAccepted(v, meldVariants(melds))
}

// shedPlan is the arranger's most-cards-out plan for the hand and table.
func (p *policy) shedPlan(v *engine.View) (res resultAndLays) {
	if !mayUseTable(v) {
		r := p.arr.MinDeadwood(v.Hand)
		return resultAndLays{Melds: r.Melds, Deadwood: r.Deadwood}
	}
	r, lays := p.arr.MaxShed(v.Hand, tableCards(v))
	return resultAndLays{Melds: r.Melds, Deadwood: r.Deadwood, lays: lays}
}

// firstAccepted returns the first action the view accepts.
func firstAccepted(v *engine.View, acts []engine.Action) (engine.Action, bool) {
	for _, a := range acts {
		if v.Check(a) == nil {
			return a, true
		}
	}
	return engine.Action{}, false
}

// meldVariants lists ways to lay down melds, best first: all of them;
// then, for a player who must keep a card to discard, each meld shortened
// by its last or first card; then all but one meld.
func meldVariants(melds [][]engine.Card) []engine.Action {
	out := []engine.Action{engine.MeldAction(melds...)}
	for i, m := range melds {
		if len(m) < 4 {
			continue
		}
		for _, cut := range [][]engine.Card{m[:len(m)-1], m[1:]} {
			alt := make([][]engine.Card, len(melds))
			copy(alt, melds)
			alt[i] = cut
			out = append(out, engine.MeldAction(alt...))
		}
	}
	if len(melds) > 1 {
		for i := range melds {
			alt := make([][]engine.Card, 0, len(melds)-1)
			alt = append(alt, melds[:i]...)
			alt = append(alt, melds[i+1:]...)
			out = append(out, engine.MeldAction(alt...))
		}
	}
	return out
}

// layOffStep proposes one lay-off of the best shedding plan.
func (p *policy) layOffStep(v *engine.View) (engine.Action, bool) {
	if !mayUseTable(v) || len(v.Table) == 0 {
		return engine.Action{}, false
	}
	var lays []layOffPlan
	if v.Rules.HasContracts() {
		_, ls := p.arr.MaxLayOff(v.Hand, tableCards(v))
		lays = ls
	} else {
		lays = p.shedPlan(v).lays
	}
	var acts []engine.Action
	for _, lo := range lays {
		if lo.Before > 0 {
			acts = append(acts, engine.LayOffAction(lo.Cards[lo.Before-1], lo.Meld, true))
		}
		if lo.Before < len(lo.Cards) {
			acts = append(acts, engine.LayOffAction(lo.Cards[lo.Before], lo.Meld, false))
		}
	}
	return firstAccepted(v, acts)
}

// swapStep takes a joker from the table when the hand is better with the
// joker than with the card put in its place (ROM-10); only where the
// joker goes to hand (not Liverpool). With strict jokers the engine
// allows the swap only when the joker can then be melded, which
// freedJokerStep does next (ROM-SR-STRICTJOKER).
func (p *policy) swapStep(v *engine.View) (engine.Action, bool) {
	r := v.Rules
	if !p.st.swaps || r.Variant != engine.Romme || !opened(v) {
		return engine.Action{}, false
	}
	base := p.handScore(v, v.Hand)
	best, pick := 0, engine.Action{}
	for m, t := range v.Table {
		for pos, j := range t.Cards {
			if !j.IsJoker() {
				continue
			}
			for _, c := range v.Hand {
				if c.IsJoker() || r.CheckJokerSwap(t.Cards, pos, c) != nil {
					continue
				}
				gain := base - p.handScore(v, with(without(v.Hand, c), j))
				if gain > best {
					best, pick = gain, engine.SwapJokerAction(m, pos, c, -1, false)
				}
			}
		}
	}
	if best == 0 || v.Check(pick) != nil {
		return engine.Action{}, false
	}
	return pick, true
}

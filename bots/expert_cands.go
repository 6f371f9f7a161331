package bots

import (
	"sort"

	"rummy/engine"
)

// candidates lists the actions the expert compares for v, its
// procedure's own choice (fixed) first, at most expertWidth:
//   - the draw: the stock and the discard pile;
//   - a claim window (buy, knock, Liverpool or Rummy call) and the
//     Liverpool caller's discard: every answer, passing included;
//   - play: hard's choice (which holds melds back in classic and Rommé
//     while it is far from going out), the same procedure's choice when
//     it lays down as soon as it may (opening or contract timing, melds,
//     lay-offs), a joker swap, the discards hard's own search rated
//     best (its sampled deals, one round ahead), then those normal's
//     rating ranks best.
//
// The Liverpool cut is not searched: no seat knows the deck's order, so
// every cut is as good as another from the view (LIV-CUT-1); the expert
// cuts at random like every level.
func (e *Expert) candidates(v *engine.View, fixed engine.Action) []engine.Action {
	out := []engine.Action{fixed}
	add := func(a engine.Action) { out = addCandidate(v, out, a, expertWidth) }
	switch v.Phase {
	case engine.PhaseCut, engine.PhaseHandOver, engine.PhaseReveal, engine.PhaseGameOver:
		return out
	case engine.PhasePlay:
		e.hint.ready(v)
		add(e.hint.decide(v))
		for _, a := range engine.Legal(v) {
			if a.Kind == engine.ActSwapJoker {
				add(a)
				break
			}
		}
		if e.def == nil {
			for _, a := range e.hardRanked() {
				add(a)
			}
		}
		if ds := e.p.discardable(v); len(ds) > 0 && v.Check(engine.DiscardAction(ds[0])) == nil {
			for _, r := range e.p.rankDiscards(v, ds) {
				add(engine.DiscardAction(r.card))
			}
		}
		return out
	}
	for _, a := range engine.Legal(v) {
		add(a)
	}
	return out
}

// addCandidate appends a to cands when it is legal in v, new, and cands
// holds fewer than width. Discarding one copy of a face is the same move
// as discarding the other (two decks in Rommé and Liverpool), so a
// second copy's discard is not new.
func addCandidate(v *engine.View, cands []engine.Action, a engine.Action, width int) []engine.Action {
	if len(cands) >= width || v.Check(a) != nil {
		return cands
	}
	for _, b := range cands {
		if b.Equal(a) || sameDiscard(a, b) {
			return cands
		}
	}
	return append(cands, a)
}

// sameDiscard reports whether a and b discard cards of the same face.
func sameDiscard(a, b engine.Action) bool {
	return a.Kind == engine.ActDiscard && b.Kind == engine.ActDiscard && a.Card.Face() == b.Card.Face()
}

// hardRanked lists the actions hard's search of this decision compared,
// best rated first (nil when it did not search).
func (e *Expert) hardRanked() []engine.Action {
	cands, means := e.h.Ratings()
	idx := make([]int, len(cands))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return means[idx[a]] > means[idx[b]] })
	out := make([]engine.Action, len(idx))
	for k, i := range idx {
		out[k] = cands[i]
	}
	return out
}

package bots

import (
	"testing"
	"time"

	"rummy/engine"
)

// When hard's search rated the discards of a decision, the expert
// challenges hard's choice with the discard hard rated best after it
// (its second best), not with normal's ranking: the discards the search
// compares are the ones hard's sampled deals found closest.
func TestExpertChallengesWithHardsNextBestDiscard(t *testing.T) {
	checked := 0
	for _, v := range []engine.Variant{engine.Classic, engine.Romme} {
		r := testRules(t, v, "players=2")
		for i, view := range searchedViews(t, r, 16) {
			if view.Phase != engine.PhasePlay {
				continue
			}
			e := NewExpert(5, view.Seat, ExpertBudget{Deals: 1, Cap: NoCap}, fakeClock(time.Microsecond))
			startExpert(e, view)
			ranked := e.hardRanked()
			if e.s.fixed.Kind != engine.ActDiscard || len(ranked) < 2 {
				continue
			}
			next := ranked[0]
			if next.Equal(e.s.fixed) {
				next = ranked[1]
			}
			found := false
			for _, c := range e.s.cands {
				found = found || c.Equal(next)
			}
			if !found {
				t.Errorf("%s view %d: hard rated %v next best after its choice %v; the expert compares %v", v, i, next, e.s.fixed, e.s.cands)
			}
			checked++
		}
	}
	if checked < 4 {
		t.Fatalf("only %d searched discards checked", checked)
	}
}

// The expert never spends two of its few candidates on discarding two
// copies of one face (Rommé's two decks): the same move twice.
func TestExpertComparesEachDiscardedFaceOnce(t *testing.T) {
	r := testRules(t, engine.Romme, "players=2")
	for i, view := range searchedViews(t, r, 60) {
		e := NewExpert(5, view.Seat, ExpertBudget{Deals: 1, Cap: NoCap}, fakeClock(time.Microsecond))
		startExpert(e, view)
		seen := map[engine.Face]bool{}
		for _, c := range e.s.cands {
			if c.Kind != engine.ActDiscard {
				continue
			}
			if seen[c.Card.Face()] {
				t.Errorf("view %d: the expert compares two discards of %s: %v", i, c.Card, e.s.cands)
			}
			seen[c.Card.Face()] = true
		}
	}
}

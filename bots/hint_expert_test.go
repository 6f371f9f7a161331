package bots

import (
	"testing"
	"time"

	"rummy/engine"
)

// The hint expert never proposes an illegal action: over 5,000 positions
// (1,000 with -short) of games played by random players in every rule
// set and several option sets, every hint passes the view's Check, has a
// kind, and lifts only cards of the hand. (Its candidates are each
// checked whatever the budget, so one deal per decision keeps the test
// fast.)
func TestHintExpertNeverIllegal(t *testing.T) {
	want := 5000
	if testing.Short() {
		want = 1000
	}
	sets := []struct {
		v       engine.Variant
		options []string
	}{
		{engine.Classic, []string{"players=2"}},
		{engine.Classic, []string{"players=4"}},
		{engine.Romme, []string{"players=3", "knocking=true"}},
		{engine.Romme, []string{"players=2", "strict_jokers=true", "strict_groups=true", "cyclic_runs=true"}},
		{engine.Romme, []string{"players=3", "win_without_discard=true", "opening=40"}},
		{engine.Liverpool, []string{"players=4"}},
		{engine.Liverpool, []string{"players=5", "joker_swap=any_turn_after_down", "buy_priority=first_caller"}},
	}
	rng := engine.NewRNG(31)
	checked := 0
	for g := uint64(1); checked < want; g++ {
		c := sets[int(g)%len(sets)]
		r := testRules(t, c.v, c.options...)
		s, err := engine.NewGame(r, g)
		if err != nil {
			t.Fatal(err)
		}
		n := r.Options.NumPlayers()
		players := make([]*Random, n)
		for i := range players {
			players[i] = NewRandom(g, i)
		}
		for step := 0; step < 600 && !s.Over() && checked < want; step++ {
			seat := s.Waiting()[0]
			v := s.View(seat)
			if rng.Intn(4) == 0 {
				e := newHintExpert(g^uint64(step), seat, fakeClock(time.Microsecond))
				e.budget = ExpertBudget{Deals: 1, Cap: NoCap}
				h := Explain(v, e.Act(v))
				if err := v.Check(h.Action); err != nil {
					t.Fatalf("%s %v game %d step %d seat %d: the hint %s is illegal: %v", c.v, c.options, g, step, seat, h.Action, err)
				}
				if h.Kind == 0 {
					t.Fatalf("%s: hint %s has no kind", c.v, h.Action)
				}
				for _, card := range h.Cards {
					if !inHand(v.Hand, card) {
						t.Fatalf("%s: hint %s lifts %s, which is not in the hand", c.v, h.Action, card)
					}
				}
				checked++
			}
			if _, err := s.Apply(seat, players[seat].Act(v)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

package bots

import (
	"testing"
	"time"

	"rummy/engine"
)

// Stepping the expert in tiny slices reaches the same decision, after
// the same number of deals, as one big step (a deterministic budget).
func TestExpertSlicesSameDecision(t *testing.T) {
	for _, v := range []engine.Variant{engine.Romme, engine.Classic, engine.Liverpool} {
		players := "players=2"
		if v == engine.Liverpool {
			players = "players=3"
		}
		r := testRules(t, v, players)
		for i, view := range searchedViews(t, r, 4) {
			b := ExpertBudget{Deals: 6, Cap: NoCap}
			whole := NewExpert(5, view.Seat, b, fakeClock(time.Microsecond))
			want := whole.Act(view)
			sliced := NewExpert(5, view.Seat, b, fakeClock(time.Millisecond))
			sliced.Start(view)
			steps := 0
			for !sliced.Step(time.Nanosecond) {
				steps++
			}
			if got := sliced.Action(); !got.Equal(want) {
				t.Errorf("%s view %d: sliced decision %s, whole %s", v, i, got, want)
			}
			if sliced.s.n != whole.s.n {
				t.Errorf("%s view %d: %d deals sliced, %d whole", v, i, sliced.s.n, whole.s.n)
			}
			if len(sliced.s.cands) > 1 && steps < sliced.s.n {
				t.Errorf("%s view %d: %d deals in %d slices of 1ns: a slice played more than one playout", v, i, sliced.s.n, steps)
			}
		}
	}
}

// The time cap holds on the expert's own clock: a decision stops once
// it has used its cap (one playout may finish past it).
func TestExpertTimeCap(t *testing.T) {
	r := testRules(t, engine.Romme, "players=2")
	for i, view := range searchedViews(t, r, 4) {
		var now time.Duration
		const tick = 100 * time.Microsecond
		clock := func() time.Duration { now += tick; return now }
		e := NewExpert(3, view.Seat, ExpertBudget{Deals: 1000, Cap: 20 * time.Millisecond}, clock)
		e.Act(view)
		if len(e.s.cands) < 2 {
			continue
		}
		if !e.s.capped && e.s.n < expertMinDeals {
			t.Errorf("view %d: stopped after %d deals, neither capped nor finished", i, e.s.n)
		}
		if e.s.spent > 20*time.Millisecond+tick {
			t.Errorf("view %d: used %s of a 20ms cap", i, e.s.spent)
		}
	}
}

// In whole games the expert searches every kind of decision its
// variants have: draws, discards, laying down (Rommé opening, Liverpool
// contract, classic melds) and claim windows (Rommé knock, Liverpool buy
// and call). It stops playing a variant once every kind wanted of it
// was seen.
func TestExpertSearchesEveryDecisionKind(t *testing.T) {
	seen := map[string]bool{}
	wanted := map[engine.Variant][]string{
		engine.Classic:   {"draw", "discard", "meld"},
		engine.Romme:     {"draw", "discard", "meld", "knock"},
		engine.Liverpool: {"draw", "discard", "meld", "buy"},
	}
	allSeen := func(v engine.Variant) bool {
		for _, k := range wanted[v] {
			if !seen[v.String()+" "+k] {
				return false
			}
		}
		return true
	}
	for _, c := range []struct {
		variant engine.Variant
		options []string
	}{
		{engine.Classic, []string{"players=2", "target=60"}},
		{engine.Romme, []string{"players=3", "hands=1", "knocking=true"}},
		{engine.Liverpool, []string{"players=4"}},
	} {
		r := testRules(t, c.variant, c.options...)
		n := r.Options.NumPlayers()
		e := NewExpert(7, 0, ExpertBudget{Deals: 1, Cap: NoCap}, fakeClock(time.Microsecond))
		for seed := uint64(1); seed <= uint64(5-n) && !allSeen(c.variant); seed++ {
			s, err := engine.NewGame(r, seed)
			if err != nil {
				t.Fatal(err)
			}
			others := testPlayers(t, []string{"normal", "normal", "normal", "normal"}[:n], seed)
			for steps := 0; steps < 3000 && !s.Over() && !allSeen(c.variant); steps++ {
				seat := s.Waiting()[0]
				v := s.View(seat)
				var a engine.Action
				if seat == 0 {
					a = e.Act(v)
					if len(e.s.cands) > 1 {
						for _, k := range e.s.cands {
							seen[c.variant.String()+" "+kindName(v, k)] = true
						}
					}
				} else {
					a = others[seat].Act(v)
				}
				if _, err := s.Apply(seat, a); err != nil {
					t.Fatalf("%s seat %d: %s: %v", c.variant, seat, a, err)
				}
			}
		}
	}
	for _, v := range []engine.Variant{engine.Classic, engine.Romme, engine.Liverpool} {
		for _, k := range wanted[v] {
			if want := v.String() + " " + k; !seen[want] {
				t.Errorf("the expert never searched a decision with a %q candidate (seen: %v)", want, seen)
			}
		}
	}
}

// kindName names an action for TestExpertSearchesEveryDecisionKind.
func kindName(v *engine.View, a engine.Action) string {
	switch a.Kind {
	case engine.ActDraw:
		return "draw"
	case engine.ActDiscard:
		return "discard"
	case engine.ActMeld:
		return "meld"
	case engine.ActLayOff:
		return "lay off"
	case engine.ActSwapJoker:
		return "swap"
	case engine.ActClaim:
		return v.Claim.Kind.String()
	}
	return a.Kind.String()
}

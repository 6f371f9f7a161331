package bots

import (
	"testing"
	"time"

	"rummy/engine"
)

// fakeClock advances by tick every time it is read.
func fakeClock(tick time.Duration) Clock {
	var now time.Duration
	return func() time.Duration {
		now += tick
		return now
	}
}

// searchedViews collects views where the hard player really searches (a
// draw with a discard to take, or a discard among several).
func searchedViews(t *testing.T, r *engine.Rules, want int) []*engine.View {
	t.Helper()
	var out []*engine.View
	probe := NewHard(1, 0, Budget{Rollouts: 1}, fakeClock(time.Microsecond))
	for seed := uint64(1); len(out) < want && seed < 50; seed++ {
		s, err := engine.NewGame(r, seed)
		if err != nil {
			t.Fatal(err)
		}
		players := testPlayers(t, []string{"normal", "normal", "normal", "normal"}[:r.Options.NumPlayers()], seed)
		for steps := 0; steps < 400 && !s.Over() && len(out) < want; steps++ {
			seat := s.Waiting()[0]
			v := s.View(seat)
			startHard(probe, v)
			if len(probe.s.cands) >= 2 && steps%3 == 0 {
				out = append(out, v)
			}
			if _, err := s.Apply(seat, players[seat].Act(v)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(out) < want {
		t.Fatalf("found %d searched decisions, want %d", len(out), want)
	}
	return out
}

// Stepping in tiny slices reaches the same decision as one big step when
// the budget is a fixed number of rollouts, whatever the clock says.
func TestThinkerSlices(t *testing.T) {
	for _, v := range []engine.Variant{engine.Romme, engine.Classic, engine.Liverpool} {
		players := "players=2"
		if v == engine.Liverpool {
			players = "players=3"
		}
		r := testRules(t, v, players)
		for i, view := range searchedViews(t, r, 8) {
			b := Budget{Rollouts: 40}
			whole := NewHard(5, view.Seat, b, fakeClock(time.Microsecond))
			want := whole.Act(view)
			sliced := NewHard(5, view.Seat, b, fakeClock(time.Millisecond))
			sliced.Start(view)
			steps := 0
			for !sliced.Step(time.Nanosecond) {
				steps++
			}
			if got := sliced.Action(); !got.Equal(want) {
				t.Errorf("%s view %d: sliced decision %s, whole %s", v, i, got, want)
			}
			if sliced.s.n != whole.s.n {
				t.Errorf("%s view %d: %d rollouts sliced, %d whole", v, i, sliced.s.n, whole.s.n)
			}
			if steps == 0 && sliced.s.n > 1 {
				t.Errorf("%s view %d: one step of 1ns ran %d rollouts", v, i, sliced.s.n)
			}
		}
	}
}

// With a time budget the hard player stops within it (plus a tenth) on
// its own clock, and a decision's sampled deals are bounded.
func TestThinkerTimeBudget(t *testing.T) {
	r := testRules(t, engine.Romme, "players=2")
	for _, tick := range []time.Duration{10 * time.Microsecond, 300 * time.Microsecond, 2 * time.Millisecond} {
		for i, view := range searchedViews(t, r, 6) {
			var now time.Duration
			clock := func() time.Duration { now += tick; return now }
			h := NewHard(3, view.Seat, Budget{Time: 20 * time.Millisecond}, clock)
			before := now
			h.Act(view)
			if used := now - before; used > 22*time.Millisecond {
				t.Errorf("tick %s view %d: used %s of a 20ms budget", tick, i, used)
			}
			if h.s.n > maxSamples {
				t.Errorf("tick %s view %d: %d rollouts, more than %d", tick, i, h.s.n, maxSamples)
			}
		}
	}
}

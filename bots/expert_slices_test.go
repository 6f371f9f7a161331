package bots

import (
	"testing"
	"time"

	"rummy/engine"
)

// The expert thinks in small units, so that the browser can give it a
// slice of each frame: Start does no searching, and one Step with a tiny
// budget does at most one sample of hard's search for the default choice
// or expertSliceMoves moves of one playout (counted, not timed); the
// decision is the same as deciding in one go.
func TestExpertStepsAreSmall(t *testing.T) {
	for _, v := range []engine.Variant{engine.Romme, engine.Liverpool} {
		players := "players=2"
		if v == engine.Liverpool {
			players = "players=4"
		}
		r := testRules(t, v, players)
		for i, view := range searchedViews(t, r, 3) {
			b := ExpertBudget{Deals: 3, Cap: NoCap}
			want := NewExpert(9, view.Seat, b, fakeClock(time.Microsecond)).Act(view)
			e := NewExpert(9, view.Seat, b, fakeClock(time.Millisecond))
			e.Start(view)
			if n, m := e.h.s.n, e.s.play.played; n > 0 || m > 0 {
				t.Fatalf("%s view %d: Start ran %d samples of hard's search and %d playout moves", v, i, n, m)
			}
			steps := 0
			for {
				n, m := e.h.s.n, e.s.play.played
				done := e.Step(time.Nanosecond)
				steps++
				if dn, dm := e.h.s.n-n, e.s.play.played-m; dn > 1 || dm > expertSliceMoves {
					t.Fatalf("%s view %d, step %d: one step of 1ns ran %d samples of hard's search and %d playout moves (at most 1 and %d)", v, i, steps, dn, dm, expertSliceMoves)
				}
				if done {
					break
				}
			}
			if got := e.Action(); !got.Equal(want) {
				t.Errorf("%s view %d: sliced decision %s, in one go %s", v, i, got, want)
			}
			if e.s.play.played == 0 {
				t.Errorf("%s view %d: no playout was played", v, i)
			}
		}
	}
}

// startExpert starts a decision and steps it until its candidates are
// made (hard's search for the default choice is over): where the
// search of the candidates begins.
func startExpert(e *Expert, v *engine.View) {
	e.Start(v)
	for !e.s.ready && !e.Step(time.Nanosecond) {
	}
}

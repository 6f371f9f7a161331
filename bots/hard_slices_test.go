package bots

import (
	"testing"
	"time"

	"rummy/engine"
)

// startHard starts a decision and steps it until its candidates are
// made (before any deal is sampled).
func startHard(h *Hard, v *engine.View) {
	h.Start(v)
	for !h.s.setUp && !h.Step(time.Nanosecond) {
	}
}

// The hard player thinks in small units, so that the browser can give
// it a slice of each frame: Start does no deciding (not even the
// procedure's own choice), and one Step with a tiny budget does one unit
// (the procedure's choice, the candidates, or one sampled deal; counted,
// not timed), every kind of decision included, Liverpool's buys too. The
// decision is the same as deciding in one go.
func TestHardStartsCheapAndStepsOneUnit(t *testing.T) {
	r := testRules(t, engine.Liverpool, "players=4")
	s, err := engine.NewGame(r, 3)
	if err != nil {
		t.Fatal(err)
	}
	players := testPlayers(t, []string{"normal", "normal", "normal", "normal"}, 3)
	searched := 0
	for steps := 0; steps < 300 && !s.Over(); steps++ {
		seat := s.Waiting()[0]
		v := s.View(seat)
		b := Budget{Rollouts: 12}
		want := NewHard(5, seat, b, fakeClock(time.Microsecond)).Act(v)
		h := NewHard(5, seat, b, fakeClock(time.Millisecond))
		h.Start(v)
		if h.s.fixed.Kind != 0 || h.s.cands != nil || h.s.n > 0 {
			t.Fatalf("step %d: Start decided already (%s, %d candidates, %d samples)", steps, h.s.fixed, len(h.s.cands), h.s.n)
		}
		for {
			u := h.s.units
			done := h.Step(time.Nanosecond)
			if d := h.s.units - u; d != 1 {
				t.Fatalf("step %d: one step of 1ns did %d units of work", steps, d)
			}
			if done {
				break
			}
		}
		if got := h.Action(); !got.Equal(want) {
			t.Errorf("step %d: sliced decision %s, in one go %s", steps, got, want)
		}
		if h.s.n > 0 {
			searched++
		}
		if _, err := s.Apply(seat, players[seat].Act(v)); err != nil {
			t.Fatal(err)
		}
	}
	if searched < 10 {
		t.Fatalf("only %d decisions searched", searched)
	}
}

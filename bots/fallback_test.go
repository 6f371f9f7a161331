package bots

import (
	"testing"

	"rummy/engine"
)

// TestBotsFailLoudly (issue 13 item 6): every level plays thousands of
// whole games (hundreds with -short) of every variant through the match
// (the expert one game of each, with -short in one seat and not in
// Liverpool);
// an illegal choice stops the match and fails the test, and no decision
// may be a fallback in place of the bot's own choice.
func TestBotsFailLoudly(t *testing.T) {
	games := 1000
	if testing.Short() {
		games = 100
	}
	variants := []struct {
		v        engine.Variant
		settings []string
	}{
		{engine.Classic, []string{"players=4"}},
		{engine.Romme, []string{"players=4", "knocking=true"}},
		{engine.Liverpool, []string{"players=4"}},
		{engine.Kopilka, []string{"players=4"}}, // issue 19: every level answers reveal
	}
	for _, level := range []string{"random", "greedy", "easy", "normal", "hard", "expert"} {
		t.Run(level, func(t *testing.T) {
			n := games
			if level == "hard" {
				n = games / 20 // a dozen rollouts per decision: far slower
			}
			if level == "expert" {
				n = games / 100 // whole hands played out per decision
			}
			for _, vc := range variants {
				if level == "expert" && testing.Short() && vc.v == engine.Liverpool {
					continue // seven four-seat hands played out at every decision: minutes
				}
				r := testRules(t, vc.v, vc.settings...)
				names := []string{level, "normal", level, "easy"}
				if level == "expert" && testing.Short() {
					names[2] = "normal" // one expert seat
				}
				for g := 0; g < n; g++ {
					playTestGame(t, r, names, uint64(1000+g))
				}
			}
		})
	}
}

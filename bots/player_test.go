package bots

import (
	"testing"

	"rummy/engine"
	"rummy/engine/match"
)

// TestPlayerOnGoroutines: bots deciding on goroutines (GoRunner, the
// desktop's runner) play a whole game through the match's Tick, their
// answers handed back through Poll; under -race this checks the hand-off.
// The same seats deciding inline reach the same final state.
func TestPlayerOnGoroutines(t *testing.T) {
	r := testRules(t, engine.Romme, "players=3", "hands=2")
	play := func(run Runner) *engine.State {
		players := make([]match.Player, 3)
		for i := range players {
			players[i] = NewPlayer(NewNormal(5, i), run)
		}
		m, err := match.New(match.Config{Rules: r, Seed: 5, Players: players, AutoNextHand: true})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; !m.State().Over(); i++ {
			if i > 5_000_000 {
				t.Fatal("no end")
			}
			if err := m.Tick(); err != nil {
				t.Fatal(err)
			}
		}
		return m.State()
	}
	async, inline := play(GoRunner), play(nil)
	if async.Hash() != inline.Hash() {
		t.Fatalf("goroutine runner reached %#x, inline %#x", async.Hash(), inline.Hash())
	}
}

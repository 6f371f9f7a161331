package bots

import (
	"testing"

	"rummy/engine"
)

// ROM-SR-STRICTJOKER (issue 12): with strict jokers a swapped joker goes
// to hand and must be melded before the discard. Every level plays
// strict-joker Rommé games against itself with no illegal action and
// never stuck; random and normal take jokers into hand and meld them the
// same turn (hard swaps like normal but keeps its melds in hand, so it
// seldom has opened when a set of four with a joker is on the table).
// With -short the expert sits out (testLevels).
func TestAuditStrictJokerBotsMeldFreedJoker(t *testing.T) {
	r := testRules(t, engine.Romme, "players=4", "hands=1", "strict_jokers=true", "opening=0")
	games := 40
	if testing.Short() {
		games = 20
	}
	for _, name := range testLevels() {
		t.Run(name, func(t *testing.T) {
			freed, melded := 0, 0
			n := games
			if name == "random" {
				n *= 5 // random games are quick, and random seldom opens
			}
			for g := 0; g < n; g++ {
				seed := uint64(40 + g)
				s, err := engine.NewGame(r, seed)
				if err != nil {
					t.Fatal(err)
				}
				players := testPlayers(t, []string{name, name, name, name}, seed)
				for steps := 0; !s.Over(); steps++ {
					if steps > 100000 {
						t.Fatalf("seed %d: no end", seed)
					}
					seat := s.Waiting()[0]
					v := s.View(seat)
					held := v.TurnState.FreedJoker
					a := players[seat].Act(v)
					if _, err := s.Apply(seat, a); err != nil {
						t.Fatalf("seed %d seat %d: %s rejected: %v", seed, seat, a, err)
					}
					now := s.View(seat).TurnState.FreedJoker
					if !held.IsJoker() && now.IsJoker() {
						freed++
					}
					if held.IsJoker() && !now.IsJoker() && !s.Over() {
						melded++
					}
				}
			}
			t.Logf("%s: freed %d, melded %d", name, freed, melded)
			if name == "random" || name == "normal" {
				if freed == 0 {
					t.Fatalf("%s never took a joker into hand in %d games: the test proves nothing", name, n)
				}
				if melded != freed {
					t.Errorf("%s freed %d jokers and melded %d", name, freed, melded)
				}
			}
		})
	}
}

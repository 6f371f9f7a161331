package bots

import (
	"testing"

	"rummy/engine"
)

// Random plays whole games with legal actions only and replays exactly
// from the same seed (COM-8).
func TestRandomPlaysLegally(t *testing.T) {
	for _, v := range engine.Variants {
		var hashes [2]uint64
		for run := range hashes {
			s, err := engine.NewGame(engine.DefaultRules(v), 21)
			if err != nil {
				t.Fatal(err)
			}
			players := make([]Bot, s.Players())
			for i := range players {
				players[i] = NewRandom(21, i)
			}
			for steps := 0; !s.Over() && steps < 3000; steps++ {
				seat := s.Waiting()[0]
				a := players[seat].Act(s.View(seat))
				if _, err := s.Apply(seat, a); err != nil {
					t.Fatalf("%s: %s rejected: %v", v, a, err)
				}
			}
			hashes[run] = s.Hash()
		}
		if hashes[0] != hashes[1] {
			t.Fatalf("%s: the same seed played differently", v)
		}
	}
}

func TestConnections(t *testing.T) {
	hand, _ := engine.ParseCards("5H 6H 9C 5S *")
	for _, tc := range []struct {
		card string
		want int
	}{{"7H", 3}, {"5D", 3}, {"KC", 1}, {"*", 5}} {
		c, _ := engine.ParseCards(tc.card)
		if got := Connections(hand, c[0]); got != tc.want {
			t.Errorf("%s: %d connections, want %d", tc.card, got, tc.want)
		}
	}
}

package bots

import (
	"testing"

	"rummy/engine"
)

// benchRandomGames plays whole games between Random players the way
// `rummy-sim play` does (a random waiting seat acts, the invariants are
// checked after every action) and reports actions per game.
func benchRandomGames(b *testing.B, v engine.Variant, players string) {
	o, err := engine.ParseOptions(v, []string{"players=" + players})
	if err != nil {
		b.Fatal(err)
	}
	r := engine.MustRules(o)
	n := o.NumPlayers()
	b.ReportAllocs()
	actions := 0
	for g := 0; b.Loop(); g++ {
		seed := uint64(g + 1)
		s, err := engine.NewGame(r, seed)
		if err != nil {
			b.Fatal(err)
		}
		ps := make([]*Random, n)
		for i := range ps {
			ps[i] = NewRandom(seed, i)
		}
		pick := engine.NewRNG(seed).Derive(0xfeed)
		var v engine.View
		var w []int
		var ev []engine.Event
		for !s.Over() {
			w = s.AppendWaiting(w[:0])
			seat := w[pick.Intn(len(w))]
			s.ViewInto(seat, &v)
			if ev, err = s.AppendApply(ev[:0], seat, ps[seat].Act(&v)); err != nil {
				b.Fatal(err)
			}
			if err := s.CheckInvariants(); err != nil {
				b.Fatal(err)
			}
			actions++
		}
	}
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

// BenchmarkRandomLiverpool4 plays Random Liverpool games (4 seats, 7 hands).
func BenchmarkRandomLiverpool4(b *testing.B) { benchRandomGames(b, engine.Liverpool, "4") }

// BenchmarkRandomRomme4 plays Random Rommé games (4 seats).
func BenchmarkRandomRomme4(b *testing.B) { benchRandomGames(b, engine.Romme, "4") }

// BenchmarkRandomClassic2 plays Random classic games (2 seats, to 100).
func BenchmarkRandomClassic2(b *testing.B) { benchRandomGames(b, engine.Classic, "2") }

package main

import (
	"runtime/debug"
	"testing"

	"rummy/bots"
	"rummy/engine"
)

// BenchmarkPlayLiverpool4 plays Random Liverpool games (4 seats, 7 hands)
// the way `rummy-sim play` does: decision timing, event counting, the
// invariant check after every action and the collector's target
// included.
func BenchmarkPlayLiverpool4(b *testing.B) {
	o, err := engine.ParseOptions(engine.Liverpool, []string{"players=4"})
	if err != nil {
		b.Fatal(err)
	}
	gs := gameSetup{rules: engine.MustRules(o), names: []string{"random", "random", "random", "random"}, cfg: bots.Config{}}
	defer debug.SetGCPercent(debug.SetGCPercent(playGCPercent))
	b.ReportAllocs()
	actions := 0
	var sc scratch
	for g := 0; b.Loop(); g++ {
		r := gs.playGame(g, uint64(g+1), &sc)
		if r.illegal > 0 || r.violations > 0 {
			b.Fatal(r.firstError)
		}
		actions += r.actions
	}
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

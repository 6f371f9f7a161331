package bots

import (
	"runtime"
	"sort"
	"testing"
	"time"

	"rummy/engine"
)

// benchViews collects the views of every decision of normal players in a
// few games: what a player faces in real play.
func benchViews(b testing.TB, v engine.Variant, players string, games int) []*engine.View {
	b.Helper()
	r := testRules(b, v, players)
	var out []*engine.View
	for g := 0; g < games; g++ {
		lg := playTestGame(b, r, []string{"normal", "normal", "normal", "normal"}[:r.Options.NumPlayers()], uint64(g+1))
		log := lg.state.Log()
		s, _ := engine.NewGame(r, uint64(g+1))
		for _, la := range log {
			out = append(out, s.View(la.Seat))
			if _, err := s.Apply(la.Seat, la.Action); err != nil {
				b.Fatal(err)
			}
		}
	}
	return out
}

// reportPercentiles adds the median and 99th percentile decision times.
func reportPercentiles(b *testing.B, ds []time.Duration) {
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	ms := func(q float64) float64 {
		return float64(ds[min(len(ds)-1, int(q*float64(len(ds))))]) / float64(time.Millisecond)
	}
	b.ReportMetric(ms(0.5), "p50-ms")
	b.ReportMetric(ms(0.99), "p99-ms")
}

var benchVariants = []struct {
	name    string
	variant engine.Variant
	players string
}{
	{"classic2", engine.Classic, "players=2"},
	{"romme2", engine.Romme, "players=2"},
	{"liverpool4", engine.Liverpool, "players=4"},
}

// BenchmarkNormalDecision times the normal player over every decision of
// real games (the budget: p99 at most 5 ms).
func BenchmarkNormalDecision(b *testing.B) {
	for _, c := range benchVariants {
		b.Run(c.name, func(b *testing.B) {
			views := benchViews(b, c.variant, c.players, 2)
			bot := NewNormal(1, 0)
			ds := make([]time.Duration, 0, b.N)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				v := views[i%len(views)]
				bot.p.rng = engine.NewRNG(uint64(i))
				t0 := time.Now()
				bot.Act(v)
				ds = append(ds, time.Since(t0))
			}
			b.StopTimer()
			reportPercentiles(b, ds)
		})
	}
}

// BenchmarkHardDecision times the hard player with a 20 ms budget on the
// decisions it searches, and reports how far past the budget it went
// (overshoot-pct, the worst decision) and the heap it allocated per
// decision (B/op; peak-heap-MB is the largest live heap seen).
func BenchmarkHardDecision(b *testing.B) {
	for _, c := range benchVariants {
		b.Run(c.name, func(b *testing.B) {
			all := benchViews(b, c.variant, c.players, 1)
			probe := NewHard(1, 0, Budget{Rollouts: 1}, nil)
			var views []*engine.View
			for _, v := range all {
				startHard(probe, v)
				if len(probe.s.cands) >= 2 {
					views = append(views, v)
				}
			}
			const budget = 20 * time.Millisecond
			bot := NewHard(1, 0, Budget{Time: budget}, nil)
			ds := make([]time.Duration, 0, b.N)
			var worst time.Duration
			var peak uint64
			var ms runtime.MemStats
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				t0 := time.Now()
				bot.Act(views[i%len(views)])
				d := time.Since(t0)
				ds = append(ds, d)
				worst = max(worst, d)
				if i%16 == 0 {
					runtime.ReadMemStats(&ms)
					peak = max(peak, ms.HeapInuse)
				}
			}
			b.StopTimer()
			reportPercentiles(b, ds)
			b.ReportMetric(100*float64(worst-budget)/float64(budget), "overshoot-pct")
			b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
		})
	}
}

// BenchmarkExpertClassicDecision times the expert's searched classic
// decisions at 12 deals without a time cap (deterministic work), with
// the heap it allocates per decision.
func BenchmarkExpertClassicDecision(b *testing.B) {
	all := benchViews(b, engine.Classic, "players=2", 1)
	probe := NewHard(1, 0, Budget{Rollouts: 1}, nil)
	var views []*engine.View
	for _, v := range all {
		startHard(probe, v)
		if len(probe.s.cands) >= 2 {
			views = append(views, v)
		}
	}
	ds := make([]time.Duration, 0, b.N)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bot := NewExpert(uint64(i), views[i%len(views)].Seat, ExpertBudget{Deals: DefaultExpertDeals, Cap: NoCap}, nil)
		t0 := time.Now()
		bot.Act(views[i%len(views)])
		ds = append(ds, time.Since(t0))
	}
	b.StopTimer()
	reportPercentiles(b, ds)
}

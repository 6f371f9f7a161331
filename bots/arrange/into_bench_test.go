package arrange

import (
	"sort"
	"testing"
	"time"

	"rummy/engine"
)

// benchmarkSideBySide times the value-only path and the full arrangement
// into kept buffers on the same batches of hands, one right after the
// other (alternating which goes first), so that both see the same load
// on a shared machine. It reports the median time per hand of each and
// the median of the per-batch ratios full/value. (The bytes it reports
// allocated are its own record of the batch times; the arranger
// allocates nothing on the classic path: TestMinDeadwoodIntoAllocatesNothing.)
func benchmarkSideBySide(b *testing.B, r *engine.Rules, hands [][]engine.Card, batch int) {
	a := New(r)
	var dst Arrangement
	sink := 0
	var value, full []time.Duration
	var ratio []float64
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		lo := (i * batch) % (len(hands) - batch + 1)
		hs := hands[lo : lo+batch]
		var tv, tf time.Duration
		timeValue := func() {
			t0 := time.Now()
			for _, h := range hs {
				sink += a.MinDeadwoodValue(h)
			}
			tv = time.Since(t0)
		}
		timeFull := func() {
			t0 := time.Now()
			for _, h := range hs {
				a.MinDeadwoodInto(h, &dst)
				sink += dst.DeadwoodValue
			}
			tf = time.Since(t0)
		}
		if i%2 == 0 {
			timeValue()
			timeFull()
		} else {
			timeFull()
			timeValue()
		}
		value = append(value, tv/time.Duration(batch))
		full = append(full, tf/time.Duration(batch))
		ratio = append(ratio, float64(tf)/float64(tv))
		i++
	}
	b.StopTimer()
	if sink < 0 {
		panic("unreachable")
	}
	sort.Slice(value, func(i, j int) bool { return value[i] < value[j] })
	sort.Slice(full, func(i, j int) bool { return full[i] < full[j] })
	sort.Float64s(ratio)
	b.ReportMetric(float64(value[len(value)/2].Nanoseconds()), "value-ns/hand")
	b.ReportMetric(float64(full[len(full)/2].Nanoseconds()), "full-ns/hand")
	b.ReportMetric(ratio[len(ratio)/2], "full/value")
}

// BenchmarkSideBySide10 compares MinDeadwoodValue and MinDeadwoodInto
// on the ten-card bench hands, in batches of 50.
func BenchmarkSideBySide10(b *testing.B) {
	benchmarkSideBySide(b, engine.DefaultRules(engine.Classic), loadBench(b, 10).hands, 50)
}

// BenchmarkSideBySide13 compares them on the thirteen-card bench hands.
func BenchmarkSideBySide13(b *testing.B) {
	benchmarkSideBySide(b, engine.DefaultRules(engine.Classic), loadBench(b, 13).hands, 50)
}

// BenchmarkSideBySideRich13 compares them on the 560 meld-rich
// thirteen-card hands of 4-5-6-7 in all suits.
func BenchmarkSideBySideRich13(b *testing.B) {
	benchmarkSideBySide(b, engine.DefaultRules(engine.Classic), richHands(4, 4, 13), 20)
}

// BenchmarkSideBySideRomme compares them on Rommé hands of 13 naturals
// and two jokers (the general search).
func BenchmarkSideBySideRomme(b *testing.B) {
	benchmarkSideBySide(b, engine.DefaultRules(engine.Romme), rommeJokerHands(500, 7), 10)
}

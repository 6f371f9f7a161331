package main

import (
	"math"
	"slices"
	"testing"
	"time"

	"rummy/engine"
)

// exactPercentileMs is the percentile of a sorted copy of ds, as the
// report gave it before the times were counted in a histogram.
func exactPercentileMs(ds []time.Duration, q float64) float64 {
	s := slices.Clone(ds)
	slices.Sort(s)
	i := int(math.Ceil(q*float64(len(s)))) - 1
	i = max(0, min(i, len(s)-1))
	return float64(s[i]) / float64(time.Millisecond)
}

// TestAudit10DecisionPercentiles: decision_ms_p50 and decision_ms_p99,
// now counted in a fixed-size histogram so a long run keeps no list of
// times, still give the percentile of all the times to within 0.4%.
func TestAudit10DecisionPercentiles(t *testing.T) {
	rng := engine.NewRNG(12)
	for _, spread := range []int{100, 10_000, 1_000_000, 10_000_000_000} {
		var h durationHist
		ds := make([]time.Duration, 5000)
		for i := range ds {
			ds[i] = time.Duration(rng.Intn(spread))
			h.add(ds[i])
		}
		for _, q := range []float64{0, 0.01, 0.5, 0.99, 1} {
			want, got := exactPercentileMs(ds, q), h.percentileMs(q)
			if math.Abs(got-want) > want/256+1e-12 {
				t.Errorf("spread %d q %.2f: %g ms, want %g ms (within 0.4%%)", spread, q, got, want)
			}
		}
	}
	var empty durationHist
	if got := empty.percentileMs(0.5); got != 0 {
		t.Errorf("no times: %g, want 0", got)
	}
	for _, d := range []time.Duration{0, 1, 127, 128, 255, 256, 1<<40 + 12345, math.MaxInt64} {
		b := histBucket(d)
		if b < 0 || b >= histBuckets {
			t.Fatalf("%d: bucket %d out of 0..%d", d, b, histBuckets-1)
		}
		if v := histValue(b); math.Abs(float64(v-d)) > float64(d)/256 {
			t.Errorf("%d: bucket %d stands for %d, more than 0.4%% off", d, b, v)
		}
	}
}

package main

import (
	"math"
	"math/bits"
	"time"
)

// durationHist counts durations in buckets no wider than 1/128 of their
// lower bound (exact below 128 ns), so a run of any length keeps its
// decision times in a fixed 57 KiB and still reports percentiles to
// within 0.4%.
type durationHist struct {
	counts [histBuckets]uint64
	n      uint64
}

const (
	histMantissaBits = 7
	histSub          = 1 << histMantissaBits // buckets per power of two
	// histBuckets covers every non-negative time.Duration: histSub exact
	// ones, then histSub for each power of two from 2^7 to 2^62.
	histBuckets = histSub + (63-histMantissaBits)*histSub
)

// histBucket returns d's bucket.
func histBucket(d time.Duration) int {
	v := uint64(max(d, 0))
	if v < histSub {
		return int(v)
	}
	shift := bits.Len64(v) - histMantissaBits - 1
	return histSub + shift*histSub + int(v>>shift) - histSub
}

// histValue returns the middle of bucket b.
func histValue(b int) time.Duration {
	if b < histSub {
		return time.Duration(b)
	}
	shift := (b - histSub) / histSub
	low := uint64(histSub+(b-histSub)%histSub) << shift
	return time.Duration(low + (uint64(1)<<shift)/2)
}

// add counts d.
func (h *durationHist) add(d time.Duration) {
	h.counts[histBucket(d)]++
	h.n++
}

// percentileMs returns the q-th percentile (0..1) in milliseconds: the
// value of the ceil(q·n)-th smallest time, as a sorted list of all of
// them would give, to within its bucket; 0 when nothing was counted.
func (h *durationHist) percentileMs(q float64) float64 {
	if h.n == 0 {
		return 0
	}
	rank := uint64(max(1, min(math.Ceil(q*float64(h.n)), float64(h.n))))
	var seen uint64
	for b, c := range h.counts {
		seen += c
		if seen >= rank {
			return float64(histValue(b)) / float64(time.Millisecond)
		}
	}
	return 0
}

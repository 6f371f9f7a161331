package main

import (
	"math"
	"sort"

	"rummy/engine"
)

// wilson returns the 95% Wilson score interval of k successes in n trials.
func wilson(k, n int) [2]float64 {
	if n == 0 {
		return [2]float64{0, 1}
	}
	const z = 1.959964
	p := float64(k) / float64(n)
	nf := float64(n)
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return [2]float64{math.Max(0, mid-half), math.Min(1, mid+half)}
}

// bootstrapMean returns a 95% percentile bootstrap interval of the mean
// of xs, from a fixed seed so reports are reproducible.
func bootstrapMean(xs []int32, seed uint64) [2]float64 {
	if len(xs) == 0 {
		return [2]float64{}
	}
	const rounds = 2000
	rng := engine.NewRNG(seed)
	means := make([]float64, rounds)
	for r := range means {
		sum := 0.0
		for range xs {
			sum += float64(xs[rng.Intn(len(xs))])
		}
		means[r] = sum / float64(len(xs))
	}
	sort.Float64s(means)
	return [2]float64{means[rounds*25/1000], means[rounds*975/1000-1]}
}

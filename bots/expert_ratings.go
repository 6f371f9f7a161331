package bots

import "rummy/engine"

// Consider makes the next decision (the next Start) compare a among its
// candidates when it is legal there, even if the expert would not have
// looked at it: the replay's analysis rates the move a person made.
func (e *Expert) Consider(a engine.Action) { e.extra, e.hasExtra = a, true }

// Ratings returns the candidates the last decision compared and the
// mean result of each over the sampled deals (the hand's score against
// the others' mean, in points; higher is better), or nil when the
// decision was not searched.
func (e *Expert) Ratings() ([]engine.Action, []float64) {
	s := &e.s
	if len(s.cands) < 2 || s.n == 0 {
		return nil, nil
	}
	means := make([]float64, len(s.cands))
	for i := range means {
		for _, x := range s.vals[i][:s.n] {
			means[i] += x
		}
		means[i] /= float64(s.n)
	}
	return append([]engine.Action(nil), s.cands...), means
}

// Share returns the fraction of the sampled deals on which candidate i
// (as Ratings lists them) did better than candidate j, ties counting
// half: how sure the search is that i beats j.
func (e *Expert) Share(i, j int) float64 {
	s := &e.s
	if s.n == 0 || i < 0 || j < 0 || i >= len(s.cands) || j >= len(s.cands) {
		return 0
	}
	w := 0.0
	for k := 0; k < s.n; k++ {
		switch a, b := s.vals[i][k], s.vals[j][k]; {
		case a > b:
			w++
		case a == b:
			w += 0.5
		}
	}
	return w / float64(s.n)
}

// Deals returns how many sampled deals the last decision played.
func (e *Expert) Deals() int { return e.s.n }

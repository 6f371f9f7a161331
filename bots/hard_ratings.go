package bots

import "rummy/engine"

// Ratings returns the candidates the last decision searched and the
// mean rating of each over the sampled deals (higher is better; the
// negated race score: about the card points of the hand left loose,
// plus a weight per loose card), or nil when the decision was not
// searched (only one sensible move, or nothing sampled yet). Post-game
// analysis reads it to say what another choice cost.
func (h *Hard) Ratings() ([]engine.Action, []float64) {
	s := &h.s
	if len(s.cands) < 2 || s.n == 0 {
		return nil, nil
	}
	means := make([]float64, len(s.cands))
	for i := range means {
		means[i] = s.sum[i] / float64(s.n)
	}
	return append([]engine.Action(nil), s.cands...), means
}

package bots

import "rummy/engine"

// Solo rollouts: before going down in Liverpool the only race that
// matters is to the contract (LIV-5), and a hand still short of it when
// someone goes out pays for every card (LIV-SCORE-1). The hard player
// rates such a hand by playing it alone on a sampled stock: each turn it
// draws the next stock card and throws its highest loose card (as
// contractGapAt sees it), until the contract is complete or soloHorizon
// turns have passed.
const (
	soloHorizon = 8
	// soloTurn is what one more turn before going down costs, in points.
	soloTurn = 25
)

// soloScore plays hand alone from stock and returns its rating, higher
// is better: minus soloTurn per turn until the contract is complete (the
// first draw is turn `first`) and per card left to shed after going down
// and the discard, minus the loose value left then; a hand
// that never gets there pays the horizon, its distance and its value.
// buf is scratch space.
func soloScore(r *engine.Rules, books, runs int, hand, stock []engine.Card, first int, buf *[]engine.Card) float64 {
	h := append((*buf)[:0], hand...)
	defer func() { *buf = h[:0] }()
	for t := 0; first+t < soloHorizon && t < len(stock); t++ {
		h = append(h, stock[t])
		m, l, at := contractGapAt(r, books, runs, h, engine.NoCard)
		if m == 0 {
			left := len(h) - 3*books - 4*runs - 1
			return -float64((first+t+left)*soloTurn + l)
		}
		if at < 0 {
			at = len(h) - 1
		}
		h[at] = h[len(h)-1]
		h = h[:len(h)-1]
	}
	m, _ := contractGap(r, books, runs, h)
	v := 0
	for _, c := range h {
		v += r.CardValue(c)
	}
	return -float64(soloHorizon*soloTurn + m*gapWeight + v)
}

// soloSample rates every candidate of a Liverpool decision before going
// down on one sampled stock: the draw (stock or the top discard, which
// the seat then keeps while throwing its highest loose card), or the
// discard (less the style's feed when it fits a table meld while an
// opponent is down).
func (h *Hard) soloSample(stock []engine.Card) {
	s := &h.s
	v := s.v
	r := v.Rules
	books, runs := v.Contract()
	if s.cards[0] == engine.NoCard {
		s.add(0, soloScore(r, books, runs, v.Hand, stock, 0, &s.buf))
		top := s.cards[1]
		taken := with(v.Hand, top)
		if _, _, at := contractGapAt(r, books, runs, taken, top); at >= 0 {
			taken = without(taken, taken[at])
		} else {
			taken = without(taken, top)
		}
		s.add(1, soloScore(r, books, runs, taken, stock, 1, &s.buf))
		return
	}
	down := anyOpponentDown(v)
	for i, d := range s.cards {
		x := soloScore(r, books, runs, without(v.Hand, d), stock, 1, &s.buf)
		if down && fitsTable(r, v.Table, d) {
			x -= float64(h.p.st.feed)
		}
		s.add(i, x)
	}
}

package arrange

import (
	"math/bits"

	"rummy/engine"
)

// The general least-deadwood search. Candidates group every layout of the
// same natural cards into one, with the range of joker counts it takes
// (kmin…kmax); the search branches on the lowest natural face still in
// hand: every copy left is deadwood, or one copy joins a candidate whose
// lowest face it is (any other member would be lower and already decided).
// Jokers are interchangeable, so at a leaf the extra jokers fill the
// candidates' spare room (sum of kmax-kmin) and the rest are deadwood.

// maxDepth bounds the melds of one arrangement (every meld holds two
// naturals or more, and a hand at most 3 × 52).
const maxDepth = 80

// pick is a candidate chosen by a search and the jokers it takes.
type pick struct {
	c cand
	k int
}

// searcher is the scratch of one search.
type searcher struct {
	cands []cand
	// start[f]…start[f+1] are the candidates whose lowest face is f.
	start  [engine.NumFaces + 1]int32
	value  *faceValues
	jokers int
	jv     int
	best   int
	record bool
	depth  int
	stack  [maxDepth]int32
	// bestStack[:bestDepth] are the candidates of the best arrangement.
	bestStack [maxDepth]int32
	bestDepth int
}

// loadHand splits a hand into natural faces and jokers; copies beyond
// maxCopies of a face (impossible with real decks) are returned as extra
// deadwood value.
func (a *Arranger) loadHand(hand []engine.Card) (h faceSet, jokers, extra int) {
	for _, c := range hand {
		f := c.Face()
		switch {
		case f == engine.JokerFace:
			jokers++
		case f > engine.JokerFace:
		case !h.add(f):
			extra += a.value[f]
		}
	}
	return h, jokers, extra
}

// prepare generates the candidates of h (plus those extra adds), takes
// the faces in no candidate out of h as deadwood and buckets the
// candidates by lowest face. It returns the deadwood value of the faces
// taken out.
func (a *Arranger) prepare(h *faceSet, jokers int, extra func()) int {
	g := &a.gen
	g.generate(h, jokers)
	if extra != nil {
		extra()
	}
	var meldable uint64
	for i := range g.cands {
		meldable |= g.cands[i].nat.m[0]
	}
	cost := 0
	for dead := h.m[0] &^ meldable; dead != 0; dead &= dead - 1 {
		f := bits.TrailingZeros64(dead)
		cost += h.count(f) * a.value[f]
	}
	for i := range h.m {
		h.m[i] &= meldable
	}
	s := &a.srch
	var count [engine.NumFaces + 1]int32
	for i := range g.cands {
		count[bits.TrailingZeros64(g.cands[i].nat.m[0])+1]++
	}
	for f := 1; f <= engine.NumFaces; f++ {
		count[f] += count[f-1]
	}
	s.start = count
	if cap(s.cands) < len(g.cands) {
		s.cands = make([]cand, len(g.cands), 2*len(g.cands))
	}
	s.cands = s.cands[:len(g.cands)]
	for i := range g.cands {
		f := bits.TrailingZeros64(g.cands[i].nat.m[0])
		s.cands[count[f]] = g.cands[i]
		count[f]++
	}
	// Within a bucket, try the most valuable naturals first: good
	// arrangements early make the bound prune more.
	for f := 0; f < engine.NumFaces; f++ {
		b := s.cands[s.start[f]:s.start[f+1]]
		for i := 1; i < len(b); i++ {
			for j := i; j > 0 && b[j].natValue > b[j-1].natValue; j-- {
				b[j], b[j-1] = b[j-1], b[j]
			}
		}
	}
	return cost
}

// generalMinDeadwood returns the least deadwood of hand; with picks non-nil
// it also returns the melds chosen.
func (a *Arranger) generalMinDeadwood(hand []engine.Card, picks *[]pick) int {
	h, jokers, extra := a.loadHand(hand)
	jv := a.value[engine.JokerFace]
	if !a.cfg.jokers {
		extra += jokers * jv
		jokers = 0
	}
	a.gen.explicit, a.gen.all = false, false
	extra += a.prepare(&h, jokers, nil)
	s := &a.srch
	s.value, s.jokers, s.jv = &a.value, jokers, jv
	s.record = picks != nil
	s.best = 1 << 30
	s.depth, s.bestDepth = 0, 0
	s.dfs(h, 0, 0, 0, 0)
	if picks != nil {
		left := jokers
		for i := 0; i < s.bestDepth; i++ {
			left -= int(s.cands[s.bestStack[i]].kmin)
		}
		for i := 0; i < s.bestDepth; i++ {
			c := s.cands[s.bestStack[i]]
			k := int(c.kmin) + min(int(c.kmax-c.kmin), left)
			left -= k - int(c.kmin)
			*picks = append(*picks, pick{c: c, k: k})
		}
	}
	return s.best + extra
}

// dfs searches the arrangements of h; from is the first candidate index
// allowed for the lowest face (so that two melds sharing it are tried in
// one order only), need the jokers the chosen melds require, room the
// extra jokers they could take and cost the deadwood so far.
func (s *searcher) dfs(h faceSet, from int32, need, room, cost int) {
	if cost >= s.best {
		return
	}
	if h.m[0] == 0 {
		left := max(0, s.jokers-need-room)
		if total := cost + left*s.jv; total < s.best {
			s.best = total
			if s.record {
				s.bestStack = s.stack
				s.bestDepth = s.depth
			}
		}
		return
	}
	f := bits.TrailingZeros64(h.m[0])
	i, end := max(from, s.start[f]), s.start[f+1]
	for ; i < end; i++ {
		c := &s.cands[i]
		if need+int(c.kmin) > s.jokers || !h.contains(&c.nat) {
			continue
		}
		h2 := h
		h2.remove(&c.nat)
		next := int32(0)
		if h2.m[0]>>f&1 != 0 {
			next = i
		}
		s.stack[s.depth] = i
		s.depth++
		s.dfs(h2, next, need+int(c.kmin), room+int(c.kmax-c.kmin), cost)
		s.depth--
	}
	n := h.count(f)
	bit := uint64(1) << f
	h.m[0] &^= bit
	h.m[1] &^= bit
	h.m[2] &^= bit
	s.dfs(h, 0, need, room, cost+n*s.value[f])
}

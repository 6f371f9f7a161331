package arrange

import (
	"math/bits"

	"rummy/engine"
)

// The goal search: like the least-deadwood search it branches on the
// lowest natural face left, but every candidate fixes its joker count and
// layout (explicit mode), so that meld values (ROM-7), Liverpool's
// contract shapes (LIV-5) and lay-offs can be judged at the leaves.

type goalKind uint8

const (
	goalOpening goalKind = iota + 1
	goalContract
	goalShed
)

// goal says what the goal search optimises.
type goal struct {
	kind goalKind
	// need is the opening's points (ROM-7); 0 asks only for one meld.
	need int
	// books and runs are the contract's melds; all asks for every card.
	books, runs int
	all         bool
	// noNewMelds allows lay-offs only (LIV-6).
	noNewMelds bool
	jokerRoom  []jokerFill
}

// score orders leaves: lower primary, then lower secondary, is better.
type score struct{ primary, secondary int }

func (s score) less(t score) bool {
	return s.primary < t.primary || s.primary == t.primary && s.secondary < t.secondary
}

// goalSearch is the state of one goal search.
type goalSearch struct {
	cands     []cand
	start     *[engine.NumFaces + 1]int32
	value     *faceValues
	goal      *goal
	jokers    int
	jv        int
	found     bool
	best      score
	depth     int
	stack     [maxDepth]int32
	bestStack [maxDepth]int32
	bestDepth int
	// per-path state
	meldValue   int
	books, runs int
	bookRanks   uint16
	tablesUsed  uint64
	shed        int
}

// runGoal searches hand for the goal and returns the picks of the best
// leaf and the jokers left over; ok is false when no leaf meets the goal.
func (a *Arranger) runGoal(hand []engine.Card, gl *goal, table [][]engine.Card, adds *[]addition) (picks []pick, jokersLeft int, best score, ok bool) {
	h, jokers, extra := a.loadHand(hand)
	jv := a.value[engine.JokerFace]
	if !a.cfg.jokers {
		extra += jokers * jv
		jokers = 0
	}
	a.gen.explicit, a.gen.all = true, gl.kind == goalContract
	var jokerRoom []jokerFill
	cost := a.prepare(&h, jokers, func() {
		if gl.kind == goalShed {
			if gl.noNewMelds {
				a.gen.cands = a.gen.cands[:0]
			}
			*adds, jokerRoom = a.tableAdds(table, &h, jokers)
			a.gen.addCands(*adds)
		}
	})
	gl.jokerRoom = jokerRoom
	s := &goalSearch{cands: a.srch.cands, start: &a.srch.start, value: &a.value, goal: gl, jokers: jokers, jv: jv}
	s.dfs(h, 0, 0, cost+extra)
	if !s.found {
		return nil, 0, score{}, false
	}
	used := 0
	for i := 0; i < s.bestDepth; i++ {
		c := s.cands[s.bestStack[i]]
		used += int(c.kmin)
		picks = append(picks, pick{c: c, k: int(c.kmin)})
	}
	return picks, jokers - used, s.best, true
}

// bound returns a score no leaf below can beat.
func (s *goalSearch) bound(h *faceSet, used, cost int) score {
	if s.goal.kind == goalShed {
		left := h.size() + s.jokers - used
		return score{-(s.shed + left), 0}
	}
	return score{cost, -1 << 30}
}

func (s *goalSearch) dfs(h faceSet, from int32, used, cost int) {
	if s.found && !s.bound(&h, used, cost).less(s.best) {
		return
	}
	if h.m[0] == 0 {
		s.leaf(used, cost)
		return
	}
	gl := s.goal
	f := bits.TrailingZeros64(h.m[0])
	i, end := max(from, s.start[f]), s.start[f+1]
	for ; i < end; i++ {
		c := &s.cands[i]
		if used+int(c.kmin) > s.jokers || !h.contains(&c.nat) || !s.allowed(c) {
			continue
		}
		h2 := h
		h2.remove(&c.nat)
		next := int32(0)
		if h2.m[0]>>f&1 != 0 {
			next = i
		}
		s.push(c)
		s.stack[s.depth] = i
		s.depth++
		s.dfs(h2, next, used+int(c.kmin), cost)
		s.depth--
		s.pop(c)
	}
	if gl.kind == goalContract && gl.all {
		return
	}
	n := h.count(f)
	bit := uint64(1) << f
	h.m[0] &^= bit
	h.m[1] &^= bit
	h.m[2] &^= bit
	s.dfs(h, 0, used, cost+n*s.value[f])
}

// allowed reports whether c may join the melds on the current path.
func (s *goalSearch) allowed(c *cand) bool {
	gl := s.goal
	switch gl.kind {
	case goalContract:
		if c.kind == engine.Set {
			return s.books < gl.books && s.bookRanks&(1<<c.rank) == 0
		}
		return s.runs < gl.runs
	case goalShed:
		return c.table < 0 || s.tablesUsed&(1<<c.table) == 0
	}
	return true
}

func (s *goalSearch) push(c *cand) {
	s.meldValue += int(c.value)
	s.shed += int(c.n) + int(c.kmin)
	switch {
	case c.table >= 0:
		s.tablesUsed |= 1 << c.table
	case c.kind == engine.Set:
		s.books++
		s.bookRanks |= 1 << c.rank
	default:
		s.runs++
	}
}

func (s *goalSearch) pop(c *cand) {
	s.meldValue -= int(c.value)
	s.shed -= int(c.n) + int(c.kmin)
	switch {
	case c.table >= 0:
		s.tablesUsed &^= 1 << c.table
	case c.kind == engine.Set:
		s.books--
		s.bookRanks &^= 1 << c.rank
	default:
		s.runs--
	}
}

// leaf scores a complete path.
func (s *goalSearch) leaf(used, cost int) {
	gl := s.goal
	left := s.jokers - used
	var sc score
	switch gl.kind {
	case goalOpening:
		if s.depth == 0 || s.meldValue < gl.need {
			return
		}
		sc = score{cost + left*s.jv, -s.meldValue}
	case goalContract:
		if s.books != gl.books || s.runs != gl.runs || gl.all && (cost > 0 || left > 0) || !s.runsApart() {
			return
		}
		sc = score{cost + left*s.jv, 0}
	case goalShed:
		room := 0
		for t, r := range gl.jokerRoom {
			if s.tablesUsed&(1<<t) == 0 {
				room += r.total()
			}
		}
		laid := min(left, room)
		sc = score{-(s.shed + laid), cost + (left-laid)*s.jv}
	}
	if !s.found || sc.less(s.best) {
		s.found, s.best = true, sc
		s.bestStack, s.bestDepth = s.stack, s.depth
	}
}

// runsApart reports whether no two runs of one suit on the path are
// continuous (LIV-5: 3-6♥ and 7-10♥ would be one run).
func (s *goalSearch) runsApart() bool {
	for i := 0; i < s.depth; i++ {
		ci := &s.cands[s.stack[i]]
		if ci.kind != engine.Run {
			continue
		}
		for j := i + 1; j < s.depth; j++ {
			cj := &s.cands[s.stack[j]]
			if cj.kind != engine.Run || cj.suit != ci.suit {
				continue
			}
			hiI := int(ci.lo) + int(ci.n) + int(ci.kmin) - 1
			hiJ := int(cj.lo) + int(cj.n) + int(cj.kmin) - 1
			if hiI+1 == int(cj.lo) || hiJ+1 == int(ci.lo) {
				return false
			}
		}
	}
	return true
}

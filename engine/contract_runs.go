package engine

import "math/bits"

// Liverpool's last contract asks for three runs that use every card in
// hand (LIV-5 hand 7). A general meld search rarely finds such an exact
// cover, so runsCover solves it exactly: a small depth-first search over
// how the lowest remaining card of a suit starts a run.

// maxCoverSteps bounds the exact search (it needs far fewer on real
// hands; the bound keeps Legal's cost flat on any input).
const maxCoverSteps = 5000

// coverRun is one run of a cover: its suit, first and last positions
// (1…14, 14 being the ace after the king) and which positions a joker
// fills.
type coverRun struct {
	suit    Suit
	lo, hi  int
	jokerAt uint16 // bit p-1: a joker at position p
}

// coverSearch is the state of the exact search.
type coverSearch struct {
	count  [NumSuits][King + 1]uint8 // naturals left per suit and rank
	jokers int                       // jokers left
	runs   []coverRun                // the runs chosen so far
	found  [][]coverRun
	steps  int
	max    int
}

// runsCover returns up to max ways to split hand into exactly n runs of
// at least four cards that use every card, each with at least three
// naturals and at most one joker in any four cards in a row (LIV-7). Runs are
// listed by suit and position; the result is deterministic.
func runsCover(hand []Card, n, max int) [][]coverRun {
	var s coverSearch
	for _, c := range hand {
		if c.IsJoker() {
			s.jokers++
			continue
		}
		s.count[c.Suit()][c.Rank()]++
	}
	s.max = max
	s.search(n)
	return s.found
}

// search covers the remaining cards with left more runs.
func (s *coverSearch) search(left int) {
	s.steps++
	if len(s.found) >= s.max || s.steps > maxCoverSteps {
		return
	}
	suit, rank := Suit(0), Rank(0)
	for st := Suit(0); st < NumSuits && rank == 0; st++ {
		for r := Ace; r <= King; r++ {
			if s.count[st][r] > 0 {
				suit, rank = st, r
				break
			}
		}
	}
	if rank == 0 {
		if left == 0 && s.jokers == 0 {
			s.found = append(s.found, append([]coverRun(nil), s.runs...))
		}
		return
	}
	if left == 0 || !s.coverable(left) {
		return
	}
	// The lowest card left in its suit is at position p; lower positions
	// of its run can only hold jokers.
	p := int(rank)
	s.count[suit][rank]--
	// At most one joker below it: two would stand side by side (LIV-7).
	for lo := p; lo >= 1 && p-lo <= s.jokers && p-lo <= 1; lo-- {
		run := coverRun{suit: suit, lo: lo, hi: p}
		for q := lo; q < p; q++ {
			run.jokerAt |= 1 << (q - 1)
		}
		s.jokers -= p - lo
		s.extend(run, left)
		s.jokers += p - lo
	}
	if rank == Ace {
		// An ace may also end a run, after the king.
		s.extendDown(coverRun{suit: suit, lo: 14, hi: 14}, left)
	}
	s.count[suit][rank]++
}

// coverable is a quick necessary condition for covering what is left
// with left runs: no more suits than runs, enough cards for four per
// run, and every natural card among three naturals of some four
// consecutive positions (a run has at most one joker in four cards).
func (s *coverSearch) coverable(left int) bool {
	suits, cards := 0, s.jokers
	for st := range s.count {
		var present uint16 // bit p: a natural at position p (1…14)
		for r := Ace; r <= King; r++ {
			k := s.count[st][r]
			present |= uint16(min(k, 1)) << uint(r)
			cards += int(k)
		}
		if present == 0 {
			continue
		}
		suits++
		present |= present & (1 << uint(Ace)) << 13 // the ace after the king
		covered := coveredBy(present)
		const aces = 1<<1 | 1<<14
		if covered&aces != 0 {
			covered |= aces // the ace, low or high
		}
		if present&^covered != 0 {
			return false
		}
	}
	return suits <= left && cards >= 4*left
}

// coveredBy returns the positions (1…14) of present that lie in some
// four consecutive positions a…a+3 (1 ≤ a ≤ 11) holding three of
// present's positions or more.
func coveredBy(present uint16) uint16 {
	// Bit a of starts: positions a…a+3 hold three or more.
	b0, b1, b2, b3 := present, present>>1, present>>2, present>>3
	starts := (b0&b1&b2 | b0&b1&b3 | b0&b2&b3 | b1&b2&b3) & 0xFFE
	return starts | starts<<1 | starts<<2 | starts<<3
}

// extendDown tries every way to continue a run that ends at the ace
// below its first position lo, natural or joker.
func (s *coverSearch) extendDown(run coverRun, left int) {
	n := run.hi - run.lo + 1
	jokers := bitCount16(run.jokerAt)
	if n >= 4 && n-jokers >= 3 && jokerMaskSpaced(run.jokerAt) {
		s.runs = append(s.runs, run)
		s.search(left - 1)
		s.runs = s.runs[:len(s.runs)-1]
	}
	prev := run.lo - 1
	if prev < 2 || len(s.found) >= s.max {
		return
	}
	r := Rank(prev)
	if s.count[run.suit][r] > 0 {
		s.count[run.suit][r]--
		s.extendDown(coverRun{suit: run.suit, lo: prev, hi: run.hi, jokerAt: run.jokerAt}, left)
		s.count[run.suit][r]++
	}
	if s.jokers > 0 && !jokerWithin3(run.jokerAt, prev) {
		s.jokers--
		s.extendDown(coverRun{suit: run.suit, lo: prev, hi: run.hi, jokerAt: run.jokerAt | 1<<(prev-1)}, left)
		s.jokers++
	}
}

// extend tries every way to continue run past its last position hi,
// natural or joker, and recurses once the run is long enough.
func (s *coverSearch) extend(run coverRun, left int) {
	n := run.hi - run.lo + 1
	jokers := bitCount16(run.jokerAt)
	if n >= 4 && n-jokers >= 3 && jokerMaskSpaced(run.jokerAt) {
		s.runs = append(s.runs, run)
		s.search(left - 1)
		s.runs = s.runs[:len(s.runs)-1]
	}
	next := run.hi + 1
	if next > 14 || n >= 13 || (run.lo == 1 && next == 14) || len(s.found) >= s.max {
		return
	}
	r := rankAt(next)
	if s.count[run.suit][r] > 0 {
		s.count[run.suit][r]--
		s.extend(coverRun{suit: run.suit, lo: run.lo, hi: next, jokerAt: run.jokerAt}, left)
		s.count[run.suit][r]++
	}
	if s.jokers > 0 && !jokerWithin3(run.jokerAt, next) {
		s.jokers--
		s.extend(coverRun{suit: run.suit, lo: run.lo, hi: next, jokerAt: run.jokerAt | 1<<(next-1)}, left)
		s.jokers++
	}
}

func bitCount16(m uint16) int { return bits.OnesCount16(m) }

// coverMelds turns a cover into melds of hand's physical cards (copies
// and jokers taken in hand order).
func coverMelds(hand []Card, cover []coverRun) [][]Card {
	used := make([]bool, len(hand))
	take := func(match func(Card) bool) Card {
		for i, c := range hand {
			if !used[i] && match(c) {
				used[i] = true
				return c
			}
		}
		return NoCard
	}
	melds := make([][]Card, len(cover))
	for i, run := range cover {
		m := make([]Card, 0, run.hi-run.lo+1)
		for p := run.lo; p <= run.hi; p++ {
			if run.jokerAt&(1<<(p-1)) != 0 {
				m = append(m, take(Card.IsJoker))
				continue
			}
			f := NewFace(rankAt(p), run.suit)
			m = append(m, take(func(c Card) bool { return c.Face() == f }))
		}
		melds[i] = m
	}
	return melds
}

// lastContractCandidates proposes hand 7 lay-downs: exact covers of the
// whole hand by three runs that the contract check accepts (LIV-5).
func lastContractCandidates(r *Rules, hand []Card) [][][]Card {
	_, runs := contractOf(7)
	var out [][][]Card
	for _, cover := range runsCover(hand, runs, 4*maxComboCandidates) {
		melds := coverMelds(hand, cover)
		if r.contractOK(7, melds) == nil {
			out = append(out, melds)
			if len(out) == maxComboCandidates {
				break
			}
		}
	}
	return out
}

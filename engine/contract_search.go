package engine

// Liverpool's contracts 1 to 6 (LIV-5) leave cards in hand, and the meld
// search of legal_melds.go proposes only some melds of a hand (one joker
// for all of them, the first copies of a face), so it can miss a contract
// the hand holds. searchContract is exact: a depth-first search over
// counts, runs first in (suit, first, last) order, every length, each
// position a natural or a joker; then the books from what is left, where
// the choice of suits no longer matters (each book three naturals or two
// and a joker: a longer book only keeps more cards in the same book).

// maxContractSteps bounds the exact search, counted in meld extensions
// (real hands need far fewer; the bound keeps Legal's cost flat).
const maxContractSteps = 20000

// contractMeld is one meld of a found contract: a book of rank with the
// given naturals per suit and jokers, or a run like coverRun.
type contractMeld struct {
	book   bool
	rank   Rank
	suits  [NumSuits]uint8 // a book's naturals per suit
	jokers int             // a book's jokers
	run    coverRun
}

// contractState is the state of the exact search.
type contractState struct {
	count       [NumSuits][King + 1]uint8
	jokers      int
	books, runs int
	// melds[:nm] are the melds chosen so far (a contract has at most
	// three).
	melds      [3]contractMeld
	nm         int
	found      int
	steps, max int
	lastRun    coverRun
	hasRun     bool
	// The lay-downs found, as hand n's cards that pass the contract
	// check under rules.
	rules *Rules
	n     int
	hand  []Card
	out   [][][]Card
}

// searchContract returns up to max lay-downs of hand n's contract from
// hand, each meld valid when laid down (LIV-7), that pass the contract
// check.
func searchContract(r *Rules, n int, hand []Card, max int) [][][]Card {
	books, runs := contractOf(n)
	s := contractState{books: books, runs: runs, max: max, rules: r, n: n, hand: hand}
	for _, c := range hand {
		if c.IsJoker() {
			s.jokers++
			continue
		}
		s.count[c.Suit()][c.Rank()]++
	}
	s.search()
	return s.out
}

func (s *contractState) done() bool { return s.found >= s.max || s.steps > maxContractSteps }

// search adds the next run while runs are missing, then the books.
func (s *contractState) search() {
	s.steps++
	if s.done() || !s.possible() {
		return
	}
	if s.runs > 0 {
		s.runs--
		for st := Suit(0); st < NumSuits && !s.done(); st++ {
			if s.suitCount(st) < 3 {
				continue // a run holds three naturals of its suit
			}
			for lo := 1; lo <= 11 && !s.done(); lo++ {
				s.tryRuns(st, lo)
			}
		}
		s.runs++
		return
	}
	n := s.nm
	if s.addBooks() && s.accept() {
		s.found++
	}
	s.nm = n
}

// addBooks adds the missing books from the cards left, which no run
// needs any more, so any choice of suits will do: books of three
// naturals first, then of two naturals and a joker, ranks ascending.
// It reports whether there were enough; the counts are left as they were.
func (s *contractState) addBooks() bool {
	need := s.books
	for _, withJoker := range [2]bool{false, true} {
		jokers := s.jokers
		for r := Ace; r <= King && need > 0; r++ {
			total := int(s.count[0][r]) + int(s.count[1][r]) + int(s.count[2][r]) + int(s.count[3][r])
			if (!withJoker && total < 3) || (withJoker && (total != 2 || jokers == 0)) {
				continue
			}
			b := contractMeld{book: true, rank: r}
			left := 3
			if withJoker {
				b.jokers, left = 1, 2
				jokers--
			}
			for st := range s.count {
				k := min(int(s.count[st][r]), left)
				b.suits[st] = uint8(k)
				left -= k
			}
			s.melds[s.nm] = b
			s.nm++
			need--
		}
	}
	return need == 0
}

// possible is a quick necessary condition for finding the missing books
// and runs in the cards left (as contractPossible, on counts): books of
// ranks above the last book's, three naturals or two and a joker; runs
// of four naturals, or three of four consecutive ranks and a joker.
func (s *contractState) possible() bool {
	natBooks, bookSlots := 0, 0
	if s.books > 0 {
		for r := Ace; r <= King; r++ {
			k := int(s.count[0][r]) + int(s.count[1][r]) + int(s.count[2][r]) + int(s.count[3][r])
			if k >= 3 {
				natBooks++
			} else if k == 2 {
				bookSlots++
			}
		}
	}
	natRuns, runSlots := 0, 0
	if s.runs > 0 {
		for st := range s.count {
			var m uint16
			n := 0
			for r := Ace; r <= King; r++ {
				k := s.count[st][r]
				m |= uint16(min(k, 1)) << (uint(r) - 1)
				n += int(k)
			}
			four, three := inARow(m)
			if four {
				natRuns += n / 4
			}
			if three {
				runSlots += n / 3
			}
		}
	}
	needBooks, needRuns := max(0, s.books-natBooks), max(0, s.runs-natRuns)
	return needBooks <= bookSlots && needRuns <= runSlots && needBooks+needRuns <= s.jokers
}

// tryRuns tries every run of suit st from position lo in (suit, first,
// last) order after the previous run.
func (s *contractState) tryRuns(st Suit, lo int) {
	if s.hasRun && (st < s.lastRun.suit || (st == s.lastRun.suit && lo < s.lastRun.lo)) {
		return
	}
	s.extendRun(coverRun{suit: st, lo: lo, hi: lo - 1}, 0)
}

// extendRun continues run (jokers of them jokers) at the next position
// with a natural the hand holds or with a joker (see layRun).
func (s *contractState) extendRun(run coverRun, jokers int) {
	s.steps++
	next := run.hi + 1
	if next > 14 || next-run.lo >= 13 || (run.lo == 1 && next == 14) || s.done() {
		return
	}
	r := rankAt(next)
	if s.count[run.suit][r] > 0 {
		s.count[run.suit][r]--
		s.layRun(coverRun{suit: run.suit, lo: run.lo, hi: next, jokerAt: run.jokerAt}, jokers)
		s.count[run.suit][r]++
	}
	// A joker where the hand holds the natural helps only when another
	// meld may need that natural: a later run, or a book of its rank. A
	// joker within three places of another never makes a valid run.
	if s.jokers > 0 && !jokerWithin3(run.jokerAt, next) &&
		(s.count[run.suit][r] == 0 || s.runs > 0 || (s.books > 0 && s.rankCount(r) >= 2)) {
		s.jokers--
		s.layRun(coverRun{suit: run.suit, lo: run.lo, hi: next, jokerAt: run.jokerAt | 1<<(next-1)}, jokers+1)
		s.jokers++
	}
}

// layRun lays run (jokers of them jokers) down and searches on whenever
// it is valid (LIV-7: at least three naturals, at most one joker in any
// four cards in a row), then goes on extending it.
func (s *contractState) layRun(run coverRun, jokers int) {
	n := run.hi - run.lo + 1
	last := s.lastRun
	if n >= 4 && n-jokers >= 3 && jokerMaskSpaced(run.jokerAt) &&
		!(s.hasRun && run.suit == last.suit && run.lo == last.lo && run.hi < last.hi) {
		had := s.hasRun
		s.lastRun, s.hasRun = run, true
		s.melds[s.nm] = contractMeld{run: run}
		s.nm++
		s.search()
		s.nm--
		s.lastRun, s.hasRun = last, had
	}
	s.extendRun(run, jokers)
}

// suitCount is the number of naturals of suit st left.
func (s *contractState) suitCount(st Suit) int {
	n := 0
	for _, k := range s.count[st] {
		n += int(k)
	}
	return n
}

// rankCount is the number of naturals of rank r left.
func (s *contractState) rankCount(r Rank) int {
	return int(s.count[0][r]) + int(s.count[1][r]) + int(s.count[2][r]) + int(s.count[3][r])
}

// contractMelds turns found melds into hand's physical cards (copies and
// jokers taken in hand order, the books' first, then the runs'), runs in
// table order. The melds share one backing array, capacities clamped.
func contractMelds(hand []Card, found []contractMeld) [][]Card {
	// next[f] is where in hand to look for the next copy of face f (the
	// jokers under JokerFace): copies are taken in hand order.
	var next [NumFaces]uint16
	take := func(f Face, joker bool) Card {
		if joker {
			f = JokerFace
		}
		for i := int(next[f]); i < len(hand); i++ {
			if hand[i].Face() == f {
				next[f] = uint16(i + 1)
				return hand[i]
			}
		}
		next[f] = uint16(len(hand))
		return NoCard
	}
	total := 0
	for _, m := range found {
		if m.book {
			total += m.jokers
			for _, k := range m.suits {
				total += int(k)
			}
		} else {
			total += m.run.hi - m.run.lo + 1
		}
	}
	buf := make([]Card, 0, total)
	melds := make([][]Card, len(found))
	cut := func(start int) []Card { return buf[start:len(buf):len(buf)] }
	for i, m := range found {
		if !m.book {
			continue
		}
		start := len(buf)
		for _, st := range strictSuit { // books in the order ♣ ♠ ♥ ♦
			f := NewFace(m.rank, st)
			for k := m.suits[st]; k > 0; k-- {
				buf = append(buf, take(f, false))
			}
		}
		for j := 0; j < m.jokers; j++ {
			buf = append(buf, take(0, true))
		}
		melds[i] = cut(start)
	}
	for i, m := range found {
		if m.book {
			continue
		}
		start := len(buf)
		for p := m.run.lo; p <= m.run.hi; p++ {
			joker := m.run.jokerAt&(1<<(p-1)) != 0
			buf = append(buf, take(NewFace(rankAt(p), m.run.suit), joker))
		}
		melds[i] = cut(start)
	}
	return melds
}

// accept keeps the melds chosen as a lay-down when they pass the
// contract check.
func (s *contractState) accept() bool {
	melds := contractMelds(s.hand, s.melds[:s.nm])
	if s.rules.contractOK(s.n, melds) != nil {
		return false
	}
	if s.out == nil {
		s.out = make([][][]Card, 0, s.max)
	}
	s.out = append(s.out, melds)
	return true
}

// exactContractCandidates proposes lay-downs for contracts 1 to 6 by the
// exact search: every combination it lists passes the contract check.
func exactContractCandidates(r *Rules, n int, hand []Card) [][][]Card {
	return searchContract(r, n, hand, maxComboCandidates)
}

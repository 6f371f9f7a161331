package bots

import (
	"math/bits"

	"rummy/engine"
)

// usefulness rates the cards of a Liverpool hand for the contract of the
// hand being played: a card is worth keeping when it shares its rank
// with others (for books) or sits among other cards of its suit within
// four consecutive ranks (for runs). It is Random's rough sense, cheap
// enough for every decision, not an exact search.
type usefulness struct {
	books, runs int
	jokers      int
	faces       [engine.NumFaces]uint8
	ranks       [engine.King + 1]uint8
	// present[s] has bit p set when the hand holds rank p of suit s
	// (positions 1…14, the ace at both ends).
	present [engine.NumSuits]uint16
	// spare[s] is true for a suit the runs will likely not use: when the
	// contract asks only for runs, the suits beyond the strongest ones.
	spare [engine.NumSuits]bool
	// bookRank[r] is true for a rank the books will likely use: when the
	// contract asks for runs too, only the strongest ranks (most cards;
	// the lower rank first on a tie), as many as there are books.
	bookRank [engine.King + 1]bool
	marked   bool // spare and bookRank are up to date
}

// count fills u from hand for the view's contract.
func (u *usefulness) count(v *engine.View, hand []engine.Card) {
	u.books, u.runs = v.Contract()
	for _, c := range hand {
		u.add(c)
	}
}

// add counts one more card.
func (u *usefulness) add(c engine.Card) {
	if c.IsJoker() {
		u.jokers++
		return
	}
	f := c.Face()
	u.faces[f]++
	u.ranks[f.Rank()]++
	p := uint16(1) << uint(f.Rank())
	if f.Rank() == engine.Ace {
		p |= 1 << 14
	}
	u.present[f.Suit()] |= p
	u.marked = false
}

// markSpare marks the books' ranks (the ranks held most; the lower rank
// first on a tie), or for a runs-only contract the suits outside the
// runs' strongest ones (most distinct ranks; the lower suit first on a
// tie).
func (u *usefulness) markSpare() {
	u.marked = true
	u.bookRank = [engine.King + 1]bool{}
	if u.books > 0 {
		for k := 0; k < u.books; k++ {
			best := engine.Rank(0)
			for r := engine.Ace; r <= engine.King; r++ {
				if !u.bookRank[r] && (best == 0 || u.ranks[r] > u.ranks[best]) {
					best = r
				}
			}
			u.bookRank[best] = true
		}
		return // spare serves runs-only contracts
	}
	for s := range u.present {
		better := 0
		n := bits.OnesCount16(u.present[s])
		for o := range u.present {
			m := bits.OnesCount16(u.present[o])
			if m > n || (m == n && o < s) {
				better++
			}
		}
		u.spare[s] = better >= u.runs
	}
}

// score rates c (which must be counted in u): higher is more useful. A
// joker beats everything.
func (u *usefulness) score(c engine.Card) int {
	if c.IsJoker() {
		return 100
	}
	f := c.Face()
	book := 0
	if u.books > 0 {
		book = min(int(u.ranks[f.Rank()]), 3)
		if book == 1 {
			book = 0
		}
		if u.runs > 0 {
			if !u.marked {
				u.markSpare()
			}
			if !u.bookRank[f.Rank()] {
				book = 0 // a pair the books will not need
			}
		}
	}
	run := 0
	if u.runs > 0 {
		run = u.runWindow(f)
		if u.books == 0 {
			if !u.marked {
				u.markSpare()
			}
			if u.faces[f] > 1 {
				run = 0 // a copy: one of them is enough for a run
			}
			if u.spare[f.Suit()] {
				run -= 2
			}
		}
	}
	return max(book, run)
}

// runWindow is the most distinct ranks of f's suit held within four
// consecutive positions around f, less one (0…3).
func (u *usefulness) runWindow(f engine.Face) int {
	m := u.present[f.Suit()]
	best := window4(m, int(f.Rank()))
	if f.Rank() == engine.Ace {
		best = max(best, window4(m, 14))
	}
	return best - 1
}

// window4 is the most positions of m (bits 1…14) set within four
// consecutive positions that include p. Bits 0 and 15 are never set, so
// the windows reaching past either end count no more than the end ones.
func window4(m uint16, p int) int {
	x := uint32(m) << 3 >> uint(p) & 0x7F // positions p-3…p+3 at bits 0…6
	return int(windowMost[x] - '0')
}

// windowMost[x] is the most bits of x (7 bits, the middle one being the
// card's position) set within four consecutive bits that include the
// middle one, as a digit.
const windowMost = "01121223122323341122223322333344111222232223333422223333333344441112122322232334222222333333334422222223333333343333333344444444"

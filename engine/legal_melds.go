package engine

import "sort"

// maxMeldCandidates bounds the melds Legal proposes in one call.
const maxMeldCandidates = 48

// maxComboCandidates bounds the multi-meld openings and contracts Legal
// proposes in one call.
const maxComboCandidates = 6

// candidate is a meld found in a hand: its cards in table order and the
// hand positions they come from.
type candidate struct {
	cards []Card
	used  bitset
}

// bitset marks hand positions.
type bitset []uint64

func newBitset(n int) bitset { return make(bitset, (n+63)/64) }
func (b bitset) set(i int)   { b[i/64] |= 1 << (uint(i) % 64) }
func (b bitset) overlaps(o bitset) bool {
	for i := range b {
		if b[i]&o[i] != 0 {
			return true
		}
	}
	return false
}
func (b bitset) or(o bitset) bitset {
	c := append(bitset(nil), b...)
	for i := range c {
		c[i] |= o[i]
	}
	return c
}

// faceIndex lists the hand positions holding one face (at most four
// are kept: no meld needs more copies of a face).
type faceIndex struct {
	n   uint8
	idx [4]uint8
}

// meldCandidates finds valid new melds in hand by a simple search: sets of
// one rank (with a joker filling a pair where jokers are allowed) and runs
// of each suit (a joker may fill one gap or extend one end), at their
// shortest and longest. The result is deterministic and bounded.
func meldCandidates(r *Rules, hand []Card) []candidate {
	return findMelds(r, hand, false)
}

// findMelds is meldCandidates; with every it proposes runs of every
// length, not only the shortest and longest (for Liverpool's hand 7,
// where the runs must use every card).
func findMelds(r *Rules, hand []Card, every bool) []candidate {
	if len(hand) > 255 {
		hand = hand[:255]
	}
	var byFace [NumFaces]faceIndex
	var jokers []int
	for i, c := range hand {
		if c.IsJoker() {
			jokers = append(jokers, i)
			continue
		}
		if fi := &byFace[c.Face()]; fi.n < 4 {
			fi.idx[fi.n] = uint8(i)
			fi.n++
		}
	}
	dupSuits := !r.meld.uniqueSuits
	minRun := r.meld.runMin
	var out []candidate
	var buf [16]Card
	add := func(idx []int) {
		if len(out) >= maxMeldCandidates || len(idx) > len(buf) {
			return
		}
		cards := buf[:len(idx)]
		for k, i := range idx {
			cards[k] = hand[i]
		}
		if _, err := r.CheckMeld(cards); err != nil {
			return
		}
		used := newBitset(len(hand))
		for _, i := range idx {
			used.set(i)
		}
		for _, o := range out {
			if sameBits(o.used, used) {
				return
			}
		}
		out = append(out, candidate{cards: append([]Card(nil), cards...), used: used})
	}
	var idx []int
	// Sets (books), suits in the strict-group order ♣ ♠ ♥ ♦.
	order := [...]Suit{Clubs, Spades, Hearts, Diamonds}
	for rank := Ace; rank <= King; rank++ {
		idx = idx[:0]
		for _, s := range order {
			fi := &byFace[NewFace(rank, s)]
			switch {
			case dupSuits:
				for k := uint8(0); k < fi.n; k++ {
					idx = append(idx, int(fi.idx[k]))
				}
			case fi.n > 0:
				idx = append(idx, int(fi.idx[0]))
			}
		}
		switch {
		case len(idx) >= 3:
			add(idx)
			if len(idx) > 3 {
				add(idx[:3])
			}
		case len(idx) == 2 && len(jokers) > 0:
			add(append(idx, jokers[0]))
		}
	}
	// Runs: positions 1…14 (14 is the ace after the king).
	for s := Suit(0); s < NumSuits; s++ {
		at := func(pos int) *faceIndex {
			if pos == 14 {
				return &byFace[NewFace(Ace, s)]
			}
			return &byFace[NewFace(Rank(pos), s)]
		}
		for start := 1; start <= 12; start++ {
			if at(start).n == 0 {
				continue
			}
			idx = idx[:0]
			jokerUsed := false
			shortest := 0
			for pos := start; pos <= 14; pos++ {
				if fi := at(pos); fi.n > 0 && !(pos == 14 && start == 1) {
					idx = append(idx, int(fi.idx[0]))
				} else if !jokerUsed && len(jokers) > 0 && pos < 14 {
					jokerUsed = true
					idx = append(idx, jokers[0])
				} else {
					break
				}
				if len(idx) == minRun {
					shortest = len(idx)
				}
				if every && len(idx) > minRun {
					add(idx)
				}
			}
			if shortest > 0 {
				add(idx[:shortest])
				add(idx)
			}
		}
	}
	return out
}

func sameBits(a, b bitset) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// openingCandidates proposes Rommé openings: single melds and greedy
// combinations of disjoint melds that meet the requirement (ROM-7).
func openingCandidates(r *Rules, cands []candidate) [][][]Card {
	sorted := append([]candidate(nil), cands...)
	sort.SliceStable(sorted, func(i, j int) bool { return len(sorted[i].cards) > len(sorted[j].cards) })
	var out [][][]Card
	for i := 0; i < len(sorted) && len(out) < maxComboCandidates; i++ {
		combo := [][]Card{sorted[i].cards}
		used := sorted[i].used
		if _, err := r.openingOK(combo); err == nil {
			out = append(out, combo)
			continue
		}
		for j := range sorted {
			if j == i || used.overlaps(sorted[j].used) {
				continue
			}
			combo = append(combo, sorted[j].cards)
			used = used.or(sorted[j].used)
			if _, err := r.openingOK(combo); err == nil {
				out = append(out, combo)
				break
			}
		}
	}
	return out
}

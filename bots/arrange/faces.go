package arrange

import (
	"math/bits"

	"rummy/engine"
)

// maxCopies is how many copies of one face the search tells apart; three
// decks (Liverpool with 5+ players) is the most any variant deals.
const maxCopies = 3

// faceSet is a multiset of natural faces as layered masks: bit f of m[i]
// is set when face f is held at least i+1 times.
type faceSet struct{ m [maxCopies]uint64 }

// add puts one more copy of face f in the set; it reports false when the
// set already holds maxCopies of it.
func (s *faceSet) add(f engine.Face) bool {
	bit := uint64(1) << f
	for i := range s.m {
		if s.m[i]&bit == 0 {
			s.m[i] |= bit
			return true
		}
	}
	return false
}

// count returns how many copies of face f the set holds.
func (s *faceSet) count(f int) int {
	n := 0
	for i := range s.m {
		n += int(s.m[i] >> f & 1)
	}
	return n
}

// contains reports whether the multiset t is part of s.
func (s *faceSet) contains(t *faceSet) bool {
	return t.m[0]&^s.m[0] == 0 && t.m[1]&^s.m[1] == 0 && t.m[2]&^s.m[2] == 0
}

// removeOnce takes one copy of every face in x out of the set.
func (s *faceSet) removeOnce(x uint64) {
	s.m[0] &^= x &^ s.m[1]
	s.m[1] &^= x &^ s.m[2]
	s.m[2] &^= x
}

// remove takes the multiset t out of s (t must be part of s).
func (s *faceSet) remove(t *faceSet) {
	s.removeOnce(t.m[0])
	if t.m[1] != 0 {
		s.removeOnce(t.m[1])
		if t.m[2] != 0 {
			s.removeOnce(t.m[2])
		}
	}
}

// suitMask returns the 13-bit rank mask of suit s among faces held once.
func (s *faceSet) suitMask(suit int) uint64 { return s.m[0] >> (13 * suit) & 0x1fff }

// size returns the number of cards in the set.
func (s *faceSet) size() int {
	return bits.OnesCount64(s.m[0]) + bits.OnesCount64(s.m[1]) + bits.OnesCount64(s.m[2])
}

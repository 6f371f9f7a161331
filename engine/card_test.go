package engine

import "testing"

// COM-4: every natural face has the rank its number says (suit*13 +
// rank-1), and NewFace's suit; the joker face, like any number past the
// naturals, has no rank.
func TestFaceRank(t *testing.T) {
	for f := 0; f < 256; f++ {
		want := NoRank
		if f < int(JokerFace) {
			want = Rank(f%13 + 1)
		}
		if got := Face(f).Rank(); got != want {
			t.Errorf("face %d: rank %d, want %d", f, got, want)
		}
	}
	for r := Ace; r <= King; r++ {
		for s := Clubs; s <= Spades; s++ {
			if f := NewFace(r, s); f.Rank() != r || f.Suit() != s {
				t.Errorf("%s: rank %d and suit %d, want %d and %d", f, f.Rank(), f.Suit(), r, s)
			}
		}
	}
}

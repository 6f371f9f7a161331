package sprites

import (
	"image/color"
	"testing"

	"rummy/engine"
)

// cornerSuitInk counts the inked pixels of the suit symbol in a face's
// top-left corner: the part of a card a fanned hand still shows.
func cornerSuitInk(t *testing.T, art *CardArt, f engine.Face) int {
	t.Helper()
	a := art.Prepare(160)
	px := pixels(a.Face(f))
	n := 0
	for y := a.H * 16 / 100; y < a.H*34/100; y++ {
		for x := 0; x < a.W*30/100; x++ {
			i := 4 * (y*a.W + x)
			if deltaE(color.RGBA{px[i], px[i+1], px[i+2], 0xff}, cardPaper) > 40 {
				n++
			}
		}
	}
	return n
}

// TestSuitShapesPrintLargeSymbolsInTheCorners: with suit shapes on,
// every suit's symbol in the visible corner covers at least twice the
// pixels it covers without (both decks), and the faces stay distinct.
func TestSuitShapesPrintLargeSymbolsInTheCorners(t *testing.T) {
	for _, four := range []bool{false, true} {
		plain, shaped := newArt(t, four), newArt(t, four)
		shaped.SetSuitShapes(true)
		for s := engine.Suit(0); s < engine.NumSuits; s++ {
			f := engine.NewFace(engine.Rank(9), s)
			p, q := cornerSuitInk(t, plain, f), cornerSuitInk(t, shaped, f)
			t.Logf("four-colour %v, %v: %d inked pixels plain, %d with suit shapes", four, f, p, q)
			if q < 2*p {
				t.Errorf("four-colour %v, %v: the corner's suit symbol covers %d pixels with suit shapes, %d without: want at least twice", four, f, q, p)
			}
		}
	}
}

package sprites

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// greyEdges draws capitals from a fractional position and counts the
// rows of partial ink at their tops and bottoms: rows whose darkest
// pixel is only a quarter to 85 % inked (the stems make every row inside
// the letters solid). Hinting snaps the baseline and the cap height to
// whole pixels and leaves none.
func greyEdges(t *testing.T, f *Fonts, px float64, w Weight) int {
	t.Helper()
	const iw, ih = 160, 60
	img := ebiten.NewImage(iw, ih)
	defer img.Deallocate()
	DrawText(img, "HEH ШНШ", f.Art(px, w), 4.37, 30.4, AlignLeft, color.White)
	buf := pixels(img)
	grey := 0
	for y := 0; y < ih; y++ {
		top := byte(0)
		for x := 0; x < iw; x++ {
			top = max(top, buf[(y*iw+x)*4+3])
		}
		if top >= 64 && top <= 217 {
			grey++
		}
	}
	return grey
}

// TestItem18_2SmallTextIsHintedByFreetype: faces up to hintUpTo pixels
// come from golang/freetype with full hinting, larger ones from freetype
// unhinted (go-text's shaper, 3.6 MB of the browser download, is unused),
// and hinted small text drawn from a fractional position still has
// solid stems, clearly more solid than the same text unhinted.
func TestItem18_2SmallTextIsHintedByFreetype(t *testing.T) {
	hinted, err := NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := hinted.Face(12, Regular).Face.(*text.GoXFace); !ok {
		t.Errorf("a 12 px face is %T, want freetype's hinted face", hinted.Face(12, Regular).Face)
	}
	if big := hinted.Face(hintUpTo+1, Bold); big.hinted {
		t.Errorf("a %d px face is hinted, want the outlines as designed", hintUpTo+1)
	} else if _, ok := big.Face.(*text.GoXFace); !ok {
		t.Errorf("a %d px face is %T, want freetype's face", hintUpTo+1, big.Face)
	}
	if hinted.Face(12, Regular) != hinted.Face(12.2, Regular) {
		t.Error("faces of the same whole size are not shared")
	}
	plain, err := NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	plain.hintMax = 0
	blurred := 0
	for _, px := range []float64{10, 12, 14, 17, 20, 24} {
		for _, w := range []Weight{Regular, Bold} {
			h, p := greyEdges(t, hinted, px, w), greyEdges(t, plain, px, w)
			t.Logf("%v px weight %d: %d grey edge rows hinted, %d unhinted", px, w, h, p)
			if h > 0 {
				t.Errorf("%v px weight %d: %d grey rows at the letters' edges hinted, want none", px, w, h)
			}
			blurred += p
		}
	}
	if blurred < 6 {
		t.Errorf("unhinted text has only %d grey edge rows over 12 faces: the comparison no longer shows what hinting does", blurred)
	}
}

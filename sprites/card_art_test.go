package sprites

import (
	"crypto/sha256"
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
)

// colourFamilies counts the pixels of a card that belong to the court
// figures' and the jester's inks: gold, royal blue, red and skin.
// bluish and warm count looser families for small cards, where the inks
// blend.
type colourFamilies struct{ gold, blue, red, skin, bluish, warm int }

func familiesOf(px []byte) colourFamilies {
	var c colourFamilies
	for i := 0; i+3 < len(px); i += 4 {
		r, g, b := int(px[i]), int(px[i+1]), int(px[i+2])
		if b > r+40 && b > g {
			c.bluish++
		}
		if r > b+60 {
			c.warm++
		}
		switch {
		case r > 200 && g > 150 && g < 225 && b < 110:
			c.gold++
		case b > 150 && r < 110 && g < 130:
			c.blue++
		case r > 150 && g < 80 && b < 90:
			c.red++
		case r > 235 && g > 200 && g < 235 && b > 170 && b < 215:
			c.skin++
		}
	}
	return c
}

// TestItem18_1EveryFaceAndBackIsDrawnAndDistinct renders both decks at a
// small and a large size: every face and both backs differ from one
// another, court cards carry a figure (gold, blue and red ink over a
// good part of the card, not a letter in a frame), and the joker a
// jester (skin, gold, blue and red).
func TestItem18_1EveryFaceAndBackIsDrawnAndDistinct(t *testing.T) {
	for _, four := range []bool{false, true} {
		art := newArt(t, four)
		for _, h := range []float64{56, 200} {
			a := art.Prepare(h)
			seen := map[[32]byte]string{}
			check := func(name string, px []byte) {
				sum := sha256.Sum256(px)
				if other, dup := seen[sum]; dup {
					t.Errorf("four-colour %v, height %v: %s looks exactly like %s", four, h, name, other)
				}
				seen[sum] = name
			}
			area := a.W * a.H
			for f := engine.Face(0); f < engine.NumFaces; f++ {
				px := pixels(a.Face(f))
				check(f.String(), px)
				c := familiesOf(px)
				switch {
				case h < 100 && (f.IsJoker() || f.Rank() >= engine.Jack):
					// Small: the inks blend, but the picture keeps blue and warm colours.
					blue := area / 80
					if f.IsJoker() {
						blue = area / 400 // only the cap's right point and the ruff are blue
					}
					if c.bluish < blue || c.warm < area/80 {
						t.Errorf("four-colour %v, height %v: %v has %d bluish and %d warm pixels of %d, want a picture", four, h, f, c.bluish, c.warm, area)
					}
				case f.IsJoker():
					if c.skin < area/200 || c.gold < area/200 || c.blue < area/200 || c.red < area/50 {
						t.Errorf("four-colour %v, height %v: the joker shows no jester (%+v of %d pixels)", four, h, c, area)
					}
				case f.Rank() >= engine.Jack:
					if c.gold < area/60 || c.blue < area/100 || c.red < area/100 {
						t.Errorf("four-colour %v, height %v: %v shows no court figure (%+v of %d pixels)", four, h, f, c, area)
					}
				}
			}
			for b := Back(0); b < NumBacks; b++ {
				check(fmt.Sprintf("back %d", b), pixels(a.BackOf(b)))
			}
		}
	}
}

// TestItem18_1FourColourCourtsInkTheirSuits: the small suit symbols
// inside the clubs and diamonds figures change with the deck; spades
// and hearts figures stay the same.
func TestItem18_1FourColourCourtsInkTheirSuits(t *testing.T) {
	two, four := newArt(t, false).Prepare(240), newArt(t, true).Prepare(240)
	for s := engine.Clubs; s <= engine.Spades; s++ {
		f := engine.NewFace(engine.King, s)
		n := visiblyDifferent(pixels(two.Face(f)), pixels(four.Face(f)))
		if same, want := n == 0, s == engine.Hearts || s == engine.Spades; same != want {
			t.Errorf("%v: %d pixels differ between the two- and four-colour decks; want the same: %v", f, n, want)
		}
	}
}

// visiblyDifferent counts the pixels that differ by more than a rounding
// error (the GPU may round one step differently in another atlas).
func visiblyDifferent(a, b []byte) int {
	n := 0
	for i := 0; i+3 < len(a); i += 4 {
		for c := 0; c < 4; c++ {
			if d := int(a[i+c]) - int(b[i+c]); d > 8 || d < -8 {
				n++
				break
			}
		}
	}
	return n
}

// TestItem18_1TheTwoBacksAreDifferentDesigns: the lattice back is mostly
// red, the rosette back mostly blue, and SetBack switches what Back and
// face-down cards show without rendering anything.
func TestItem18_1TheTwoBacksAreDifferentDesigns(t *testing.T) {
	art := newArt(t, false)
	a := art.Prepare(120)
	tint := func(b Back) (red, blue int) {
		px := pixels(a.BackOf(b))
		for i := 0; i+3 < len(px); i += 4 {
			switch {
			case int(px[i]) > int(px[i+2])+40:
				red++
			case int(px[i+2]) > int(px[i])+40:
				blue++
			}
		}
		return red, blue
	}
	if r, b := tint(BackLattice); r < 4*b || r < a.W*a.H/3 {
		t.Errorf("lattice back: %d red, %d blue pixels; want mostly red", r, b)
	}
	if r, b := tint(BackRosette); b < 4*r || b < a.W*a.H/3 {
		t.Errorf("rosette back: %d red, %d blue pixels; want mostly blue", r, b)
	}
	if a.Back() != a.BackOf(BackLattice) {
		t.Error("the lattice back is not the default")
	}
	art.SetBack(BackRosette)
	if a.Back() != a.BackOf(BackRosette) || a.Face(engine.NumFaces) != a.BackOf(BackRosette) || art.Back() != BackRosette {
		t.Error("SetBack(BackRosette) did not switch the prepared atlas")
	}
	if b := art.Prepare(300); b.Back() != b.BackOf(BackRosette) {
		t.Error("an atlas prepared after SetBack shows the old back")
	}
	if art.builds != 2 {
		t.Errorf("%d atlases built, want 2 (one per size; switching backs renders nothing)", art.builds)
	}
}

// TestItem18_1ArtIsBuiltOncePerSize: preparing and drawing the same sizes
// again and again renders each atlas once and decodes the court figures
// once per deck.
func TestItem18_1ArtIsBuiltOncePerSize(t *testing.T) {
	art := newArt(t, false)
	dst := ebiten.NewImage(400, 300)
	sizes := []float64{64, 96, 150}
	for frame := 0; frame < 20; frame++ {
		for _, h := range sizes {
			art.Prepare(h)
			art.Draw(dst, engine.NewFace(engine.Queen, engine.Spades), CardDraw{X: 10, Y: 10, H: h})
			art.Draw(dst, engine.JokerFace, CardDraw{X: 10, Y: 10, H: h, FaceDown: true})
		}
	}
	if art.builds != len(sizes) || art.Atlases() != len(sizes) {
		t.Errorf("%d builds, %d atlases for %d sizes over 20 frames", art.builds, art.Atlases(), len(sizes))
	}
	figures := art.cp.figures[0]
	art.SetFourColour(true)
	art.SetFourColour(false)
	art.Prepare(96)
	if art.cp.figures[0] != figures || figures == nil {
		t.Error("the court figures were decoded again after switching decks")
	}
	if art.builds != len(sizes)+1 {
		t.Errorf("%d builds after switching the deck twice and preparing one size, want %d", art.builds, len(sizes)+1)
	}
}

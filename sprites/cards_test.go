package sprites

import (
	"crypto/sha256"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
)

func newArt(t *testing.T, four bool) *CardArt {
	t.Helper()
	fonts, err := NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	return NewCardArt(fonts, NewPainter(), four)
}

func pixels(img *ebiten.Image) []byte {
	b := img.Bounds()
	buf := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(buf)
	return buf
}

// TestAtlasFacesAreDistinct renders the deck at a small and a large size
// and checks that no two faces (or a face and the back) look the same and
// that each card is opaque paper at its centre-left edge.
func TestAtlasFacesAreDistinct(t *testing.T) {
	art := newArt(t, false)
	for _, h := range []float64{60, 180} {
		a := art.Prepare(h)
		if a.H != int(h) || a.W != CardWidth(int(h)) {
			t.Fatalf("atlas for %v is %dx%d", h, a.W, a.H)
		}
		seen := map[[32]byte]string{}
		for f := engine.Face(0); f <= engine.NumFaces; f++ {
			img, name := a.Face(f), f.String()
			if f == engine.NumFaces {
				img, name = a.Back(), "back"
			}
			px := pixels(img)
			sum := sha256.Sum256(px)
			if other, dup := seen[sum]; dup {
				t.Errorf("height %v: %s looks exactly like %s", h, name, other)
			}
			seen[sum] = name
			w := img.Bounds().Dx()
			mid := (img.Bounds().Dy()/2*w + 3) * 4
			if px[mid+3] != 0xff {
				t.Errorf("height %v: %s is not opaque at its left edge (alpha %d)", h, name, px[mid+3])
			}
		}
	}
}

// inkCounts counts strongly blue and strongly green pixels.
func inkCounts(px []byte) (blue, green int) {
	for i := 0; i+3 < len(px); i += 4 {
		r, g, b := int(px[i]), int(px[i+1]), int(px[i+2])
		switch {
		case b > r+60 && b > g+30:
			blue++
		case g > r+40 && g > b+20:
			green++
		}
	}
	return blue, green
}

// cornerPixels returns the pixels of a card's top-left index (the court
// figures have blue and green of their own).
func cornerPixels(a *CardAtlas, f engine.Face) []byte {
	img := a.Face(f)
	b := img.Bounds()
	return pixels(img.SubImage(image.Rect(b.Min.X, b.Min.Y, b.Min.X+a.W/5, b.Min.Y+a.H/3)).(*ebiten.Image))
}

func TestFourColourDeckInksDiamondsBlueAndClubsGreen(t *testing.T) {
	two, four := newArt(t, false).Prepare(90), newArt(t, true).Prepare(90)
	for _, tc := range []struct {
		face        engine.Face
		blue, green bool
	}{
		{engine.NewFace(engine.King, engine.Diamonds), true, false},
		{engine.NewFace(5, engine.Clubs), false, true},
		{engine.NewFace(5, engine.Hearts), false, false},
		{engine.NewFace(engine.Ace, engine.Spades), false, false},
	} {
		if b, g := inkCounts(cornerPixels(two, tc.face)); b > 0 || g > 0 {
			t.Errorf("%v in the two-colour deck has %d blue and %d green pixels", tc.face, b, g)
		}
		b, g := inkCounts(cornerPixels(four, tc.face))
		if (b > 20) != tc.blue || (g > 20) != tc.green {
			t.Errorf("%v in the four-colour deck: %d blue, %d green pixels; want blue %v green %v", tc.face, b, g, tc.blue, tc.green)
		}
	}
}

func TestPrepareReusesNearSizesAndBoundsTheCache(t *testing.T) {
	art := newArt(t, false)
	a := art.Prepare(100)
	if b := art.Prepare(102); b != a {
		t.Error("a 2% larger card should reuse the atlas")
	}
	if c := art.Prepare(130); c == a {
		t.Error("a 30% larger card should get its own atlas")
	}
	for h := 40.0; h < 400; h += 30 {
		art.Prepare(h)
	}
	if len(art.atlases) > maxAtlases {
		t.Errorf("%d atlases kept, at most %d allowed", len(art.atlases), maxAtlases)
	}
	if n := art.Nearest(371); n == nil || n.H != 370 {
		t.Errorf("Nearest(371) = %v, want the 370 atlas", n)
	}
}

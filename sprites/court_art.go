package sprites

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	xdraw "golang.org/x/image/draw"

	"rummy/assets"
	"rummy/engine"
)

// courtFigures holds the twelve court figures of one deck, decoded once
// (jack, queen, king of each suit, in the engine's suit order).
type courtFigures [3 * engine.NumSuits]image.Image

// The court figure's frame on the card, as fractions of the card height:
// its top edge and its height (the width follows from the picture).
const (
	courtTop    = 0.18
	courtHeight = 0.64
)

// loadCourts decodes the embedded figures of a deck.
func loadCourts(fourColour bool) (*courtFigures, error) {
	var fig courtFigures
	for r := assets.CourtJack; r <= assets.CourtKing; r++ {
		for s := assets.CourtClubs; s <= assets.CourtSpades; s++ {
			data, err := assets.CourtFigure(r, s, fourColour)
			if err != nil {
				return nil, err
			}
			img, err := png.Decode(bytes.NewReader(data))
			if err != nil {
				return nil, fmt.Errorf("sprites: court figure %d of suit %d cannot be decoded: %v", r, s, err)
			}
			fig[int(r)*engine.NumSuits+int(s)] = img
		}
	}
	return &fig, nil
}

// courts returns the decoded figures of the current deck, decoding them
// on first use.
func (cp *cardPainter) courts() *courtFigures {
	deck := 0
	if cp.fourColour {
		deck = 1
	}
	if cp.figures[deck] == nil {
		fig, err := loadCourts(cp.fourColour)
		if err != nil {
			// The figures are compiled in: failing to read them is a broken build.
			panic(err.Error() + ": rebuild the game from a clean checkout")
		}
		cp.figures[deck] = fig
	}
	return cp.figures[deck]
}

// courtSheet holds the twelve figures of one deck resampled to one card
// height, side by side in one image.
type courtSheet struct {
	img  *ebiten.Image
	w, h int
}

// newCourtSheet resamples the figures to cards of height h with a
// Catmull-Rom filter (sharper than scaling on the GPU, and it needs no
// mipmaps), once per atlas.
func (cp *cardPainter) newCourtSheet(h int) *courtSheet {
	fig := cp.courts()
	b := fig[0].Bounds()
	fh := int(math.Round(float64(h) * courtHeight))
	fw := int(math.Round(float64(fh) * float64(b.Dx()) / float64(b.Dy())))
	rgba := image.NewRGBA(image.Rect(0, 0, len(fig)*(fw+1), fh))
	for i, f := range fig {
		xdraw.CatmullRom.Scale(rgba, image.Rect(i*(fw+1), 0, i*(fw+1)+fw, fh), f, f.Bounds(), xdraw.Src, nil)
	}
	return &courtSheet{img: ebiten.NewImageFromImage(rgba), w: fw, h: fh}
}

// drawCourt draws a jack, queen or king: its double-headed figure from
// the sheet of the atlas being rendered, at whole pixels.
func (cp *cardPainter) drawCourt(dst *ebiten.Image, r Rect, f engine.Face) {
	sheet := cp.sheet
	i := int(f.Rank()-engine.Jack)*engine.NumSuits + int(f.Suit())
	src := sheet.img.SubImage(image.Rect(i*(sheet.w+1), 0, i*(sheet.w+1)+sheet.w, sheet.h)).(*ebiten.Image)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(r.X+(r.W-float64(sheet.w))/2), math.Round(r.Y+r.H*courtTop))
	dst.DrawImage(src, op)
}

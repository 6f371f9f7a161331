package sprites

import (
	"bytes"
	"fmt"
	"image/png"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/assets"
	"rummy/engine"
)

// courtFigures holds the twelve court figures of one deck, decoded once
// (jack, queen, king of each suit, in the engine's suit order).
type courtFigures [3 * engine.NumSuits]*ebiten.Image

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
			fig[int(r)*engine.NumSuits+int(s)] = ebiten.NewImageFromImage(img)
		}
	}
	return &fig, nil
}

// courtFigure returns the figure of a court face of the current deck,
// decoding the deck's figures on first use.
func (cp *cardPainter) courtFigure(f engine.Face) *ebiten.Image {
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
	return cp.figures[deck][int(f.Rank()-engine.Jack)*engine.NumSuits+int(f.Suit())]
}

// drawCourt draws a jack, queen or king: the double-headed figure,
// scaled (with mipmaps, so it stays smooth) into its frame.
func (cp *cardPainter) drawCourt(dst *ebiten.Image, r Rect, f engine.Face) {
	fig := cp.courtFigure(f)
	b := fig.Bounds()
	s := r.H * courtHeight / float64(b.Dy())
	w := float64(b.Dx()) * s
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(math.Round(r.X+(r.W-w)/2), math.Round(r.Y+r.H*courtTop))
	dst.DrawImage(fig, op)
}

package sprites

import (
	"bytes"
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"rummy/assets"
)

// Weight picks a typeface.
type Weight uint8

// The weights the game uses.
const (
	Regular Weight = iota
	Bold
)

// Align places text relative to its anchor point.
type Align uint8

// Horizontal alignments.
const (
	AlignLeft Align = iota
	AlignCenter
	AlignRight
)

type faceKey struct {
	px     int
	weight Weight
}

// Fonts loads the typefaces once and hands out faces by pixel size,
// caching one face per (size, weight) so that nothing is built per frame.
type Fonts struct {
	sources [2]*text.GoTextFaceSource
	faces   map[faceKey]*text.GoTextFace
}

// NewFonts parses the embedded typefaces.
func NewFonts() (*Fonts, error) {
	f := &Fonts{faces: make(map[faceKey]*text.GoTextFace)}
	for w, id := range []assets.FontID{assets.FontRegular, assets.FontBold} {
		src, err := text.NewGoTextFaceSource(bytes.NewReader(assets.Font(id)))
		if err != nil {
			return nil, fmt.Errorf("sprites: the built-in font %d cannot be read: %v", id, err)
		}
		f.sources[w] = src
	}
	return f, nil
}

// Face returns the face of a weight at a pixel size (rounded to a whole
// pixel, at least 6).
func (f *Fonts) Face(px float64, w Weight) *text.GoTextFace {
	k := faceKey{px: max(6, int(math.Round(px))), weight: w}
	face, ok := f.faces[k]
	if !ok {
		face = &text.GoTextFace{Source: f.sources[w], Size: float64(k.px)}
		f.faces[k] = face
	}
	return face
}

// Measure returns the width and height of a line of text.
func Measure(s string, face *text.GoTextFace) (w, h float64) {
	return text.Measure(s, face, face.Size*1.25)
}

// DrawText draws one line of text with its vertical centre at y; x is its
// left edge, centre or right edge according to align.
func DrawText(dst *ebiten.Image, s string, face *text.GoTextFace, x, y float64, align Align, clr color.Color) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.PrimaryAlign = text.Align(align)
	op.SecondaryAlign = text.AlignCenter
	text.Draw(dst, s, face, op)
}

// DrawParagraph draws text wrapped to width, top-left at (x, y), and
// returns the height it used. Lines break at spaces; explicit newlines
// start a new line.
func DrawParagraph(dst *ebiten.Image, s string, face *text.GoTextFace, x, y, width float64, clr color.Color) float64 {
	lh := face.Size * 1.35
	lines := Wrap(s, face, width)
	for i, line := range lines {
		DrawText(dst, line, face, x, y+lh*(float64(i)+0.5), AlignLeft, clr)
	}
	return lh * float64(len(lines))
}

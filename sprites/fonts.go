package sprites

import (
	"fmt"
	"image/color"
	"math"

	"github.com/golang/freetype/truetype"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"

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

// hintUpTo is the largest pixel size drawn with hinted glyphs (see
// Fonts): below it, snapping stems to whole pixels keeps small text and
// card indices sharp; above it, the outlines are drawn as designed.
const hintUpTo = 24

type faceKey struct {
	px     int
	weight Weight
}

// MinTextPx is the smallest size of the game's own words on screen, in
// CSS pixels (issue 29: nothing under 12 px at any size; the game
// multiplies it by the device scale factor); card indices are art, not
// text, and are drawn at the card's scale (see Fonts.Art).
const MinTextPx = 12

// Face is a typeface at one pixel size, ready to draw with DrawText.
type Face struct {
	text.Face
	// Size is the size in pixels.
	Size float64
	// hinted faces are drawn from whole-pixel positions, so that the
	// stems the hinting snapped to the pixel grid stay on it.
	hinted bool
	// fonts made the face; art faces draw card indices into atlases.
	fonts *Fonts
	art   bool
}

// Fonts loads the typefaces once and hands out faces by pixel size,
// caching one face per (size, weight) so that nothing is built per frame.
// Sizes up to hintUpTo pixels are rasterised by golang/freetype with full
// hinting (the glyphs are made once per size and kept by Ebiten's glyph
// cache); larger sizes are drawn by freetype unhinted, as designed.
// (Ebiten's go-text faces are not used: their shaper added 3.6 MB to the
// browser download for nothing the game's text needs.)
type Fonts struct {
	ttfs  [2]*truetype.Font
	faces map[faceKey]*Face
	// hintMax is the largest hinted size (0: no hinting).
	hintMax int
	// minPx and scale turn a layout's size into the size drawn (Print).
	minPx, scale float64
	// record, when set, hears every line of text drawn (tests measure
	// what a screen shows with it).
	record func(s string, px float64)
	// boxes, when set, hears where each line of text is drawn and in
	// what ink, instead of drawing it (RecordBoxes).
	boxes func(TextBox)
	// watch, when set, hears every line of text and control drawn, which
	// are drawn too (Watch); owner is the control being drawn.
	watch func(Drawn)
	owner Rect
}

// Print sets how text is sized: every size is multiplied by scale (1 for
// normal print, more for large print) and is at least minPx pixels.
func (f *Fonts) Print(minPx, scale float64) { f.minPx, f.scale = minPx, scale }

// SetHinting turns freetype's hinting of small text on (the default) or
// off, for comparing the two; the faces are made again as they are next
// asked for.
func (f *Fonts) SetHinting(on bool) {
	f.hintMax = 0
	if on {
		f.hintMax = hintUpTo
	}
	clear(f.faces)
}

// Record calls fn with every line of text drawn from now on with a face
// of these fonts (card art aside); nil stops it.
func (f *Fonts) Record(fn func(s string, px float64)) { f.record = fn }

// NewFonts parses the embedded typefaces.
func NewFonts() (*Fonts, error) {
	f := &Fonts{faces: make(map[faceKey]*Face), hintMax: hintUpTo, minPx: MinTextPx, scale: 1}
	for w, id := range []assets.FontID{assets.FontRegular, assets.FontBold} {
		ttf, err := truetype.Parse(assets.Font(id))
		if err != nil {
			return nil, fmt.Errorf("sprites: the built-in font %d cannot be read by freetype: %v", id, err)
		}
		f.ttfs[w] = ttf
	}
	return f, nil
}

// Face returns the face of a weight for text laid out at a pixel size:
// scaled by the print setting, at least its minimum, rounded to a whole
// pixel (see Print).
func (f *Fonts) Face(px float64, w Weight) *Face {
	return f.face(max(f.minPx, px*f.scale), w, false)
}

// Art returns the face of a weight at exactly a pixel size (rounded, at
// least 6), for indices drawn into card art at the card's own scale.
func (f *Fonts) Art(px float64, w Weight) *Face { return f.face(px, w, true) }

func (f *Fonts) face(px float64, w Weight, art bool) *Face {
	k := faceKey{px: max(6, int(math.Round(px))), weight: w}
	if art {
		k.px = -k.px // art faces are cached apart: they are never recorded
	}
	face, ok := f.faces[k]
	if !ok {
		size := math.Abs(float64(k.px))
		face = &Face{Size: size, hinted: int(size) <= f.hintMax, fonts: f, art: art}
		if face.hinted {
			face.Face = text.NewGoXFace(truetype.NewFace(f.ttfs[w], &truetype.Options{Size: size, Hinting: font.HintingFull}))
		} else {
			face.Face = text.NewGoXFace(truetype.NewFace(f.ttfs[w], &truetype.Options{Size: size, Hinting: font.HintingNone}))
		}
		f.faces[k] = face
	}
	return face
}

// Measure returns the width and height of a line of text.
func Measure(s string, face *Face) (w, h float64) {
	return text.Measure(s, face, face.Size*1.25)
}

// DrawText draws one line of text with its vertical centre at y; x is its
// left edge, centre or right edge according to align.
func DrawText(dst *ebiten.Image, s string, face *Face, x, y float64, align Align, clr color.Color) {
	if face.fonts != nil && face.fonts.record != nil && !face.art && s != "" {
		face.fonts.record(s, face.Size)
	}
	if face.fonts != nil && face.fonts.watch != nil && !face.art && s != "" {
		face.fonts.watchText(dst, s, face, x, y, align)
	}
	if face.fonts != nil && face.fonts.boxes != nil && !face.art && s != "" {
		face.fonts.boxes(textBox(dst, s, face, x, y, align, clr))
		return
	}
	op := &text.DrawOptions{}
	op.PrimaryAlign = text.Align(align)
	if face.hinted {
		switch align {
		case AlignCenter:
			x -= text.Advance(s, face) / 2
		case AlignRight:
			x -= text.Advance(s, face)
		}
		x = math.Round(x)
		op.PrimaryAlign = text.AlignStart
	}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.SecondaryAlign = text.AlignCenter
	text.Draw(dst, s, face, op)
}

// DrawParagraph draws text wrapped to width, top-left at (x, y), and
// returns the height it used. Lines break at spaces; explicit newlines
// start a new line.
func DrawParagraph(dst *ebiten.Image, s string, face *Face, x, y, width float64, clr color.Color) float64 {
	lh := face.Size * 1.35
	lines := Wrap(s, face, width)
	for i, line := range lines {
		DrawText(dst, line, face, x, y+lh*(float64(i)+0.5), AlignLeft, clr)
	}
	return lh * float64(len(lines))
}

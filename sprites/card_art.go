package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
)

// CardAspect is a card's width divided by its height (poker size).
const CardAspect = 0.714

// backIndex is the atlas slot of the first card back, after the 53
// faces; the other backs follow it.
const backIndex = int(engine.NumFaces)

// atlasCols is the number of card slots per atlas row.
const atlasCols = 9

// CardWidth returns the width in whole pixels of a card of height h.
func CardWidth(h int) int { return int(math.Round(float64(h) * CardAspect)) }

// CardAtlas holds every face and every back rendered at one height.
type CardAtlas struct {
	// W and H are the size of one card in pixels.
	W, H  int
	img   *ebiten.Image
	cards [int(engine.NumFaces) + int(NumBacks)]*ebiten.Image
	back  Back
	used  uint64
}

// Face returns the image of a face (the chosen back for anything else).
func (a *CardAtlas) Face(f engine.Face) *ebiten.Image {
	if f >= engine.NumFaces {
		return a.Back()
	}
	return a.cards[f]
}

// Back returns the image of the chosen card back.
func (a *CardAtlas) Back() *ebiten.Image { return a.BackOf(a.back) }

// BackOf returns the image of one of the backs (the first for an unknown one).
func (a *CardAtlas) BackOf(b Back) *ebiten.Image {
	if b >= NumBacks {
		b = 0
	}
	return a.cards[backIndex+int(b)]
}

// cardPainter draws cards into an atlas.
type cardPainter struct {
	fonts      *Fonts
	paint      *Painter
	fourColour bool
	// suitShapes prints a large suit symbol in each corner (for people
	// who tell suits by shape rather than colour).
	suitShapes bool
	indices    CardIndices
	// figures holds the decoded court figures, per deck (two-, four-colour).
	figures [2]*courtFigures
	// sheet holds the figures at the height being rendered (only while
	// render runs).
	sheet *courtSheet
}

// suitColour returns the ink of a suit.
func (cp *cardPainter) suitColour(s engine.Suit) color.Color {
	switch s {
	case engine.Hearts:
		return suitRed
	case engine.Diamonds:
		if cp.fourColour {
			return suitBlue
		}
		return suitRed
	case engine.Clubs:
		if cp.fourColour {
			return suitGreen
		}
	}
	return suitBlack
}

// render draws all faces and the back at height h into a new atlas.
func (cp *cardPainter) render(h int) *CardAtlas {
	w := CardWidth(h)
	pad := 2
	rows := (len(CardAtlas{}.cards) + atlasCols - 1) / atlasCols
	a := &CardAtlas{W: w, H: h}
	a.img = ebiten.NewImage(atlasCols*(w+pad), rows*(h+pad))
	corner := ebiten.NewImage(int(float64(w)*cp.cornerWidth())+2, int(float64(h)*0.34)+2)
	defer corner.Deallocate()
	cp.sheet = cp.newCourtSheet(h)
	defer func() {
		cp.sheet.img.Deallocate()
		cp.sheet = nil
	}()
	for i := range a.cards {
		x, y := (i%atlasCols)*(w+pad), (i/atlasCols)*(h+pad)
		sub := a.img.SubImage(image.Rect(x, y, x+w, y+h)).(*ebiten.Image)
		a.cards[i] = sub
		r := Rect{float64(x), float64(y), float64(w), float64(h)}
		if i >= backIndex {
			cp.drawBack(sub, r, Back(i-backIndex))
			continue
		}
		cp.drawFace(sub, corner, r, engine.Face(i))
	}
	return a
}

// drawBase draws the paper and its edge.
func (cp *cardPainter) drawBase(dst *ebiten.Image, r Rect, fill color.Color) {
	rad := r.H * 0.05
	edge := math.Max(1, r.H/160)
	cp.paint.FillRoundRect(dst, r.Inset(edge/2), rad, fill)
	cp.paint.StrokeRoundRect(dst, r.Inset(edge/2), rad, edge, cardEdge)
}

func (cp *cardPainter) drawFace(dst, corner *ebiten.Image, r Rect, f engine.Face) {
	cp.drawBase(dst, r, cardPaper)
	cp.drawCorner(corner, f, r.H)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(r.X+r.W*0.02, r.Y+r.H*0.02)
	op.Filter = ebiten.FilterNearest
	dst.DrawImage(corner, op)
	op.GeoM.Reset()
	op.GeoM.Rotate(math.Pi)
	op.GeoM.Translate(r.Right()-r.W*0.02, r.Bottom()-r.H*0.02)
	dst.DrawImage(corner, op)
	switch {
	case f.IsJoker():
		cp.drawJoker(dst, r)
	case f.Rank() >= engine.Jack:
		cp.drawCourt(dst, r, f)
	case f.Rank() == engine.Ace:
		face := cp.fonts.Art(r.H*0.42, Regular)
		x, y := r.Center()
		DrawText(dst, f.Suit().Symbol(), face, x, y, AlignCenter, cp.suitColour(f.Suit()))
	default:
		cp.drawPips(dst, r, f)
	}
}

// drawCorner draws the index (rank above suit) into the scratch image.
func (cp *cardPainter) drawCorner(corner *ebiten.Image, f engine.Face, h float64) {
	corner.Clear()
	cw := float64(corner.Bounds().Dx())
	if f.IsJoker() {
		drawStar(cp.paint, corner, cw/2, h*0.1, h*0.07, jokerGold)
		return
	}
	clr := cp.suitColour(f.Suit())
	label := cp.rankLabel(f.Rank())
	size := h * 0.17
	if len([]rune(label)) > 1 {
		size = h * 0.145
	}
	if cp.suitShapes {
		// A smaller index and a suit symbol half as big again, which
		// still shows where the hand's fan covers the rest of the card.
		DrawText(corner, label, cp.fonts.Art(size*0.85, Bold), cw/2, h*0.08, AlignCenter, clr)
		DrawText(corner, f.Suit().Symbol(), cp.fonts.Art(h*0.26, Regular), cw/2, h*0.24, AlignCenter, clr)
		return
	}
	DrawText(corner, label, cp.fonts.Art(size, Bold), cw/2, h*0.095, AlignCenter, clr)
	DrawText(corner, f.Suit().Symbol(), cp.fonts.Art(h*0.14, Regular), cw/2, h*0.23, AlignCenter, clr)
}

// cornerWidth is the width of a corner's index, as a part of the card's.
func (cp *cardPainter) cornerWidth() float64 {
	if cp.suitShapes {
		return 0.28
	}
	return 0.24
}

// pipLayouts lists the pip positions of 2…10 in a unit box (x, y).
var pipLayouts = [11][][2]float64{
	2:  {{.5, 0}, {.5, 1}},
	3:  {{.5, 0}, {.5, .5}, {.5, 1}},
	4:  {{0, 0}, {1, 0}, {0, 1}, {1, 1}},
	5:  {{0, 0}, {1, 0}, {.5, .5}, {0, 1}, {1, 1}},
	6:  {{0, 0}, {1, 0}, {0, .5}, {1, .5}, {0, 1}, {1, 1}},
	7:  {{0, 0}, {1, 0}, {.5, .25}, {0, .5}, {1, .5}, {0, 1}, {1, 1}},
	8:  {{0, 0}, {1, 0}, {.5, .25}, {0, .5}, {1, .5}, {.5, .75}, {0, 1}, {1, 1}},
	9:  {{0, 0}, {1, 0}, {0, 1. / 3}, {1, 1. / 3}, {.5, .5}, {0, 2. / 3}, {1, 2. / 3}, {0, 1}, {1, 1}},
	10: {{0, 0}, {1, 0}, {.5, 1. / 6}, {0, 1. / 3}, {1, 1. / 3}, {0, 2. / 3}, {1, 2. / 3}, {.5, 5. / 6}, {0, 1}, {1, 1}},
}

func (cp *cardPainter) drawPips(dst *ebiten.Image, r Rect, f engine.Face) {
	face := cp.fonts.Art(r.H*0.17, Regular)
	clr := cp.suitColour(f.Suit())
	sym := f.Suit().Symbol()
	box := Rect{r.X + r.W*0.3, r.Y + r.H*0.2, r.W * 0.4, r.H * 0.6}
	for _, p := range pipLayouts[f.Rank()] {
		DrawText(dst, sym, face, box.X+p[0]*box.W, box.Y+p[1]*box.H, AlignCenter, clr)
	}
}

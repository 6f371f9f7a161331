package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
)

// maxAtlases bounds how many card sizes are kept rendered at once.
const maxAtlases = 6

// sizeTolerance is how far (as a fraction) a wanted card height may be
// from a rendered one before a new atlas is rendered for it.
const sizeTolerance = 0.04

// CardArt renders the deck at the sizes the screen needs and caches one
// atlas per size. Call Prepare from Update (or on resize) with every card
// height a scene will use; Draw then only looks atlases up and never
// renders or allocates images.
type CardArt struct {
	cp      cardPainter
	atlases []*CardAtlas
	clock   uint64
	back    Back
	builds  int
}

// NewCardArt makes a card renderer drawing with the given fonts.
func NewCardArt(fonts *Fonts, paint *Painter, fourColour bool) *CardArt {
	return &CardArt{cp: cardPainter{fonts: fonts, paint: paint, fourColour: fourColour}}
}

// SetFourColour switches between the 2- and 4-colour deck; the atlases
// are rendered again as they are next prepared.
func (c *CardArt) SetFourColour(on bool) {
	if on == c.cp.fourColour {
		return
	}
	c.cp.fourColour = on
	for _, a := range c.atlases {
		a.img.Deallocate()
	}
	c.atlases = c.atlases[:0]
}

// Prepare makes sure an atlas close to height h exists and returns it.
func (c *CardArt) Prepare(h float64) *CardAtlas {
	c.clock++
	hi := max(8, int(math.Round(h)))
	if a := c.near(float64(hi)); a != nil {
		a.used = c.clock
		return a
	}
	if len(c.atlases) >= maxAtlases {
		oldest := 0
		for i, a := range c.atlases {
			if a.used < c.atlases[oldest].used {
				oldest = i
			}
		}
		c.atlases[oldest].img.Deallocate()
		c.atlases = append(c.atlases[:oldest], c.atlases[oldest+1:]...)
	}
	a := c.cp.render(hi)
	c.builds++
	a.used = c.clock
	a.back = c.back
	c.atlases = append(c.atlases, a)
	return a
}

// near returns a rendered atlas within the tolerance of h, or nil.
func (c *CardArt) near(h float64) *CardAtlas {
	var best *CardAtlas
	for _, a := range c.atlases {
		d := math.Abs(float64(a.H)-h) / h
		if d <= sizeTolerance && (best == nil || math.Abs(float64(best.H)-h) > math.Abs(float64(a.H)-h)) {
			best = a
		}
	}
	return best
}

// Nearest returns the rendered atlas closest in height to h (nil before
// anything was prepared). It renders nothing: safe to call from Draw.
func (c *CardArt) Nearest(h float64) *CardAtlas {
	var best *CardAtlas
	for _, a := range c.atlases {
		if best == nil || math.Abs(float64(a.H)-h) < math.Abs(float64(best.H)-h) {
			best = a
		}
	}
	return best
}

// CardDraw says where and how to draw one card.
type CardDraw struct {
	// X and Y are the top-left corner; H is the height (the width follows).
	X, Y, H float64
	// Angle rotates the card about its centre, in radians.
	Angle float64
	// FaceDown draws the back.
	FaceDown bool
	// Alpha fades the card (0 is treated as opaque).
	Alpha float32
	// Tint darkens the card (0 none … 1 black), e.g. for cards that may not move.
	Tint float32
}

// Draw draws a face (or the back) with the nearest prepared atlas, scaled
// to the wanted height.
func (c *CardArt) Draw(dst *ebiten.Image, f engine.Face, d CardDraw) {
	a := c.Nearest(d.H)
	if a == nil {
		return
	}
	img := a.Face(f)
	if d.FaceDown {
		img = a.Back()
	}
	s := d.H / float64(a.H)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-float64(a.W)/2, -float64(a.H)/2)
	op.GeoM.Rotate(d.Angle)
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(d.X+float64(a.W)*s/2, d.Y+d.H/2)
	if d.Tint > 0 {
		k := 1 - d.Tint
		op.ColorScale.Scale(k, k, k, 1)
	}
	if d.Alpha > 0 && d.Alpha < 1 {
		op.ColorScale.ScaleAlpha(d.Alpha)
	}
	dst.DrawImage(img, op)
}

// SetBack picks the design of the card backs. Every atlas holds all the
// backs, so switching renders nothing.
func (c *CardArt) SetBack(b Back) {
	if b >= NumBacks {
		b = BackLattice
	}
	c.back = b
	for _, a := range c.atlases {
		a.back = b
	}
}

// Back returns the design of the card backs in use.
func (c *CardArt) Back() Back { return c.back }

// Atlases returns how many card sizes are rendered (tests check that
// frames create none once the screen is laid out).
func (c *CardArt) Atlases() int { return len(c.atlases) }

package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Painter fills and strokes vector shapes. It keeps its vertex buffers
// between calls, so drawing shapes every frame allocates no images and
// few slices.
type Painter struct {
	white  *ebiten.Image
	vs     []ebiten.Vertex
	is     []uint16
	slices map[sliceKey]*ebiten.Image
}

// NewPainter makes a painter (it creates one tiny source image).
func NewPainter() *Painter {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return &Painter{white: img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image), slices: make(map[sliceKey]*ebiten.Image)}
}

// RoundRectPath appends a rounded rectangle to a path.
func RoundRectPath(p *vector.Path, r Rect, radius float64) {
	rad := float32(math.Min(radius, math.Min(r.W, r.H)/2))
	x0, y0 := float32(r.X), float32(r.Y)
	x1, y1 := float32(r.Right()), float32(r.Bottom())
	p.MoveTo(x0+rad, y0)
	p.LineTo(x1-rad, y0)
	p.ArcTo(x1, y0, x1, y0+rad, rad)
	p.LineTo(x1, y1-rad)
	p.ArcTo(x1, y1, x1-rad, y1, rad)
	p.LineTo(x0+rad, y1)
	p.ArcTo(x0, y1, x0, y1-rad, rad)
	p.LineTo(x0, y0+rad)
	p.ArcTo(x0, y0, x0+rad, y0, rad)
	p.Close()
}

// Fill fills a path with a colour, anti-aliased. Anti-aliasing costs an
// offscreen pass per call: use it for textures made once (card faces),
// not for every frame.
func (pt *Painter) Fill(dst *ebiten.Image, p *vector.Path, clr color.Color) {
	pt.vs, pt.is = p.AppendVerticesAndIndicesForFilling(pt.vs[:0], pt.is[:0])
	pt.drawAA(dst, clr, ebiten.FillRuleNonZero)
}

func (pt *Painter) drawAA(dst *ebiten.Image, clr color.Color, rule ebiten.FillRule) {
	r, g, b, a := clr.RGBA()
	for i := range pt.vs {
		v := &pt.vs[i]
		v.SrcX, v.SrcY = 1, 1
		v.ColorR = float32(r) / 0xffff
		v.ColorG = float32(g) / 0xffff
		v.ColorB = float32(b) / 0xffff
		v.ColorA = float32(a) / 0xffff
	}
	op := &ebiten.DrawTrianglesOptions{FillRule: rule, AntiAlias: true}
	dst.DrawTriangles(pt.vs, pt.is, pt.white, op)
}

// FillRoundRect fills a rounded rectangle.
func (pt *Painter) FillRoundRect(dst *ebiten.Image, r Rect, radius float64, clr color.Color) {
	rad := max(0, int(math.Round(math.Min(radius, math.Min(r.W, r.H)/2))))
	pt.nine(dst, pt.slice(sliceKey{radius: rad}), r, rad+1, clr)
}

// StrokeRoundRect outlines a rounded rectangle; the line lies inside the
// rectangle's edge.
func (pt *Painter) StrokeRoundRect(dst *ebiten.Image, r Rect, radius, width float64, clr color.Color) {
	rad := max(1, int(math.Round(math.Min(radius, math.Min(r.W, r.H)/2))))
	w := max(1, int(math.Round(width*4)))
	pt.nine(dst, pt.slice(sliceKey{radius: rad, width: w}), r, rad+1, clr)
}

// FillRect fills a plain rectangle.
func (pt *Painter) FillRect(dst *ebiten.Image, r Rect, clr color.Color) {
	vector.DrawFilledRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), clr, false)
}

// FillCircle fills a circle.
func (pt *Painter) FillCircle(dst *ebiten.Image, cx, cy, radius float64, clr color.Color) {
	pt.FillRoundRect(dst, Rect{cx - radius, cy - radius, 2 * radius, 2 * radius}, radius, clr)
}

// Shadow draws a soft drop shadow under a rounded rectangle: a few
// widening translucent layers offset downwards.
func (pt *Painter) Shadow(dst *ebiten.Image, r Rect, radius, spread float64) {
	for i := 3; i >= 1; i-- {
		d := spread * float64(i) / 3
		s := Rect{r.X - d/2, r.Y + d*0.6, r.W + d, r.H + d/2}
		pt.FillRoundRect(dst, s, radius+d/2, color.RGBA{0, 0, 0, uint8(22)})
	}
}

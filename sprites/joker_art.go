package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Colours of the jester on the joker.
var (
	jesterSkin   = color.RGBA{0xf8, 0xdc, 0xc2, 0xff}
	jesterCheek  = color.RGBA{0xee, 0x9a, 0x96, 0xff}
	jesterYellow = color.RGBA{0xe9, 0xb6, 0x2c, 0xff}
	jesterBlue   = color.RGBA{0x2d, 0x44, 0xa6, 0xff}
)

// jokerLabel is the word printed under the jester.
func jokerLabel() string { return "JOKER" }

// pt is a point of a shape drawn on a card.
type pt struct{ x, y float64 }

// polygon is a closed outline of points.
type polygon []pt

// quad appends the points of a quadratic Bézier curve from the last
// point through control c to end e.
func (g polygon) quad(c, e pt) polygon {
	s := g[len(g)-1]
	const n = 12
	for i := 1; i <= n; i++ {
		t := float64(i) / n
		u := 1 - t
		g = append(g, pt{u*u*s.x + 2*u*t*c.x + t*t*e.x, u*u*s.y + 2*u*t*c.y + t*t*e.y})
	}
	return g
}

// draw fills the polygon and outlines it with a line of width w.
func (g polygon) draw(p *Painter, dst *ebiten.Image, fill color.Color, w float64, ink color.Color) {
	var path vector.Path
	for i, q := range g {
		if i == 0 {
			path.MoveTo(float32(q.x), float32(q.y))
		} else {
			path.LineTo(float32(q.x), float32(q.y))
		}
	}
	path.Close()
	p.Fill(dst, &path, fill)
	for i, q := range g {
		n := g[(i+1)%len(g)]
		vector.StrokeLine(dst, float32(q.x), float32(q.y), float32(n.x), float32(n.y), float32(w), ink, true)
	}
}

// disc fills a circle with an outline of width w.
func disc(dst *ebiten.Image, c pt, rad, w float64, fill, ink color.Color) {
	vector.DrawFilledCircle(dst, float32(c.x), float32(c.y), float32(rad+w/2), ink, true)
	vector.DrawFilledCircle(dst, float32(c.x), float32(c.y), float32(rad-w/2), fill, true)
}

// drawJoker draws a jester: a three-pointed belled cap in red, yellow and
// blue, a smiling face, a ruff and a harlequin tunic, with the word
// JOKER beneath.
func (cp *cardPainter) drawJoker(dst *ebiten.Image, r Rect) {
	h := r.H
	cx := r.X + r.W/2
	hy := r.Y + h*0.43
	at := func(dx, dy float64) pt { return pt{cx + dx*h, hy + dy*h} }
	w := math.Max(1, h/140)
	ink := suitBlack

	cp.drawTunic(dst, r, at, w)
	for i := 0; i < 7; i++ {
		x0 := -0.17 + float64(i)*0.34/7
		fill := jesterYellow
		if i%2 == 1 {
			fill = jesterBlue
		}
		polygon{at(x0, 0.075), at(x0+0.34/7, 0.075), at(x0+0.17/7, 0.165)}.draw(cp.paint, dst, fill, w, ink)
	}

	disc(dst, at(0, 0), 0.095*h, w, jesterSkin, ink)
	for _, s := range []float64{-1, 1} {
		vector.DrawFilledCircle(dst, float32(cx+s*0.058*h), float32(hy+0.03*h), float32(0.018*h), jesterCheek, true)
		e := at(s*0.035, -0.012)
		vector.DrawFilledCircle(dst, float32(e.x), float32(e.y), float32(math.Max(1, 0.012*h)), ink, true)
	}
	disc(dst, at(0, 0.015), 0.016*h, w, suitRed, ink)
	var smile vector.Path
	smile.Arc(float32(cx), float32(hy+0.02*h), float32(0.055*h), 0.15*math.Pi, 0.85*math.Pi, vector.Clockwise)
	smile.Arc(float32(cx), float32(hy+0.005*h), float32(0.06*h), 0.8*math.Pi, 0.2*math.Pi, vector.CounterClockwise)
	smile.Close()
	cp.paint.Fill(dst, &smile, suitRed)

	lobes := []struct {
		g    polygon
		fill color.Color
		bell pt
	}{
		{polygon{at(-0.1, -0.065)}.quad(at(-0.21, -0.21), at(-0.245, -0.02)).quad(at(-0.12, -0.15), at(-0.03, -0.09)), suitRed, at(-0.245, -0.02)},
		{polygon{at(0.1, -0.065)}.quad(at(0.21, -0.21), at(0.245, -0.02)).quad(at(0.12, -0.15), at(0.03, -0.09)), jesterBlue, at(0.245, -0.02)},
		{polygon{at(-0.05, -0.085)}.quad(at(-0.09, -0.26), at(0.06, -0.32)).quad(at(0.02, -0.2), at(0.05, -0.085)), jesterYellow, at(0.06, -0.32)},
	}
	for _, l := range lobes {
		l.g.draw(cp.paint, dst, l.fill, w, ink)
	}
	polygon{at(-0.105, -0.095)}.quad(at(0, -0.125), at(0.105, -0.095)).quad(at(0.11, -0.07), at(0.1, -0.05)).quad(at(0, -0.08), at(-0.1, -0.05)).quad(at(-0.11, -0.07), at(-0.105, -0.095)).draw(cp.paint, dst, jokerGold, w, ink)
	for _, l := range lobes {
		disc(dst, l.bell, 0.026*h, w, jokerGold, ink)
	}

	DrawText(dst, jokerLabel(), cp.fonts.Face(h*0.085, Bold), cx, r.Y+h*0.885, AlignCenter, suitRed)
}

// drawTunic draws the jester's harlequin tunic: red with rows of yellow
// lozenges and gold buttons down the middle.
func (cp *cardPainter) drawTunic(dst *ebiten.Image, r Rect, at func(dx, dy float64) pt, w float64) {
	h := r.H
	top, bottom := 0.1, 0.37
	half := func(dy float64) float64 { return 0.11 + (dy-top)/(bottom-top)*0.1 }
	polygon{at(-half(top), top), at(half(top), top), at(half(bottom), bottom), at(-half(bottom), bottom)}.draw(cp.paint, dst, suitRed, w, suitBlack)
	const dx, dy = 0.06, 0.075
	for row := 0; ; row++ {
		y := top + 0.06 + float64(row)*dy
		if y+dy/2 > bottom {
			break
		}
		off := 0.0
		if row%2 == 1 {
			off = dx / 2
		}
		for x := -0.3 + off; x < 0.3; x += dx {
			if math.Abs(x)+dx*0.35 > half(y-dy/2) {
				continue
			}
			c := at(x, y)
			diamond(cp.paint, dst, c.x, c.y, dy*h*0.42, jesterYellow)
		}
	}
	for k := 0; k < 3; k++ {
		b := at(0, top+0.09+float64(k)*0.075)
		disc(dst, b, 0.012*h, w*0.8, jokerGold, suitBlack)
	}
}

// drawStar fills a five-pointed star of outer radius rad.
func drawStar(paint *Painter, dst *ebiten.Image, cx, cy, rad float64, clr color.Color) {
	var p vector.Path
	for i := 0; i < 10; i++ {
		a := -math.Pi/2 + float64(i)*math.Pi/5
		rr := rad
		if i%2 == 1 {
			rr = rad * 0.42
		}
		x, y := float32(cx+rr*math.Cos(a)), float32(cy+rr*math.Sin(a))
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
	paint.Fill(dst, &p, clr)
}

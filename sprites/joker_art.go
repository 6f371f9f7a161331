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

// addTo appends the polygon to a path as a closed subpath.
func (g polygon) addTo(p *vector.Path) {
	for i, q := range g {
		if i == 0 {
			p.MoveTo(float32(q.x), float32(q.y))
		} else {
			p.LineTo(float32(q.x), float32(q.y))
		}
	}
	p.Close()
}

// addCircle appends a circle to a path as a closed subpath.
func addCircle(p *vector.Path, c pt, rad float64) {
	p.MoveTo(float32(c.x+rad), float32(c.y))
	p.Arc(float32(c.x), float32(c.y), float32(rad), 0, 2*math.Pi, vector.Clockwise)
	p.Close()
}

// shapes draws anti-aliased shapes into a card, one draw call per fill
// or outline however many subpaths it has (each anti-aliased call costs
// an offscreen pass, so a card is drawn in a few dozen, not hundreds).
type shapes struct {
	paint *Painter
	dst   *ebiten.Image
	// line is the outline width, ink its colour.
	line float64
	ink  color.Color
}

// fill fills the subpaths that add draws.
func (s shapes) fill(clr color.Color, add func(p *vector.Path)) {
	var p vector.Path
	add(&p)
	s.paint.Fill(s.dst, &p, clr)
}

// outline strokes the subpaths that add draws with the ink.
func (s shapes) outline(add func(p *vector.Path)) {
	var p vector.Path
	add(&p)
	op := &vector.StrokeOptions{Width: float32(s.line), LineJoin: vector.LineJoinRound}
	pt := s.paint
	pt.vs, pt.is = p.AppendVerticesAndIndicesForStroke(pt.vs[:0], pt.is[:0], op)
	pt.drawAA(s.dst, s.ink, ebiten.FillRuleFillAll)
}

// drawJoker draws a jester: a three-pointed belled cap in red, yellow and
// blue, a smiling face, a ruff and a harlequin tunic, with the word
// JOKER beneath.
func (cp *cardPainter) drawJoker(dst *ebiten.Image, r Rect) {
	h := r.H
	cx := r.X + r.W/2
	hy := r.Y + h*0.43
	at := func(dx, dy float64) pt { return pt{cx + dx*h, hy + dy*h} }
	s := shapes{paint: cp.paint, dst: dst, line: math.Max(1, h/140), ink: suitBlack}

	cp.drawTunic(s, at, h)

	var ruff [7]polygon
	for i := range ruff {
		x0 := -0.17 + float64(i)*0.34/7
		ruff[i] = polygon{at(x0, 0.075), at(x0+0.34/7, 0.075), at(x0+0.17/7, 0.165)}
	}
	for k, clr := range []color.Color{jesterYellow, jesterBlue} {
		s.fill(clr, func(p *vector.Path) {
			for i := k; i < len(ruff); i += 2 {
				ruff[i].addTo(p)
			}
		})
	}
	s.outline(func(p *vector.Path) {
		for _, g := range ruff {
			g.addTo(p)
		}
	})

	face := at(0, 0)
	s.fill(jesterSkin, func(p *vector.Path) { addCircle(p, face, 0.095*h) })
	s.outline(func(p *vector.Path) { addCircle(p, face, 0.095*h) })
	s.fill(jesterCheek, func(p *vector.Path) {
		addCircle(p, at(-0.058, 0.03), 0.018*h)
		addCircle(p, at(0.058, 0.03), 0.018*h)
	})
	s.fill(suitBlack, func(p *vector.Path) {
		addCircle(p, at(-0.035, -0.012), math.Max(1, 0.012*h))
		addCircle(p, at(0.035, -0.012), math.Max(1, 0.012*h))
	})
	s.fill(suitRed, func(p *vector.Path) {
		p.Arc(float32(cx), float32(hy+0.02*h), float32(0.055*h), 0.15*math.Pi, 0.85*math.Pi, vector.Clockwise)
		p.Arc(float32(cx), float32(hy+0.005*h), float32(0.06*h), 0.8*math.Pi, 0.2*math.Pi, vector.CounterClockwise)
		p.Close()
		addCircle(p, at(0, 0.015), 0.016*h)
	})
	s.outline(func(p *vector.Path) { addCircle(p, at(0, 0.015), 0.016*h) })

	lobes := [3]polygon{
		polygon{at(-0.1, -0.065)}.quad(at(-0.21, -0.21), at(-0.245, -0.02)).quad(at(-0.12, -0.15), at(-0.03, -0.09)),
		polygon{at(0.1, -0.065)}.quad(at(0.21, -0.21), at(0.245, -0.02)).quad(at(0.12, -0.15), at(0.03, -0.09)),
		polygon{at(-0.05, -0.085)}.quad(at(-0.09, -0.26), at(0.06, -0.32)).quad(at(0.02, -0.2), at(0.05, -0.085)),
	}
	bells := [3]pt{at(-0.245, -0.02), at(0.245, -0.02), at(0.06, -0.32)}
	for i, clr := range []color.Color{suitRed, jesterBlue, jesterYellow} {
		s.fill(clr, lobes[i].addTo)
	}
	s.outline(func(p *vector.Path) {
		for _, g := range lobes {
			g.addTo(p)
		}
	})
	band := polygon{at(-0.105, -0.095)}.quad(at(0, -0.125), at(0.105, -0.095)).quad(at(0.11, -0.07), at(0.1, -0.05)).quad(at(0, -0.08), at(-0.1, -0.05)).quad(at(-0.11, -0.07), at(-0.105, -0.095))
	s.fill(jokerGold, band.addTo)
	s.outline(band.addTo)
	addBells := func(p *vector.Path) {
		for _, b := range bells {
			addCircle(p, b, 0.026*h)
		}
	}
	s.fill(jokerGold, addBells)
	s.outline(addBells)

	DrawText(dst, cp.jokerWord(), cp.fonts.Art(h*0.085, Bold), cx, r.Y+h*0.885, AlignCenter, suitRed)
}

// drawTunic draws the jester's harlequin tunic: red with rows of yellow
// lozenges and gold buttons down the middle.
func (cp *cardPainter) drawTunic(s shapes, at func(dx, dy float64) pt, h float64) {
	top, bottom := 0.1, 0.37
	half := func(dy float64) float64 { return 0.11 + (dy-top)/(bottom-top)*0.1 }
	body := polygon{at(-half(top), top), at(half(top), top), at(half(bottom), bottom), at(-half(bottom), bottom)}
	s.fill(suitRed, body.addTo)
	s.outline(body.addTo)
	const dx, dy = 0.06, 0.075
	s.fill(jesterYellow, func(p *vector.Path) {
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
				c, d := at(x, y), dy*h*0.42
				polygon{{c.x, c.y - d}, {c.x + d*0.7, c.y}, {c.x, c.y + d}, {c.x - d*0.7, c.y}}.addTo(p)
			}
		}
	})
	buttons := func(p *vector.Path) {
		for k := 0; k < 3; k++ {
			addCircle(p, at(0, top+0.09+float64(k)*0.075), 0.012*h)
		}
	}
	s.fill(jokerGold, buttons)
	s.outline(buttons)
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

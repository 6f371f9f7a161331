package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Back is one of the designs of the card backs.
type Back uint8

// The card backs.
const (
	// BackLattice is a burgundy back with a fine diagonal lattice.
	BackLattice Back = iota
	// BackRosette is a navy back with a gold rosette and a dotted field.
	BackRosette
	// NumBacks is the number of backs.
	NumBacks
)

// Colours of the rosette back.
var (
	rosetteBase = color.RGBA{0x1b, 0x33, 0x66, 0xff}
	rosetteDot  = color.RGBA{0x3d, 0x5c, 0x9c, 0xff}
	rosetteGold = color.RGBA{0xd9, 0xb4, 0x5a, 0xff}
)

func (cp *cardPainter) drawBack(dst *ebiten.Image, r Rect, b Back) {
	if b == BackRosette {
		cp.drawRosetteBack(dst, r)
		return
	}
	cp.drawLatticeBack(dst, r)
}

// drawLatticeBack draws the burgundy back: a diagonal lattice and a
// diamond in the middle.
func (cp *cardPainter) drawLatticeBack(dst *ebiten.Image, r Rect) {
	cp.drawBase(dst, r, backBorder)
	inner := r.Inset(r.W * 0.07)
	cp.paint.FillRoundRect(dst, inner, r.H*0.03, backBase)
	clip := dst.SubImage(image.Rect(int(inner.X+2), int(inner.Y+2), int(inner.Right()-2), int(inner.Bottom()-2))).(*ebiten.Image)
	step := r.W / 7
	lw := float32(math.Max(1, r.H/120))
	for d := -inner.H; d < inner.W+inner.H; d += step {
		x0, y0 := float32(inner.X+d), float32(inner.Y)
		vector.StrokeLine(clip, x0, y0, x0+float32(inner.H), y0+float32(inner.H), lw, backLine, true)
		vector.StrokeLine(clip, x0, y0, x0-float32(inner.H), y0+float32(inner.H), lw, backLine, true)
	}
	cx, cy := r.Center()
	var p vector.Path
	s := r.W * 0.16
	p.MoveTo(float32(cx), float32(cy-s))
	p.LineTo(float32(cx+s*0.7), float32(cy))
	p.LineTo(float32(cx), float32(cy+s))
	p.LineTo(float32(cx-s*0.7), float32(cy))
	p.Close()
	cp.paint.Fill(dst, &p, backBorder)
	cp.paint.StrokeRoundRect(dst, inner, r.H*0.03, math.Max(1, r.H/140), backBorder)
}

// drawRosetteBack draws the navy back: a field of dots in a gold frame
// and an eight-petalled gold rosette in the middle.
func (cp *cardPainter) drawRosetteBack(dst *ebiten.Image, r Rect) {
	cp.drawBase(dst, r, backBorder)
	inner := r.Inset(r.W * 0.07)
	cp.paint.FillRoundRect(dst, inner, r.H*0.03, rosetteBase)
	field := inner.Inset(r.W * 0.05)
	step := r.W / 11
	dot := math.Max(0.8, step*0.16)
	nx, ny := int(field.W/step), int(field.H/step)
	x0 := field.X + (field.W-float64(nx)*step)/2 + step/2
	y0 := field.Y + (field.H-float64(ny)*step)/2 + step/2
	sh := shapes{paint: cp.paint, dst: dst}
	sh.fill(rosetteDot, func(p *vector.Path) {
		for j := 0; j < ny; j++ {
			for i := 0; i < nx; i++ {
				c := pt{x0 + float64(i)*step, y0 + float64(j)*step}
				if (i+j)%2 == 0 {
					d := dot * 1.6
					polygon{{c.x, c.y - d}, {c.x + d*0.7, c.y}, {c.x, c.y + d}, {c.x - d*0.7, c.y}}.addTo(p)
				} else {
					addCircle(p, c, dot*0.7)
				}
			}
		}
	})
	line := math.Max(1, r.H/150)
	cp.paint.StrokeRoundRect(dst, inner.Inset(r.W*0.03), r.H*0.02, line, rosetteGold)
	cx, cy := r.Center()
	rad := r.W * 0.24
	sh.fill(rosetteBase, func(p *vector.Path) { addCircle(p, pt{cx, cy}, rad*1.08) })
	sh.line, sh.ink = line, rosetteGold
	sh.outline(func(p *vector.Path) { addCircle(p, pt{cx, cy}, rad*1.02) })
	petals := func(turn, l, w float64) func(p *vector.Path) {
		return func(p *vector.Path) {
			for k := 0; k < 8; k++ {
				addPetal(p, cx, cy, float64(k)*math.Pi/4+turn, l, w)
			}
		}
	}
	sh.fill(rosetteDot, petals(math.Pi/8, rad*0.62, rad*0.2))
	sh.fill(rosetteGold, func(p *vector.Path) {
		petals(0, rad*0.92, rad*0.22)(p)
		for k := 0; k < 8; k++ {
			a := float64(k)*math.Pi/4 + math.Pi/8
			addCircle(p, pt{cx + math.Cos(a)*rad*0.84, cy + math.Sin(a)*rad*0.84}, math.Max(0.8, rad*0.06))
		}
	})
	sh.fill(rosetteBase, func(p *vector.Path) { addCircle(p, pt{cx, cy}, rad*0.22) })
	sh.outline(func(p *vector.Path) { addCircle(p, pt{cx, cy}, rad*0.22) })
	sh.fill(rosetteGold, func(p *vector.Path) { addCircle(p, pt{cx, cy}, rad*0.1) })
	cp.paint.StrokeRoundRect(dst, inner, r.H*0.03, math.Max(1, r.H/140), backBorder)
}

// addPetal appends a pointed leaf from (cx, cy) outwards at angle a, of
// length l and half-width w.
func addPetal(p *vector.Path, cx, cy, a, l, w float64) {
	dx, dy := math.Cos(a), math.Sin(a)
	nx, ny := -dy, dx
	tip := [2]float64{cx + dx*l, cy + dy*l}
	mid := [2]float64{cx + dx*l*0.5, cy + dy*l*0.5}
	p.MoveTo(float32(cx), float32(cy))
	p.QuadTo(float32(mid[0]+nx*w*2), float32(mid[1]+ny*w*2), float32(tip[0]), float32(tip[1]))
	p.QuadTo(float32(mid[0]-nx*w*2), float32(mid[1]-ny*w*2), float32(cx), float32(cy))
	p.Close()
}

package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Anti-aliased vector drawing goes through an offscreen buffer per call,
// which software GL makes slow; so rounded rectangles, rings and circles
// are drawn from small white textures rendered once per radius (a
// "nine-slice": four corners, stretched edges and centre) and tinted.

// sliceKey identifies a texture: a filled shape (width 0) or a ring.
type sliceKey struct {
	radius int
	width  int // stroke width in quarter pixels; 0 = filled
}

// slice returns the white texture of a rounded square whose corner
// radius is r pixels; it is made on first use and kept (a bounded memo:
// one per radius and stroke width the screen size produces).
func (pt *Painter) slice(k sliceKey) *ebiten.Image {
	if img, ok := pt.slices[k]; ok {
		return img
	}
	n := 2*k.radius + 4
	img := ebiten.NewImage(n, n)
	var p vector.Path
	r := Rect{0, 0, float64(n), float64(n)}
	if k.width > 0 {
		w := float64(k.width) / 4
		RoundRectPath(&p, r.Inset(w/2), float64(k.radius)-w/2)
		pt.vs, pt.is = p.AppendVerticesAndIndicesForStroke(pt.vs[:0], pt.is[:0], &vector.StrokeOptions{Width: float32(w)})
		pt.drawAA(img, color.White, ebiten.FillRuleFillAll)
	} else {
		RoundRectPath(&p, r, float64(k.radius))
		pt.vs, pt.is = p.AppendVerticesAndIndicesForFilling(pt.vs[:0], pt.is[:0])
		pt.drawAA(img, color.White, ebiten.FillRuleNonZero)
	}
	pt.slices[k] = img
	return img
}

// nine draws a texture stretched over r keeping its corners (of size c
// pixels) unscaled. The rectangle is snapped to whole pixels.
func (pt *Painter) nine(dst, tex *ebiten.Image, r Rect, c int, clr color.Color) {
	x0, y0 := int(math.Round(r.X)), int(math.Round(r.Y))
	x3, y3 := int(math.Round(r.Right())), int(math.Round(r.Bottom()))
	if x3-x0 < 2*c || y3-y0 < 2*c {
		c = max(0, min((x3-x0)/2, (y3-y0)/2))
	}
	n := tex.Bounds().Dx()
	// Source columns/rows: [0,c) corner, [c,n-c) middle, [n-c,n) corner.
	sx := [4]int{0, c, n - c, n}
	dx := [4]int{x0, x0 + c, x3 - c, x3}
	sy := [4]int{0, c, n - c, n}
	dy := [4]int{y0, y0 + c, y3 - c, y3}
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleWithColor(clr)
	for j := 0; j < 3; j++ {
		for i := 0; i < 3; i++ {
			sw, sh := sx[i+1]-sx[i], sy[j+1]-sy[j]
			dw, dh := dx[i+1]-dx[i], dy[j+1]-dy[j]
			if sw <= 0 || sh <= 0 || dw <= 0 || dh <= 0 {
				continue
			}
			src := tex.SubImage(image.Rect(sx[i], sy[j], sx[i+1], sy[j+1])).(*ebiten.Image)
			op.GeoM.Reset()
			op.GeoM.Scale(float64(dw)/float64(sw), float64(dh)/float64(sh))
			op.GeoM.Translate(float64(dx[i]), float64(dy[j]))
			dst.DrawImage(src, op)
		}
	}
}

// Textures returns how many shape textures the painter has made (tests
// check that frames make none once the screen is laid out).
func (pt *Painter) Textures() int { return len(pt.slices) }

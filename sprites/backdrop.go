package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Backdrop is the felt table: a flat colour under a soft vignette and a
// faint cloth grain, drawn from two small images made once.
type Backdrop struct {
	vignette *ebiten.Image
	grain    *ebiten.Image
	// cached is the whole backdrop at the screen size, so that a frame
	// costs one full-screen copy instead of several blended passes.
	cached *ebiten.Image
	// felt is the colour the cached backdrop was drawn in.
	felt color.RGBA
}

// NewBackdrop renders the vignette and grain textures.
func NewBackdrop() *Backdrop {
	const n = 128
	pix := make([]byte, n*n*4)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			dx, dy := (float64(x)+0.5)/n*2-1, (float64(y)+0.5)/n*2-1
			d := math.Min(1, math.Hypot(dx*0.85, dy)/1.25)
			a := math.Pow(d, 2.2) * 0.55
			pix[(y*n+x)*4+3] = byte(a * 255)
		}
	}
	v := ebiten.NewImage(n, n)
	v.WritePixels(pix)
	const g = 64
	gp := make([]byte, g*g*4)
	var seed uint32 = 0x2545F491
	for i := 0; i < g*g; i++ {
		seed ^= seed << 13
		seed ^= seed >> 17
		seed ^= seed << 5
		a := byte(seed % 14)
		gp[i*4], gp[i*4+1], gp[i*4+2], gp[i*4+3] = a, a, a, a
	}
	gr := ebiten.NewImage(g, g)
	gr.WritePixels(gp)
	return &Backdrop{vignette: v, grain: gr}
}

// Prepare renders the backdrop for a w×h screen; call it from Update.
// It allocates only when the size changes.
func (b *Backdrop) Prepare(w, h int) {
	if w <= 0 || h <= 0 {
		return
	}
	if b.cached != nil && b.cached.Bounds().Dx() == w && b.cached.Bounds().Dy() == h && b.felt == Felt {
		return
	}
	if b.cached != nil {
		b.cached.Deallocate()
	}
	b.cached = ebiten.NewImage(w, h)
	b.felt = Felt
	b.render(b.cached)
}

// Draw covers dst with the felt: the prepared image when its size
// matches, else the felt drawn directly.
func (b *Backdrop) Draw(dst *ebiten.Image) {
	if c := b.cached; c != nil && c.Bounds() == dst.Bounds() && b.felt == Felt {
		op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
		dst.DrawImage(c, op)
		return
	}
	b.render(dst)
}

func (b *Backdrop) render(dst *ebiten.Image) {
	dst.Fill(Felt)
	w, h := dst.Bounds().Dx(), dst.Bounds().Dy()
	gw := b.grain.Bounds().Dx()
	scale := math.Max(1, float64(h)/400)
	step := float64(gw) * scale
	op := &ebiten.DrawImageOptions{}
	for y := 0.0; y < float64(h); y += step {
		for x := 0.0; x < float64(w); x += step {
			op.GeoM.Reset()
			op.GeoM.Scale(scale, scale)
			op.GeoM.Translate(x, y)
			dst.DrawImage(b.grain, op)
		}
	}
	op.GeoM.Reset()
	vw := float64(b.vignette.Bounds().Dx())
	op.GeoM.Scale(float64(w)/vw, float64(h)/vw)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(b.vignette, op)
}

// Package sprites draws the things on screen: card faces and backs, text,
// buttons and panels, and the geometry, tweens and hit-testing that place
// them. It knows the engine's cards but nothing of the game's flow.
package sprites

// Rect is an axis-aligned rectangle in screen pixels.
type Rect struct {
	X, Y, W, H float64
}

// Contains reports whether the point lies inside the rectangle.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Center returns the rectangle's centre.
func (r Rect) Center() (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Right returns the x coordinate of the right edge.
func (r Rect) Right() float64 { return r.X + r.W }

// Bottom returns the y coordinate of the bottom edge.
func (r Rect) Bottom() float64 { return r.Y + r.H }

// Inset returns the rectangle shrunk by d on every side (grown when d < 0).
func (r Rect) Inset(d float64) Rect {
	return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d}
}

// Overlap returns the area the two rectangles share.
func (r Rect) Overlap(o Rect) float64 {
	w := min(r.Right(), o.Right()) - max(r.X, o.X)
	h := min(r.Bottom(), o.Bottom()) - max(r.Y, o.Y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

// Row returns row i of the rectangle divided into n rows of equal height separated by gap.
func (r Rect) Row(i, n int, gap float64) Rect {
	h := (r.H - gap*float64(n-1)) / float64(n)
	return Rect{r.X, r.Y + float64(i)*(h+gap), r.W, h}
}

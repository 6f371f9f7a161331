package scenes

import (
	"math"

	"rummy/engine"
	"rummy/sprites"
)

// newTable seats the setup's players at the game st (tests build
// positions this way).
func newTable(app *App, setup Setup, st *engine.State, back Scene) *Table {
	t, err := newTableDealt(app, setup, st, nil, back)
	if err != nil {
		panic(err) // the setup lists a seat per player: the tests build it so
	}
	return t
}

// layoutTable computes the table for a w×h screen and n seats with cards
// of the medium size.
func layoutTable(w, h float64, n int) tableLayout {
	return layoutTableSized(w, h, n, 1, sprites.MinTextPx, 1)
}

// fanBounds is the screen rectangle fan card i covers, turned.
func fanBounds(d sprites.CardDraw) sprites.Rect {
	w := d.H * sprites.CardAspect
	cx, cy := d.X+w/2, d.Y+d.H/2
	s, c := math.Abs(math.Sin(d.Angle)), math.Abs(math.Cos(d.Angle))
	bw, bh := w*c+d.H*s, w*s+d.H*c
	return sprites.Rect{X: cx - bw/2, Y: cy - bh/2, W: bw, H: bh}
}

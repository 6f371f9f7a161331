package scenes

import "rummy/sprites"

// labelFits reports whether a button's label fits a button w wide as the
// form draws it (bold, shrunk to the button down to the smallest print,
// 8 units of margin each side), rather than running past its edges.
func labelFits(app *App, label string, w float64) bool {
	u := app.Unit()
	room := w - 16*u
	tw, _ := sprites.Measure(label, sprites.FitFace(app.Fonts, label, 18*u, sprites.Bold, room))
	return tw <= room
}

package scenes

import (
	"strings"

	"rummy/sprites"
)

// labelFits reports whether a button's label fits a button w wide as the
// form draws it (bold, shrunk to the button down to the smallest print,
// 8 units of margin each side), rather than running past its edges.
func labelFits(app *App, label string, w float64) bool {
	u := app.Unit()
	room := w - 16*u
	tw, _ := sprites.Measure(label, sprites.FitFace(app.Fonts, label, 18*u, sprites.Bold, room))
	return tw <= room
}

// shortLabel is a sort button's label for a button w wide: whole where
// it fits, else its first word alone ("♠♥ Suit" becomes "♠♥", "2–A Rank"
// "2–A": the symbols every language's label starts with; issue 29: at the
// smallest print the word was cut).
func shortLabel(app *App, label string, w float64) string {
	if labelFits(app, label, w) {
		return label
	}
	if i := strings.IndexByte(label, ' '); i > 0 {
		return label[:i]
	}
	return label
}

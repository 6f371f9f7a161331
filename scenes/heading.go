package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rummy/sprites"
)

// headingSize is the size of every screen's title, in design units: the
// menu, settings, rules, statistics, the score sheet and Kopilka's result
// share one heading style (issue 18 item 7).
const headingSize = 40

// drawHeading draws a screen's title in the one heading style: bold, in
// the main ink, its vertical centre at y.
func drawHeading(dst *ebiten.Image, app *App, text string, x, y float64, align sprites.Align) {
	sprites.DrawText(dst, text, app.Fonts.Face(headingSize*app.Unit(), sprites.Bold), x, y, align, sprites.Ink)
}

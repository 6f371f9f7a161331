package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"rummy/scenes/i18n"
)

// strokeLine draws an anti-aliased line (the ratings chart).
func strokeLine(dst *ebiten.Image, x0, y0, x1, y1, w float32, clr color.Color) {
	vector.StrokeLine(dst, x0, y0, x1, y1, w, clr, true)
}

// fillDot draws a filled circle (a point of the ratings chart).
func fillDot(dst *ebiten.Image, x, y, r float32, clr color.Color) {
	vector.DrawFilledCircle(dst, x, y, r, clr, true)
}

// ratedProblem says a server's refusal of a rated table in the
// player's language.
func ratedProblem(app *App, key string) string {
	switch key {
	case "rated_identity":
		return app.T(i18n.OnlineErrRatedIdentity)
	case "rated_bot":
		return app.T(i18n.OnlineErrRatedBot)
	case "rated_hints":
		return app.T(i18n.OnlineErrRatedHints)
	}
	return app.T(i18n.OnlineErrRatedTwice)
}

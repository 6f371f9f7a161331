package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes/i18n"
	"rummy/sprites"
)

// helpKeys are the lines of the keys overlay, in order.
var helpKeys = []i18n.Key{
	i18n.HelpCursor, i18n.HelpSelect, i18n.HelpDraw, i18n.HelpTake, i18n.HelpMeld, i18n.HelpDiscard,
	i18n.HelpLayOff, i18n.HelpSwap, i18n.HelpTarget, i18n.HelpClaim, i18n.HelpPass, i18n.HelpCut,
	i18n.HelpSort, i18n.HelpUndo, i18n.HelpHint, i18n.HelpButtons, i18n.HelpPause, i18n.HelpKeys,
}

// drawHelp draws the keys overlay (? or F1) over a dimmed table.
func (t tableAssist) drawHelp(dst *ebiten.Image) {
	app := t.app
	u := t.lay.u
	app.Paint.FillRect(dst, t.lay.Screen, color.RGBA{0x04, 0x14, 0x0b, 0xe0})
	face := app.Fonts.Face(16*u, sprites.Regular)
	lineH := 25 * u
	w := 0.0
	for _, k := range helpKeys {
		lw, _ := sprites.Measure(app.T(k), face)
		w = max(w, lw)
	}
	w += 60 * u
	h := float64(len(helpKeys))*lineH + 110*u
	x, y := t.lay.Screen.Center()
	r := sprites.Rect{X: x - w/2, Y: y - h/2, W: w, H: h}
	app.Paint.FillRoundRect(dst, r, 14*u, color.RGBA{0x10, 0x2a, 0x1a, 0xff})
	app.Paint.StrokeRoundRect(dst, r, 14*u, 2*u, sprites.Gold)
	sprites.DrawText(dst, app.T(i18n.HelpTitle), app.Fonts.Face(24*u, sprites.Bold), x, r.Y+30*u, sprites.AlignCenter, sprites.Gold)
	ly := r.Y + 70*u
	for _, k := range helpKeys {
		sprites.DrawText(dst, app.T(k), face, r.X+30*u, ly, sprites.AlignLeft, sprites.Ink)
		ly += lineH
	}
	sprites.DrawText(dst, app.T(i18n.HelpClose), app.Fonts.Face(13*u, sprites.Regular), x, r.Bottom()-20*u, sprites.AlignCenter, sprites.InkDim)
}

package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes/i18n"
	"rummy/sprites"
)

// dimScreen lays the dark veil over a screen that a question or a menu
// covers.
func dimScreen(dst *ebiten.Image, app *App) {
	app.Paint.FillRoundRect(dst, sprites.Rect{W: app.W, H: app.H}, 0, sprites.Fade(sprites.FeltDark, 0.78))
}

// drawQuestion draws a confirmation in box (design units) over the
// dimmed screen: its title, its explanation and the form's buttons.
func drawQuestion(dst *ebiten.Image, app *App, f Frame, box sprites.Rect, title, text i18n.Key, form *Form) {
	u := f.U
	dimScreen(dst, app)
	b := f.Rect(box.X, box.Y, box.W, box.H)
	app.Paint.FillRoundRect(dst, b, 12*u, sprites.FeltDark)
	DrawPanel(dst, app, b, "")
	cx, _ := b.Center()
	sprites.DrawText(dst, app.T(title), app.Fonts.Face(28*u, sprites.Bold), cx, b.Y+50*u, sprites.AlignCenter, sprites.Ink)
	sprites.DrawParagraph(dst, app.T(text), app.Fonts.Face(16*u, sprites.Regular), b.X+30*u, b.Y+88*u, b.W-60*u, sprites.InkDim)
	DrawForm(dst, app, form)
}

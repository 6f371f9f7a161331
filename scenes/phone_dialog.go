package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rummy/sprites"
)

// touchDialog lays a question out for a finger on c: a panel across the
// middle of the screen holding the title, the text and the buttons a row
// each (their rectangles are set; any that do not fit the screen are
// left out, and the text above them scrolls no further: questions are
// short). It returns the buttons in view.
func touchDialog(app *App, c *column, title, text string, buttons []Control) []Control {
	place := func(top float64) []Control {
		c.begin(app, "", 0, 1)
		c.View.Y, c.View.H = top, app.H-top-12*c.U
		c.scroll = 0
		c.text(app, title, 20, sprites.Bold, sprites.Ink)
		c.text(app, text, 15, sprites.Regular, sprites.InkDim)
		var out []Control
		for _, b := range buttons {
			if r, ok := c.row(app); ok {
				b.Rect = r
				out = append(out, b)
			}
		}
		return out
	}
	place(24 * max(1, app.Scale))
	return place(max(24*c.U, (app.H-c.content)/2))
}

// drawTouchDialog dims the screen and draws the question touchDialog
// laid out on c.
func drawTouchDialog(dst *ebiten.Image, app *App, c *column, f *Form) {
	dimScreen(dst, app)
	u := c.U
	box := sprites.Rect{X: c.X - 12*u, Y: c.View.Y - 16*u, W: c.W + 24*u, H: c.content + 24*u}
	app.Paint.FillRoundRect(dst, box, 12*u, sprites.FeltDark)
	sprites.DrawPanel(dst, sprites.FormArt{Fonts: app.Fonts, Paint: app.Paint, Unit: u}, box, "")
	c.draw(dst, app, f)
}

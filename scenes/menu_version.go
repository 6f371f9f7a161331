package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rummy/internal/version"
	"rummy/sprites"
)

// drawVersion writes the build's version and commit (issue 33) small in
// the menu's bottom-right corner: the same words as rummy -version.
func drawVersion(dst *ebiten.Image, app *App, f Frame) {
	face := app.Fonts.Face(12*f.U, sprites.Regular)
	x, y := f.Pt(DesignW-10, DesignH-10)
	y = min(y, app.H-face.Size/2-2) // all of it on screen, however big the print
	sprites.DrawText(dst, version.String(), face, x, y, sprites.AlignRight, sprites.InkFaint)
}

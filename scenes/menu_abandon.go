package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes/i18n"
	"rummy/sprites"
)

// The question Start asks while a game is saved: a new game replaces the
// autosave, so the player chooses between resuming the saved game (the
// default: Enter, or Esc to close the question) and abandoning it.

// abandonBox is the question's panel, in layout units.
var abandonBox = sprites.Rect{X: 340, Y: 265, W: 600, H: 250}

// buildAbandon lays out the question's two buttons, Resume focused.
func (m *Menu) buildAbandon(f frame) {
	app := m.app
	b := abandonBox
	m.form.Controls = append(m.form.Controls[:0],
		Control{ID: idAbandonResume, Kind: KindButton, Rect: f.rect(b.X+30, b.Bottom()-86, 260, 56), Label: app.T(i18n.MenuResume), Enabled: true, Primary: true},
		Control{ID: idAbandonStart, Kind: KindButton, Rect: f.rect(b.Right()-290, b.Bottom()-86, 260, 56), Label: app.T(i18n.MenuAbandonStart), Enabled: true},
	)
	m.form.FocusID(idAbandonResume)
	m.built = [2]float64{app.W, app.H}
	m.lang = app.Cat.Lang()
	m.dirty = false
}

// drawAbandon dims the menu and draws the question over it.
func (m *Menu) drawAbandon(dst *ebiten.Image, f frame) {
	app := m.app
	u := f.u
	app.Paint.FillRoundRect(dst, sprites.Rect{W: app.W, H: app.H}, 0, sprites.Fade(sprites.FeltDark, 0.78))
	b := f.rect(abandonBox.X, abandonBox.Y, abandonBox.W, abandonBox.H)
	app.Paint.FillRoundRect(dst, b, 12*u, sprites.FeltDark)
	DrawPanel(dst, app, b, "")
	cx, _ := b.Center()
	sprites.DrawText(dst, app.T(i18n.MenuAbandonTitle), app.Fonts.Face(28*u, sprites.Bold), cx, b.Y+50*u, sprites.AlignCenter, sprites.Ink)
	sprites.DrawParagraph(dst, app.T(i18n.MenuAbandonText), app.Fonts.Face(16*u, sprites.Regular), b.X+30*u, b.Y+88*u, b.W-60*u, sprites.InkDim)
	DrawForm(dst, app, &m.form)
}

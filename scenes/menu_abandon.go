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
func (m *Menu) buildAbandon(f Frame) {
	app := m.app
	b := abandonBox
	m.form.Controls = append(m.form.Controls[:0],
		Control{ID: idAbandonResume, Kind: KindButton, Rect: f.Rect(b.X+30, b.Bottom()-86, 260, 56), Label: app.T(i18n.MenuResume), Enabled: true, Primary: true},
		Control{ID: idAbandonStart, Kind: KindButton, Rect: f.Rect(b.Right()-290, b.Bottom()-86, 260, 56), Label: app.T(i18n.MenuAbandonStart), Enabled: true},
	)
	m.form.FocusID(idAbandonResume)
	m.built = [2]float64{app.W, app.H}
	m.lang = app.Cat.Lang()
	m.dirty = false
}

// drawAbandon dims the menu and draws the question over it.
func (m *Menu) drawAbandon(dst *ebiten.Image, f Frame) {
	drawQuestion(dst, m.app, f, abandonBox, i18n.MenuAbandonTitle, i18n.MenuAbandonText, &m.form)
}

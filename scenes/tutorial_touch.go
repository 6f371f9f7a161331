package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes/i18n"
	"rummy/sprites"
)

// On a phone or a tablet the lesson's prompt lies across the top of the
// melds' area (the side of a phone's table has no room for it), in text
// of at least 13 CSS px, as tall as its lines need and at most half that
// area; the last word and the leave question are questions for a finger
// (touchDialog).

// buildTouch lays the last word's or the leave question's buttons out
// for a finger, when the screen is a phone's or a tablet's; it reports
// whether it did.
func (s *TutorialScene) buildTouch() bool {
	app := s.app
	if !touchLayout(app) {
		return false
	}
	title, text := app.T(i18n.TutLeaveTitle), app.T(i18n.TutLeaveText)
	if !s.asking {
		title, text = s.Prompt(), ""
	}
	s.form.Controls = touchDialog(app, &s.dialog, title, text, s.form.Controls)
	return true
}

// drawPromptTouch draws the prompt across the top of the melds' area.
func (s *TutorialScene) drawPromptTouch(dst *ebiten.Image) {
	app := s.app
	u := max(1, app.Scale)
	area := s.table.lay.Melds
	head := app.Fonts.Face(14*u, sprites.Bold)
	body := app.Fonts.Face(15*u, sprites.Regular)
	leave := app.Fonts.Face(13*u, sprites.Regular)
	pad := 10 * u
	w := area.W - 2*pad
	lines := sprites.Wrap(s.Prompt(), body, w)
	lh := body.Size * 1.3
	need := 2*pad + 2*head.Size*1.3 + float64(len(lines))*lh + leave.Size*1.4
	box := sprites.Rect{X: area.X, Y: area.Y, W: area.W, H: min(need, max(area.H/2, 2*pad+2*head.Size*1.3+lh+leave.Size*1.4))}
	app.Paint.FillRoundRect(dst, box, 10*u, color.RGBA{0x08, 0x20, 0x14, 0xf0})
	edge := sprites.Gold
	if s.tu.why != "" {
		edge = sprites.Danger
	}
	app.Paint.StrokeRoundRect(dst, box, 10*u, 2*u, edge)
	x, y := box.X+pad, box.Y+pad+head.Size*0.65
	title := app.Cat.F(i18n.TutTitle, app.T(i18n.VariantName(s.Variant())))
	step := app.Cat.F(i18n.TutStep, min(s.tu.step+1, s.Steps()), s.Steps())
	sw, _ := sprites.Measure(step, head)
	sprites.DrawText(dst, sprites.Ellipsize(title, head, w-sw-pad), head, x, y, sprites.AlignLeft, sprites.Gold)
	sprites.DrawText(dst, step, head, box.Right()-pad, y, sprites.AlignRight, sprites.InkDim)
	y += head.Size*0.65 + lh/2 + 4*u
	leaveY := box.Bottom() - pad/2 - leave.Size*0.7
	for i, l := range lines {
		if i+1 < len(lines) && y+lh+body.Size/2 > leaveY-leave.Size/2 {
			sprites.DrawText(dst, sprites.Ellipsize(l+"…", body, w), body, x, y, sprites.AlignLeft, sprites.Ink)
			break
		}
		sprites.DrawText(dst, l, body, x, y, sprites.AlignLeft, sprites.Ink)
		y += lh
	}
	sprites.DrawText(dst, sprites.Ellipsize(app.T(i18n.TutLeave), leave, w), leave, x, leaveY, sprites.AlignLeft, sprites.InkDim)
}

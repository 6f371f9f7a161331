package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes/i18n"
	"rummy/sprites"
)

// infoRows is how the side panel's lines are spaced: the panel's first
// lines (the rule set, the hand, the contract) and then the scores, one
// row a seat. The rows grow with the panel up to a comfortable size, so
// a tall panel is filled rather than left empty below a small list.
type infoRows struct {
	top, step, scoresTop float64
	px                   float64
}

// infoLayout spaces the side panel's lines for its height.
func (t tableLayouter) infoLayout() infoRows {
	u := t.lay.u
	lines := float64(len(t.texts.info) + 1 + len(t.view.Totals))
	step := math.Max(19*u, math.Min(30*u, (t.lay.Info.H-34*u)/math.Max(1, lines)))
	r := infoRows{top: t.lay.Info.Y + 18*u, step: step, px: math.Min(18*u, step*0.72)}
	r.scoresTop = r.top + step*float64(len(t.texts.info)) + 8*u
	return r
}

// scoreRow is where a seat's total is written in the side panel: its
// right end and its middle.
func (t tableLayouter) scoreRow(seat int) (x, y float64) {
	r := t.infoLayout()
	return t.lay.Info.Right() - 12*t.lay.u, r.scoresTop + r.step*float64(seat+1)
}

// drawInfo draws the side panel: the rule set and the hand, then every
// seat's total.
func (t tableArt) drawInfo(dst *ebiten.Image) {
	app := t.app
	u := t.lay.u
	DrawPanel(dst, app, t.lay.Info, "")
	r := t.layouter().infoLayout()
	f := app.Fonts.Face(r.px, sprites.Regular)
	b := app.Fonts.Face(r.px+1*u, sprites.Bold)
	x := t.lay.Info.X + 12*u
	y := r.top
	for i, line := range t.texts.info {
		size, weight, ink := r.px, sprites.Regular, sprites.Ink
		if i == 0 {
			size, weight, ink = r.px+1*u, sprites.Bold, sprites.Gold
		}
		face := sprites.FitFace(app.Fonts, line, size, weight, t.lay.Info.W-24*u)
		sprites.DrawText(dst, sprites.Ellipsize(line, face, t.lay.Info.W-24*u), face, x, y, sprites.AlignLeft, ink)
		y += r.step
	}
	sprites.DrawText(dst, app.T(i18n.TableScores), b, x, r.scoresTop, sprites.AlignLeft, sprites.Gold)
	d := app.Avatars.Size()
	for seat := range t.view.Totals {
		tx, ty := t.layouter().scoreRow(seat)
		nx := x
		if d >= 12 && d <= r.step {
			app.Avatars.Draw(dst, t.texts.names[seat], x, ty-d/2)
			nx += d + 6*u
		}
		sprites.DrawText(dst, t.texts.names[seat], f, nx, ty, sprites.AlignLeft, sprites.Ink)
		sprites.DrawText(dst, t.texts.totals[seat], f, tx, ty, sprites.AlignRight, sprites.Ink)
	}
}

// drawStagingHint says what the empty staging row is for, on as many
// centred lines as the row's width needs (large print, small screens).
func (t tableArt) drawStagingHint(dst *ebiten.Image) {
	app := t.app
	u := t.lay.u
	text := app.Cat.F(i18n.TableStagingHint, app.T(t.hud().commitLabel()))
	face := app.Fonts.Face(14*u, sprites.Regular)
	x, y := t.lay.Staging.Center()
	if w, _ := sprites.Measure(text, face); w <= t.lay.Staging.W-20*u {
		sprites.DrawText(dst, text, face, x, y, sprites.AlignCenter, sprites.InkFaint)
		return
	}
	lines := sprites.Wrap(text, face, t.lay.Staging.W-20*u)
	lh := face.Size * 1.3
	y -= lh * float64(len(lines)-1) / 2
	for i, l := range lines {
		sprites.DrawText(dst, l, face, x, y+lh*float64(i), sprites.AlignCenter, sprites.InkFaint)
	}
}

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
	// lines are the panel's first lines as drawn: a line too long for
	// the panel even at the smallest print is wrapped onto the next rows
	// (issue 24: "Herauskommen: 30 Pun…" was cut).
	lines []infoLine
}

// infoLine is one row of the side panel's first lines.
type infoLine struct {
	text  string
	title bool // the rule set's name, in bold gold
}

// infoLayout spaces the side panel's lines for its height, above the
// panel's own buttons (Undo, Hint).
func (t tableLayouter) infoLayout() infoRows {
	u := t.lay.u
	top := t.lay.Info.Y + 18*u
	room := t.infoBottom() - top
	rows := func(n int) float64 { return float64(n + 1 + len(t.view.Totals)) }
	step := math.Max(19*u, math.Min(30*u, room/math.Max(1, rows(len(t.texts.info)))))
	r := infoRows{top: top, step: step, px: math.Min(18*u, step*0.72)}
	r.lines = t.infoWrapped(r.px)
	if len(r.lines) > len(t.texts.info) {
		// Wrapped lines take rows of their own: space the panel again.
		r.step = math.Max(19*u, math.Min(30*u, room/math.Max(1, rows(len(r.lines)))))
		r.px = math.Min(18*u, r.step*0.72)
		r.lines = t.infoWrapped(r.px)
	}
	r.scoresTop = r.top + r.step*float64(len(r.lines)) + 8*u
	return r
}

// infoCramped reports whether n first lines and the scores would not
// fit the side panel at its smallest rows.
func (t tableLayouter) infoCramped(n int) bool {
	u := t.lay.u
	return float64(n+1+len(t.view.Totals))*19*u > t.infoBottom()-(t.lay.Info.Y+18*u)
}

// infoBottom is where the side panel's lines must end: above its
// buttons when it has them.
func (t tableLayouter) infoBottom() float64 {
	bottom := t.lay.Info.Bottom() - 16*t.lay.u
	for _, c := range t.form.Controls {
		if (c.ID == idTblUndo || c.ID == idTblHint) && c.Rect.Y < bottom+16*t.lay.u {
			bottom = min(bottom, c.Rect.Y-14*t.lay.u)
		}
	}
	return bottom
}

// infoWidth is the width the side panel's lines may take.
func (t tableLayouter) infoWidth() float64 { return t.lay.Info.W - 24*t.lay.u }

// infoFace is the face a side panel's line is drawn in at px: the size
// that fits it, shrunk down to the smallest print.
func (t tableLayouter) infoFace(line string, px float64, title bool) *sprites.Face {
	size, weight := px, sprites.Regular
	if title {
		size, weight = px+1*t.lay.u, sprites.Bold
	}
	return sprites.FitFace(t.app.Fonts, line, size, weight, t.infoWidth())
}

// infoWrapped is the side panel's first lines as drawn at px: each as it
// is when it fits (shrunk if need be), else wrapped onto as many rows as
// it needs.
func (t tableLayouter) infoWrapped(px float64) []infoLine {
	var out []infoLine
	w := t.infoWidth()
	for i, line := range t.texts.info {
		title := i == 0
		face := t.infoFace(line, px, title)
		if tw, _ := sprites.Measure(line, face); tw <= w || line == "" {
			out = append(out, infoLine{text: line, title: title})
			continue
		}
		for _, part := range sprites.Wrap(line, face, w) {
			out = append(out, infoLine{text: part, title: title})
		}
	}
	return out
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
	for _, line := range r.lines {
		ink := sprites.Ink
		if line.title {
			ink = sprites.Gold
		}
		face := t.layouter().infoFace(line.text, r.px, line.title)
		sprites.DrawText(dst, line.text, face, x, y, sprites.AlignLeft, ink)
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

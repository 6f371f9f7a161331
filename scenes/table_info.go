package scenes

import (
	"image/color"
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
	// cols is how many columns the scores take: two where the panel is
	// too short for its lines and a row a seat (8 seats at 720×450).
	cols int
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
// panel's own buttons (Undo, Hint). Rows never get closer than the text
// they hold needs; when the lines and the scores do not fit even so, the
// last of the first lines (the special rules) give way to "…" (issue 29:
// at 1280×800 with Rommé's special rules shown the last score row was
// drawn under Undo and Hint).
func (t tableLayouter) infoLayout() infoRows {
	u := t.lay.u
	top := t.lay.Info.Y + 18*u
	room := t.infoBottom() - top
	lo := t.infoMinStep()
	r := infoRows{top: top, cols: 1}
	if n := len(t.view.Totals); n > 1 && float64(len(t.texts.info)+1+n)*lo > room {
		r.cols = 2 // rather than leave out the contract and the rules
	}
	rows := func(n int) float64 { return float64(n + 1 + r.scoreRows(len(t.view.Totals))) }
	step := math.Max(lo, math.Min(30*u, room/math.Max(1, rows(len(t.texts.info)))))
	r.step, r.px = step, math.Min(18*u, step*0.72)
	r.lines = t.infoWrapped(r.px)
	if len(r.lines) > len(t.texts.info) {
		// Wrapped lines take rows of their own: space the panel again.
		r.step = math.Max(lo, math.Min(30*u, room/math.Max(1, rows(len(r.lines)))))
		r.px = math.Min(18*u, r.step*0.72)
		r.lines = t.infoWrapped(r.px)
	}
	if n := len(r.lines); n > 1 && rows(n)*r.step > room {
		keep := max(1, int(room/r.step)-1-r.scoreRows(len(t.view.Totals)))
		switch {
		case keep >= n:
		case keep > 1:
			r.lines = append(r.lines[:keep-1:keep-1], infoLine{text: "…"})
		default:
			r.lines = r.lines[:1]
		}
	}
	r.scoresTop = r.top + r.step*float64(len(r.lines)) + 8*u
	return r
}

// scoreRows is how many rows the scores of n seats take.
func (r infoRows) scoreRows(n int) int { return (n + r.cols - 1) / r.cols }

// infoMinStep is the closest the side panel's rows may be: the smallest
// row of the design, or the height its text is drawn at (the print
// settings and the smallest text may make it bigger), whichever is more.
func (t tableLayouter) infoMinStep() float64 {
	u := t.lay.u
	return math.Max(19*u, t.app.Fonts.Face(19*u*0.72, sprites.Regular).Size*1.15)
}

// infoCramped reports whether n first lines and the scores would not
// fit the side panel at its smallest rows.
func (t tableLayouter) infoCramped(n int) bool {
	u := t.lay.u
	return float64(n+1+len(t.view.Totals))*t.infoMinStep() > t.infoBottom()-(t.lay.Info.Y+18*u)
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
			// A single word too long for the panel is cut.
			out = append(out, infoLine{text: sprites.Ellipsize(part, face, w), title: title})
		}
	}
	return out
}

// scoreRow is where a seat's total is written in the side panel: its
// right end and its middle.
func (t tableLayouter) scoreRow(seat int) (x, y float64) {
	r := t.infoLayout()
	per := r.scoreRows(len(t.view.Totals))
	col, row := seat/per, seat%per
	right := t.lay.Info.Right() - 12*t.lay.u - float64(r.cols-1-col)*t.lay.Info.W/2
	return right, r.scoresTop + r.step*float64(row+1)
}

// scoreNameX is where a seat's name starts in the side panel, and the
// width it may take up to its total.
func (t tableLayouter) scoreNameX(r infoRows, seat int, totalW float64) (x, w float64) {
	per := r.scoreRows(len(t.view.Totals))
	x = t.lay.Info.X + 12*t.lay.u + float64(seat/per)*t.lay.Info.W/2
	right, _ := t.scoreRow(seat)
	return x, right - totalW - 6*t.lay.u - x
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
		tw, _ := sprites.Measure(t.texts.totals[seat], f)
		nx, nw := t.layouter().scoreNameX(r, seat, tw)
		if d >= 12 && d <= r.step && r.cols == 1 {
			app.Avatars.Draw(dst, t.texts.names[seat], nx, ty-d/2)
			nx += d + 6*u
			nw -= d + 6*u
		}
		sprites.DrawText(dst, clip(t.texts.names[seat], f, nw), f, nx, ty, sprites.AlignLeft, sprites.Ink)
		sprites.DrawText(dst, t.texts.totals[seat], f, tx, ty, sprites.AlignRight, sprites.Ink)
	}
}

// drawStagingHint says what the empty staging row is for, on as many
// centred lines as the row's width needs (large print, small screens).
func (t tableArt) drawStagingHint(dst *ebiten.Image) {
	app := t.app
	text := app.Cat.F(i18n.TableStagingHint, app.T(t.hud().commitLabel()))
	t.drawRowText(dst, text, app.Fonts.Face(14*t.lay.u, sprites.Regular), sprites.InkFaint)
}

// drawRowText draws text centred in the staging row, wrapped onto as
// many lines as the row's width needs (a phone's row is narrow).
func (t tableArt) drawRowText(dst *ebiten.Image, text string, face *sprites.Face, ink color.Color) {
	u := t.lay.u
	x, y := t.lay.Staging.Center()
	if w, _ := sprites.Measure(text, face); w <= t.lay.Staging.W-20*u {
		sprites.DrawText(dst, text, face, x, y, sprites.AlignCenter, ink)
		return
	}
	lines := sprites.Wrap(text, face, t.lay.Staging.W-20*u)
	lh := face.Size * 1.3
	y -= lh * float64(len(lines)-1) / 2
	for i, l := range lines {
		sprites.DrawText(dst, l, face, x, y+lh*float64(i), sprites.AlignCenter, ink)
	}
}

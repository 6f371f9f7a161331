package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/sprites"
)

// drawStagingRow draws the staging row: its one-line explanation the
// first time (a hint after that) while it is empty, each group's live
// mark under it, the requirement's progress, what to do about the group
// the pointer rests on, and where a drop would go while cards are held.
func (t tableArt) drawStagingRow(dst *ebiten.Image) {
	if !t.judge().stagingMode() || t.viewerKind() != Human {
		if len(t.hand.Staged()) == 0 {
			return
		}
	}
	app := t.app
	u := t.lay.u
	p := app.Paint
	row := t.lay.Staging
	p.FillRoundRect(dst, row, 10*u, color.RGBA{0x00, 0x10, 0x08, 0x50})
	p.StrokeRoundRect(dst, row, 10*u, 1.5*u, color.RGBA{0x3a, 0x33, 0x1a, 0x60})
	small := app.Fonts.Face(12*u, sprites.Regular)
	if len(t.hand.Staged()) == 0 {
		if !app.Settings.StagingExplained {
			text := t.stagingExplain()
			t.drawRowText(dst, text, t.art().fitFace(text, 13*u, row.W-24*u), sprites.Ink)
		} else {
			t.drawStagingHint(dst)
		}
	}
	if t.gesture.drag.Phase == sprites.DragMoving && t.judge().stagingDropOK() && row.Contains(t.gesture.drag.X, t.gesture.drag.Y) {
		r := t.judge().stagingDropRect(t.gesture.drag.X).Inset(-4 * u)
		p.FillRoundRect(dst, r, 8*u, color.RGBA{0x2a, 0x26, 0x16, 0x2c})
		p.StrokeRoundRect(dst, r, 8*u, 2.5*u, sprites.Gold)
	}
	stripY := row.Bottom() - (row.Bottom()-t.layouter().stagedH()-row.Y-5*u)/2 - 1*u
	for gi, r := range t.build.staging.rects {
		if gi >= len(t.build.staging.marks) {
			break
		}
		m := t.build.staging.marks[gi]
		ink := sprites.MarkValid
		if !m.valid {
			ink = sprites.MarkIllegal
		}
		p.StrokeRoundRect(dst, r.Inset(-2*u), r.H*0.06, 2*u, sprites.Fade(ink, 0.8))
		dot := sprites.Rect{X: r.X, Y: stripY - 4*u, W: 8 * u, H: 8 * u}
		p.FillRoundRect(dst, dot, 4*u, ink)
		sprites.DrawText(dst, m.label, small, r.X+12*u, stripY, sprites.AlignLeft, ink)
	}
	if t.build.staging.progress != "" {
		ink := sprites.InkDim
		if t.build.staging.ready {
			ink = sprites.Gold
		}
		sprites.DrawText(dst, t.build.staging.progress, app.Fonts.Face(13*u, sprites.Bold), row.Right()-10*u, stripY, sprites.AlignRight, ink)
	}
}

// drawStagingFix shows what to do about the staged group the pointer
// rests on (or, for the keys, the first that is not a meld), in a box
// over it, drawn over the status line.
func (t tableArt) drawStagingFix(dst *ebiten.Image) {
	gi := t.judge().shownFix()
	if gi < 0 || gi >= len(t.build.staging.rects) || !t.gesture.idle() {
		return
	}
	over, text := t.build.staging.rects[gi], t.build.staging.marks[gi].fix
	u := t.lay.u
	face := t.app.Fonts.Face(13*u, sprites.Regular)
	w, _ := sprites.Measure(text, face)
	w += 24 * u
	r := sprites.Rect{X: over.X, Y: over.Y - 40*u, W: w, H: 32 * u}
	r.X = math.Max(t.lay.u*8, math.Min(r.X, t.lay.Screen.W-r.W-8*u))
	t.app.Paint.FillRoundRect(dst, r, 8*u, color.RGBA{0x3a, 0x10, 0x0c, 0xf0})
	t.app.Paint.StrokeRoundRect(dst, r, 8*u, 1.5*u, sprites.MarkIllegal)
	sprites.DrawText(dst, text, face, r.X+12*u, r.Y+r.H/2, sprites.AlignLeft, sprites.Ink)
}

// stagingDropOK reports whether the held cards may go into the staging
// row now.
func (t tableJudge) stagingDropOK() bool {
	for _, tg := range t.gesture.targets {
		if tg.Kind == sprites.ToStaging && tg.Legal {
			return true
		}
	}
	return false
}

// fitFace is the regular face of size, smaller where text would be wider
// than w (never below 9 units).
func (t tableArt) fitFace(text string, size, w float64) *sprites.Face {
	face := t.app.Fonts.Face(size, sprites.Regular)
	if tw, _ := sprites.Measure(text, face); tw > w {
		face = t.app.Fonts.Face(math.Max(9*t.lay.u, math.Floor(size*w/tw)), sprites.Regular)
	}
	return face
}

// drawLitTarget rings, over the cards, the table meld or joker a drop
// would take now (its glow under the cards is hidden by them).
func (t tableArt) drawLitTarget(dst *ebiten.Image) {
	if t.gesture.drag.Phase != sprites.DragMoving {
		return
	}
	held := t.gesture.drag.Bounds(t.pointer().heldHeight(), t.pointer().heldHeight()*sprites.CardAspect*0.3)
	best := t.pointer().jokerUnder(t.gesture.drag.X, t.gesture.drag.Y)
	if best < 0 {
		best = sprites.PickTarget(held, t.gesture.drag.X, t.gesture.drag.Y, t.gesture.targets)
	}
	if best < 0 {
		return
	}
	tg := t.gesture.targets[best]
	if tg.Kind != sprites.ToMeld && tg.Kind != sprites.ToJoker {
		return
	}
	u := t.lay.u
	t.app.Paint.StrokeRoundRect(dst, tg.Rect.Inset(-5*u), 8*u, 3*u, sprites.Gold)
}

package scenes

import (
	"errors"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// Control IDs of the assists (issue 15), apart from the table's own.
const (
	idTblUndo = iota + 100
	idTblHint
	idTblHelp
)

// assistState is the table's part of issue 15's assists: the hint shown
// or being looked for, the keyboard's choice of where a card goes, and
// the keys overlay.
type assistState struct {
	// hint is the hint shown (nil: none) for the game's version hintVer,
	// with its line.
	hint     *bots.Hint
	hintVer  uint64
	hintText string
	// asked carries the normal bot's answer for the view askedView, at
	// version askedVer; nil when no hint is being looked for.
	asked     chan engine.Action
	askedView *engine.View
	askedVer  uint64
	// picks are the moves the keyboard chooses among (L, J: where the
	// selected card goes), pick the one lit; empty when not choosing.
	picks []engine.Action
	pick  int
	// help shows the keys overlay.
	help bool
}

// tableAssist is the facet of the table that runs the assists.
type tableAssist struct{ *Table }

// assist returns the assists' facet.
func (t *Table) assist() tableAssist { return tableAssist{t} }

// update runs the assists' keys before the table's own and reports
// whether the input was used up (the overlay takes every key).
func (t tableAssist) update(in *Input) bool {
	a := &t.Table.assistS
	t.collectHint()
	if v := t.game.Status().Version; a.hint != nil && v != a.hintVer {
		a.hint = nil
	}
	if a.help {
		if in.Keys != 0 || in.Tap {
			a.help = false
		}
		return true
	}
	switch {
	case in.Has(IntentHelp):
		a.help = true
		return true
	case t.curtain:
		return false
	case in.Has(IntentUndo), in.Tap && t.greyedUndoAt(in.X, in.Y):
		// A tap on the greyed Undo button says why, as Ctrl+Z does
		// (issue 24 item 8): the form lets disabled buttons be.
		t.undo()
		return true
	case t.animating():
		return false
	case len(a.picks) > 0:
		return t.pickKeys(in)
	case in.Has(IntentHint):
		t.askHint()
		return true
	}
	return t.moveKeys(in)
}

// greyedUndoAt reports whether (x, y) falls on the Undo button while it
// is greyed out.
func (t tableAssist) greyedUndoAt(x, y float64) bool {
	for _, c := range t.form.Controls {
		if c.ID == idTblUndo {
			return !c.Enabled && c.Rect.Contains(x, y)
		}
	}
	return false
}

// undo takes the viewer's last move back, if the game allows it.
func (t tableAssist) undo() {
	if !t.game.CanUndo(t.viewer) {
		t.showToast(t.app.T(i18n.AssistNoUndo))
		return
	}
	if err := t.game.Undo(t.viewer); err != nil {
		var se *match.SaveError
		if !errors.As(err, &se) {
			t.showToast(t.app.T(i18n.AssistNoUndo))
			return
		}
		t.showProblem(err)
	}
	t.assistS.picks = nil
	t.hand.ClearSelection()
	t.pull()
	t.addLog(t.seatLine(i18n.LogUndone, t.viewer))
	t.showToast(t.app.T(i18n.AssistUndone))
	t.formDirty = true
}

// lift is how far a hand card rises: the cards a hint plays.
func (t tableAssist) lift(c engine.Card) float64 {
	h := t.assistS.hint
	if h == nil {
		return 0
	}
	for _, x := range h.Cards {
		if x == c {
			return t.lay.HandH * 0.18
		}
	}
	return 0
}

// glowRect is where a move goes on the table: a meld, a pile.
func (t tableAssist) glowRect(a engine.Action) (sprites.Rect, bool) {
	switch a.Kind {
	case engine.ActLayOff, engine.ActSwapJoker:
		if a.Meld >= 0 && a.Meld < len(t.view.Table) {
			return t.anim.meldRect(a.Meld), true
		}
	case engine.ActClaim:
		if t.view.Claim.Kind == engine.ClaimLiverpool && a.Meld >= 0 && a.Meld < len(t.view.Table) {
			return t.anim.meldRect(a.Meld), true
		}
		return t.lay.Discard, true
	case engine.ActDraw:
		if a.FromDiscard {
			return t.lay.Discard, true
		}
		return t.lay.Stock, true
	case engine.ActDiscard, engine.ActPass:
		return t.lay.Discard, true
	}
	return sprites.Rect{}, false
}

// draw draws the hint's glow and line, the keyboard's lit target and
// the cursor's outline.
func (t tableAssist) draw(dst *ebiten.Image) {
	a := &t.Table.assistS
	u := t.lay.u
	paint := t.app.Paint
	glow := func(r sprites.Rect) {
		r = r.Inset(-6 * u)
		paint.FillRoundRect(dst, r, 10*u, color.RGBA{0x4c, 0x40, 0x18, 0x40})
		paint.StrokeRoundRect(dst, r, 10*u, 4*u, sprites.MarkHint)
	}
	if len(a.picks) > 0 {
		if r, ok := t.glowRect(a.picks[a.pick]); ok {
			glow(r)
		}
	} else if a.hint != nil {
		if r, ok := t.glowRect(a.hint.Action); ok {
			glow(r)
		}
	}
	if _, ok := t.art().cursorMark(); ok && t.judge().mayAct() {
		// The keyboard's cursor: a bright frame round the card as well
		// as the bar over it, so it is seen at a glance.
		hand := t.layouter().handCards(nil)
		if s, ok2 := t.anim.cards[hand[min(t.hand.Cursor(), len(hand)-1)]]; ok2 {
			p := s.pose()
			paint.StrokeRoundRect(dst, p.Rect().Inset(-4*u), p.H*0.07, 3*u, color.RGBA{0x7c, 0xd4, 0xff, 0xff})
		}
	}
	line := a.hintText
	if a.hint == nil {
		line = ""
	}
	if a.asked != nil {
		line = t.app.T(i18n.AssistThinking)
	}
	if len(a.picks) > 0 {
		line = t.app.Cat.F(i18n.TargetPrompt, t.app.Cat.Card(a.picks[a.pick].Card))
	}
	if line != "" && t.reveal.result == nil {
		t.drawLine(dst, line)
	}
	if a.help {
		t.drawHelp(dst)
	}
}

// drawLine draws the assists' line (the hint, the keys' prompt) over the
// meld area above the toast; while the end of a hand is revealed, in
// the toast's place at the top of the screen.
func (t tableAssist) drawLine(dst *ebiten.Image, line string) {
	u := t.lay.u
	paint := t.app.Paint
	face := t.app.Fonts.Face(15*u, sprites.Bold)
	w, _ := sprites.Measure(line, face)
	w = math.Min(w+40*u, t.lay.Screen.W*0.9)
	// A line wider than the screen allows (a phone held upright) is
	// wrapped, the box growing upwards with it.
	lines := sprites.Wrap(line, face, w-24*u)
	lh := face.Size * 1.25
	extra := lh * float64(len(lines)-1)
	x, _ := t.lay.Melds.Center()
	y := t.lay.Status.Y - 92*u - extra
	if t.toast.left > 0 {
		y = math.Min(y, t.art().toastRect().Y-46*u-extra)
	}
	if t.reveal.result != nil {
		x, y = t.lay.Screen.W/2, math.Max(4*u, t.lay.Melds.Y-22*u-38*u-extra)
	}
	r := sprites.Rect{X: x - w/2, Y: y, W: w, H: 38*u + extra}
	paint.FillRoundRect(dst, r, 10*u, color.RGBA{0x1c, 0x18, 0x0a, 0xe8})
	paint.StrokeRoundRect(dst, r, 10*u, 2*u, sprites.MarkHint)
	ly := r.Y + r.H/2 - extra/2
	for i, l := range lines {
		sprites.DrawText(dst, l, face, x, ly+lh*float64(i), sprites.AlignCenter, sprites.MarkHint)
	}
}

// addControls adds the keys overlay's "?" button left of the menu
// button, and for a person the Undo (greyed when nothing can be taken
// back) and Hint buttons along the foot of the info panel.
func (t tableAssist) addControls(cs []Control) []Control {
	u := t.lay.u
	m := t.lay.MenuButton
	gap := 8 * u
	if t.lay.ButtonCols > 0 {
		gap = t.lay.ButtonGap
	}
	cs = append(cs, Control{ID: idTblHelp, Kind: KindButton, Rect: sprites.Rect{X: m.X - gap - m.W, Y: m.Y, W: m.W, H: m.H},
		Label: t.app.T(i18n.BtnHelp), Enabled: true})
	if t.viewerKind() != Human || t.curtain {
		return cs
	}
	in := t.lay.Info
	h := 36 * u
	w := (in.W - 30*u) / 2
	y := in.Bottom() - 10*u - h
	undo := sprites.Rect{X: in.X + 10*u, Y: y, W: w, H: h}
	hint := sprites.Rect{X: in.X + 20*u + w, Y: y, W: w, H: h}
	if !labelFits(t.app, t.app.T(i18n.BtnUndo), w) || !labelFits(t.app, t.app.T(i18n.BtnHint), w) {
		// A narrow panel (a small window): one above the other, each the
		// panel's width, so neither label is cut.
		h = 30 * u
		undo = sprites.Rect{X: in.X + 10*u, Y: in.Bottom() - 16*u - 2*h, W: in.W - 20*u, H: h}
		hint = sprites.Rect{X: in.X + 10*u, Y: in.Bottom() - 10*u - h, W: in.W - 20*u, H: h}
	}
	if t.lay.Undo.W > 0 {
		undo, hint = t.lay.Undo, t.lay.Hint // a phone's, for a finger
	}
	cs = append(cs,
		Control{ID: idTblUndo, Kind: KindButton, Rect: undo, Label: t.app.T(i18n.BtnUndo),
			Enabled: t.game.CanUndo(t.viewer)},
		Control{ID: idTblHint, Kind: KindButton, Rect: hint, Label: t.app.T(i18n.BtnHint),
			Enabled: t.judge().mayAct() && t.game.HintsAllowed()})
	return cs
}

// button performs an assist's button and reports whether id was one.
func (t tableAssist) button(id int) bool {
	switch id {
	case idTblUndo:
		t.undo()
	case idTblHint:
		t.askHint()
	case idTblHelp:
		t.assistS.help = true
	default:
		return false
	}
	return true
}

// published is the hint's line and move for the probe ("" when none).
func (t tableAssist) published() (line, action string) {
	a := &t.Table.assistS
	if a.hint == nil {
		return "", ""
	}
	return a.hintText, a.hint.Action.String()
}

// assistLook is what the assists show, for the table's Still check.
type assistLook struct {
	hint        string
	asked, help bool
	picks, pick int
}

// look returns what the assists show now.
func (t tableAssist) look() assistLook {
	a := &t.Table.assistS
	l := assistLook{asked: a.asked != nil, help: a.help, picks: len(a.picks), pick: a.pick}
	if a.hint != nil {
		l.hint = a.hintText
	}
	return l
}

package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/sprites"
)

// toastTicks is how long a toast shows (4 s at 60 ticks a second),
// unless the position it was about changes first.
const toastTicks = 240

// toastState is the message shown over the table, the ticks it has
// left and the game's version it was about: a move (anyone's, an undo, a
// new hand) takes it away (issue 24 item 8). lines are its text wrapped
// to width wrapW, prepared in Update.
type toastState struct {
	text  string
	left  int
	ver   uint64
	lines []string
	wrapW float64
}

// showToast shows a short message over the table (an engine's reason
// for refusing a move, or a save problem) about the position as it is.
func (t *Table) showToast(msg string) {
	t.toast = toastState{text: msg, left: toastTicks, ver: t.game.Status().Version}
	t.art().wrapToast()
}

// stepToast counts the toast down, and takes it away at once when the
// game has moved on from the position it was about.
func (t *Table) stepToast() {
	if t.toast.left <= 0 {
		return
	}
	t.toast.left--
	if t.game.Status().Version != t.toast.ver {
		t.toast.left = 0
		return
	}
	t.art().wrapToast()
}

// toastFace is the toast's face.
func (t tableArt) toastFace() *sprites.Face { return t.app.Fonts.Face(15*t.lay.u, sprites.Regular) }

// wrapToast breaks the toast into at most two lines as wide as the meld
// area allows (again when the layout has changed).
func (t tableArt) wrapToast() {
	w := t.lay.Melds.W - 40*t.lay.u
	if t.toast.wrapW == w && t.toast.lines != nil {
		return
	}
	face := t.toastFace()
	lines := sprites.Wrap(t.toast.text, face, w)
	if len(lines) > 2 {
		lines = []string{lines[0], sprites.Ellipsize(joinWords(lines[1:]), face, w)}
	}
	t.toast.lines, t.toast.wrapW = lines, w
}

// joinWords joins wrapped lines back into one with spaces.
func joinWords(lines []string) string {
	s := ""
	for i, l := range lines {
		if i > 0 {
			s += " "
		}
		s += l
	}
	return s
}

// toastRect is where the toast shows: within the meld area's width,
// just above the status line (no button, label or card of the hand lies
// there); while the end of a hand is revealed, at the top of the screen
// above the reveal's title, never over its rows and points.
func (t tableArt) toastRect() sprites.Rect {
	u := t.lay.u
	face := t.toastFace()
	w := 0.0
	for _, l := range t.toast.lines {
		lw, _ := sprites.Measure(l, face)
		w = math.Max(w, lw)
	}
	w = math.Min(w+40*u, t.lay.Melds.W)
	h := 22*u + 19*u*float64(max(1, len(t.toast.lines)))
	x, _ := t.lay.Melds.Center()
	y := t.lay.Status.Y - 6*u - h
	if t.reveal.result != nil {
		x = t.lay.Screen.W / 2
		y = math.Max(4*u, t.lay.Melds.Y-22*u-h)
	}
	return sprites.Rect{X: x - w/2, Y: y, W: w, H: h}
}

// drawToast shows the last refusal or problem over the table.
func (t tableArt) drawToast(dst *ebiten.Image) {
	app := t.app
	u := t.lay.u
	face := t.toastFace()
	r := t.toastRect()
	a := math.Min(1, float64(t.toast.left)/30)
	app.Paint.FillRoundRect(dst, r, 10*u, sprites.Fade(color.RGBA{0x3a, 0x10, 0x0c, 0xf0}, a))
	x, _ := r.Center()
	y := r.Y + 11*u + 9.5*u
	for _, l := range t.toast.lines {
		sprites.DrawText(dst, l, face, x, y, sprites.AlignCenter, sprites.Fade(sprites.Ink, a))
		y += 19 * u
	}
}

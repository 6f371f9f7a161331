package scenes

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/sprites"
)

// textField is a one-line text entry of the lobby: a label, the text
// and its limit. The scene that holds it says which field has the
// keyboard; typed characters (Input.Text) and Backspace (Input.Erase)
// edit that one.
type textField struct {
	label string
	text  string
	max   int
	rect  sprites.Rect
	// unit, when set, is the size the field is drawn at (one CSS pixel
	// on a phone); else the app's design unit.
	unit float64
}

// edit applies this tick's typing to the field and reports a change.
func (f *textField) edit(in *Input) bool {
	changed := false
	if in.Erase && f.text != "" {
		_, n := utf8.DecodeLastRuneInString(f.text)
		f.text = f.text[:len(f.text)-n]
		changed = true
	}
	for _, r := range in.Text {
		if !unicode.IsPrint(r) || utf8.RuneCountInString(f.text) >= f.max {
			continue
		}
		f.text += string(r)
		changed = true
	}
	return changed
}

// value is the text without the spaces around it.
func (f *textField) value() string { return strings.TrimSpace(f.text) }

// draw draws the field: its label above, the box, the text and, when it
// has the keyboard, a caret.
func (f *textField) draw(dst *ebiten.Image, app *App, focused bool) {
	u := app.Unit()
	if f.unit > 0 {
		u = f.unit
	}
	r := f.rect
	if r.W == 0 {
		return // not in view
	}
	sprites.DrawText(dst, f.label, app.Fonts.Face(14*u, sprites.Regular), r.X, r.Y-11*u, sprites.AlignLeft, sprites.InkDim)
	app.Paint.FillRoundRect(dst, r, 6*u, sprites.Fade(sprites.FeltDark, 0.9))
	edge, width := sprites.InkFaint, 1*u
	if focused {
		edge, width = sprites.Gold, 2*u
	}
	app.Paint.StrokeRoundRect(dst, r, 6*u, width, edge)
	face := app.Fonts.Face(r.H*0.5, sprites.Regular)
	s := f.text
	if focused {
		s += "|"
	}
	s = tailThatFits(s, face, r.W-20*u)
	sprites.DrawText(dst, s, face, r.X+10*u, r.Y+r.H/2, sprites.AlignLeft, sprites.Ink)
}

// typing takes a tick's input for a focused field: the characters and
// Backspace go to the field, and the keys that would also mean
// something to the form (Space, the letter shortcuts, Backspace as
// Back) are taken away. Enter stays, unless it typed a space.
func typing(in *Input) Input {
	out := *in
	keep := in.Keys & (IntentActivate | IntentNext | IntentPrev | IntentUp | IntentDown)
	if strings.Contains(in.Text, " ") {
		keep &^= IntentActivate
	}
	out.Keys = keep
	return out
}

// tailThatFits is the end of s that fits width, after an ellipsis when
// its start is cut (a long text keeps its caret end in view).
func tailThatFits(s string, face *sprites.Face, width float64) string {
	if w, _ := sprites.Measure(s, face); w <= width {
		return s
	}
	for s != "" {
		_, n := utf8.DecodeRuneInString(s)
		s = s[n:]
		if w, _ := sprites.Measure("…"+s, face); w <= width {
			return "…" + s
		}
	}
	return s
}

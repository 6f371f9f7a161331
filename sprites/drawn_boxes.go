package sprites

import "github.com/hajimehoshi/ebiten/v2"

// Drawn is one thing a screen drew, as the draw code placed it: a line of
// text (Control false) or a form control (Control true, Text its label).
// Owner is, for a line of text drawn as part of a control (its label, its
// value, a tile's detail), that control's rectangle; zero otherwise.
type Drawn struct {
	Text    string
	Dst     *ebiten.Image
	Rect    Rect
	Control bool
	Owner   Rect
	// Px is a line's font size in pixels (0 for a control).
	Px float64
}

// Watch makes every line of text (card art aside) and every form control
// drawn from now on report where it went to fn, while still being drawn
// (a layout test checks the boxes and keeps the picture); nil stops it.
func (f *Fonts) Watch(fn func(Drawn)) { f.watch = fn }

// watchText reports a line of text to the watcher, if one listens.
func (f *Fonts) watchText(dst *ebiten.Image, s string, face *Face, x, y float64, align Align) {
	b := textBox(dst, s, face, x, y, align, nil)
	f.watch(Drawn{Text: s, Dst: dst, Rect: b.Rect, Owner: f.owner, Px: face.Size})
}

// ownControl reports a control about to be drawn and makes the lines
// drawn until unown its own.
func (f *Fonts) ownControl(dst *ebiten.Image, c *Control) {
	if f == nil || f.watch == nil {
		return
	}
	f.watch(Drawn{Text: c.Label, Dst: dst, Rect: c.Rect, Control: true})
	f.owner = c.Rect
}

// unown ends a control's drawing.
func (f *Fonts) unown() {
	if f != nil {
		f.owner = Rect{}
	}
}

package sprites

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// TextBox is a line of text as a screen draws it: its words, the image
// it goes on, the box it covers and its ink.
type TextBox struct {
	Text string
	Dst  *ebiten.Image
	Rect Rect
	Ink  color.Color
}

// RecordBoxes makes every line of text (card art aside) report its box
// to fn instead of being drawn, so that a test sees what lies under the
// words; nil draws text again.
func (f *Fonts) RecordBoxes(fn func(TextBox)) { f.boxes = fn }

// textBox is the box a line drawn by DrawText covers.
func textBox(dst *ebiten.Image, s string, face *Face, x, y float64, align Align, clr color.Color) TextBox {
	w := text.Advance(s, face)
	switch align {
	case AlignCenter:
		x -= w / 2
	case AlignRight:
		x -= w
	}
	return TextBox{Text: s, Dst: dst, Rect: Rect{X: x, Y: y - face.Size/2, W: w, H: face.Size}, Ink: clr}
}

package sprites

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// Fade returns a colour with its alpha scaled (premultiplied).
func Fade(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// FitFace returns the face of a size, smaller if needed for the text to
// fit in width maxW.
func FitFace(fonts *Fonts, s string, size float64, w Weight, maxW float64) *Face {
	face := fonts.Face(size, w)
	if tw, _ := Measure(s, face); tw > maxW && tw > 0 {
		face = fonts.face(max(fonts.minPx, face.Size*maxW/tw), w, false)
	}
	return face
}

// FormArt is what a form is drawn with: the fonts, the painter and the
// size of a design unit in pixels.
type FormArt struct {
	Fonts *Fonts
	Paint *Painter
	Unit  float64
}

// Draw draws every control of a form.
func (f *Form) Draw(dst *ebiten.Image, art FormArt) {
	for i := range f.Controls {
		art.Fonts.ownControl(dst, &f.Controls[i])
		drawControl(dst, art, &f.Controls[i], i == f.Hover, i == f.Focus)
		art.Fonts.unown()
	}
}

func drawControl(dst *ebiten.Image, art FormArt, c *Control, hover, focus bool) {
	u := art.Unit
	p := art.Paint
	r := c.Rect
	ink := Ink
	if !c.Enabled {
		ink = InkFaint
	}
	switch c.Kind {
	case KindButton:
		fill := Button
		if c.Primary {
			fill = ButtonPrimary
		}
		if c.Enabled && (hover || focus) {
			fill = ButtonHover
			if c.Primary {
				fill = ButtonPrimaryHover
			}
		}
		if !c.Enabled {
			fill = Fade(fill, 0.45)
		}
		if c.Enabled {
			p.Shadow(dst, r, 8*u, 6*u)
		}
		p.FillRoundRect(dst, r, 8*u, fill)
		drawButtonLabel(dst, art, c.Label, r, ink)
	case KindTile:
		fill := color.RGBA{0x0b, 0x2a, 0x1a, 0x90}
		if c.On {
			fill = TileOn
		} else if hover {
			fill = color.RGBA{0x16, 0x46, 0x2c, 0xc0}
		}
		p.FillRoundRect(dst, r, 10*u, fill)
		if c.On {
			p.StrokeRoundRect(dst, r, 10*u, 2.5*u, Gold)
		}
		lf := art.Fonts.Face(18*u, Bold)
		ly := r.Y + r.H/2 // a name alone stands in the middle
		if c.Detail != "" {
			ly = r.Y + r.H*0.32
		}
		if c.Detail != "" {
			face, dy := tileDetail(art, c, lf, r)
			if dy-ly < (lf.Size+face.Size)/2 {
				// Big text: the name at the top, the detail at the foot.
				ly = r.Y + r.H*0.04 + lf.Size/2
			}
			DrawText(dst, Ellipsize(c.Detail, face, r.W-28*u), face, r.X+14*u, dy, AlignLeft, InkDim)
		}
		DrawText(dst, c.Label, lf, r.X+14*u, ly, AlignLeft, ink)
	case KindField:
		drawField(dst, art, c, hover || focus)
	default:
		if hover || focus {
			p.FillRoundRect(dst, r, 6*u, color.RGBA{0x14, 0x14, 0x14, 0x14})
		}
		face := art.Fonts.Face(16*u, Regular)
		if c.Kind == KindStepper || c.Kind == KindCycler {
			// the label gives way to the value box (large text, a long label)
			face = FitFace(art.Fonts, c.Label, 16*u, Regular, valueLeft(c)-r.X-18*u)
		}
		DrawText(dst, c.Label, face, r.X+10*u, r.Y+r.H/2, AlignLeft, ink)
		drawValue(dst, art, c, hover || focus)
	}
	if focus && c.Enabled {
		p.StrokeRoundRect(dst, r.Inset(-2*u), 9*u, 2*u, Gold)
	}
}

// drawValue draws the right-hand part of a toggle, cycler or stepper.
func drawValue(dst *ebiten.Image, art FormArt, c *Control, lit bool) {
	u := art.Unit
	p := art.Paint
	r := c.Rect
	if c.Kind == KindToggle {
		sw := Rect{X: r.Right() - 58*u, Y: r.Y + r.H/2 - 12*u, W: 46 * u, H: 24 * u}
		track := color.RGBA{0x0a, 0x24, 0x16, 0xff}
		knobX := sw.X + 12*u
		if c.On {
			track = Gold
			knobX = sw.Right() - 12*u
		}
		p.FillRoundRect(dst, sw, 12*u, track)
		p.FillCircle(dst, knobX, sw.Y+12*u, 9*u, Ink)
		DrawText(dst, c.Value, art.Fonts.Face(14*u, Regular), sw.X-10*u, sw.Y+12*u, AlignRight, InkDim)
		return
	}
	box := Rect{X: valueLeft(c), Y: r.Y + 4*u, W: r.Right() - valueLeft(c) - 6*u, H: r.H - 8*u}
	fill := color.RGBA{0x0a, 0x24, 0x16, 0xc8}
	if lit {
		fill = color.RGBA{0x0e, 0x31, 0x1e, 0xff}
	}
	p.FillRoundRect(dst, box, 6*u, fill)
	less, more := "‹", "›"
	if c.Kind == KindStepper {
		less, more = "−", "+"
	}
	arrow := art.Fonts.Face(18*u, Bold)
	cy := box.Y + box.H/2
	ink := Gold
	if !c.Enabled {
		ink = InkFaint
	}
	DrawText(dst, less, arrow, box.X+12*u, cy, AlignCenter, ink)
	DrawText(dst, more, arrow, box.Right()-12*u, cy, AlignCenter, ink)
	x, _ := box.Center()
	DrawText(dst, c.Value, art.Fonts.Face(15*u, Bold), x, cy, AlignCenter, Ink)
}

// DrawPanel draws a translucent panel with a title.
func DrawPanel(dst *ebiten.Image, art FormArt, r Rect, title string) {
	u := art.Unit
	art.Paint.FillRoundRect(dst, r, 12*u, Panel)
	art.Paint.StrokeRoundRect(dst, r, 12*u, 1*u, PanelLine)
	if title != "" {
		// The title's foot stays where the design has it (the panel's
		// controls start below it) when the print makes it bigger than
		// designed: it rises into the top margin instead (issue 29).
		face := art.Fonts.Face(13*u, Bold)
		y := max(2*u+face.Size/2, min(18*u, 24.5*u-face.Size/2))
		DrawText(dst, title, face, r.X+16*u, r.Y+y, AlignLeft, Gold)
	}
}

// drawField draws a text field: its label, then a box with the text (or
// the faint hint while empty) and, while it is being written, a caret.
func drawField(dst *ebiten.Image, art FormArt, c *Control, lit bool) {
	u := art.Unit
	r := c.Rect
	face := art.Fonts.Face(16*u, Regular)
	lw, _ := Measure(c.Label, face)
	DrawText(dst, c.Label, face, r.X+10*u, r.Y+r.H/2, AlignLeft, Ink)
	box := Rect{X: r.X + 16*u + lw, Y: r.Y + 3*u, W: r.W - 22*u - lw, H: r.H - 6*u}
	fill := color.RGBA{0x0a, 0x24, 0x16, 0x90}
	if lit || c.On {
		fill = color.RGBA{0x0e, 0x31, 0x1e, 0xff}
	}
	art.Paint.FillRoundRect(dst, box, 5*u, fill)
	if c.On {
		art.Paint.StrokeRoundRect(dst, box, 5*u, 1.5*u, Gold)
	}
	text, ink := c.Value, Ink
	if text == "" && !c.On {
		text, ink = c.Detail, InkFaint
	}
	tf := FitFace(art.Fonts, text+"|", 15*u, Bold, box.W-14*u)
	DrawText(dst, text, tf, box.X+7*u, box.Y+box.H/2, AlignLeft, ink)
	if c.On {
		tw := 0.0
		if c.Value != "" {
			tw, _ = Measure(c.Value, tf)
		}
		art.Paint.FillRect(dst, Rect{X: box.X + 8*u + tw, Y: box.Y + 4*u, W: 1.5 * u, H: box.H - 8*u}, Gold)
	}
}

// tileDetail picks the face and the middle line of a tile's detail: as
// usual 70 % down, fitted to the width; when the print is big, smaller
// until the name and the detail both fit the tile's height, and at its
// foot.
func tileDetail(art FormArt, c *Control, name *Face, r Rect) (*Face, float64) {
	u := art.Unit
	px := 13.5 * u
	face := FitFace(art.Fonts, c.Detail, px, Regular, r.W-28*u)
	room := r.H * 0.92
	for name.Size+face.Size > room && px > 6*u {
		px -= 0.5 * u
		face = FitFace(art.Fonts, c.Detail, px, Regular, r.W-28*u)
	}
	y := r.Y + r.H*0.7
	if y-(r.Y+r.H*0.32) < (name.Size+face.Size)/2 {
		y = r.Bottom() - r.H*0.04 - face.Size/2
	}
	return face, y
}

// drawButtonLabel writes a button's label in its middle, smaller if need
// be; a label too wide for the button even at the smallest print goes on
// two lines where the button is tall enough, else is cut with "…"
// (issue 29: "Learn to play" stuck out of its button at 720×450).
func drawButtonLabel(dst *ebiten.Image, art FormArt, label string, r Rect, ink color.Color) {
	u := art.Unit
	x, y := r.Center()
	w := r.W - 16*u
	face := FitFace(art.Fonts, label, 18*u, Bold, w)
	if tw, _ := Measure(label, face); tw <= w {
		DrawText(dst, label, face, x, y, AlignCenter, ink)
		return
	}
	w = r.W - 6*u
	lines := Wrap(label, face, w)
	lh := face.Size * 1.1
	if len(lines) == 2 && 2*lh <= r.H-2*u {
		DrawText(dst, Ellipsize(lines[0], face, w), face, x, y-lh/2, AlignCenter, ink)
		DrawText(dst, Ellipsize(lines[1], face, w), face, x, y+lh/2, AlignCenter, ink)
		return
	}
	DrawText(dst, Ellipsize(label, face, w), face, x, y, AlignCenter, ink)
}

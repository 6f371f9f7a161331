package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/sprites"
)

// fade returns a colour with its alpha scaled (premultiplied).
func fade(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// fitFace returns the face of a size, smaller if needed for the text to
// fit in width maxW.
func fitFace(app *App, s string, size float64, w sprites.Weight, maxW float64) *sprites.Face {
	face := app.Fonts.Face(size, w)
	if tw, _ := sprites.Measure(s, face); tw > maxW && tw > 0 {
		face = app.Fonts.Face(size*maxW/tw, w)
	}
	return face
}

// DrawForm draws every control of a form.
func DrawForm(dst *ebiten.Image, app *App, f *Form) {
	for i := range f.Controls {
		drawControl(dst, app, &f.Controls[i], i == f.Hover, i == f.Focus)
	}
}

func drawControl(dst *ebiten.Image, app *App, c *Control, hover, focus bool) {
	u := app.Unit()
	p := app.Paint
	r := c.Rect
	ink := sprites.Ink
	if !c.Enabled {
		ink = sprites.InkFaint
	}
	switch c.Kind {
	case KindButton:
		fill := sprites.Button
		if c.Primary {
			fill = sprites.ButtonPrimary
		}
		if c.Enabled && (hover || focus) {
			fill = sprites.ButtonHover
			if c.Primary {
				fill = sprites.ButtonPrimaryHover
			}
		}
		if !c.Enabled {
			fill = fade(fill, 0.45)
		}
		if c.Enabled {
			p.Shadow(dst, r, 8*u, 6*u)
		}
		p.FillRoundRect(dst, r, 8*u, fill)
		x, y := r.Center()
		sprites.DrawText(dst, c.Label, fitFace(app, c.Label, 18*u, sprites.Bold, r.W-16*u), x, y, sprites.AlignCenter, ink)
	case KindTile:
		fill := color.RGBA{0x0b, 0x2a, 0x1a, 0x90}
		if c.On {
			fill = color.RGBA{0x2b, 0x73, 0x4b, 0xe0}
		} else if hover {
			fill = color.RGBA{0x16, 0x46, 0x2c, 0xc0}
		}
		p.FillRoundRect(dst, r, 10*u, fill)
		if c.On {
			p.StrokeRoundRect(dst, r, 10*u, 2.5*u, sprites.Gold)
		}
		sprites.DrawText(dst, c.Label, app.Fonts.Face(18*u, sprites.Bold), r.X+14*u, r.Y+r.H*0.32, sprites.AlignLeft, ink)
		if c.Detail != "" {
			sprites.DrawText(dst, c.Detail, fitFace(app, c.Detail, 13.5*u, sprites.Regular, r.W-28*u), r.X+14*u, r.Y+r.H*0.7, sprites.AlignLeft, sprites.InkDim)
		}
	default:
		if hover || focus {
			p.FillRoundRect(dst, r, 6*u, color.RGBA{0x14, 0x14, 0x14, 0x14})
		}
		sprites.DrawText(dst, c.Label, app.Fonts.Face(16*u, sprites.Regular), r.X+10*u, r.Y+r.H/2, sprites.AlignLeft, ink)
		drawValue(dst, app, c, hover || focus)
	}
	if focus && c.Enabled {
		p.StrokeRoundRect(dst, r.Inset(-2*u), 9*u, 2*u, sprites.Gold)
	}
}

// drawValue draws the right-hand part of a toggle, cycler or stepper.
func drawValue(dst *ebiten.Image, app *App, c *Control, lit bool) {
	u := app.Unit()
	p := app.Paint
	r := c.Rect
	if c.Kind == KindToggle {
		sw := sprites.Rect{X: r.Right() - 58*u, Y: r.Y + r.H/2 - 12*u, W: 46 * u, H: 24 * u}
		track := color.RGBA{0x0a, 0x24, 0x16, 0xff}
		knobX := sw.X + 12*u
		if c.On {
			track = sprites.Gold
			knobX = sw.Right() - 12*u
		}
		p.FillRoundRect(dst, sw, 12*u, track)
		p.FillCircle(dst, knobX, sw.Y+12*u, 9*u, sprites.Ink)
		sprites.DrawText(dst, c.Value, app.Fonts.Face(14*u, sprites.Regular), sw.X-10*u, sw.Y+12*u, sprites.AlignRight, sprites.InkDim)
		return
	}
	box := sprites.Rect{X: valueLeft(c), Y: r.Y + 4*u, W: r.Right() - valueLeft(c) - 6*u, H: r.H - 8*u}
	fill := color.RGBA{0x0a, 0x24, 0x16, 0xc8}
	if lit {
		fill = color.RGBA{0x0e, 0x31, 0x1e, 0xff}
	}
	p.FillRoundRect(dst, box, 6*u, fill)
	less, more := "‹", "›"
	if c.Kind == KindStepper {
		less, more = "−", "+"
	}
	arrow := app.Fonts.Face(18*u, sprites.Bold)
	cy := box.Y + box.H/2
	ink := sprites.Gold
	if !c.Enabled {
		ink = sprites.InkFaint
	}
	sprites.DrawText(dst, less, arrow, box.X+12*u, cy, sprites.AlignCenter, ink)
	sprites.DrawText(dst, more, arrow, box.Right()-12*u, cy, sprites.AlignCenter, ink)
	x, _ := box.Center()
	sprites.DrawText(dst, c.Value, app.Fonts.Face(15*u, sprites.Bold), x, cy, sprites.AlignCenter, sprites.Ink)
}

// DrawPanel draws a translucent panel with a title.
func DrawPanel(dst *ebiten.Image, app *App, r sprites.Rect, title string) {
	u := app.Unit()
	app.Paint.FillRoundRect(dst, r, 12*u, sprites.Panel)
	app.Paint.StrokeRoundRect(dst, r, 12*u, 1*u, sprites.PanelLine)
	if title != "" {
		sprites.DrawText(dst, title, app.Fonts.Face(13*u, sprites.Bold), r.X+16*u, r.Y+18*u, sprites.AlignLeft, sprites.Gold)
	}
}

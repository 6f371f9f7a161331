package scenes

import (
	"image"
	"math"

	"rummy/sprites"
)

// Frame maps the 1280×800 design space onto the screen: a uniform scale
// (App.Unit) and an offset that centres the design on wider or taller
// screens.
type Frame struct {
	// U is the size of one design unit in pixels.
	U      float64
	ox, oy float64
}

// FrameOf is the frame of the app's window.
func FrameOf(app *App) Frame {
	u := app.Unit()
	return Frame{U: u, ox: (app.W - DesignW*u) / 2, oy: (app.H - DesignH*u) / 2}
}

// Rect converts a rectangle in design units to screen pixels.
func (f Frame) Rect(x, y, w, h float64) sprites.Rect {
	return sprites.Rect{X: f.ox + x*f.U, Y: f.oy + y*f.U, W: w * f.U, H: h * f.U}
}

// Pt converts a point in design units to screen pixels.
func (f Frame) Pt(x, y float64) (float64, float64) { return f.ox + x*f.U, f.oy + y*f.U }

// rectImage converts a rectangle to an image.Rectangle (rounded outwards).
func rectImage(r sprites.Rect) image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.Right())), int(math.Ceil(r.Bottom())))
}

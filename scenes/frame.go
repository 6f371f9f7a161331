package scenes

import (
	"image"
	"math"

	"rummy/sprites"
)

// frame maps the 1280×800 design space onto the screen: a uniform scale
// (App.Unit) and an offset that centres the design on wider or taller
// screens.
type frame struct {
	u, ox, oy float64
}

func frameOf(app *App) frame {
	u := app.Unit()
	return frame{u: u, ox: (app.W - DesignW*u) / 2, oy: (app.H - DesignH*u) / 2}
}

// rect converts a rectangle in design units to screen pixels.
func (f frame) rect(x, y, w, h float64) sprites.Rect {
	return sprites.Rect{X: f.ox + x*f.u, Y: f.oy + y*f.u, W: w * f.u, H: h * f.u}
}

// pt converts a point in design units to screen pixels.
func (f frame) pt(x, y float64) (float64, float64) { return f.ox + x*f.u, f.oy + y*f.u }

// rectImage converts a rectangle to an image.Rectangle (rounded outwards).
func rectImage(r sprites.Rect) image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.Right())), int(math.Ceil(r.Bottom())))
}

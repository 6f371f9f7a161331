package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
	"rummy/sprites"
)

// Screens other than the table are laid out for a finger on a phone or
// a tablet (issue 29 item 1): a title at the top, the buttons that leave
// at the foot, and between them one column of rows, each at least a
// finger's 44 CSS px high, which scrolls (wheel, finger drag, arrow and
// page keys) when it is taller than the screen — a long list scrolls
// rather than shrinks. One layout unit is one CSS pixel, so text never
// falls under 12 CSS px. Only rows wholly in view are drawn and hit.

// Tablets, in CSS pixels: a screen of device scale 2 or more whose sides
// are at most tabletMaxLong and tabletMaxShort is laid out for a finger
// too.
const (
	tabletMaxLong  = 1366.0
	tabletMaxShort = 1024.0
	// columnMaxW is the widest a column grows, in CSS pixels.
	columnMaxW = 600.0
)

// touchLayout reports whether the app's screen is a phone's or a
// tablet's, which the screens lay out for a finger. A screen of one
// device pixel per CSS pixel is a desktop monitor's, driven by a mouse:
// its window keeps the screens' mouse layouts, scaled (the table still
// reflows by shape), unless it is narrow and tall like a phone held
// upright, where a landscape layout scaled down would be unreadable;
// phones and tablets have two or more device pixels per CSS pixel.
func touchLayout(app *App) bool {
	if app.Scale < 2 {
		return shapeOf(app.W, app.H, app.Scale) == shapePortraitPhone
	}
	if shapeOf(app.W, app.H, app.Scale) != shapeDesktop {
		return true
	}
	dpr := max(1, app.Scale)
	cw, ch := app.W/dpr, app.H/dpr
	return app.Scale >= 2 && max(cw, ch) <= tabletMaxLong && min(cw, ch) <= tabletMaxShort
}

// column is one screen's finger layout, rebuilt whenever the screen is:
// begin, then rows, texts and foot buttons in order.
type column struct {
	// U is one CSS pixel in device pixels.
	U float64
	// X and W are the column's left and width; View is the part of the
	// screen its rows scroll in.
	X, W float64
	View sprites.Rect
	y    float64
	// Title is the screen's title, drawn over the rows.
	Title string
	texts []columnText
	// scroll is how far the rows are scrolled up; content their height.
	scroll, content float64
	dragging        bool
	dragY           float64
	footRows        int
	footCols        int
	foot            int
}

// columnText is a line of text on the column, in screen pixels.
type columnText struct {
	text  string
	face  *sprites.Face
	x, y  float64
	ink   color.Color
	align sprites.Align
}

// touchRow is a finger's row height, in CSS pixels.
const touchRow = 48.0

// begin starts laying out the column on app's screen with the title at
// the top and footRows rows of footCols buttons at the foot.
func (c *column) begin(app *App, title string, footRows, footCols int) {
	c.U = max(1, app.Scale)
	u := c.U
	margin := 12 * u
	c.W = min(app.W-2*margin, columnMaxW*u)
	c.X = (app.W - c.W) / 2
	c.Title = title
	top := 56 * u
	bottom := app.H - float64(footRows)*(touchRow+8)*u - 4*u
	c.View = sprites.Rect{X: c.X, Y: top, W: c.W, H: max(0, bottom-top)}
	c.texts = c.texts[:0]
	c.y = 0
	c.footRows, c.footCols, c.foot = footRows, footCols, 0
}

// place reserves h CSS px of the column (and a gap under it) and returns
// where that is on screen and whether it is wholly in view.
func (c *column) place(h float64) (sprites.Rect, bool) {
	r := sprites.Rect{X: c.X, Y: c.View.Y + c.y - c.scroll, W: c.W, H: h * c.U}
	c.y += (h + 8) * c.U
	c.content = c.y
	return r, r.Y >= c.View.Y-0.5 && r.Bottom() <= c.View.Bottom()+0.5
}

// row places a control of the column, a finger's height (taller for big
// print), and says whether it is in view (only then is it added).
func (c *column) row(app *App) (sprites.Rect, bool) {
	h := max(touchRow, 2.4*app.Fonts.Face(16*c.U, sprites.Regular).Size/c.U)
	return c.place(h)
}

// twoARow places ctls two a row, halves with a gap between, the last
// alone across its row when their number is odd; add takes each control
// with its place and whether it is in view.
func (c *column) twoARow(app *App, ctls []Control, add func(Control, sprites.Rect, bool)) {
	for i := 0; i < len(ctls); i += 2 {
		r, ok := c.row(app)
		if i+1 == len(ctls) {
			add(ctls[i], r, ok)
			return
		}
		gap := 8 * c.U
		left, right := r, r
		left.W = (r.W - gap) / 2
		right.X, right.W = r.X+left.W+gap, left.W
		add(ctls[i], left, ok)
		add(ctls[i+1], right, ok)
	}
}

// text writes a paragraph of px CSS px across the column, wrapped.
func (c *column) text(app *App, s string, px float64, w sprites.Weight, ink color.Color) {
	if s == "" {
		return
	}
	face := app.Fonts.Face(px*c.U, w)
	for _, line := range sprites.Wrap(s, face, c.W-8*c.U) {
		lh := face.Size * 1.3 / c.U
		r := sprites.Rect{X: c.X, Y: c.View.Y + c.y - c.scroll, W: c.W, H: lh * c.U}
		c.y += lh * c.U
		if r.Y >= c.View.Y-0.5 && r.Bottom() <= c.View.Bottom()+0.5 {
			c.texts = append(c.texts, columnText{text: line, face: face, x: c.X + 4*c.U, y: r.Y + r.H/2, ink: ink, align: sprites.AlignLeft})
		}
	}
	c.y += 6 * c.U
	c.content = c.y
}

// pair writes a label on the left of the column and its value on the
// right, on one line of px CSS px (the label smaller if need be).
func (c *column) pair(app *App, label, value string, px float64) {
	bold := app.Fonts.Face(px*c.U, sprites.Bold)
	vw, _ := sprites.Measure(value, bold)
	face := sprites.FitFace(app.Fonts, label, px*c.U, sprites.Regular, c.W-vw-24*c.U)
	lh := bold.Size * 1.5
	r := sprites.Rect{X: c.X, Y: c.View.Y + c.y - c.scroll, W: c.W, H: lh}
	c.y += lh
	c.content = c.y
	if r.Y >= c.View.Y-0.5 && r.Bottom() <= c.View.Bottom()+0.5 {
		y := r.Y + r.H/2
		c.texts = append(c.texts, columnText{text: label, face: face, x: c.X + 4*c.U, y: y, ink: sprites.InkDim, align: sprites.AlignLeft},
			columnText{text: value, face: bold, x: c.X + c.W - 8*c.U, y: y, ink: sprites.Ink, align: sprites.AlignRight})
	}
}

// code writes a text without spaces (an identity's export) of px CSS px
// across the column, broken wherever a line is full.
func (c *column) code(app *App, s string, px float64, ink color.Color) {
	face := app.Fonts.Face(px*c.U, sprites.Bold)
	var lines []string
	line := ""
	for _, r := range s {
		if w, _ := sprites.Measure(line+string(r), face); w > c.W-8*c.U && line != "" {
			lines = append(lines, line)
			line = ""
		}
		line += string(r)
	}
	for _, l := range append(lines, line) {
		c.text(app, l, px, sprites.Bold, ink)
		c.y -= 6 * c.U
	}
	c.y += 6 * c.U
}

// footButton is the next button of the foot's grid.
func (c *column) footButton(app *App) sprites.Rect {
	u := c.U
	row, col := c.foot/c.footCols, c.foot%c.footCols
	c.foot++
	gap := 8 * u
	w := (c.W - float64(c.footCols-1)*gap) / float64(c.footCols)
	y := app.H - float64(c.footRows-row)*(touchRow+8)*u
	return sprites.Rect{X: c.X + float64(col)*(w+gap), Y: y, W: w, H: touchRow * u}
}

// scrollBy scrolls the rows by d pixels within their height; it reports
// whether they moved.
func (c *column) scrollBy(d float64) bool {
	old := c.scroll
	c.scroll = max(0, min(c.scroll+d, c.content-c.View.H))
	return c.scroll != old
}

// input scrolls the rows with the wheel, a finger dragged over them and
// the page keys; it reports whether they moved (the screen lays itself
// out again).
func (c *column) input(in *Input) bool {
	d := -in.Wheel * 48 * c.U
	if in.Has(IntentPageDown) {
		d += c.View.H * 0.85
	}
	if in.Has(IntentPageUp) {
		d -= c.View.H * 0.85
	}
	if in.Down && c.dragging {
		d -= in.Y - c.dragY
	}
	c.dragging = in.Dragging && c.View.Contains(in.StartX, in.StartY)
	c.dragY = in.Y
	return d != 0 && c.scrollBy(d)
}

// draw draws the title, the column's texts and the form's controls at
// the column's scale.
func (c *column) draw(dst *ebiten.Image, app *App, f *Form) {
	u := c.U
	if c.Title != "" {
		face := sprites.FitFace(app.Fonts, c.Title, 26*u, sprites.Bold, app.W-24*u)
		sprites.DrawText(dst, c.Title, face, app.W/2, 28*u, sprites.AlignCenter, sprites.Ink)
	}
	for _, t := range c.texts {
		sprites.DrawText(dst, t.text, t.face, t.x, t.y, t.align, t.ink)
	}
	if c.content > c.View.H+0.5 {
		track := sprites.Rect{X: min(app.W-6*u, c.View.Right()+3*u), Y: c.View.Y, W: 3 * u, H: c.View.H}
		app.Paint.FillRoundRect(dst, track, 1.5*u, sprites.PanelLine)
		th := track.H * c.View.H / c.content
		ty := track.Y + (track.H-th)*c.scroll/max(1, c.content-c.View.H)
		app.Paint.FillRoundRect(dst, sprites.Rect{X: track.X, Y: ty, W: track.W, H: th}, 1.5*u, sprites.Gold)
	}
	f.Draw(dst, sprites.FormArt{Fonts: app.Fonts, Paint: app.Paint, Unit: u})
}

// drawCardRow draws faces h pixels high in a row centred in r (and the
// last one's back after them, when back), if r is in view (not zero).
func drawCardRow(dst *ebiten.Image, app *App, r sprites.Rect, faces []engine.Face, h float64, back bool) {
	if r.H == 0 {
		return
	}
	n := len(faces)
	if back {
		n++
	}
	cw := h * sprites.CardAspect
	step := min(cw+8*max(1, app.Scale), (r.W-cw)/float64(n-1))
	x0 := r.X + (r.W-float64(n-1)*step-cw)/2
	y := r.Y + (r.H-h)/2
	for i, face := range faces {
		app.Cards.Draw(dst, face, sprites.CardDraw{X: x0 + float64(i)*step, Y: y, H: h})
	}
	if back {
		app.Cards.Draw(dst, faces[len(faces)-1], sprites.CardDraw{X: x0 + float64(n-1)*step, Y: y, H: h, FaceDown: true})
	}
}

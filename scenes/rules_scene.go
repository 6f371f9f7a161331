package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes/i18n"
	"rummy/sprites"
)

// RulesScene shows the rules of a variant and the options of the game,
// in the UI language, wrapped to the screen and scrollable.
type RulesScene struct {
	app      *App
	back     Scene
	setup    Setup
	backdrop *sprites.Backdrop
	lines    []ruleLine
	built    [2]float64
	lang     i18n.Lang
	scroll   float64
	content  float64
	form     Form
	dragY    float64
	dragging bool
	// col is the layout on a phone or a tablet (touch: it is in use).
	col   column
	touch bool
}

// ruleLine is one wrapped line of the text.
type ruleLine struct {
	text    string
	y       float64
	heading bool
}

func init() {
	Register(ScreenRules, func(app *App, o Opening) (Scene, error) {
		return NewRulesScene(app, o.Setup, o.Back, o.Backdrop), nil
	})
}

// NewRulesScene shows the rules of a setup; Back returns to back.
func NewRulesScene(app *App, setup Setup, back Scene, backdrop *sprites.Backdrop) *RulesScene {
	return &RulesScene{app: app, setup: setup, back: back, backdrop: backdrop, form: NewForm()}
}

// Scroll returns how far the text is scrolled, in pixels.
func (r *RulesScene) Scroll() float64 { return r.scroll }

// textRect is where the text is shown.
func (r *RulesScene) textRect() sprites.Rect {
	if r.touch {
		return r.col.View
	}
	return FrameOf(r.app).Rect(170, 120, 940, 540)
}

// unit is one design unit in pixels: a CSS pixel on a phone or a tablet.
func (r *RulesScene) unit() float64 {
	if r.touch {
		return r.col.U
	}
	return r.app.Unit()
}

// layout wraps the text for the current width and language.
func (r *RulesScene) layout() {
	app := r.app
	if r.touch = touchLayout(app); r.touch {
		r.col.begin(app, app.T(i18n.RulesTitle), 1, 1)
	}
	u := r.unit()
	body := app.Fonts.Face(16*u, sprites.Regular)
	head := app.Fonts.Face(18*u, sprites.Bold)
	width := r.textRect().W - 40*u
	r.lines = r.lines[:0]
	y := 0.0
	add := func(text string, heading bool) {
		face, lh := body, 16*u*1.45
		if heading {
			face, lh = head, 18*u*1.6
		}
		for _, l := range sprites.Wrap(text, face, width) {
			r.lines = append(r.lines, ruleLine{text: l, y: y + lh/2, heading: heading})
			y += lh
		}
		y += 8 * u
	}
	add(app.T(i18n.VariantName(r.setup.Variant)), true)
	for _, p := range strings.Split(app.T(i18n.RulesText(r.setup.Variant)), "\n") {
		add(p, false)
	}
	add(app.T(i18n.RulesOptions), true)
	for _, s := range r.setup.Options.Specs() {
		v, _ := r.setup.Options.Get(s.Key)
		if app.Cat.Has(i18n.Value(v)) {
			v = app.T(i18n.Value(v))
		}
		add(app.Cat.F(i18n.RulesOptionFormat, app.T(i18n.OptLabel(s.Key)), v, app.T(i18n.OptHelp(r.setup.Variant, s.Key))), false)
	}
	add(app.T(i18n.RulesA11y), true)
	for _, p := range strings.Split(app.T(i18n.RulesA11yText), "\n") {
		add(p, false)
	}
	r.content = y
	back := FrameOf(app).Rect(540, 690, 200, 56)
	if r.touch {
		back = r.col.footButton(app)
	}
	r.form.Controls = append(r.form.Controls[:0], Control{ID: 1, Kind: KindButton, Rect: back,
		Label: app.T(i18n.Back), Enabled: true, Primary: true})
	r.form.Focus = 0
	r.built = [2]float64{app.W, app.H}
	r.lang = app.Cat.Lang()
}

// Update scrolls and goes back.
func (r *RulesScene) Update(in *Input) Request {
	if r.built != [2]float64{r.app.W, r.app.H} || r.lang != r.app.Cat.Lang() || r.lines == nil {
		r.layout()
	}
	if in.Has(IntentBack) {
		return Request{Next: r.back}
	}
	if a, ok := r.form.Update(in.Form()); ok && a.ID == 1 {
		return Request{Next: r.back}
	}
	u := r.unit()
	page := r.textRect().H * 0.85
	switch {
	case in.Has(IntentDown):
		r.scroll += 40 * u
	case in.Has(IntentUp):
		r.scroll -= 40 * u
	case in.Has(IntentPageDown):
		r.scroll += page
	case in.Has(IntentPageUp):
		r.scroll -= page
	}
	if in.Down && r.dragging {
		r.scroll -= in.Y - r.dragY
	}
	r.dragging = in.Dragging && r.textRect().Contains(in.StartX, in.StartY)
	r.dragY = in.Y
	r.scroll -= in.Wheel * 48 * u
	r.scroll = max(0, min(r.scroll, r.content-r.textRect().H+40*u))
	return Request{}
}

// Draw draws the visible part of the text.
func (r *RulesScene) Draw(dst *ebiten.Image) {
	r.backdrop.Draw(dst)
	app := r.app
	f := FrameOf(app)
	u := r.unit()
	x, y := f.Pt(640, 70)
	if !r.touch {
		drawHeading(dst, app, app.T(i18n.RulesTitle), x, y, sprites.AlignCenter)
	}
	box := r.textRect()
	DrawPanel(dst, app, box, "")
	inner := box.Inset(20 * u)
	clip := dst.SubImage(rectImage(inner)).(*ebiten.Image)
	body := app.Fonts.Face(16*u, sprites.Regular)
	head := app.Fonts.Face(18*u, sprites.Bold)
	for _, l := range r.lines {
		ly := inner.Y + l.y - r.scroll
		if ly < inner.Y-30*u || ly > inner.Bottom()+30*u {
			continue
		}
		if l.heading {
			sprites.DrawText(clip, l.text, head, inner.X, ly, sprites.AlignLeft, sprites.Gold)
		} else {
			sprites.DrawText(clip, l.text, body, inner.X, ly, sprites.AlignLeft, sprites.Ink)
		}
	}
	if r.content > inner.H {
		track := sprites.Rect{X: box.Right() - 10*u, Y: box.Y + 14*u, W: 4 * u, H: box.H - 28*u}
		app.Paint.FillRoundRect(dst, track, 2*u, sprites.PanelLine)
		th := track.H * inner.H / r.content
		ty := track.Y + (track.H-th)*r.scroll/max(1, r.content-inner.H+40*u)
		app.Paint.FillRoundRect(dst, sprites.Rect{X: track.X, Y: ty, W: track.W, H: th}, 2*u, sprites.Gold)
	}
	if r.touch {
		r.col.draw(dst, app, &r.form)
		return
	}
	DrawForm(dst, app, &r.form)
	hx, hy := f.Pt(640, 772)
	sprites.DrawText(dst, app.T(i18n.RulesScrollHint), app.Fonts.Face(13*u, sprites.Regular), hx, hy, sprites.AlignCenter, sprites.InkDim)
}

package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/audio"
	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
	"rummy/sprites"
)

// Control IDs of the seeing-and-motion screen.
const (
	idSeeSuitShapes = iota + 1
	idSeeContrast
	idSeeTextSize
	idSeeMotion
	idSeeBack
)

// SeeingScene edits the settings for seeing the table and for motion
// (issue 30): large suit symbols, high contrast, text size and reduced
// motion. Every change applies at once and is stored.
type SeeingScene struct {
	app      *App
	back     Scene
	form     Form
	built    [2]float64
	dirty    bool
	backdrop *sprites.Backdrop
	// col is the layout on a phone or a tablet (touch: it is in use);
	// samples is where its sample cards go, if in view.
	col     column
	touch   bool
	samples sprites.Rect
}

// NewSeeingScene opens the screen; Back returns to back.
func NewSeeingScene(app *App, back Scene, backdrop *sprites.Backdrop) *SeeingScene {
	return &SeeingScene{app: app, back: back, form: NewForm(), dirty: true, backdrop: backdrop}
}

// Form exposes the controls (tests hit-test them).
func (s *SeeingScene) Form() *Form { return &s.form }

// seeingSample shows one card of each suit, so the deck, the suit
// symbols and the contrast can be judged while they change.
var seeingSample = [...]engine.Face{
	engine.NewFace(engine.Ace, engine.Spades), engine.NewFace(engine.Rank(7), engine.Hearts),
	engine.NewFace(engine.Rank(9), engine.Clubs), engine.NewFace(engine.Queen, engine.Diamonds),
}

func (s *SeeingScene) sampleHeight() float64 {
	if s.touch {
		return 96 * s.col.U
	}
	return 110 * s.app.Unit()
}

// Update handles input.
func (s *SeeingScene) Update(in *Input) Request {
	if s.dirty || s.built != [2]float64{s.app.W, s.app.H} {
		s.build()
	}
	if s.touch && s.col.input(in) {
		s.build()
	}
	s.app.Cards.Prepare(s.sampleHeight())
	if in.Has(IntentBack) {
		return Request{Next: s.back}
	}
	a, ok := s.form.Update(in.Form())
	if !ok {
		return Request{}
	}
	st := &s.app.Settings
	switch a.ID {
	case idSeeBack:
		return Request{Next: s.back}
	case idSeeSuitShapes:
		st.SuitShapes = !st.SuitShapes
	case idSeeContrast:
		st.HighContrast = !st.HighContrast
	case idSeeTextSize:
		st.TextSize = stepTextSize(s.app.textScale(), a.Delta)
		st.LargePrint = st.TextSize >= 120
	case idSeeMotion:
		st.ReducedMotion = !st.ReducedMotion
		st.ReducedMotionSet = true
	}
	s.app.ApplySettings()
	s.app.Audio.Play(audio.Place)
	s.dirty = true
	return Request{}
}

// stepTextSize steps the text size (given as the scale in force) by d
// steps of 10 %, wrapping within 100 to 150 %.
func stepTextSize(scale float64, d int) int {
	n := (store.MaxTextSize-store.MinTextSize)/store.TextSizeStep + 1
	i := (int(scale*100+0.5) - store.MinTextSize) / store.TextSizeStep
	i = ((i+d)%n + n) % n
	return store.MinTextSize + i*store.TextSizeStep
}

func (s *SeeingScene) build() {
	app := s.app
	f := FrameOf(app)
	st := app.Settings
	focus := idSeeSuitShapes
	if c := s.form.Focused(); c != nil {
		focus = c.ID
	}
	onOff := func(b bool) string {
		if b {
			return app.T(i18n.On)
		}
		return app.T(i18n.Off)
	}
	rows := []Control{
		{ID: idSeeSuitShapes, Kind: KindToggle, Label: app.T(i18n.SettingsSuitShapes), On: st.SuitShapes, Value: onOff(st.SuitShapes)},
		{ID: idSeeContrast, Kind: KindToggle, Label: app.T(i18n.SettingsHighContrast), On: st.HighContrast, Value: onOff(st.HighContrast)},
		{ID: idSeeTextSize, Kind: KindCycler, Label: app.T(i18n.SettingsTextSize), Value: fmt.Sprintf("%d %%", int(app.textScale()*100+0.5))},
		{ID: idSeeMotion, Kind: KindToggle, Label: app.T(i18n.SettingsReducedMotion), On: st.ReducedMotion, Value: onOff(st.ReducedMotion)},
	}
	back := Control{ID: idSeeBack, Kind: KindButton, Rect: f.Rect(540, 640, 200, 56), Label: app.T(i18n.Back), Enabled: true, Primary: true}
	cs := s.form.Controls[:0]
	if s.touch = touchLayout(app); s.touch {
		cs = s.buildTouch(cs, rows, back)
	}
	for i, c := range rows {
		if s.touch {
			break
		}
		c.Rect = f.Rect(340, seeingRowsY+float64(i)*seeingRowStep, 600, seeingRowStep-6)
		c.Enabled = true
		cs = append(cs, c)
	}
	if !s.touch {
		cs = append(cs, back)
	}
	s.form.Controls = cs
	s.form.FocusID(focus)
	s.built = [2]float64{app.W, app.H}
	s.dirty = false
}

// The rows of the seeing screen, in design units.
const (
	seeingRowsY   = 140.0
	seeingRowStep = 46.0
)

// buildTouch lays the screen out for a finger: the rows, the sample
// cards and the note in one scrolling column, Back at the foot.
func (s *SeeingScene) buildTouch(cs, rows []Control, back Control) []Control {
	app := s.app
	c := &s.col
	c.begin(app, app.T(i18n.SeeingTitle), 1, 1)
	for _, r := range rows {
		if rect, ok := c.row(app); ok {
			r.Rect, r.Enabled = rect, true
			cs = append(cs, r)
		}
	}
	s.samples = sprites.Rect{}
	if r, ok := c.place(108); ok {
		s.samples = r
	}
	c.text(app, app.T(i18n.SeeingNote), 15, sprites.Regular, sprites.InkDim)
	back.Rect = c.footButton(app)
	return append(cs, back)
}

// Draw draws the screen.
func (s *SeeingScene) Draw(dst *ebiten.Image) {
	s.backdrop.Draw(dst)
	if s.touch {
		s.col.draw(dst, s.app, &s.form)
		drawCardRow(dst, s.app, s.samples, seeingSample[:], s.sampleHeight(), false)
		return
	}
	app := s.app
	f := FrameOf(app)
	u := f.U
	x, y := f.Pt(640, 64)
	drawHeading(dst, app, app.T(i18n.SeeingTitle), x, y, sprites.AlignCenter)
	rows := float64(len(s.form.Controls) - 1)
	DrawPanel(dst, app, f.Rect(320, seeingRowsY-20, 640, rows*seeingRowStep+30), "")
	DrawForm(dst, app, &s.form)
	h := s.sampleHeight()
	for i, face := range seeingSample {
		cx, cy := f.Pt(640-2*100+float64(i)*100+12, 370)
		app.Cards.Draw(dst, face, sprites.CardDraw{X: cx, Y: cy, H: h})
	}
	nx, ny := f.Pt(640, 510)
	fitText(dst, app, app.T(i18n.SeeingNote), 15, sprites.Regular, nx, ny, 900*u, sprites.AlignCenter, sprites.InkDim)
}

// Still reports that the screen changes only with input.
func (s *SeeingScene) Still() bool { return true }

// Ticking reports that nothing on the screen moves with time.
func (s *SeeingScene) Ticking() bool { return false }

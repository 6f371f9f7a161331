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

// Control IDs of the settings screen.
const (
	idSetSound = iota + 1
	idSetVolume
	idSetAnim
	idSetBots
	idSetLang
	idSetDeck
	idSetIndices
	idSetBack
	idSetCardBack
	idSetClaim
	idSetWait
	idSetCardSize
	idSetLargePrint
	idSetDiscardWarning
	idSetSeeing
	idSetKeys
)

// SettingsScene edits the player's preferences; every change applies at
// once and is stored.
type SettingsScene struct {
	app      *App
	back     Scene
	form     Form
	built    [2]float64
	dirty    bool
	backdrop *sprites.Backdrop
	sample   [5]engine.Face
	// sound is whether a sound device works, as shown; soundChanged: it
	// changed during the last Update (the device failed after opening).
	sound, soundChanged bool
	// col is the layout on a phone or a tablet (touch is whether it is
	// the one in use); samples is where its sample cards go, if in view.
	col     column
	touch   bool
	samples sprites.Rect
}

func init() {
	Register(ScreenSettings, func(app *App, o Opening) (Scene, error) {
		return NewSettingsScene(app, o.Back, o.Backdrop), nil
	})
}

// NewSettingsScene opens the settings; Back returns to back.
func NewSettingsScene(app *App, back Scene, backdrop *sprites.Backdrop) *SettingsScene {
	return &SettingsScene{app: app, back: back, form: NewForm(), dirty: true, backdrop: backdrop, sound: app.Audio.Available(),
		sample: [5]engine.Face{engine.NewFace(engine.Ace, engine.Clubs), engine.NewFace(engine.Rank(7), engine.Diamonds),
			engine.NewFace(engine.Queen, engine.Hearts), engine.NewFace(engine.King, engine.Clubs), engine.JokerFace}}
}

// Form exposes the controls (tests hit-test them).
func (s *SettingsScene) Form() *Form { return &s.form }

// Update handles input.
func (s *SettingsScene) Update(in *Input) Request {
	if s.dirty || s.built != [2]float64{s.app.W, s.app.H} {
		s.build()
	}
	if s.touch && s.col.input(in) {
		s.build()
	}
	s.app.Cards.Prepare(s.sampleHeight())
	sound := s.app.Audio.Available()
	s.soundChanged, s.sound = sound != s.sound, sound
	if in.Has(IntentBack) {
		return Request{Next: s.back}
	}
	a, ok := s.form.Update(in.Form())
	if !ok {
		return Request{}
	}
	st := &s.app.Settings
	switch a.ID {
	case idSetBack:
		return Request{Next: s.back}
	case idSetSeeing:
		return Request{Next: NewSeeingScene(s.app, s, s.backdrop)}
	case idSetSound:
		st.SoundOn = !st.SoundOn
	case idSetVolume:
		st.Volume = min(1, max(0, float64(int(st.Volume*10+0.5)+a.Delta)/10))
	case idSetAnim:
		st.AnimationSpeed = nextSpeed(st.AnimationSpeed, a.Delta)
	case idSetBots:
		st.BotSpeed = nextSpeed(st.BotSpeed, a.Delta)
	case idSetLang:
		st.Language = i18n.Langs[(int(s.app.Cat.Lang())+a.Delta+len(i18n.Langs))%len(i18n.Langs)].Code()
		s.app.RunLang = ""
	case idSetDeck:
		st.FourColourDeck = !st.FourColourDeck
	case idSetIndices:
		st.RussianIndices = !st.RussianIndices
	case idSetCardBack:
		st.CardBack = ((st.CardBack+a.Delta)%store.NumCardBacks + store.NumCardBacks) % store.NumCardBacks
	case idSetClaim:
		st.ClaimSeconds = stepClaim(st.ClaimWindow(), a.Delta)
	case idSetWait:
		st.WaitForMe = !st.WaitForMe
	case idSetCardSize:
		st.CardSize = nextCardSize(st.CardSize, a.Delta)
	case idSetLargePrint:
		st.LargePrint = !st.LargePrint
		st.TextSize = 0 // large print is 120 %, normal print 100 %
	case idSetDiscardWarning:
		st.NoDiscardWarning = !st.NoDiscardWarning
	case idSetKeys:
		return Request{Next: NewKeysScene(s.app, s, s.backdrop)}
	}
	s.app.ApplySettings()
	s.app.Audio.Play(audio.Place)
	s.dirty = true
	return Request{}
}

func (s *SettingsScene) sampleHeight() float64 {
	if s.touch {
		return 84 * s.col.U
	}
	return 92 * s.app.Unit()
}

// The settings' rows, in design units: where the first starts and how far
// apart they are.
const (
	settingsRowsY    = 122.0
	settingsRowStep  = 29.0
	claimSecondsStep = 1
)

// stepClaim steps the claim window's length by d seconds within its range.
func stepClaim(cur, d int) int {
	return min(store.MaxClaimSeconds, max(store.MinClaimSeconds, cur+d*claimSecondsStep))
}

func (s *SettingsScene) build() {
	app := s.app
	f := FrameOf(app)
	st := app.Settings
	focus := idSetSound
	if c := s.form.Focused(); c != nil {
		focus = c.ID
	}
	onOff := func(b bool) string {
		if b {
			return app.T(i18n.On)
		}
		return app.T(i18n.Off)
	}
	deck := app.T(i18n.DeckTwo)
	if st.FourColourDeck {
		deck = app.T(i18n.DeckFour)
	}
	lang := app.T(app.Cat.Lang().NameKey())
	rows := []Control{
		{ID: idSetSound, Kind: KindToggle, Label: app.T(i18n.SettingsSound), On: st.SoundOn, Value: onOff(st.SoundOn)},
		{ID: idSetVolume, Kind: KindStepper, Label: app.T(i18n.SettingsVolume), Value: fmt.Sprintf("%d%%", int(st.Volume*100+0.5))},
		{ID: idSetAnim, Kind: KindCycler, Label: app.T(i18n.SettingsAnim), Value: app.T(speedKey(st.AnimationSpeed))},
		{ID: idSetBots, Kind: KindCycler, Label: app.T(i18n.SettingsBotSpeed), Value: app.T(speedKey(st.BotSpeed))},
		{ID: idSetLang, Kind: KindCycler, Label: app.T(i18n.SettingsLanguage), Value: lang},
		{ID: idSetDeck, Kind: KindToggle, Label: app.T(i18n.SettingsDeck), On: st.FourColourDeck, Value: deck},
		{ID: idSetIndices, Kind: KindToggle, Label: app.T(i18n.SettingsIndices), On: st.RussianIndices, Value: onOff(st.RussianIndices)},
		{ID: idSetCardBack, Kind: KindCycler, Label: app.T(i18n.SettingsCardBack), Value: app.T([...]i18n.Key{i18n.CardBackLattice, i18n.CardBackRosette}[st.CardBack])},
		{ID: idSetClaim, Kind: KindStepper, Label: app.T(i18n.SettingsClaim), Value: app.Cat.F(i18n.SettingsSeconds, st.ClaimWindow())},
		{ID: idSetWait, Kind: KindToggle, Label: app.T(i18n.SettingsWaitForMe), On: st.WaitForMe, Value: onOff(st.WaitForMe)},
		{ID: idSetCardSize, Kind: KindCycler, Label: app.T(i18n.SettingsCardSize), Value: app.T(cardSizeKey(st.CardSize))},
		{ID: idSetLargePrint, Kind: KindToggle, Label: app.T(i18n.SettingsLargePrint), On: st.LargePrint, Value: onOff(st.LargePrint)},
		{ID: idSetDiscardWarning, Kind: KindToggle, Label: app.T(i18n.SettingsDiscardWarning), On: !st.NoDiscardWarning, Value: onOff(!st.NoDiscardWarning)},
		{ID: idSetKeys, Kind: KindCycler, Label: app.T(i18n.SettingsKeys), Value: app.T(i18n.SettingsKeysOpen)},
	}
	seeing := Control{ID: idSetSeeing, Kind: KindButton, Rect: f.Rect(250, 680, 270, 56), Label: app.T(i18n.SettingsSeeing), Enabled: true}
	back := Control{ID: idSetBack, Kind: KindButton, Rect: f.Rect(540, 680, 200, 56), Label: app.T(i18n.Back), Enabled: true, Primary: true}
	cs := s.form.Controls[:0]
	s.touch = touchLayout(app)
	if s.touch {
		s.form.Controls = s.buildTouch(rows, seeing, back)
		s.form.FocusID(focus)
		s.built = [2]float64{app.W, app.H}
		s.dirty = false
		return
	}
	for i, c := range rows {
		c.Rect = f.Rect(340, settingsRowsY+float64(i)*settingsRowStep, 600, settingsRowStep-4)
		c.Enabled = true
		cs = append(cs, c)
	}
	cs = append(cs, seeing, back)
	s.form.Controls = cs
	s.form.FocusID(focus)
	s.built = [2]float64{app.W, app.H}
	s.dirty = false
}

// buildTouch lays the settings out for a finger: the rows in one
// scrolling column, the sample cards and the note under them, Seeing and
// Back at the foot.
func (s *SettingsScene) buildTouch(rows []Control, seeing, back Control) []Control {
	app := s.app
	c := &s.col
	c.begin(app, app.T(i18n.SettingsTitle), 1, 2)
	cs := s.form.Controls[:0]
	for _, r := range rows {
		if rect, ok := c.row(app); ok {
			r.Rect, r.Enabled = rect, true
			cs = append(cs, r)
		}
	}
	s.samples = sprites.Rect{}
	if r, ok := c.place(96); ok {
		s.samples = r
	}
	c.text(app, s.note(), 14, sprites.Regular, sprites.InkDim)
	seeing.Rect, back.Rect = c.footButton(app), c.footButton(app)
	return append(cs, seeing, back)
}

// drawTouch draws the finger layout: the column, and the sample cards
// when they are in view.
func (s *SettingsScene) drawTouch(dst *ebiten.Image) {
	s.col.draw(dst, s.app, &s.form)
	drawCardRow(dst, s.app, s.samples, s.sample[:], s.sampleHeight(), true)
}

// Draw draws the settings.
func (s *SettingsScene) Draw(dst *ebiten.Image) {
	s.backdrop.Draw(dst)
	if s.touch {
		s.drawTouch(dst)
		return
	}
	app := s.app
	f := FrameOf(app)
	u := f.U
	x, y := f.Pt(640, 64)
	drawHeading(dst, app, app.T(i18n.SettingsTitle), x, y, sprites.AlignCenter)
	rows := float64(len(s.form.Controls) - 2)
	DrawPanel(dst, app, f.Rect(320, settingsRowsY-20, 640, rows*settingsRowStep+36), "")
	DrawForm(dst, app, &s.form)
	for i, face := range s.sample {
		cx, cy := f.Pt(640-3*88+float64(i)*88+8, 554)
		app.Cards.Draw(dst, face, sprites.CardDraw{X: cx, Y: cy, H: s.sampleHeight()})
		if i == len(s.sample)-1 {
			bx, _ := f.Pt(640+2*88+8, 554)
			app.Cards.Draw(dst, face, sprites.CardDraw{X: bx, Y: cy, H: s.sampleHeight(), FaceDown: true})
		}
	}
	if note := s.note(); note != "" {
		nx, ny := f.Pt(640, 668)
		sprites.DrawText(dst, note, app.Fonts.Face(14*u, sprites.Regular), nx, ny, sprites.AlignCenter, sprites.InkDim)
	}
}

// note is the line under the settings: that there is no working sound
// device, or "".
func (s *SettingsScene) note() string {
	if s.sound {
		return ""
	}
	return s.app.T(i18n.SettingsSoundOff)
}

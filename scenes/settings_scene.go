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

func (s *SettingsScene) sampleHeight() float64 { return 92 * s.app.Unit() }

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
	f := frameOf(app)
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
	cs := s.form.Controls[:0]
	for i, c := range rows {
		c.Rect = f.rect(340, settingsRowsY+float64(i)*settingsRowStep, 600, settingsRowStep-4)
		c.Enabled = true
		cs = append(cs, c)
	}
	cs = append(cs, Control{ID: idSetSeeing, Kind: KindButton, Rect: f.rect(250, 680, 270, 56), Label: app.T(i18n.SettingsSeeing), Enabled: true})
	cs = append(cs, Control{ID: idSetBack, Kind: KindButton, Rect: f.rect(540, 680, 200, 56), Label: app.T(i18n.Back), Enabled: true, Primary: true})
	s.form.Controls = cs
	s.form.FocusID(focus)
	s.built = [2]float64{app.W, app.H}
	s.dirty = false
}

// Draw draws the settings.
func (s *SettingsScene) Draw(dst *ebiten.Image) {
	s.backdrop.Draw(dst)
	app := s.app
	f := frameOf(app)
	u := f.u
	x, y := f.pt(640, 64)
	drawHeading(dst, app, app.T(i18n.SettingsTitle), x, y, sprites.AlignCenter)
	rows := float64(len(s.form.Controls) - 2)
	DrawPanel(dst, app, f.rect(320, settingsRowsY-20, 640, rows*settingsRowStep+36), "")
	DrawForm(dst, app, &s.form)
	for i, face := range s.sample {
		cx, cy := f.pt(640-3*88+float64(i)*88+8, 554)
		app.Cards.Draw(dst, face, sprites.CardDraw{X: cx, Y: cy, H: s.sampleHeight()})
		if i == len(s.sample)-1 {
			bx, _ := f.pt(640+2*88+8, 554)
			app.Cards.Draw(dst, face, sprites.CardDraw{X: bx, Y: cy, H: s.sampleHeight(), FaceDown: true})
		}
	}
	if note := s.note(); note != "" {
		nx, ny := f.pt(640, 668)
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

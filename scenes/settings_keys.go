package scenes

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/audio"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// Control IDs of the keys and reading-aloud screen: the speech toggle,
// the two buttons, then one row per bindable action from idKeyFirst.
const (
	idKeySpeech = iota + 1
	idKeyReset
	idKeyBack
	idKeyFirst
)

// The rows of the keys screen, in design units.
const (
	keysRowsY   = 104.0
	keysRowStep = 26.0
)

// KeysScene lets the person turn reading aloud on and change every
// action's key (issue 30 items 4 and 5): choose an action, then press its
// new key; a key another action has, or a fixed one, is refused with a
// message and nothing changes.
type KeysScene struct {
	app      *App
	back     Scene
	backdrop *sprites.Backdrop
	form     Form
	dirty    bool
	built    [2]float64
	// waiting is the action waiting for its new key, or -1.
	waiting int
	// message is the last refusal, "" when none.
	message string
}

// NewKeysScene opens the keys screen; Back returns to back.
func NewKeysScene(app *App, back Scene, backdrop *sprites.Backdrop) *KeysScene {
	return &KeysScene{app: app, back: back, backdrop: backdrop, form: NewForm(), dirty: true, waiting: -1}
}

// Form exposes the controls (tests hit-test them).
func (s *KeysScene) Form() *Form { return &s.form }

// Waiting reports the action waiting for its new key (an index in the
// keymap's order), or -1.
func (s *KeysScene) Waiting() int { return s.waiting }

// Message is the line under the rows: a refusal, the prompt for a new
// key, or that there is no speech service.
func (s *KeysScene) Message() string {
	switch {
	case s.waiting >= 0:
		return s.app.Cat.F(i18n.KeysPress, s.app.T(i18n.KeyAction(bindables[s.waiting].name)))
	case s.message != "":
		return s.message
	case s.app.SpeechService() == "":
		return s.app.T(i18n.SettingsSpeechNone)
	}
	return s.app.T(i18n.KeysHelp)
}

// Update handles input.
func (s *KeysScene) Update(in *Input) Request {
	if s.dirty || s.built != [2]float64{s.app.W, s.app.H} {
		s.build()
	}
	if s.waiting >= 0 {
		s.takeKey(in)
		return Request{}
	}
	if in.Has(IntentBack) {
		return Request{Next: s.back}
	}
	a, ok := s.form.Update(in.Form())
	if !ok {
		return Request{}
	}
	s.message = ""
	switch {
	case a.ID == idKeyBack:
		return Request{Next: s.back}
	case a.ID == idKeySpeech:
		s.app.Settings.Speech = !s.app.Settings.Speech
		s.app.ApplySettings()
	case a.ID == idKeyReset:
		s.app.SetKeys(DefaultKeyMap())
	case a.ID >= idKeyFirst:
		s.waiting = a.ID - idKeyFirst
	}
	s.app.Audio.Play(audio.Place)
	s.dirty = true
	return Request{}
}

// takeKey binds the key pressed to the waiting action; Esc or a click
// gives up.
func (s *KeysScene) takeKey(in *Input) {
	switch {
	case in.Pressed || in.KeyDown && in.Key == ebiten.KeyEscape:
		s.waiting = -1
	case in.KeyDown:
		km := s.app.Keys
		err := km.Bind(s.waiting, in.Key)
		var c *KeyConflict
		var r *KeyReserved
		switch {
		case errors.As(err, &c):
			s.message = s.app.Cat.F(i18n.KeysConflict, keyLabel(c.Key), s.app.T(i18n.KeyAction(bindables[c.Action].name)))
		case errors.As(err, &r):
			s.message = s.app.Cat.F(i18n.KeysReserved, keyLabel(r.Key))
		default:
			s.app.SetKeys(km)
			s.message = ""
		}
		s.waiting = -1
	default:
		return
	}
	s.dirty = true
}

func (s *KeysScene) build() {
	app := s.app
	f := frameOf(app)
	st := app.Settings
	focus := idKeySpeech
	if c := s.form.Focused(); c != nil {
		focus = c.ID
	}
	onOff := app.T(i18n.Off)
	if st.Speech {
		onOff = app.T(i18n.On)
	}
	cs := append(s.form.Controls[:0], Control{ID: idKeySpeech, Kind: KindToggle, Label: app.T(i18n.SettingsSpeech), On: st.Speech, Value: onOff,
		Rect: f.rect(200, keysRowsY, 880, keysRowStep-3), Enabled: true})
	for i, b := range bindables {
		v := app.Keys.keysLabel(i)
		if i == s.waiting {
			v = "…"
		}
		cs = append(cs, Control{ID: idKeyFirst + i, Kind: KindCycler, Label: app.T(i18n.KeyAction(b.name)), Value: v,
			Rect: f.rect(200, keysRowsY+float64(i+1)*keysRowStep, 880, keysRowStep-3), Enabled: true})
	}
	cs = append(cs,
		Control{ID: idKeyReset, Kind: KindButton, Rect: f.rect(400, 700, 220, 52), Label: app.T(i18n.KeysReset), Enabled: true},
		Control{ID: idKeyBack, Kind: KindButton, Rect: f.rect(660, 700, 220, 52), Label: app.T(i18n.Back), Enabled: true, Primary: true})
	s.form.Controls = cs
	s.form.FocusID(focus)
	s.built = [2]float64{app.W, app.H}
	s.dirty = false
}

// Draw draws the screen.
func (s *KeysScene) Draw(dst *ebiten.Image) {
	s.backdrop.Draw(dst)
	app := s.app
	f := frameOf(app)
	x, y := f.pt(640, 56)
	drawHeading(dst, app, app.T(i18n.KeysTitle), x, y, sprites.AlignCenter)
	DrawPanel(dst, app, f.rect(184, keysRowsY-12, 912, float64(len(bindables)+1)*keysRowStep+20), "")
	DrawForm(dst, app, &s.form)
	nx, ny := f.pt(640, 672)
	ink := sprites.InkDim
	if s.message != "" && s.waiting < 0 {
		ink = sprites.Gold
	}
	sprites.DrawText(dst, s.Message(), app.Fonts.Face(15*f.u, sprites.Regular), nx, ny, sprites.AlignCenter, ink)
}

// Package scenes holds the game's screens — menu, settings, rules, table,
// score sheet — and the manager that switches between them with a
// cross-fade. Scenes ask for a change by returning a Request; they never
// hold the manager. A screen opens another through the registry
// (Register, Open) and goes back through Home, never by the other's
// type; screen families in packages of their own (replay) register
// themselves.
package scenes

import (
	"math"
	"time"

	"rummy/audio"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
	"rummy/sprites"
)

// DesignW and DesignH are the reference screen size in layout units;
// everything scales by Unit = min(w/DesignW, h/DesignH).
const (
	DesignW = 1280.0
	DesignH = 800.0
)

// App is what every scene shares: drawing tools, sound, settings, the
// message catalogue and the screen size. It holds no scene.
type App struct {
	Fonts *sprites.Fonts
	Paint *sprites.Painter
	Cards *sprites.CardArt
	// Avatars draws the seats' pictures, made from their names.
	Avatars  *sprites.Avatars
	Audio    *audio.Player
	Backdrop *sprites.Backdrop
	Store    store.Store
	Settings store.Settings
	Cat      i18n.Catalog

	// W and H are the screen size in pixels; Scale is the device scale.
	W, H, Scale float64
	// Tick counts updates since start.
	Tick uint64
	// PaintOwed reports whether a change has not been painted yet, when
	// the screen is painted only on change (nil, or false, otherwise).
	// Bots wait for it before they think, so that on one thread (the
	// browser) their thinking never competes with the frame showing the
	// last move.
	PaintOwed func() bool
	// Warning is a problem with the stored documents to show the player
	// (damaged settings kept aside, a save that failed); "" when none.
	Warning string
	// RunLang is the language code of this run (-lang), shown instead of
	// the stored one and never stored; "" when none, or once the player
	// picks a language in the settings.
	RunLang string
	// Clock is the time of day for what the store dates (a finished game);
	// nil reads the wall clock.
	Clock func() time.Time
	// Mirror repeats the table for screen readers outside the canvas (the
	// browser page); nil where there is none.
	Mirror Mirror
	// Keys is the person's keymap (issue 30 item 5), kept in
	// Settings.Keys.
	Keys KeyMap
	// voice reads the table aloud when the person turns it on.
	voice voice
	// watch notices moves due at the person's other tables (turns()).
	watch *turnWatch
}

// AppConfig configures NewApp.
type AppConfig struct {
	// Mute disables audio entirely (the -mute flag).
	Mute bool
	// Store is where settings and autosaves live.
	Store store.Store
	// Lang is the language code of this run ("" for the stored one).
	Lang string
}

// NewApp loads fonts, settings and sounds.
func NewApp(cfg AppConfig) (*App, error) {
	fonts, err := sprites.NewFonts()
	if err != nil {
		return nil, err
	}
	paint := sprites.NewPainter()
	s, warning := store.LoadSettings(cfg.Store)
	s = motionDefault(s, prefersReducedMotion())
	a := &App{
		Fonts: fonts, Paint: paint, Store: cfg.Store, Settings: s,
		Cards:    sprites.NewCardArt(fonts, paint, s.FourColourDeck),
		Avatars:  sprites.NewAvatars(fonts, paint),
		Backdrop: sprites.NewBackdrop(),
		Audio:    audio.New(audio.Config{Disabled: cfg.Mute, Volume: s.Volume, Muted: !s.SoundOn}),
		W:        DesignW, H: DesignH, Scale: 1, RunLang: cfg.Lang,
		voice: startVoice(),
	}
	a.applyLanguage()
	a.applyPrint()
	a.Cards.SetBack(sprites.Back(s.CardBack))
	a.Cards.SetSuitShapes(s.SuitShapes)
	sprites.SetHighContrast(s.HighContrast)
	if warning != nil {
		a.Warning = warning.Error()
	}
	a.loadKeys()
	return a, nil
}

// ApplySettings pushes changed settings to the catalogue, the card art
// and the sound, and stores them.
func (a *App) ApplySettings() {
	a.applyLanguage()
	a.applyPrint()
	a.Cards.SetFourColour(a.Settings.FourColourDeck)
	a.Cards.SetBack(sprites.Back(a.Settings.CardBack))
	a.Cards.SetSuitShapes(a.Settings.SuitShapes)
	sprites.SetHighContrast(a.Settings.HighContrast)
	a.Audio.SetMuted(!a.Settings.SoundOn)
	a.Audio.SetVolume(a.Settings.Volume)
	if err := store.SaveSettings(a.Store, a.Settings); err != nil {
		a.Warning = err.Error() // preferences are a convenience: failing to keep them must not stop play
	}
}

// T translates a message.
func (a *App) T(k i18n.Key) string { return a.Cat.T(k) }

// Unit is the size of one layout unit in pixels.
func (a *App) Unit() float64 { return math.Min(a.W/DesignW, a.H/DesignH) }

// Resize records a new screen size in pixels and the device scale
// factor (the smallest text follows the latter).
func (a *App) Resize(w, h int, scale float64) {
	changed := a.Scale != scale
	a.W, a.H, a.Scale = float64(w), float64(h), scale
	if changed && a.Fonts != nil {
		a.applyPrint()
	}
}

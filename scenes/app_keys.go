package scenes

import (
	"errors"

	"rummy/scenes/i18n"
)

// loadKeys reads the person's keymap from the settings. Keys that cannot
// be used leave the default keys, and a message saying which line.
func (a *App) loadKeys() {
	km, err := ParseKeyMap(a.Settings.Keys)
	a.Keys = km
	var bad *KeyFileError
	if errors.As(err, &bad) {
		msg := a.Cat.F(i18n.KeysBadFile, bad.Line)
		if a.Warning != "" {
			msg = a.Warning + " " + msg
		}
		a.Warning = msg
	}
}

// SetKeys changes the keymap and keeps it in the settings file.
func (a *App) SetKeys(km KeyMap) {
	a.Keys = km
	a.Settings.Keys = km.String()
	a.ApplySettings()
}

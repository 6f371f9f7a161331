package scenes

import (
	"encoding/json"

	"rummy/scenes/i18n"
)

// Speed is a pace for animations or bots.
type Speed uint8

// Paces.
const (
	Slow Speed = iota
	Medium
	Fast
)

// Key returns the pace's catalogue key.
func (s Speed) Key() i18n.Key {
	switch s {
	case Slow:
		return i18n.SpeedSlow
	case Fast:
		return i18n.SpeedFast
	}
	return i18n.SpeedNormal
}

// Factor is how much faster than normal things move at this pace.
func (s Speed) Factor() float64 {
	switch s {
	case Slow:
		return 0.6
	case Fast:
		return 1.8
	}
	return 1
}

// Settings are the player's preferences, kept between runs.
type Settings struct {
	Sound      bool    `json:"sound"`
	Volume     float64 `json:"volume"`
	AnimSpeed  Speed   `json:"anim_speed"`
	BotSpeed   Speed   `json:"bot_speed"`
	Lang       string  `json:"lang"`
	FourColour bool    `json:"four_colour"`
}

// DefaultSettings: sound on at 70%, normal speeds, English, two colours.
func DefaultSettings() Settings {
	return Settings{Sound: true, Volume: 0.7, AnimSpeed: Medium, BotSpeed: Medium, Lang: "en"}
}

const settingsFile = "settings.json"

// LoadSettings reads the stored settings; missing or damaged settings
// give the defaults (a preference file is never worth refusing to start).
func LoadSettings(st Store) Settings {
	s := DefaultSettings()
	data, err := st.Read(settingsFile)
	if err != nil {
		return s
	}
	if json.Unmarshal(data, &s) != nil {
		return DefaultSettings()
	}
	s.Volume = min(1, max(0, s.Volume))
	s.AnimSpeed = min(s.AnimSpeed, Fast)
	s.BotSpeed = min(s.BotSpeed, Fast)
	return s
}

// SaveSettings stores the settings.
func SaveSettings(st Store, s Settings) error {
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	return st.Write(settingsFile, data)
}

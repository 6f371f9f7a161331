package i18n

// englishSeeing holds issue 30's English texts.
var englishSeeing = map[Key]string{
	SettingsSeeing:        "Seeing and motion",
	SeeingTitle:           "Seeing and motion",
	SettingsSuitShapes:    "Large suit symbols",
	SettingsHighContrast:  "High contrast",
	SettingsTextSize:      "Text size",
	SettingsReducedMotion: "Reduced motion",
	SeeingNote:            "Reduced motion: short card flights, nothing pulses or swells.",
}

package i18n

// germanSeeing holds issue 30's German texts.
var germanSeeing = map[Key]string{
	SettingsSeeing:        "Sehen und Bewegung",
	SeeingTitle:           "Sehen und Bewegung",
	SettingsSuitShapes:    "Große Farbsymbole",
	SettingsHighContrast:  "Hoher Kontrast",
	SettingsTextSize:      "Textgröße",
	SettingsReducedMotion: "Weniger Bewegung",
	SeeingNote:            "Weniger Bewegung: kurze Kartenflüge, nichts pulsiert oder schwillt an.",
}

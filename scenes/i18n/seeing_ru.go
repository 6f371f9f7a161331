package i18n

// russianSeeing holds issue 30's Russian texts.
var russianSeeing = map[Key]string{
	SettingsSeeing:        "Зрение и движение",
	SeeingTitle:           "Зрение и движение",
	SettingsSuitShapes:    "Крупные значки мастей",
	SettingsHighContrast:  "Высокий контраст",
	SettingsTextSize:      "Размер текста",
	SettingsReducedMotion: "Меньше движения",
	SeeingNote:            "Меньше движения: карты летят коротко, ничего не мигает и не раздувается.",
}

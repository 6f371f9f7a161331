package i18n

// germanLooks holds issue 18's German texts.
var germanLooks = map[Key]string{
	SettingsCardSize:   "Kartengröße",
	SettingsLargePrint: "Große Schrift",
	CardSizeS:          "Klein",
	CardSizeM:          "Mittel",
	CardSizeL:          "Groß",
	CardSizeXL:         "Sehr groß",
	MenuNameLabel:      "Name",
	MenuNameHelp:       "Auf den Namen eines Spielers klicken und ihn tippen; Enter behält ihn, Escape lässt ihn, wie er war.",
	MenuNameUnset:      "Namen eingeben",
}

package i18n

// englishLooks holds issue 18's English texts.
var englishLooks = map[Key]string{
	SettingsCardSize:   "Card size",
	SettingsLargePrint: "Large print",
	CardSizeS:          "Small",
	CardSizeM:          "Medium",
	CardSizeL:          "Large",
	CardSizeXL:         "Extra large",
	MenuNameLabel:      "Name",
	MenuNameHelp:       "Click a person's name and type it; Enter keeps it, Escape leaves it as it was.",
	MenuNameUnset:      "type a name",
}

package i18n

// russianLooks holds issue 18's Russian texts.
var russianLooks = map[Key]string{
	SettingsCardSize:   "Размер карт",
	SettingsLargePrint: "Крупный шрифт",
	CardSizeS:          "Маленький",
	CardSizeM:          "Средний",
	CardSizeL:          "Большой",
	CardSizeXL:         "Очень большой",
	MenuNameLabel:      "Имя",
	MenuNameHelp:       "Щёлкните по имени игрока и впишите его; Enter сохраняет, Escape оставляет как было.",
	MenuNameUnset:      "впишите имя",
}

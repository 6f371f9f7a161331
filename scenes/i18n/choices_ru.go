package i18n

// russianChoices holds the Russian texts of keys_choices.go.
var russianChoices = map[Key]string{
	BtnCancel:        "Отмена",
	TableJokerChoose: "Положите джокера на подсвеченный край комбинации · Esc — вернуть всё назад",
	TableCallChoose:  "Ливерпуль! Выберите комбинацию для %s · Esc — отмена",
	TableCutExact:    "Ровно на раздачу: −50 очков!",
}

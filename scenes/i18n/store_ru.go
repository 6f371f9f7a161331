package i18n

// russianStore holds the Russian texts of keys_store.go.
var russianStore = map[Key]string{
	NetUnsaved:            "Сервер сейчас не может сохранить игру; ваш последний ход не записан. Стол ждёт, пока сохранение снова станет возможным.",
	OnlineErrUnrestorable: "Этот стол не удалось восстановить: его сохранённые данные повреждены. Попросите хозяина создать новый стол.",
}

package i18n

// russianLearn holds the Russian texts of issue 16's screens.
var russianLearn = map[Key]string{
	StatsWatch: "Смотреть",

	ReplayTitle:      "Повтор: %s",
	ReplayStep:       "Ход %d из %d",
	ReplayHand:       "Раздача %d из %d",
	ReplayDeal:       "Карты розданы.",
	ReplayPlay:       "Играть",
	ReplayPause:      "Пауза",
	ReplaySpeed:      "Скорость ×%d",
	ReplayBack:       "< Назад",
	ReplayForward:    "Вперёд >",
	ReplayPrevHand:   "<< Раздача",
	ReplayNextHand:   "Раздача >>",
	ReplayKeysHint:   "← → шаг · PgUp PgDn раздача · Пробел: пуск или пауза · Esc: назад",
	ReplayFaceUp:     "Игра окончена: все карты открыты.",
	ReplayUnreadable: "Эту игру нельзя повторить: %s",
	ReplayStock:      "Колода: %d",
	ReplayTotal:      "Итого: %d",
	ReplayTurn:       "Ходит %s",

	LogTitle:     "Вся игра",
	LogHandHead:  "Раздача %d",
	LogPanelHint: "Колесо или ↑ ↓ листают · Shift+L или Esc закрывают",
	LogButton:    "Журнал",

	PileTitle:        "Сброс в этой раздаче, от первой карты",
	PileDiscarded:    "%s сбросил %s",
	PileTook:         "%s взял %s",
	PileYouDiscarded: "Вы сбросили %s",
	PileYouTook:      "Вы взяли %s",
	PileEmpty:        "Пока только открытая карта.",
	PileHint:         "Shift+P, щелчок или Esc закрывают",
}

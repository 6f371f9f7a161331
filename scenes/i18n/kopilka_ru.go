package i18n

// russianKopilka holds the Kopilka table's Russian texts.
var russianKopilka = map[Key]string{
	KopRound:            "Круг %d",
	KopBank:             "Копилка",
	KopAlive:            "в игре",
	KopDead:             "без фишек",
	KopOut:              "выбыл",
	KopSpeed:            "Скорость",
	KopInstant:          "Мгновенно",
	KopRevealYours:      "Ваша карта: щёлкните по ней или нажмите пробел",
	KopRevealSeat:       "%s: щёлкните по карте или нажмите пробел",
	KopResult:           "Копилка окончена",
	KopWinner:           "%s забирает копилку!",
	KopWinners:          "Общая победа: %s",
	KopRounds:           "Сыграно кругов: %d",
	KopChips:            "фишек: %d",
	KopLinkConnecting:   "Подключение к столу…",
	KopLinkConnected:    "В сети",
	KopLinkReconnecting: "Переподключение…",
	KopLinkClosed:       "Связь со столом прервана: вернитесь в меню и войдите снова",
	KopAway:             "нет на месте",
	KopBotFor:           "играет бот",
	KopNotStarted:       "Игра в копилку ещё не началась: подождите, пока её начнёт хозяин стола",
}

package i18n

// russianPerson holds the Russian messages said to the person at the
// screen (keys_person.go): the verb agrees with «Вы».
var russianPerson = map[Key]string{
	KopYouWin:          "Вы забираете копилку!",
	TableYouThinking:   "Вы думаете…",
	TableWaitingForYou: "Ждём вас",
	TableYouOpened:     "открылись",
	TableYouDown:       "выложили",
	ReplayYourTurn:     "Ваш ход",
	NetBotForYou:       "Бот играет за вас, пока вы не вернётесь",
	NetYouAway:         "Вас нет на связи",
}

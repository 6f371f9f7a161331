package i18n

// germanPerson holds the German messages said to the person at the
// screen (keys_person.go): the verb agrees with "du".
var germanPerson = map[Key]string{
	KopYouWin:          "Du nimmst das Sparschwein!",
	TableYouThinking:   "Du überlegst …",
	TableWaitingForYou: "Warten auf dich",
	TableYouOpened:     "heraus",
	TableYouDown:       "ausgelegt",
	ReplayYourTurn:     "Du bist am Zug",
	NetBotForYou:       "Ein Bot spielt für dich, bis du zurück bist",
	NetYouAway:         "Du bist abwesend",
}

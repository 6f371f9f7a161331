package i18n

// englishPerson holds the English messages said to the person at the
// screen (keys_person.go).
var englishPerson = map[Key]string{
	KopYouWin:          "You take the bank!",
	TableYouThinking:   "You are thinking…",
	TableWaitingForYou: "Waiting for you",
	TableYouOpened:     "opened",
	TableYouDown:       "down",
	ReplayYourTurn:     "Your turn",
	NetBotForYou:       "A bot is playing for you until you are back",
	NetYouAway:         "You are away",
}

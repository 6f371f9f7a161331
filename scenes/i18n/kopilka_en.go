package i18n

// englishKopilka holds the Kopilka table's English texts.
var englishKopilka = map[Key]string{
	KopRound:            "Round %d",
	KopBank:             "Bank",
	KopAlive:            "in play",
	KopDead:             "dead",
	KopOut:              "out",
	KopSpeed:            "Speed",
	KopInstant:          "Instant",
	KopRevealYours:      "Your card: click it, or press Space, to reveal",
	KopRevealSeat:       "%s: click the card, or press Space, to reveal",
	KopResult:           "Kopilka is over",
	KopWinner:           "%s takes the bank!",
	KopWinners:          "Shared win: %s",
	KopRounds:           "Rounds played: %d",
	KopChips:            "%d chips",
	KopLinkConnecting:   "Connecting to the table…",
	KopLinkConnected:    "Online",
	KopLinkReconnecting: "Reconnecting…",
	KopLinkClosed:       "The connection to the table is closed: go back to the menu and join again",
	KopAway:             "away",
	KopBotFor:           "bot plays",
	KopNotStarted:       "The Kopilka game has not started yet: wait for the host to start it",
}

package i18n

// germanKopilka holds the Kopilka table's German texts.
var germanKopilka = map[Key]string{
	KopRound:            "Runde %d",
	KopBank:             "Sparschwein",
	KopAlive:            "im Spiel",
	KopDead:             "ohne Chips",
	KopOut:              "ausgeschieden",
	KopSpeed:            "Tempo",
	KopInstant:          "Sofort",
	KopRevealYours:      "Deine Karte: anklicken oder Leertaste zum Aufdecken",
	KopRevealSeat:       "%s: Karte anklicken oder Leertaste zum Aufdecken",
	KopResult:           "Das Sparschwein ist geleert",
	KopWinner:           "%s nimmt das Sparschwein!",
	KopWinners:          "Geteilter Sieg: %s",
	KopRounds:           "Gespielte Runden: %d",
	KopChips:            "%d Chips",
	KopLinkConnecting:   "Verbinde mit dem Tisch…",
	KopLinkConnected:    "Online",
	KopLinkReconnecting: "Verbinde neu…",
	KopLinkClosed:       "Die Verbindung zum Tisch ist getrennt: zurück ins Menü und neu beitreten",
	KopAway:             "abwesend",
	KopBotFor:           "Bot spielt",
	KopNotStarted:       "Das Kopilka-Spiel hat noch nicht begonnen: warte, bis der Gastgeber es startet",
}

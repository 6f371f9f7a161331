package i18n

// germanOpponents holds the German texts of keys_opponents.go.
var germanOpponents = map[Key]string{
	MyTablesInvited:   "%s lädt dich ein",
	MyTablesRecent:    "Letzte Gegner",
	MyTablesPlayAgain: "Nochmal mit %s",
	OnlineErrReserved: "Dieser Platz ist für einen eingeladenen Spieler reserviert: bitte den Gastgeber um eine Einladung oder wähle einen anderen Tisch.",
}

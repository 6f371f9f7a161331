package i18n

// englishOpponents holds the English texts of keys_opponents.go.
var englishOpponents = map[Key]string{
	MyTablesInvited:   "%s invites you",
	MyTablesRecent:    "Recent opponents",
	MyTablesPlayAgain: "Play again with %s",
	OnlineErrReserved: "That seat is kept for an invited player: ask the host for an invitation or another table.",
}

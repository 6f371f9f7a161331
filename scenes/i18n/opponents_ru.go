package i18n

// russianOpponents holds the Russian texts of keys_opponents.go.
var russianOpponents = map[Key]string{
	MyTablesInvited:   "%s приглашает вас",
	MyTablesRecent:    "Недавние соперники",
	MyTablesPlayAgain: "Сыграть ещё: %s",
	OnlineErrReserved: "Это место оставлено для приглашённого игрока: попросите хозяина стола пригласить вас или выберите другой стол.",
}

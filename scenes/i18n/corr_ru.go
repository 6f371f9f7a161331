package i18n

// russianCorr holds the Russian texts of keys_corr.go.
var russianCorr = map[Key]string{
	OnlineMoveTime: "Заочно: срок хода",
	OnlineMoveOff:  "нет (живая игра)",
	OnlineMinutes:  "%d мин + 7 дней отпуска",
	OnlineHours:    "%d ч + 7 дней отпуска",
	OnlineClaims:   "Мои заявки (купить, стук)",
	ClaimPrefAsk:   "спрашивать меня",
	ClaimPrefNever: "никогда",
	ClaimPrefMeld:  "если даёт комбинацию",
}

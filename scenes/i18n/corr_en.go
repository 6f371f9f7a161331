package i18n

// englishCorr holds the English texts of keys_corr.go.
var englishCorr = map[Key]string{
	OnlineMoveTime: "Time per move",
	OnlineMoveOff:  "off (live table)",
	OnlineMinutes:  "%d min + 7 days' leave",
	OnlineHours:    "%d h + 7 days' leave",
	OnlineClaims:   "My claims (buy, knock, call)",
	ClaimPrefAsk:   "ask me",
	ClaimPrefNever: "never",
	ClaimPrefMeld:  "if it makes a meld",
}

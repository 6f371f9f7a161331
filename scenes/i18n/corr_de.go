package i18n

// germanCorr holds the German texts of keys_corr.go.
var germanCorr = map[Key]string{
	OnlineMoveTime: "Fernspiel: Zeit pro Zug",
	OnlineMoveOff:  "aus (Live-Tisch)",
	OnlineMinutes:  "%d min + 7 Tage Urlaub",
	OnlineHours:    "%d h + 7 Tage Urlaub",
	OnlineClaims:   "Meine Ansprüche (kaufen, klopfen)",
	ClaimPrefAsk:   "mich fragen",
	ClaimPrefNever: "nie",
	ClaimPrefMeld:  "für eine Meldung",
}

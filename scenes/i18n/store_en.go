package i18n

// englishStore holds the English texts of keys_store.go.
var englishStore = map[Key]string{
	NetUnsaved:            "The server cannot save right now; your last move was not kept. The table waits until it can save again.",
	OnlineErrUnrestorable: "This table could not be restored: its saved data is damaged. Ask the host for a new table.",
}

package i18n

// englishStore holds the English texts of keys_store.go.
var englishStore = map[Key]string{
	NetUnsaved:             "The server cannot save right now; your last move was not kept.",
	OnlineErrUnrestorable:  "This table could not be restored: its saved data is damaged. Ask the host for a new table.",
	OnlineErrTooManyTables: "Your network has as many open tables on this server as it allows. Finish or leave one of them (unstarted tables close after an hour), then create a new one.",
	OnlineErrServerFull:    "The server has as many tables as it can hold right now. Try again later, or join a friend's table with its code.",
}

package i18n

import "maps"

// Keys of the table server's store and limits (issue 26).
const (
	// NetUnsaved: the server could not write a move (a full disk): the
	// move is not kept and the table pauses until it can write again.
	NetUnsaved Key = "net.unsaved"
	// OnlineErrUnrestorable: the table of a code could not be restored
	// (its saved data is damaged).
	OnlineErrUnrestorable Key = "online.err_unrestorable"
	// OnlineErrTooManyTables: the player's network has as many open
	// tables as the server allows one address.
	OnlineErrTooManyTables Key = "online.err_too_many_tables"
	// OnlineErrServerFull: the server holds as many tables as it can.
	OnlineErrServerFull Key = "online.err_server_full"
)

func init() {
	maps.Copy(englishOnline, englishStore)
	maps.Copy(russianOnline, russianStore)
	maps.Copy(germanOnline, germanStore)
}

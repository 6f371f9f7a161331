package i18n

// Keys of online play across several nodes (issue 17) and of the
// online pause menu (issue 14).
const (
	// OnlineErrBadServer and OnlineErrEmptyServer: the server field (one
	// address, or several separated by commas) holds something that is
	// not an address, or an empty item.
	OnlineErrBadServer   Key = "online.err_bad_server"
	OnlineErrEmptyServer Key = "online.err_empty_server"
	// NetReconnectingTo names the address the link tries now.
	NetReconnectingTo Key = "net.reconnecting_to"
	// PauseOnlineText and PauseWatchText replace the local game's "it
	// is saved" under the leave and quit questions at an online table:
	// a seat's game goes on with a bot; a spectator only stops watching.
	PauseOnlineText Key = "pause.online_text"
	PauseWatchText  Key = "pause.watch_text"
	// OnlineErrTooManyCodes: the server waits before it looks up another
	// code from this network (issue 26); OnlineErrWatchCode: watching
	// takes the invite code.
	OnlineErrTooManyCodes Key = "online.err_too_many_codes"
	OnlineErrWatchCode    Key = "online.err_watch_code"
)

// OnlineNoConnection: the device has no network (the browser says it is
// offline), so no table server can be reached (issue 29 item 4).
const OnlineNoConnection Key = "online.no_connection"

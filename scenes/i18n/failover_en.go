package i18n

// englishFailover holds the English texts of keys_failover.go.
var englishFailover = map[Key]string{
	OnlineErrBadServer:    "“%s” is not a server address. Write HOST:PORT, like 127.0.0.1:8787; several, separated by commas, for the nodes of one server.",
	OnlineErrEmptyServer:  "The server field has an empty address. Write HOST:PORT, like 127.0.0.1:8787; several, separated by commas, with nothing between two commas.",
	NetReconnectingTo:     "Reconnecting to %s…",
	PauseOnlineText:       "Leaving does not end the game for the others: a bot plays your seat until you are back. Join again with the invite code to take your seat back.",
	PauseWatchText:        "You stop watching; the game goes on for its players. Watch again with the invite code.",
	OnlineErrTooManyCodes: "Too many wrong invite codes came from your network. Wait a minute, then check the code with the person who invited you.",
	OnlineErrWatchCode:    "Watching a table takes its invite code: ask a player for it.",
	OnlineNoConnection:    "No connection: this device is offline, so no table server can be reached. Connect to the network and try again; games against bots still work from the menu.",
}

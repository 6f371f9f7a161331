package match

import "rummy/engine"

// Online is what a Game played at a table server adds to Game (issue
// 14): the table scene asks for it with a type assertion and shows the
// connection, the seats bots play for away persons, and the refusals
// the server sends after Submit had let an action go.
type Online interface {
	// Connection says how the link to the table stands now.
	Connection() Connection
}

// Link is the state of the connection to a table server.
type Link uint8

// The link states.
const (
	LinkConnecting Link = iota
	LinkConnected
	LinkReconnecting
	LinkClosed
)

var linkNames = [...]string{"connecting", "connected", "reconnecting", "closed"}

// String names the state.
func (l Link) String() string {
	if int(l) < len(linkNames) {
		return linkNames[l]
	}
	return "unknown"
}

// Connection is what a presenter shows of an online game: "connected",
// "reconnecting…", "a bot is playing for Anna until she is back".
type Connection struct {
	Link Link
	// Away lists the seats whose person is not connected now; BotFor
	// those a bot plays until their person is back.
	Away, BotFor []int
	// Refused is the engine's refusal (its key, for the presenter's
	// language) of this screen's last action the server turned down
	// after Submit had sent it; Refusals counts them, so that a
	// presenter shows each one once.
	Refused  *engine.Refusal
	Refusals uint64
	// RefusedText is the server's English text of that refusal (for a
	// key this build does not know).
	RefusedText string
	// RefusedKey is the server's key of that refusal when it is not the
	// engine's (e.g. "unsaved": the server could not save the move).
	RefusedKey string
	// Error is the text of the last other error the server sent.
	Error string
	// Addr is the server's address (HOST:PORT) the link uses, or tries
	// while it is connecting or reconnecting: with several nodes it
	// changes as the link moves on to the next (issue 17).
	Addr string
}

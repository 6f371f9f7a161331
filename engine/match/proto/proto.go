// Package proto is the online tables' wire protocol (DESIGN.md "Online
// tables"): versioned JSON messages between a table server and its
// clients, the per-seat projection of a table's events and views, keyed
// refusals, and the fair-deal commitment. It is pure Go (no network, no
// I/O), shared by the server and every client, and builds for the
// browser.
package proto

// Version is the protocol version every message carries in "v". A
// message of another version is refused.
const Version = 1

// MaxMessage is the largest client message, in bytes, a server reads;
// a larger frame closes the connection.
const MaxMessage = 16 << 10

// Spectator is the viewer index of a spectator: it sees the public view
// and every other seat's draws as "drew from the stock".
const Spectator = -1

// The client message types (ClientMsg.Type).
const (
	// TCreate creates a table (Create) with the sender as host in seat 0.
	TCreate = "create"
	// TJoin takes the first open seat of the table invited by Code, as
	// Name.
	TJoin = "join"
	// TResume takes back a seat (Table, Token) after a disconnection;
	// Last is the last sequence number seen.
	TResume = "resume"
	// TSpectate watches the table invited by Code (or Table); Last as
	// in TResume.
	TSpectate = "spectate"
	// TSeat is the host setting seat Seat before the start: Kind "open"
	// (removes whoever sits there) or "bot" at Level.
	TSeat = "seat"
	// TStart is the host starting the game once every seat is taken.
	TStart = "start"
	// TAct plays Action; ID identifies it (a resend of an ID is answered
	// as the first time, applied once).
	TAct = "act"
	// TChat sends the preset phrase Phrase to the table.
	TChat = "chat"
	// TSave asks for the finished game in the saved-game format.
	TSave = "save"
	// TPing asks for a pong (keeps the connection alive).
	TPing = "ping"
	// TEntropy commits a seat's contribution to the deal before the
	// start (EntropyHash) or reveals it after SSeed (Entropy).
	TEntropy = "entropy"
)

// The server message types (ServerMsg.Type).
const (
	// SJoined answers create, join, resume and spectate: Table, Seat,
	// Code, Link and (create and join only) the seat's Token.
	SJoined = "joined"
	// SSnapshot is the whole table as the viewer may see it (Lobby,
	// View); Seq is the table's position. It replaces whatever the
	// client held.
	SSnapshot = "snapshot"
	// SLobby is a change of the seats before the start (Lobby).
	SLobby = "lobby"
	// SStarted is the game's start: the deal commitment in Lobby, the
	// viewer's first View and the deal's Events.
	SStarted = "started"
	// SEvent is one applied action: Actor, the action's ID for its own
	// seat, the viewer's projected Events and View.
	SEvent = "event"
	// SRefused answers action ID with the engine's Refusal.
	SRefused = "refused"
	// SError reports a message the server could not take (Error, Text);
	// the table is unchanged.
	SError = "error"
	// SChat is a preset phrase from a seat.
	SChat = "chat"
	// SPresence is a seat connecting, going away or being played by a
	// bot (Lobby).
	SPresence = "presence"
	// SSave carries the finished game (Save).
	SSave = "save"
	// SPong answers a ping.
	SPong = "pong"
	// SSeed asks every seated person to reveal its entropy (TEntropy):
	// the host has started; the game deals once all did, or after
	// SeedWait without the ones that did not.
	SSeed = "seed"
)

// Advances reports whether a server message type takes the table one
// position further (its Seq is the previous one plus one); the others
// carry the table's current position without moving it.
func Advances(typ string) bool {
	switch typ {
	case SLobby, SStarted, SEvent, SChat, SUndone:
		return true
	}
	return false
}

package proto

import (
	"encoding/json"

	"rummy/engine"
)

// ClientMsg is one message from a client. Only the fields its Type
// names are meaningful; Decode checks them.
type ClientMsg struct {
	V    int    `json:"v"`
	Type string `json:"type"`
	// ID is the action's id (TAct) or a request id echoed in the answer.
	ID     uint64         `json:"id,omitempty"`
	Create *CreateTable   `json:"create,omitempty"`
	Code   string         `json:"code,omitempty"`
	Name   string         `json:"name,omitempty"`
	Table  string         `json:"table,omitempty"`
	Token  string         `json:"token,omitempty"`
	Last   uint64         `json:"last,omitempty"`
	Seat   int            `json:"seat,omitempty"`
	Kind   string         `json:"kind,omitempty"`
	Level  string         `json:"level,omitempty"`
	Action *engine.Action `json:"action,omitempty"`
	Phrase string         `json:"phrase,omitempty"`
	// Patch asks (with create, join, resume or spectate) for views whose
	// public part comes as a patch of the last one (SeatView.PublicPatch).
	Patch bool `json:"patch,omitempty"`
	// EntropyHash is the hex SHA-256 of the seat's 32 random bytes
	// (create, join, or entropy before the start): its part of the
	// deal, committed (issue 27).
	EntropyHash string `json:"entropy_hash,omitempty"`
	// Entropy reveals those bytes, in hex, once the host starts (TEntropy
	// answering SSeed).
	Entropy string `json:"entropy,omitempty"`
	// Identity and Sig: a player id and its signature of the
	// connection's challenge (TAuth; identity.go). A resume with
	// Identity and no Token takes the seat bound to that identity.
	Identity string `json:"identity,omitempty"`
	Sig      string `json:"sig,omitempty"`
	// Pref is a claim preference (TClaimPref; corr.go).
	Pref string `json:"pref,omitempty"`
	// Variant names the leaderboard asked for (TLeaders).
	Variant string `json:"variant,omitempty"`
}

// CreateTable describes a new table.
type CreateTable struct {
	// Variant is classic, romme or liverpool.
	Variant string `json:"variant"`
	// Options are the variant's options as saved games write them
	// (missing keys keep their defaults; the seed is the server's).
	Options json.RawMessage `json:"options,omitempty"`
	// Seats lists every seat but the host's (seat 0): SeatOpen or
	// SeatBot; the options' player count must be len(Seats)+1.
	Seats []SeatSpec `json:"seats"`
	// Level is the level of the bots that play for away or timed-out
	// people (a bots.Names entry; empty: "normal").
	Level string `json:"level,omitempty"`
	// AwaySeconds is how long a disconnected seat waits for its person
	// before a bot plays it (0: DefaultAway).
	AwaySeconds int `json:"away_seconds,omitempty"`
	// TurnSeconds bounds each decision of a person, claim windows
	// included; a bot makes the move when it runs out (0: no timer).
	TurnSeconds int `json:"turn_seconds,omitempty"`
	// IdleMinutes is how long the table lives without any message
	// (0: DefaultIdle).
	IdleMinutes int `json:"idle_minutes,omitempty"`
	// Hints lets the people at the table ask for hints (issue 15: the
	// host's table option; off by default).
	Hints bool `json:"hints,omitempty"`
	// MoveTime makes a correspondence table: the time per move, one of
	// MoveTimes (empty or "off": a live table; corr.go).
	MoveTime string `json:"move_time,omitempty"`
	// Rated makes the table's finished games count for its people's
	// ratings (rating.go): every person needs a proven identity.
	Rated bool `json:"rated,omitempty"`
}

// The table defaults.
const (
	DefaultAway = 30
	DefaultIdle = 120
)

// SeatSpec is how a seat is filled at creation.
type SeatSpec struct {
	Kind  string `json:"kind"`
	Level string `json:"level,omitempty"`
	// Invite keeps an open seat for one player id (issue 31 item 6,
	// "play again with"): only a connection proven as that id takes it,
	// and the id's My tables lists the table as an invitation.
	Invite string `json:"invite,omitempty"`
}

// The seat kinds.
const (
	SeatOpen   = "open"
	SeatPerson = "person"
	SeatBot    = "bot"
)

// ServerMsg is one message from the server. Only the fields its Type
// names are meaningful.
type ServerMsg struct {
	V    int    `json:"v"`
	Seq  uint64 `json:"seq"`
	Type string `json:"type"`
	// ID is the client's id this message answers (its own action in an
	// SEvent, the refused action, the request).
	ID      uint64          `json:"id,omitempty"`
	Table   string          `json:"table,omitempty"`
	Seat    int             `json:"seat"`
	Code    string          `json:"code,omitempty"`
	Link    string          `json:"link,omitempty"`
	Token   string          `json:"token,omitempty"`
	Lobby   *Lobby          `json:"lobby,omitempty"`
	View    *SeatView       `json:"view,omitempty"`
	Actor   int             `json:"actor"`
	Events  []engine.Event  `json:"events,omitempty"`
	Refusal *Refusal        `json:"refusal,omitempty"`
	Error   string          `json:"error,omitempty"`
	Text    string          `json:"text,omitempty"`
	Chat    *Chat           `json:"chat,omitempty"`
	Reveal  *Reveal         `json:"reveal,omitempty"`
	Save    json.RawMessage `json:"save,omitempty"`
	// Step is the number of the game's actions applied once this message's
	// events happened (SStarted, SEvent, SUndone, SSnapshot): where a
	// replay of the game from its seed checks them (issue 27).
	Step int `json:"step,omitempty"`
	// Challenge and Server: the connection's challenge (SChallenge).
	Challenge string `json:"challenge,omitempty"`
	Server    string `json:"server,omitempty"`
	// Identity is the proven player id (SIdentity).
	Identity string `json:"identity,omitempty"`
	// Mine lists the identity's tables (SMine).
	Mine []MyTable `json:"mine,omitempty"`
	// Pref is the seat's claim preference (SClaimPref, SJoined).
	Pref string `json:"pref,omitempty"`
	// Leaders is a variant's leaderboard (SLeaders).
	Leaders *Leaderboard `json:"leaders,omitempty"`
}

// Lobby is the table's public description: its rules, seats and state.
type Lobby struct {
	Variant string          `json:"variant"`
	Options json.RawMessage `json:"options"`
	Status  string          `json:"status"`
	Host    int             `json:"host"`
	Seats   []SeatState     `json:"seats"`
	// Commitment is DealCommitment of the server's secret for the
	// game, published before anyone reveals entropy.
	Commitment  string `json:"commitment"`
	AwaySeconds int    `json:"away_seconds"`
	TurnSeconds int    `json:"turn_seconds"`
	Level       string `json:"level"`
	// Hints is true when the host let the table ask for hints.
	Hints bool `json:"hints,omitempty"`
	// Rated is true at a rated table.
	Rated bool `json:"rated,omitempty"`
	// LeftOut lists the seats whose person committed entropy but did
	// not reveal it in time at the start: the game's seed does not
	// include them (issue 27).
	LeftOut []int `json:"left_out,omitempty"`
	// Games counts the games finished at this table before the current
	// one (rematches); a client seeing it grow drops the old game.
	Games int `json:"games,omitempty"`
	// Rematch is the open rematch offer, if any (rematch.go).
	Rematch *Rematch `json:"rematch,omitempty"`
	// MoveTime is the time per move of a correspondence table ("": a
	// live table).
	MoveTime string `json:"move_time,omitempty"`
}

// The table statuses.
const (
	StatusLobby   = "lobby"
	StatusPlaying = "playing"
	StatusOver    = "over"
)

// SeatState is one seat as everyone sees it.
type SeatState struct {
	// Kind is SeatOpen, SeatPerson or SeatBot.
	Kind  string `json:"kind"`
	Name  string `json:"name,omitempty"`
	Level string `json:"level,omitempty"`
	// Connected is true while the seat's person is connected.
	Connected bool `json:"connected,omitempty"`
	// BotPlaying is true while a bot plays for the away person.
	BotPlaying bool `json:"bot_playing,omitempty"`
	// EntropyHash is the seat's committed contribution to the deal
	// (EntropyHash of its 32 bytes; empty: none, a bot).
	EntropyHash string `json:"entropy_hash,omitempty"`
	// Player is the player id the seat's person proved (issue 31; empty:
	// none), so the people at a table can remember their opponents; a
	// client shows names, never ids. Invited marks an open seat kept
	// for an invited id.
	Player  string `json:"player,omitempty"`
	Invited bool   `json:"invited,omitempty"`
}

// Chat is a preset phrase said by a seat.
type Chat struct {
	Seat   int    `json:"seat"`
	Phrase string `json:"phrase"`
}

// Reveal is the deal's secret, published once the game is over.
type Reveal struct {
	// Seed is the game seed, in decimal (JSON numbers lose 64-bit
	// precision in browsers).
	Seed string `json:"seed"`
	// Salt is the server's secret s, in hex: the Lobby's Commitment is
	// DealCommitment(s).
	Salt string `json:"salt"`
	// Seeds are the contributions the seed was made from, in hex, by
	// seat ("": none, a bot or a seat left out).
	Seeds []string `json:"seeds,omitempty"`
	// Actions is the game's action log: replayed from the seed it
	// re-deals every hand, so a client checks every card it saw.
	Actions []engine.LoggedAction `json:"actions,omitempty"`
}

package main

import (
	"encoding/json"

	"rummy/engine"
	"rummy/engine/match/proto"
)

// The record types of a table's log.
const (
	recCreate = "create"
	recSit    = "sit"
	recSeat   = "seat"
	recStart  = "start"
	recAct    = "act"
	recChat   = "chat"
	// recOwner is a node taking the table over (issue 17): written
	// first, it makes the old owner's next append fail the
	// expected-last-subject-sequence check. It moves no position.
	recOwner = "owner"
	// recEntropy is a seat committing its entropy (issue 27) after it
	// sat down (for a rematch's game: rematch.go).
	recEntropy = "entropy"
)

// record is one entry of a table's log (subject tables.<id>): replaying
// a table's records in order rebuilds the table exactly.
type record struct {
	T string `json:"t"`
	// Meta is the table's description (recCreate).
	Meta *tableMeta `json:"meta,omitempty"`
	// Seat is the seat a record concerns.
	Seat int `json:"seat"`
	// Name and TokenHash: a person sitting down (recSit, recCreate for
	// the host).
	Name      string `json:"name,omitempty"`
	TokenHash string `json:"token_hash,omitempty"`
	// Identity is the player id the seat is taken with (recCreate,
	// recSit; issue 31): the binding lives in the table's log.
	Identity string `json:"identity,omitempty"`
	// Kind and Level: the host setting a seat (recSeat).
	Kind  string `json:"kind,omitempty"`
	Level string `json:"level,omitempty"`
	// ID, Action, Bot: an applied action (recAct); Bot is true when a
	// bot made it (a bot seat, or for an away or timed-out person).
	ID     uint64         `json:"id,omitempty"`
	Action *engine.Action `json:"action,omitempty"`
	Bot    bool           `json:"bot,omitempty"`
	Phrase string         `json:"phrase,omitempty"`
	// Prev is the stream sequence of the table's previous record (0 for
	// the first, and in logs written before issue 26): a replay that
	// finds another one before it knows records are missing.
	Prev uint64 `json:"prev,omitempty"`
	// EntropyHash is a person's committed entropy (recCreate, recSit,
	// recEntropy).
	EntropyHash string `json:"entropy_hash,omitempty"`
	// Seeds are the contributions revealed at the start, by seat (hex,
	// "": none), and LeftOut the seats that did not reveal (recStart).
	Seeds   []string `json:"seeds,omitempty"`
	LeftOut []int    `json:"left_out,omitempty"`
	// Secret is the server's secret for the next game (recRegame).
	Secret string `json:"secret,omitempty"`
	// Pref is a seat's claim preference (recPref).
	Pref string `json:"pref,omitempty"`
	// Unix is when the record was written (seconds), for idle expiry.
	Unix int64 `json:"unix"`
}

// tableMeta is what a table is, written once at its creation. Salt is
// the first game's server secret (Commitment commits to it); it never
// leaves the server before the game ends. Seed is the seed of a table
// created before issue 27 (its games are dealt from it).
type tableMeta struct {
	ID          string           `json:"id"`
	Code        string           `json:"code"`
	Variant     string           `json:"variant"`
	Options     json.RawMessage  `json:"options"`
	Seats       []proto.SeatSpec `json:"seats"`
	Level       string           `json:"level"`
	AwaySeconds int              `json:"away_seconds"`
	TurnSeconds int              `json:"turn_seconds"`
	IdleMinutes int              `json:"idle_minutes"`
	Seed        uint64           `json:"seed"`
	Salt        string           `json:"salt"`
	Commitment  string           `json:"commitment"`
	// Hints lets the table's people ask for hints (issue 15).
	Hints bool `json:"hints,omitempty"`
	// MoveTime makes a correspondence table (proto.MoveTimes; corr.go).
	MoveTime string `json:"move_time,omitempty"`
	// Rated counts the table's finished games for its people's ratings
	// (issue 31; ratings.go).
	Rated bool `json:"rated,omitempty"`
}

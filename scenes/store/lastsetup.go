package store

import "rummy/scenes/seat"

// LastSetup is the table the menu started last: the rule set, its option
// values by key (the seed left out) and who sat where. The menu checks
// it with the engine and falls back to the defaults when it is unusable.
type LastSetup struct {
	Variant string            `json:"variant"`
	Options map[string]string `json:"options"`
	Seats   []LastSeat        `json:"seats"`
}

// LastSeat is one seat of the last setup.
type LastSeat struct {
	Kind  seat.Kind  `json:"kind"`
	Level seat.Level `json:"level,omitempty"`
}

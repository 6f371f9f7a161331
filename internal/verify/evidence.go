package verify

import (
	"encoding/json"
	"errors"
	"fmt"

	"rummy/engine"
	"rummy/engine/match/proto"
)

// Format names the evidence file format Evidence writes.
const Format = "rummy-deal-evidence/1"

// Evidence is what a client keeps of an online game to check its deal:
// the table's public commitments, the server's revelation at the end,
// the client's own contribution and everything the client was shown.
// Saved as JSON, `rummy-sim verify` checks it again.
type Evidence struct {
	Format  string          `json:"format"`
	Table   string          `json:"table"`
	Variant string          `json:"variant"`
	Options json.RawMessage `json:"options"`
	// Viewer is the client's seat, or proto.Spectator.
	Viewer int `json:"viewer"`
	// Commitment is the server's commitment to its secret, as published
	// before the start (Lobby.Commitment).
	Commitment string `json:"commitment"`
	// Hashes are the seats' committed contributions as published before
	// the start ("": none), by seat.
	Hashes []string `json:"entropy_hashes"`
	// LeftOut are the seats the table said were left out of the seed.
	LeftOut []int `json:"left_out,omitempty"`
	// Own is the client's own contribution in hex, kept since it took
	// its seat ("": a spectator, or none).
	Own string `json:"own,omitempty"`
	// Reveal is what the server revealed at the end.
	Reveal *proto.Reveal `json:"reveal"`
	// Seen is everything the client was shown, in order.
	Seen []Seen `json:"seen"`
}

// Seen is what a client was shown at one point of the game: the events
// of the actions From+1 to To (From -1: the deal before any action),
// and its own hand and the revealed hands once they happened.
type Seen struct {
	From   int            `json:"from"`
	To     int            `json:"to"`
	Events []engine.Event `json:"events,omitempty"`
	// HasHand says Hand is the viewer's hand at To.
	HasHand bool          `json:"has_hand,omitempty"`
	Hand    []engine.Card `json:"hand,omitempty"`
	// Hands are the hands revealed at the end of a hand, by seat.
	Hands [][]engine.Card `json:"hands,omitempty"`
}

// Marshal writes the evidence as indented JSON.
func (e *Evidence) Marshal() ([]byte, error) {
	e.Format = Format
	return json.MarshalIndent(e, "", " ")
}

// Unmarshal reads evidence written by Marshal; a file that is not one
// returns an error saying so.
func Unmarshal(data []byte) (*Evidence, error) {
	var e Evidence
	if err := json.Unmarshal(data, &e); err != nil {
		return nil, fmt.Errorf("verify: not a saved online game: %v", err)
	}
	if e.Format != Format {
		return nil, fmt.Errorf("verify: not a saved online game (format %q, want %q)", e.Format, Format)
	}
	if e.Reveal == nil {
		return nil, errors.New("verify: the saved game has no revelation: it was saved before the game ended")
	}
	return &e, nil
}

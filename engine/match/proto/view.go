package proto

import (
	"encoding/json"

	"rummy/engine"
)

// SeatView is an engine.View on the wire: the public state and, for a
// seat, its own hand. A spectator's has Seat Spectator and no hand.
type SeatView struct {
	Public *engine.Public `json:"public,omitempty"`
	// PublicPatch, sent instead of Public to a client that asked for
	// patches, holds the public fields that changed since the client's
	// last view (PublicEncoder.Patch applies it).
	PublicPatch json.RawMessage `json:"public_patch,omitempty"`
	Seat        int             `json:"seat"`
	Hand        []engine.Card   `json:"hand"`
	Counts      []int           `json:"counts"`
	StockSize   int             `json:"stock_size"`
	Waiting     []int           `json:"waiting"`
	DrawnStock  engine.Card     `json:"drawn_stock"`
	// Hands holds every hand once the hand is over (engine.View.Hands).
	Hands [][]engine.Card `json:"hands,omitempty"`
}

// EngineView rebuilds the engine's view for a client, with the table's
// rules (which the wire does not carry).
func (sv *SeatView) EngineView(r *engine.Rules) *engine.View {
	v := &engine.View{Seat: sv.Seat, Hand: sv.Hand, Counts: sv.Counts, StockSize: sv.StockSize,
		Waiting: sv.Waiting, DrawnStock: sv.DrawnStock, Hands: sv.Hands}
	if sv.Public != nil {
		v.Public = *sv.Public
	}
	v.Rules = r
	return v
}

// Project returns the events as viewer may see them: another seat's draw
// from the stock hides its card ("drew from the stock"); a spectator sees
// every such card hidden. It is the engine's own masking.
func Project(events []engine.Event, viewer int) []engine.Event {
	return engine.MaskFor(events, viewer)
}

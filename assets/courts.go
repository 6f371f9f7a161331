package assets

import (
	"embed"
	"fmt"
)

//go:embed courts/*.png
var courts embed.FS

// CourtRank names a court rank whose figure is embedded.
type CourtRank uint8

// The court ranks.
const (
	CourtJack CourtRank = iota
	CourtQueen
	CourtKing
)

// CourtSuit names the suit of an embedded court figure, in the engine's
// order (clubs, diamonds, hearts, spades).
type CourtSuit uint8

// The suits of the court figures.
const (
	CourtClubs CourtSuit = iota
	CourtDiamonds
	CourtHearts
	CourtSpades
)

// CourtFigure returns the PNG of a court figure: the double-headed
// picture inside its frame, without the corner indices (the game draws
// those). fourColour picks the version whose small suit symbols are
// inked for the four-colour deck (it differs for clubs and diamonds).
// The figures are Adrian Kennard's CC0 court cards (see LICENSES.md),
// rendered by courts_gen.go.
func CourtFigure(r CourtRank, s CourtSuit, fourColour bool) ([]byte, error) {
	if r > CourtKing || s > CourtSpades {
		return nil, fmt.Errorf("assets: no court figure for rank %d, suit %d", r, s)
	}
	name := "courts/" + string("JQK"[r]) + string("CDHS"[s])
	if fourColour && (s == CourtClubs || s == CourtDiamonds) {
		name += "4"
	}
	return courts.ReadFile(name + ".png")
}

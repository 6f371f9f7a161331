package proto

// The rating messages (issue 31 item 5): rated tables (CreateTable.Rated)
// rate their people with Glicko-2 per variant when a game ends; a client
// only reads ratings, never writes one.
const (
	// TLeaders asks for a variant's leaderboard (Variant): the best
	// MaxLeaders and, on a proven connection, the asker's own place and
	// rating history; SLeaders answers with Leaders.
	TLeaders = "leaders"
	SLeaders = "leaders"
)

// MaxLeaders is how many ratings a leaderboard lists.
const MaxLeaders = 100

// Leaderboard is one variant's ratings, best first (SLeaders).
type Leaderboard struct {
	Variant string `json:"variant"`
	// Top lists the best rated people, at most MaxLeaders.
	Top []Leader `json:"top"`
	// Players counts every rated person of the variant.
	Players int `json:"players"`
	// You is the asking identity's own entry (nil: not rated yet, or no
	// identity proven).
	You *Leader `json:"you,omitempty"`
}

// Leader is one rated person: the name bound to its key by its rated
// games (the key itself is never shown), its rank (from 1), its
// Glicko-2 rating, deviation and game count; History (the asker's own
// entry only) lists its last rating changes, oldest first.
type Leader struct {
	Rank    int            `json:"rank"`
	Name    string         `json:"name"`
	Rating  float64        `json:"rating"`
	RD      float64        `json:"rd"`
	Games   int            `json:"games"`
	History []RatingChange `json:"history,omitempty"`
}

// RatingChange is one rated game's change: the rating after it, its
// deviation and the change, and when (Unix seconds).
type RatingChange struct {
	Unix   int64   `json:"unix"`
	Rating float64 `json:"rating"`
	RD     float64 `json:"rd"`
	Delta  float64 `json:"delta"`
}

package store

import (
	"fmt"

	"rummy/engine"
)

// StatsName is the statistics document's name in the store.
const StatsName = "stats.json"

// statsFormat is the format number of the statistics document.
const statsFormat = 1

var statsDoc = document{name: StatsName, human: "statistics", format: statsFormat}

// VariantStats are the human player's results in one variant.
//
// Best is the best final total of the human over the games played: the
// highest for classic rummy and Rommé, where the highest total wins
// (CLA-11, ROM-15), and the lowest for Liverpool, where the lowest total
// wins (LIV-SCORE-2). It means nothing while Played is 0.
//
// The fields after TotalScore came with the statistics screen (issue 16):
// a file written before holds none of them, so they count only the games
// played since (Played and Won count all).
type VariantStats struct {
	Played     int   `json:"played"`
	Won        int   `json:"won"`
	Best       int   `json:"best"`
	TotalScore int64 `json:"totalScore"` // sum of the final totals, for Average

	// HandsPlayed and HandsWon count the hands of the games recorded by
	// Record, and the hands the person went out in.
	HandsPlayed int `json:"handsPlayed,omitempty"`
	HandsWon    int `json:"handsWon,omitempty"`
	// Rummies counts the hands the person won all at once: a classic
	// rummy (CLA-9) or a Rommé hand rummy (ROM-14).
	Rummies int `json:"rummies,omitempty"`
	// Streak is the current run of games won; BestStreak the longest.
	Streak     int `json:"streak,omitempty"`
	BestStreak int `json:"bestStreak,omitempty"`
	// Levels counts games and wins by the strongest bot at the table;
	// games without bots are not in it.
	Levels LevelTallies `json:"levels"`
	// Hints counts the hints asked for in the games counted (issue 15;
	// absent in older files: none).
	Hints int `json:"hints,omitempty"`
}

// LevelTallies are games and wins by the level of the strongest bot at
// the table.
type LevelTallies struct {
	Easy   Tally `json:"easy"`
	Normal Tally `json:"normal"`
	Hard   Tally `json:"hard"`
}

// Tally is a count of games played and won.
type Tally struct {
	Played int `json:"played"`
	Won    int `json:"won"`
}

// Of returns the tally of a level ("easy", "normal", "hard"), nil for
// any other.
func (l *LevelTallies) Of(level string) *Tally {
	switch level {
	case LevelEasy:
		return &l.Easy
	case LevelNormal:
		return &l.Normal
	case LevelHard:
		return &l.Hard
	}
	return nil
}

// Average is the mean final total of the games played, 0 before any.
func (v VariantStats) Average() float64 {
	if v.Played == 0 {
		return 0
	}
	return float64(v.TotalScore) / float64(v.Played)
}

// The limits of the statistics. Far above anything a person plays, they
// keep every sum exact: MaxGames games of ±MaxScore points stay well
// inside an int64, and a float64 holds the average. Stored values beyond
// them are damaged data; RecordGame saturates at them (see there).
const (
	// MaxGames bounds Played (and Won).
	MaxGames = 1_000_000_000
	// MaxScore bounds a final total, and so Best.
	MaxScore = 1_000_000_000
	// MaxTotalScore bounds |TotalScore|.
	MaxTotalScore int64 = MaxGames * MaxScore
)

// Stats are the human player's results, by variant.
type Stats struct {
	// Variants maps a variant's name (engine.Variant.String: "classic",
	// "romme", "liverpool") to its results; absent until a game counts.
	Variants map[string]VariantStats `json:"variants"`
	// Recent are the last games Record counted, newest first: at most
	// RecentGames of each variant.
	Recent []RecentGame `json:"recent,omitempty"`
}

// LowerIsBetter reports whether a lower total is the better one in a
// variant: true for Liverpool only.
func LowerIsBetter(v engine.Variant) bool { return v == engine.Liverpool }

// RecordGame counts a finished game for the human player: the variant's
// name, whether the human won and their final total. A practice game
// (the Rommé option, ROM-SR-PRACTICE) does not count; RecordGame then
// returns false. Call SaveStats afterwards.
//
// Adding a game never wraps: the counts and the sum saturate at their
// limits (MaxGames, MaxTotalScore), and a total beyond ±MaxScore counts as
// ±MaxScore, so the statistics stay valid (and loadable) whatever is
// recorded.
func (st *Stats) RecordGame(variant string, practice bool, humanWon bool, humanScore int) (bool, error) {
	v, err := engine.ParseVariant(variant)
	if err != nil {
		return false, fmt.Errorf("store: cannot record the game: %v", err)
	}
	if practice {
		return false, nil
	}
	if st.Variants == nil {
		st.Variants = map[string]VariantStats{}
	}
	vs := st.Variants[v.String()]
	humanScore = min(max(humanScore, -MaxScore), MaxScore)
	if vs.Played == 0 || (LowerIsBetter(v) && humanScore < vs.Best) || (!LowerIsBetter(v) && humanScore > vs.Best) {
		vs.Best = humanScore
	}
	vs.Played = min(vs.Played+1, MaxGames)
	if humanWon {
		vs.Won = min(vs.Won+1, vs.Played)
	}
	vs.TotalScore = min(max(vs.TotalScore+int64(humanScore), -MaxTotalScore), MaxTotalScore)
	st.Variants[v.String()] = vs
	return true, nil
}

// Validate reports the first impossible entry.
func (st Stats) Validate() error {
	for name, vs := range st.Variants {
		v, err := engine.ParseVariant(name)
		if err != nil || v.String() != name {
			return fmt.Errorf("store: statistics for unknown variant %q", name)
		}
		if vs.Played < 0 || vs.Won < 0 || vs.Won > vs.Played {
			return fmt.Errorf("store: %s statistics: %d won of %d played", name, vs.Won, vs.Played)
		}
		if vs.Played > MaxGames {
			return fmt.Errorf("store: %s statistics: %d games played, more than %d", name, vs.Played, MaxGames)
		}
		if vs.Best < -MaxScore || vs.Best > MaxScore {
			return fmt.Errorf("store: %s statistics: best total %d is beyond ±%d", name, vs.Best, MaxScore)
		}
		if vs.TotalScore < -MaxTotalScore || vs.TotalScore > MaxTotalScore {
			return fmt.Errorf("store: %s statistics: sum of totals %d is beyond ±%d", name, vs.TotalScore, MaxTotalScore)
		}
		if err := vs.validateMore(name); err != nil {
			return err
		}
	}
	return st.validateRecent()
}

// statsFile is the statistics document as stored.
type statsFile struct {
	Format int `json:"format"`
	Stats
}

// LoadStats returns the saved statistics, or empty ones when there are
// none. When the saved ones cannot be used it also returns a *Warning to
// show the player; the statistics returned are then empty, and the bad
// data is kept aside.
func LoadStats(s Store) (Stats, error) {
	var f statsFile
	ok, warning := statsDoc.load(s, &f, func() error { return f.Stats.Validate() })
	if !ok {
		return Stats{Variants: map[string]VariantStats{}}, warning
	}
	if f.Variants == nil {
		f.Variants = map[string]VariantStats{}
	}
	return f.Stats, nil
}

// SaveStats stores the statistics.
func SaveStats(s Store, st Stats) error {
	if err := st.Validate(); err != nil {
		return err
	}
	return statsDoc.save(s, statsFile{Format: statsFormat, Stats: st})
}

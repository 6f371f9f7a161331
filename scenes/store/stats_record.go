package store

import (
	"errors"
	"fmt"
	"time"

	"rummy/engine"
)

// RecentGames is how many recent games Stats keeps of each variant.
const RecentGames = 10

// RecentGame is one of the last games counted, as the statistics screen
// lists it.
type RecentGame struct {
	Variant  string    `json:"variant"`
	Finished time.Time `json:"finished"`
	// Archive is the game's id in the archive (0 when it was not kept);
	// the archive may have dropped it since.
	Archive int64 `json:"archive,omitempty"`
	// Opponents are the other seats, in seat order.
	Opponents []SeatInfo `json:"opponents"`
	// Won: the person was among the winners. Place is their place, from
	// 1 (tied seats share one), at a table of Players.
	Won     bool `json:"won"`
	Place   int  `json:"place"`
	Players int  `json:"players"`
	// Score is the person's final total.
	Score int `json:"score"`
	// Hints counts the hints the person asked for in the game (issue 15;
	// absent in older files: none).
	Hints int `json:"hints,omitempty"`
}

// Record counts a finished game for its person (FinishedGame.Person),
// archived under id (0 when it was not kept): everything RecordGame
// counts, and the hands, rummies, streaks, level of the strongest bot and
// the recent games. A practice game (ROM-SR-PRACTICE) or a game without a
// person does not count; Record then returns false. Call SaveStats
// afterwards. Counts saturate as in RecordGame.
func (st *Stats) Record(g FinishedGame, id int64) (bool, error) {
	p := g.Person
	if p < 0 {
		return false, nil
	}
	if p >= len(g.Totals) || len(g.Seats) != len(g.Totals) {
		return false, errors.New("store: cannot record the game: its seats and totals do not match")
	}
	counted, err := st.RecordGame(g.Variant.String(), g.Practice, g.Won(p), g.Totals[p])
	if err != nil || !counted {
		return counted, err
	}
	name := g.Variant.String()
	vs := st.Variants[name]
	for _, r := range g.Results {
		vs.HandsPlayed = min(vs.HandsPlayed+1, MaxGames)
		if r.Winner == p {
			vs.HandsWon = min(vs.HandsWon+1, vs.HandsPlayed)
			if r.Rummy {
				vs.Rummies = min(vs.Rummies+1, vs.HandsWon)
			}
		}
	}
	if g.Won(p) {
		vs.Streak = min(vs.Streak+1, vs.Won)
		vs.BestStreak = max(vs.BestStreak, vs.Streak)
	} else {
		vs.Streak = 0
	}
	if t := vs.Levels.Of(g.StrongestBot()); t != nil {
		t.Played = min(t.Played+1, vs.Played)
		if g.Won(p) {
			t.Won = min(t.Won+1, t.Played)
		}
	}
	hints := min(max(g.Hints, 0), MaxGames)
	vs.Hints = min(vs.Hints+hints, MaxGames)
	st.Variants[name] = vs
	opponents := make([]SeatInfo, 0, len(g.Seats)-1)
	for i, s := range g.Seats {
		if i != p {
			opponents = append(opponents, s)
		}
	}
	score := min(max(g.Totals[p], -MaxScore), MaxScore)
	recent := RecentGame{Variant: name, Finished: g.Finished.UTC(), Archive: max(id, 0), Opponents: opponents,
		Won: g.Won(p), Place: g.Place(p), Players: len(g.Seats), Score: score, Hints: hints}
	st.Recent = append([]RecentGame{recent}, st.Recent...)
	kept, n := st.Recent[:0], 0
	for _, r := range st.Recent {
		if r.Variant == name {
			if n++; n > RecentGames {
				continue
			}
		}
		kept = append(kept, r)
	}
	st.Recent = kept
	return true, nil
}

// RecentOf returns the recent games of a variant, newest first.
func (st Stats) RecentOf(v engine.Variant) []RecentGame {
	var out []RecentGame
	for _, r := range st.Recent {
		if r.Variant == v.String() {
			out = append(out, r)
		}
	}
	return out
}

// validateMore checks the fields Record keeps beyond RecordGame's.
func (vs VariantStats) validateMore(name string) error {
	switch {
	case vs.HandsPlayed < 0 || vs.HandsPlayed > MaxGames || vs.HandsWon < 0 || vs.HandsWon > vs.HandsPlayed:
		return fmt.Errorf("store: %s statistics: %d hands won of %d", name, vs.HandsWon, vs.HandsPlayed)
	case vs.Rummies < 0 || vs.Rummies > vs.HandsWon:
		return fmt.Errorf("store: %s statistics: %d rummies in %d hands won", name, vs.Rummies, vs.HandsWon)
	case vs.Hints < 0 || vs.Hints > MaxGames:
		return fmt.Errorf("store: %s statistics: %d hints", name, vs.Hints)
	case vs.BestStreak < 0 || vs.BestStreak > vs.Won || vs.Streak < 0 || vs.Streak > vs.BestStreak:
		return fmt.Errorf("store: %s statistics: winning streaks %d and %d with %d games won", name, vs.Streak, vs.BestStreak, vs.Won)
	}
	for _, l := range []string{LevelEasy, LevelNormal, LevelHard} {
		t := vs.Levels.Of(l)
		if t.Played < 0 || t.Won < 0 || t.Won > t.Played || t.Played > vs.Played {
			return fmt.Errorf("store: %s statistics: %d won of %d against %s bots, of %d games", name, t.Won, t.Played, l, vs.Played)
		}
	}
	return nil
}

// validateRecent checks the recent games.
func (st Stats) validateRecent() error {
	count := map[string]int{}
	for i, r := range st.Recent {
		vs, ok := st.Variants[r.Variant]
		count[r.Variant]++
		switch {
		case !ok:
			return fmt.Errorf("store: recent game %d is of %q, which has no statistics", i+1, r.Variant)
		case count[r.Variant] > RecentGames || count[r.Variant] > vs.Played:
			return fmt.Errorf("store: more recent %s games than kept or played", r.Variant)
		case r.Players < 1 || r.Players > maxSeats || len(r.Opponents) != r.Players-1:
			return fmt.Errorf("store: recent game %d has %d opponents at a table of %d", i+1, len(r.Opponents), r.Players)
		case r.Place < 1 || r.Place > r.Players:
			return fmt.Errorf("store: recent game %d: place %d at a table of %d", i+1, r.Place, r.Players)
		case r.Score < -MaxScore || r.Score > MaxScore || r.Archive < 0:
			return fmt.Errorf("store: recent game %d: score %d or archive id %d is out of range", i+1, r.Score, r.Archive)
		}
		for _, o := range r.Opponents {
			if o.Kind != Human && o.Kind != Bot {
				return fmt.Errorf("store: recent game %d: an opponent is %q, not %q or %q", i+1, o.Kind, Human, Bot)
			}
		}
	}
	return nil
}

// ResetStats clears the saved statistics of every variant (the archive
// of games stays as it is).
func ResetStats(s Store) error {
	return SaveStats(s, Stats{Variants: map[string]VariantStats{}})
}

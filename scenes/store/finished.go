package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"rummy/engine"
)

// FinishedGame is a game that is over, as the statistics count it and the
// archive keeps it. Finish builds one from the engine's state; its figures
// are the engine's, never the caller's.
type FinishedGame struct {
	// Finished is when the game ended (the caller's clock: the store
	// reads none).
	Finished time.Time
	// Variant is the rule set.
	Variant engine.Variant
	// Practice marks a Rommé practice game (ROM-SR-PRACTICE): kept in the
	// archive, never counted in the statistics.
	Practice bool
	// Seats says who played each seat.
	Seats []SeatInfo
	// Hints counts the hints the person asked for (issue 15).
	Hints int
	// Person is the seat whose results the statistics count (the first
	// person at the table), -1 when only bots played.
	Person int
	// Totals are the final totals by seat; Winners the seats that won.
	Totals  []int
	Winners []int
	// Results are the hands' results, in order.
	Results []engine.HandResult
	// Game is the engine's saved game (engine.Save), which replays it.
	Game json.RawMessage
}

// Finish describes a finished game: the engine's state, who sat where,
// the person whose results count (-1 for none) and when it ended. It
// fails when the game is not over or the seats do not match it.
func Finish(st *engine.State, seats []SeatInfo, person int, at time.Time) (FinishedGame, error) {
	if !st.Over() {
		return FinishedGame{}, errors.New("store: the game is not over yet, so it cannot be kept as a finished game")
	}
	if len(seats) != st.Players() {
		return FinishedGame{}, fmt.Errorf("store: %d seats given for a game of %d players", len(seats), st.Players())
	}
	if person < -1 || person >= len(seats) {
		return FinishedGame{}, fmt.Errorf("store: there is no seat %d for the person at a table of %d", person+1, len(seats))
	}
	game, err := engine.Save(st)
	if err != nil {
		return FinishedGame{}, fmt.Errorf("store: cannot save the finished game: %v", err)
	}
	return FinishedGame{
		Finished: at.UTC(), Variant: st.Rules().Variant, Practice: !st.CountsForStatistics(),
		Seats: append([]SeatInfo(nil), seats...), Person: person,
		Totals: st.Totals(), Winners: st.Winners(), Results: st.Results(), Game: game,
	}, nil
}

// Won reports whether seat is among the winners.
func (g FinishedGame) Won(seat int) bool {
	for _, w := range g.Winners {
		if w == seat {
			return true
		}
	}
	return false
}

// Place is seat's place in the final standing, from 1: one more than the
// number of seats with a strictly better total (the lowest in Liverpool,
// LIV-SCORE-2; the highest otherwise), so tied seats share a place.
func (g FinishedGame) Place(seat int) int {
	place := 1
	for i, t := range g.Totals {
		better := t > g.Totals[seat]
		if LowerIsBetter(g.Variant) {
			better = t < g.Totals[seat]
		}
		if i != seat && better {
			place++
		}
	}
	return place
}

// StrongestBot is the level of the strongest bot at the table ("easy",
// "normal" or "hard"), "" when no bot played.
func (g FinishedGame) StrongestBot() string {
	best := 0
	for _, s := range g.Seats {
		if s.Kind == Bot {
			best = max(best, levelRank(s.Level.String()))
		}
	}
	return [...]string{"", LevelEasy, LevelNormal, LevelHard}[best]
}

// levelRank orders the bot levels; anything unknown counts as normal, as
// the table reads it.
func levelRank(level string) int {
	switch level {
	case LevelEasy:
		return 1
	case LevelHard:
		return 3
	}
	return 2
}

// The bot levels as SeatInfo.Level writes them.
const (
	LevelEasy   = "easy"
	LevelNormal = "normal"
	LevelHard   = "hard"
)

// Package bots holds the players that decide from what a seat may see: a
// bot gets an *engine.View (never the full state) and returns one action.
// Bots are pure: their only randomness is their own engine.RNG, derived
// from the game seed and their seat through SHA-256 (seatSeed), so games
// replay exactly and no bot can rebuild the deal from its seed.
package bots

import (
	"time"

	"rummy/engine"
)

// Bot decides one action for the seat the view belongs to. It is called
// whenever that seat is waited on: to cut, draw, play, discard, or answer
// a claim window.
type Bot interface {
	Act(v *engine.View) engine.Action
}

// Thinker is a bot that thinks in slices, for a frame loop that must not
// block (the browser has one thread): Start a decision, call Step with a
// small budget once per frame until it reports done, then read Action.
// With a deterministic budget (Budget.Rollouts) the decision does not
// depend on how the work was sliced. Start is cheap, and each unit of
// Step's work is small: Step runs over its budget by at most one unit.
type Thinker interface {
	Bot
	// Start begins deciding for the view; the view must stay unchanged
	// until Action is read.
	Start(v *engine.View)
	// Step thinks for about budget (measured on the bot's clock) and
	// reports whether the decision is ready.
	Step(budget time.Duration) (done bool)
	// Action returns the decision; before Step reported done it returns
	// the best action found so far.
	Action() engine.Action
}

// Clock is a monotonic time source measured from any fixed origin. Bots
// read time only through one, so tests and replays can inject their own.
type Clock func() time.Duration

// WallClock returns a Clock on the system's monotonic clock.
func WallClock() Clock {
	start := time.Now()
	return func() time.Duration { return time.Since(start) }
}

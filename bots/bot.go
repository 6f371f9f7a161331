// Package bots holds the players that decide from what a seat may see: a
// bot gets an *engine.View (never the full state) and returns one action.
// Bots are pure: their only randomness is their own engine.RNG, derived
// from the game seed and their seat, so games replay exactly.
package bots

import "rummy/engine"

// Bot decides one action for the seat the view belongs to. It is called
// whenever that seat is waited on: to cut, draw, play, discard, or answer
// a claim window.
type Bot interface {
	Act(v *engine.View) engine.Action
}

package match

import (
	"fmt"

	"rummy/engine"
)

// IllegalError is an illegal answer from a bot or a replay: the match
// stops rather than play another move in its place.
type IllegalError struct {
	Seat   int
	Action engine.Action
	Err    error
}

// Error says who answered what and why it was refused.
func (e *IllegalError) Error() string {
	return fmt.Sprintf("match: seat %d answered %s, which is illegal: %v", e.Seat, e.Action, e.Err)
}

// Unwrap returns the engine's refusal.
func (e *IllegalError) Unwrap() error { return e.Err }

// SaveError is a failure of the sink; the action it follows was applied.
type SaveError struct{ Err error }

// Error says that saving failed.
func (e *SaveError) Error() string {
	return fmt.Sprintf("match: the game goes on but was not saved: %v", e.Err)
}

// Unwrap returns the sink's error.
func (e *SaveError) Unwrap() error { return e.Err }

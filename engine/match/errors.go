package match

import (
	"errors"
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

// errNotDealer refuses a next hand asked by a seat that does not deal
// it (the engine's own refusal is preferred when it has one).
var errNotDealer = errors.New("match: only the dealer the game waits on deals the next hand")

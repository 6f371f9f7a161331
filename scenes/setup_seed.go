package scenes

import (
	"fmt"
	"time"

	"rummy/engine"
)

// rulesAndSeed checks a setup for a new game and returns its rules and
// the game's seed: the setup's own, or a fresh one where it asks for a
// random game (seed=0, COM-8).
func (s Setup) rulesAndSeed() (*engine.Rules, uint64, error) {
	rules, err := engine.NewRules(s.Options)
	if err != nil {
		return nil, 0, err
	}
	if len(s.Seats) != s.Options.NumPlayers() {
		return nil, 0, fmt.Errorf("scenes: %d seats for %d players: give every player a seat", len(s.Seats), s.Options.NumPlayers())
	}
	seed := uint64(s.Options.GameSeed())
	if seed == 0 {
		seed = uint64(time.Now().UnixNano()) | 1
	}
	return rules, seed, nil
}

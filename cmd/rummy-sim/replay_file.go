package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"rummy/scenes/store"
)

// savedGame returns the engine's saved game held in data: data itself
// (what engine.Save writes), or the game inside the autosave the game
// writes (scenes/store: {format, seats, game}), read by the game's own
// loader so its format and seats are checked as the game checks them.
func savedGame(data []byte) ([]byte, error) {
	var envelope struct {
		Seats json.RawMessage `json:"seats"`
		Game  json.RawMessage `json:"game"`
	}
	if json.Unmarshal(data, &envelope) != nil || envelope.Seats == nil && envelope.Game == nil {
		return data, nil // not an autosave: engine.Load says what is wrong, if anything
	}
	mem := store.NewMemory()
	if err := mem.Save(store.AutosaveName, data); err != nil {
		return nil, err
	}
	a, err := store.LoadGame(mem)
	var w *store.Warning
	switch {
	case errors.As(err, &w):
		msg := "the autosave cannot be used: " + w.Problem.String()
		if w.Err != nil {
			msg += " (" + strings.TrimPrefix(w.Err.Error(), "store: ") + ")"
		}
		return nil, errors.New(msg)
	case err != nil:
		return nil, fmt.Errorf("the autosave cannot be used: %v", err)
	}
	return a.Game, nil
}

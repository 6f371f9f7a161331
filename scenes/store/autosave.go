package store

import (
	"encoding/json"
	"errors"
	"fmt"

	handmodel "rummy/scenes/hand"
	"rummy/scenes/seat"
)

// AutosaveName is the autosaved game's name in the store.
const AutosaveName = "autosave.json"

// autosaveFormat is the format number of the autosave envelope (the game
// inside has its own, the engine's).
const autosaveFormat = 1

var autosaveDoc = document{name: AutosaveName, human: "saved game", format: autosaveFormat, compact: true}

// The kinds of seat.
const (
	Human = seat.Human
	Bot   = seat.Bot
)

// maxSeats is the most seats a table has (Kopilka seats 15, KOP-1).
const maxSeats = 15

// SeatInfo is what the table needs to know of a seat beyond the engine's
// state: who plays it.
type SeatInfo struct {
	Kind  seat.Kind  `json:"kind"`            // Human or Bot
	Level seat.Level `json:"level,omitempty"` // the bot's level ("easy", "normal", "hard"); none for a person
	Name  string     `json:"name"`            // shown at the table
	// Own: Name is the one the person (or -seats) gave the seat, kept
	// when the game is resumed; else the table names the seat again.
	Own bool `json:"own,omitempty"`
}

// Autosave is the game in progress: the seats and the engine's saved game.
type Autosave struct {
	Seats []SeatInfo
	// Game is the engine's saved-game JSON, kept as it is.
	Game json.RawMessage
	// Table is how the table looked (issue 15 item 8); nil in saves
	// made before it was kept.
	Table *TableKeep
}

// TableKeep is what the table shows beyond the game, kept so that a
// resumed game looks as it was left: the viewer's arrangement of their
// hand and the lines of the table's log.
type TableKeep struct {
	// Viewer is the seat whose hand Hand arranges.
	Viewer int                   `json:"viewer"`
	Hand   handmodel.Arrangement `json:"hand"`
	Log    []string              `json:"log,omitempty"`
}

// autosaveFile is the autosave document as stored.
type autosaveFile struct {
	Format int             `json:"format"`
	Seats  []SeatInfo      `json:"seats"`
	Game   json.RawMessage `json:"game"`
	Table  *TableKeep      `json:"table,omitempty"`
}

// validate reports the first thing wrong with the envelope.
func (a Autosave) validate() error {
	if len(a.Seats) == 0 || len(a.Seats) > maxSeats {
		return fmt.Errorf("store: a saved game needs 1 to %d seats, not %d", maxSeats, len(a.Seats))
	}
	for i, s := range a.Seats {
		if s.Kind != Human && s.Kind != Bot {
			return fmt.Errorf("store: seat %d is of kind %d: a seat is %s or %s", i+1, s.Kind, Human, Bot)
		}
	}
	if len(a.Game) == 0 || !json.Valid(a.Game) {
		return errors.New("store: the saved game is not JSON")
	}
	return nil
}

// SaveGame stores the game in progress, replacing the previous one.
func SaveGame(s Store, a Autosave) error {
	if err := a.validate(); err != nil {
		return err
	}
	return autosaveDoc.save(s, autosaveFile{Format: autosaveFormat, Seats: a.Seats, Game: a.Game, Table: a.Table})
}

// LoadGame returns the autosaved game. The error wraps ErrNotFound when
// there is none (nothing to resume); it is a *Warning to show the player
// when there was one that cannot be used — its data is then kept aside.
// When the engine then rejects the game inside, call RejectGame.
func LoadGame(s Store) (Autosave, error) {
	var f autosaveFile
	ok, warning := autosaveDoc.load(s, &f, func() error {
		return Autosave{Seats: f.Seats, Game: f.Game}.validate()
	})
	if warning != nil {
		return Autosave{}, warning
	}
	if !ok {
		return Autosave{}, notFound(AutosaveName)
	}
	return Autosave{Seats: f.Seats, Game: f.Game, Table: f.Table}, nil
}

// RejectGame keeps aside an autosaved game the engine could not load
// (cause is the engine's error) and returns the *Warning to show.
func RejectGame(s Store, cause error) *Warning {
	w := &Warning{Doc: autosaveDoc.human, Name: AutosaveName, Problem: Damaged, Err: cause}
	kept, err := s.SetAside(AutosaveName)
	if err != nil {
		w.Err = errors.Join(cause, err)
	}
	w.KeptAs = kept
	return w
}

// KeepGame keeps the autosaved game, if there is one, under
// autosave.json.prev-<n> (the first n free) before a new game replaces it,
// and returns that name; "" when there was none.
func KeepGame(s Store) (string, error) {
	kept, err := s.Keep(AutosaveName, "prev")
	if errors.Is(err, ErrNotFound) {
		return "", nil
	}
	return kept, err
}

// ClearGame removes the autosaved game, when it is over or abandoned.
func ClearGame(s Store) error {
	return s.Remove(AutosaveName)
}

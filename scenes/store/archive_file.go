package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"rummy/engine"
)

// gameFile is a kept game's document and an exported game's file: the
// autosave's envelope ({format, seats, game}: `rummy-sim replay` and
// LoadGame read it, ignoring the rest) and the summary under "kept".
type gameFile struct {
	Format int             `json:"format"`
	Seats  []SeatInfo      `json:"seats"`
	Game   json.RawMessage `json:"game"`
	Kept   *keptSummary    `json:"kept,omitempty"`
}

// keptSummary is what a file says of its game beyond the engine's saved
// game; everything else is read from the game itself.
type keptSummary struct {
	Finished time.Time `json:"finished"`
	Variant  string    `json:"variant"`
	Person   int       `json:"person"`
	Totals   []int     `json:"totals"`
	Winners  []int     `json:"winners"`
}

// encodeGameFile writes a finished game's document.
func encodeGameFile(g FinishedGame) ([]byte, error) {
	if err := (Autosave{Seats: g.Seats, Game: g.Game}).validate(); err != nil {
		return nil, err
	}
	f := gameFile{Format: autosaveFormat, Seats: g.Seats, Game: g.Game,
		Kept: &keptSummary{Finished: g.Finished.UTC(), Variant: g.Variant.String(), Person: g.Person, Totals: g.Totals, Winners: g.Winners}}
	b, err := json.Marshal(f)
	if err != nil {
		return nil, fmt.Errorf("store: cannot encode the finished game: %v", err)
	}
	return append(b, '\n'), nil
}

// decodeGameFile reads a game's document or an exported file.
func decodeGameFile(data []byte) (gameFile, error) {
	var f gameFile
	if err := json.Unmarshal(data, &f); err != nil {
		return f, fmt.Errorf("not JSON: %v", err)
	}
	if f.Format != autosaveFormat {
		return f, fmt.Errorf("format %d, this version reads %d", f.Format, autosaveFormat)
	}
	return f, Autosave{Seats: f.Seats, Game: f.Game}.validate()
}

// Import keeps a finished game read from a file: an exported game, an
// autosave, or the engine's saved game (whose seats are then unknown:
// bots without names). The engine must replay the game and find it over;
// otherwise, or when the file is over MaxDocSize, Import returns an error
// to show and changes nothing. now dates a game whose file does not say
// when it ended.
func (a *Archive) Import(data []byte, now time.Time) (int64, error) {
	g, err := readGameFile(data, now)
	if err != nil {
		return 0, err
	}
	return a.add(g, true)
}

// Why an imported file was refused (errors.Is on Import's error), so the
// game can say it in the player's language.
var (
	// ErrImportTooLarge: the file is over MaxDocSize.
	ErrImportTooLarge = errors.New("store: the file is too large to be a game this version wrote")
	// ErrImportUnreadable: the file is no game this version can read or
	// replay.
	ErrImportUnreadable = errors.New("store: the file is not a game this version can replay")
	// ErrImportUnfinished: the file's game is not over.
	ErrImportUnfinished = errors.New("store: the game in the file is not finished; only finished games can be kept (play it to the end first)")
)

// readGameFile checks a file for Import and describes its game.
func readGameFile(data []byte, now time.Time) (FinishedGame, error) {
	if len(data) > MaxDocSize {
		return FinishedGame{}, fmt.Errorf("%w (over %d MiB)", ErrImportTooLarge, MaxDocSize>>20)
	}
	var probe struct {
		Game json.RawMessage `json:"game"`
	}
	game := data
	var f gameFile
	if json.Unmarshal(data, &probe) == nil && probe.Game != nil {
		var err error
		if f, err = decodeGameFile(data); err != nil {
			return FinishedGame{}, fmt.Errorf("%w: %v", ErrImportUnreadable, trimStore(err))
		}
		game = f.Game
	}
	st, err := engine.Load(bytes.TrimSpace(game))
	if err != nil {
		return FinishedGame{}, fmt.Errorf("%w: %v", ErrImportUnreadable, trimStore(err))
	}
	if !st.Over() {
		return FinishedGame{}, ErrImportUnfinished
	}
	seats, person, at := f.Seats, -1, now
	if len(seats) != st.Players() {
		seats = make([]SeatInfo, st.Players())
		for i := range seats {
			seats[i] = SeatInfo{Kind: Bot}
		}
	} else if k := f.Kept; k != nil && k.Person >= -1 && k.Person < len(seats) && (k.Person < 0 || seats[k.Person].Kind == Human) {
		person = k.Person
	}
	if f.Kept != nil && !f.Kept.Finished.IsZero() {
		at = f.Kept.Finished
	}
	return Finish(st, seats, person, at)
}

// trimStore removes a package prefix from an error for a message that
// has its own.
func trimStore(err error) string {
	s := err.Error()
	for _, p := range []string{"store: ", "engine: "} {
		if len(s) > len(p) && s[:len(p)] == p {
			return s[len(p):]
		}
	}
	return s
}

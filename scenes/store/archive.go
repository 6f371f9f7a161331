package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"
)

// ArchiveName is the archive's index document: the summaries of the kept
// games. Each game is a document of its own, named by GameDocName.
const ArchiveName = "archive.json"

// archiveFormat is the format number of the archive's index.
const archiveFormat = 1

var archiveDoc = document{name: ArchiveName, human: "archive of finished games", format: archiveFormat, compact: true}

// The archive's default limits. A game takes some 10 to 80 KB, so 50
// games fit in the bytes, and the bytes leave most of a browser's 5 MB of
// localStorage to the game in progress and the rest.
const (
	// ArchiveGames is how many games the archive keeps.
	ArchiveGames = 50
	// ArchiveBytes bounds the kept games' documents together.
	ArchiveBytes = 2 << 20
)

// ArchiveEntry is a kept game's summary, as List gives it.
type ArchiveEntry struct {
	ID       int64     `json:"id"`
	Finished time.Time `json:"finished"`
	Variant  string    `json:"variant"`
	// Practice marks a Rommé practice game (ROM-SR-PRACTICE), kept like
	// any other but never counted in the statistics.
	Practice bool `json:"practice,omitempty"`
	// Imported marks a game read from a file (Import).
	Imported bool       `json:"imported,omitempty"`
	Seats    []SeatInfo `json:"seats"`
	// Person is the seat of the person the game was kept for, -1 for none.
	Person  int   `json:"person"`
	Totals  []int `json:"totals"`
	Winners []int `json:"winners"`
	Hands   int   `json:"hands"`
	// Size is the bytes of the game's document.
	Size int `json:"size"`
}

// KeptGame is a kept game: its summary and the engine's saved game
// (engine.Load replays it).
type KeptGame struct {
	ArchiveEntry
	Game json.RawMessage
}

// archiveFile is the index as stored; Games are oldest first.
type archiveFile struct {
	Format int            `json:"format"`
	Next   int64          `json:"next"`
	Games  []ArchiveEntry `json:"games"`
}

// Archive keeps the last finished games in a Store: an index document
// and one document per game, in the form Export writes. It drops the
// oldest games beyond MaxGames, beyond MaxBytes together, or when the
// store is full. An Archive is not safe for use by several goroutines.
type Archive struct {
	Store Store
	// MaxGames and MaxBytes are the limits (ArchiveGames, ArchiveBytes
	// by OpenArchive).
	MaxGames, MaxBytes int
}

// OpenArchive returns the archive kept in s, with the default limits.
func OpenArchive(s Store) *Archive {
	return &Archive{Store: s, MaxGames: ArchiveGames, MaxBytes: ArchiveBytes}
}

// GameDocName is the name of a kept game's document.
func GameDocName(id int64) string { return "game-" + strconv.FormatInt(id, 10) + ".json" }

// validate reports the first impossible entry of the index.
func (f archiveFile) validate() error {
	seen := map[int64]bool{}
	for _, e := range f.Games {
		switch {
		case e.ID <= 0 || e.ID >= f.Next || seen[e.ID]:
			return fmt.Errorf("store: archive entry %d: the id is out of order or repeated", e.ID)
		case e.Size <= 0 || e.Size > MaxDocSize:
			return fmt.Errorf("store: archive entry %d: size %d", e.ID, e.Size)
		case len(e.Seats) == 0 || len(e.Seats) > maxSeats || len(e.Totals) != len(e.Seats):
			return fmt.Errorf("store: archive entry %d: %d seats and %d totals", e.ID, len(e.Seats), len(e.Totals))
		case e.Person < -1 || e.Person >= len(e.Seats):
			return fmt.Errorf("store: archive entry %d: no seat %d", e.ID, e.Person)
		}
		seen[e.ID] = true
	}
	return nil
}

// load reads the index: a fresh one when there is none, and also a
// *Warning when the stored one could not be used (it is kept aside).
func (a *Archive) load() (archiveFile, error) {
	var f archiveFile
	ok, warning := archiveDoc.load(a.Store, &f, func() error { return f.validate() })
	if !ok {
		f = archiveFile{Format: archiveFormat, Next: 1}
	}
	return f, warning
}

// List returns the kept games, the last kept first. When the index could
// not be used the list is empty and the error a *Warning (the index was
// kept aside).
func (a *Archive) List() ([]ArchiveEntry, error) {
	f, warning := a.load()
	if warning != nil {
		return nil, warning
	}
	out := slices.Clone(f.Games)
	slices.Reverse(out)
	return out, nil
}

// Get returns a kept game. The error wraps ErrNotFound when the archive
// does not hold it (any more).
func (a *Archive) Get(id int64) (KeptGame, error) {
	f, warning := a.load()
	if warning != nil {
		return KeptGame{}, warning
	}
	i := slices.IndexFunc(f.Games, func(e ArchiveEntry) bool { return e.ID == id })
	if i < 0 {
		return KeptGame{}, fmt.Errorf("store: game %d is no longer kept (the archive keeps the last %d): %w", id, a.MaxGames, ErrNotFound)
	}
	data, err := a.Store.Load(GameDocName(id))
	if err != nil {
		return KeptGame{}, fmt.Errorf("store: the kept game %d cannot be read: %w", id, err)
	}
	g, err := decodeGameFile(data)
	if err != nil {
		return KeptGame{}, fmt.Errorf("store: the kept game %d is damaged: %v", id, err)
	}
	return KeptGame{ArchiveEntry: f.Games[i], Game: g.Game}, nil
}

// Export returns a kept game as a file: the autosave's envelope
// ({format, seats, game}, which `rummy-sim replay` reads) with the
// game's summary under "kept".
func (a *Archive) Export(id int64) ([]byte, error) {
	if _, err := a.Get(id); err != nil {
		return nil, err
	}
	return a.Store.Load(GameDocName(id))
}

// ExportName is a file name for an exported game: the rule set, the day
// and time it ended, and its id.
func ExportName(e ArchiveEntry) string {
	return "rummy-" + e.Variant + "-" + e.Finished.UTC().Format("20060102-1504") + "-" + strconv.FormatInt(e.ID, 10) + ".json"
}

// Add keeps a finished game and returns its id. To make room it drops
// the oldest games: beyond MaxGames, beyond MaxBytes, and while the store
// says it is full. A game whose document alone is over MaxDocSize is not
// kept (an error). When the index could not be used it is kept aside and
// a new one begun: Add then returns the id and that *Warning.
func (a *Archive) Add(g FinishedGame) (int64, error) {
	return a.add(g, false)
}

func (a *Archive) add(g FinishedGame, imported bool) (int64, error) {
	f, warning := a.load()
	data, err := encodeGameFile(g)
	if err != nil {
		return 0, err
	}
	if len(data) > MaxDocSize || len(data) > a.MaxBytes {
		return 0, fmt.Errorf("store: the game is too long to keep (%d KB; at most %d KB)", len(data)>>10, min(MaxDocSize, a.MaxBytes)>>10)
	}
	id, err := a.freeID(f.Next)
	if err != nil {
		return 0, err
	}
	f.Next = id + 1
	var drop []ArchiveEntry
	for len(f.Games) > 0 && (len(f.Games)+1 > a.MaxGames || f.bytes()+len(data) > a.MaxBytes) {
		drop, f.Games = append(drop, f.Games[0]), f.Games[1:]
	}
	if err := a.commit(f, drop); err != nil {
		return 0, err
	}
	for {
		err = a.Store.Save(GameDocName(id), data)
		if err == nil || !errors.Is(err, ErrFull) || len(f.Games) == 0 {
			break
		}
		drop, f.Games = f.Games[:1], f.Games[1:]
		if err := a.commit(f, drop); err != nil {
			return 0, err
		}
	}
	if err != nil {
		return 0, err
	}
	f.Games = append(f.Games, entryOf(g, id, len(data), imported))
	if err := archiveDoc.save(a.Store, f); err != nil {
		_ = a.Store.Remove(GameDocName(id))
		return 0, err
	}
	return id, warning
}

// commit saves the index without the dropped games, then removes their
// documents: the index never names a game that is gone.
func (a *Archive) commit(f archiveFile, drop []ArchiveEntry) error {
	if len(drop) == 0 {
		return nil
	}
	if err := archiveDoc.save(a.Store, f); err != nil {
		return err
	}
	for _, e := range drop {
		_ = a.Store.Remove(GameDocName(e.ID)) // an orphan left behind only takes room
	}
	return nil
}

// freeID returns the first id from next whose document is absent, so a
// game left by a crash, or named by an index kept aside, is never
// overwritten.
func (a *Archive) freeID(next int64) (int64, error) {
	for id := max(next, 1); ; id++ {
		_, err := a.Store.Load(GameDocName(id))
		if errors.Is(err, ErrNotFound) {
			return id, nil
		}
		if err != nil && !errors.Is(err, ErrNotDocument) {
			return 0, fmt.Errorf("store: cannot look for room in the archive: %v", err)
		}
	}
}

// bytes is the size of the kept games' documents together.
func (f archiveFile) bytes() int {
	n := 0
	for _, e := range f.Games {
		n += e.Size
	}
	return n
}

// entryOf is a game's summary in the index.
func entryOf(g FinishedGame, id int64, size int, imported bool) ArchiveEntry {
	return ArchiveEntry{ID: id, Finished: g.Finished.UTC(), Variant: g.Variant.String(), Practice: g.Practice, Imported: imported,
		Seats: g.Seats, Person: g.Person, Totals: g.Totals, Winners: g.Winners, Hands: len(g.Results), Size: size}
}

package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"rummy/scenes/seat"
	"slices"
	"strings"
	"testing"

	"rummy/engine"
)

// Issue 16, item 4: an exported game is the autosave's envelope, so the
// game's own loader (what `rummy-sim replay` uses) reads it, and the
// engine replays the game inside to its end.
func TestIssue16ExportReadsAsAnAutosave(t *testing.T) {
	a := OpenArchive(NewMemory())
	g := finished(t, engine.Romme, 11, day(3), LevelHard)
	id, err := a.Add(g)
	if err != nil {
		t.Fatal(err)
	}
	data, err := a.Export(id)
	if err != nil {
		t.Fatal(err)
	}
	mem := NewMemory()
	if err := mem.Save(AutosaveName, data); err != nil {
		t.Fatal(err)
	}
	sv, err := LoadGame(mem)
	if err != nil {
		t.Fatalf("LoadGame(export) = %v", err)
	}
	st, err := engine.Load(sv.Game)
	if err != nil || !st.Over() || !slices.Equal(st.Totals(), g.Totals) || len(sv.Seats) != 2 || sv.Seats[1].Level != seat.Hard {
		t.Fatalf("the exported game replays to %v, %v (seats %+v)", st, err, sv.Seats)
	}
	if name := ExportName(ArchiveEntry{ID: id, Variant: "romme", Finished: day(3)}); name != "rummy-romme-20250301-1500-1.json" || checkName(name) != nil {
		t.Errorf("ExportName = %q", name)
	}
	if _, err := a.Export(42); err == nil {
		t.Error("Export of an unknown id succeeded")
	}
}

// Issue 16, item 4: Import keeps an exported game with its seats, person
// and date; an engine saved game with unknown seats; and refuses, with a
// clear message and nothing changed, what is not a finished game.
func TestIssue16Import(t *testing.T) {
	from := OpenArchive(NewMemory())
	g := finished(t, engine.Classic, 12, day(5), LevelEasy, LevelNormal)
	id, _ := from.Add(g)
	exported, _ := from.Export(id)

	s := NewMemory()
	a := OpenArchive(s)
	got, err := a.Import(exported, day(40))
	if err != nil {
		t.Fatal(err)
	}
	k, err := a.Get(got)
	if err != nil || !k.Imported || k.Person != 0 || !k.Finished.Equal(day(5)) || !slices.Equal(k.Totals, g.Totals) || k.Seats[2].Name != "Bot 2" {
		t.Errorf("imported %+v, %v", k.ArchiveEntry, err)
	}

	plain, _ := engine.Save(playGame(t, engine.Liverpool, 13, 3))
	got, err = a.Import(plain, day(40))
	if err != nil {
		t.Fatal(err)
	}
	k, _ = a.Get(got)
	if k.Person != -1 || len(k.Seats) != 3 || k.Seats[0].Kind != Bot || !k.Finished.Equal(day(40)) || k.Variant != "liverpool" {
		t.Errorf("imported engine save: %+v", k.ArchiveEntry)
	}

	o, _ := engine.NewOptions(engine.Classic)
	r, _ := engine.NewRules(o)
	fresh, _ := engine.NewGame(r, 3)
	freshSave, _ := engine.Save(fresh)
	var env bytes.Buffer
	_ = json.NewEncoder(&env).Encode(map[string]any{"format": 1, "seats": seatsFor(LevelEasy), "game": json.RawMessage(freshSave)})
	tampered := bytes.Replace(plain, []byte(`},"seed":13,`), []byte(`},"seed":14,`), 1) // another deal: the actions do not fit it
	bad := []struct {
		name, data string
		is         error
	}{
		{"not JSON", "hello", ErrImportUnreadable},
		{"a game in progress", string(freshSave), ErrImportUnfinished},
		{"an autosave in progress", env.String(), ErrImportUnfinished},
		{"a tampered game", string(tampered), ErrImportUnreadable},
		{"an envelope with a bad seat", `{"format":1,"seats":[{"kind":"cat"}],"game":{}}`, ErrImportUnreadable},
		{"too large", strings.Repeat(" ", MaxDocSize+1), ErrImportTooLarge},
	}
	before := s.Names()
	index, _ := s.Load(ArchiveName)
	for _, c := range bad {
		if _, err := a.Import([]byte(c.data), day(41)); !errors.Is(err, c.is) {
			t.Errorf("Import(%s) = %v, want %v", c.name, err, c.is)
		}
	}
	after, _ := s.Load(ArchiveName)
	if !slices.Equal(before, s.Names()) || !bytes.Equal(index, after) {
		t.Error("a refused import changed the archive")
	}
}

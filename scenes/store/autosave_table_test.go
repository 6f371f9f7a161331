package store

import (
	"encoding/json"
	"reflect"
	"testing"

	"rummy/engine"
	handmodel "rummy/scenes/hand"
)

// TestIssue15AutosaveKeepsTheTable: the envelope keeps the viewer's
// arrangement and the log lines; a save made before they were kept (no
// "table") still loads, with no table.
func TestIssue15AutosaveKeepsTheTable(t *testing.T) {
	s := NewMemory()
	a := sampleAutosave()
	cs, err := engine.ParseCards("5H 6H 7H KC")
	if err != nil {
		t.Fatal(err)
	}
	a.Table = &TableKeep{Viewer: 0, Hand: handmodel.Arrangement{Order: cs, Staged: [][]engine.Card{cs[:3]}, Sort: handmodel.Sorting{On: true}},
		Log: []string{"Bruno drew from the stock", "You discarded K♣"}}
	if err := SaveGame(s, a); err != nil {
		t.Fatal(err)
	}
	got, err := LoadGame(s)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got.Table, a.Table) {
		t.Errorf("table = %+v, want %+v", got.Table, a.Table)
	}
	old, _ := json.Marshal(map[string]any{"format": 1, "seats": a.Seats, "game": a.Game})
	if err := s.Save(AutosaveName, old); err != nil {
		t.Fatal(err)
	}
	got, err = LoadGame(s)
	if err != nil {
		t.Fatalf("an old save: %v", err)
	}
	if got.Table != nil || len(got.Seats) != 3 {
		t.Errorf("an old save loads with no table: %+v", got)
	}
}

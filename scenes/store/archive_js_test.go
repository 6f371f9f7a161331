//go:build js

package store

import (
	"slices"
	"testing"

	"rummy/engine"
)

// Issue 16, item 3, in the browser: the archive lives in localStorage
// within its ~5 MB beside a large game in progress, keeps the last 50,
// exports and imports there, and drops the oldest when the quota is hit.
func TestIssue16ArchiveInLocalStorage(t *testing.T) {
	s, ls := openFake(t)
	ls.Set("quota", 5_000_000)
	if err := s.Save(AutosaveName, make([]byte, 1_000_000)); err != nil { // a long game in progress
		t.Fatal(err)
	}
	a := OpenArchive(s)
	g := finished(t, engine.Liverpool, 31, day(0), LevelEasy, LevelNormal, LevelHard)
	for i := 0; i < ArchiveGames+5; i++ {
		g.Finished = day(i)
		if _, err := a.Add(g); err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
	}
	list, err := a.List()
	if err != nil || len(list) == 0 || len(list) > ArchiveGames || list[0].ID != ArchiveGames+5 {
		t.Fatalf("kept %d games, %v", len(list), err)
	}
	if used := ls.Call("used").Int(); used > 5_000_000 {
		t.Errorf("localStorage holds %d characters", used)
	}
	data, err := a.Export(list[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	id, err := a.Import(data, day(100))
	if err != nil {
		t.Fatal(err)
	}
	k, err := a.Get(id)
	if err != nil || !k.Imported || !slices.Equal(k.Totals, g.Totals) {
		t.Errorf("imported %+v, %v", k.ArchiveEntry, err)
	}

	ls.Set("quota", ls.Call("used").Int()+len(data)/2) // full: the next game only fits if older ones go
	before, _ := a.List()
	if _, err := a.Add(g); err != nil {
		t.Fatalf("Add into a full localStorage = %v, want the oldest dropped", err)
	}
	after, _ := a.List()
	if len(after) > len(before) || after[len(after)-1].ID == before[len(before)-1].ID {
		t.Errorf("full store: %d games before, %d after, oldest %d → %d", len(before), len(after), before[len(before)-1].ID, after[len(after)-1].ID)
	}
}

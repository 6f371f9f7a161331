package store

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"rummy/engine"
)

// Issue 16, item 3 (the storage half): Add keeps a finished game, List
// gives the last kept first, and Get returns a game the engine replays to
// the same end.
func TestIssue16ArchiveAddListGet(t *testing.T) {
	a := OpenArchive(NewMemory())
	games := []FinishedGame{
		finished(t, engine.Classic, 1, day(0), LevelEasy),
		finished(t, engine.Romme, 2, day(1), LevelNormal, LevelHard),
		finished(t, engine.Liverpool, 3, day(2), LevelHard, LevelEasy, LevelNormal),
	}
	var ids []int64
	for _, g := range games {
		id, err := a.Add(g)
		if err != nil || id <= 0 {
			t.Fatalf("Add = %d, %v", id, err)
		}
		ids = append(ids, id)
	}
	list, err := a.List()
	if err != nil || len(list) != 3 {
		t.Fatalf("List = %d games, %v", len(list), err)
	}
	for i, e := range list {
		g := games[2-i]
		if e.ID != ids[2-i] || e.Variant != g.Variant.String() || !e.Finished.Equal(g.Finished) || e.Person != 0 ||
			!slices.Equal(e.Totals, g.Totals) || !slices.Equal(e.Winners, g.Winners) || e.Hands != len(g.Results) || len(e.Seats) != len(g.Seats) {
			t.Errorf("List[%d] = %+v, want the game of %v", i, e, g.Finished)
		}
	}
	for i, id := range ids {
		k, err := a.Get(id)
		if err != nil {
			t.Fatal(err)
		}
		st, err := engine.Load(k.Game)
		if err != nil || !st.Over() || !slices.Equal(st.Totals(), games[i].Totals) {
			t.Errorf("Get(%d): the game replays to %v (over %v), %v; want totals %v", id, st.Totals(), st != nil && st.Over(), err, games[i].Totals)
		}
		if k.Seats[1].Level != games[i].Seats[1].Level {
			t.Errorf("Get(%d).Seats = %+v", id, k.Seats)
		}
	}
	if _, err := a.Get(99); !errors.Is(err, ErrNotFound) {
		t.Errorf("Get(99) = %v, want ErrNotFound", err)
	}
}

// Issue 16, item 3: the archive keeps the last 50 games, dropping the
// oldest and their documents.
func TestIssue16ArchiveKeepsTheLast50(t *testing.T) {
	s := NewMemory()
	a := OpenArchive(s)
	g := finished(t, engine.Romme, 4, day(0), LevelNormal)
	for i := 0; i < ArchiveGames+3; i++ {
		g.Finished = day(i)
		if _, err := a.Add(g); err != nil {
			t.Fatal(err)
		}
	}
	list, _ := a.List()
	if len(list) != ArchiveGames || list[0].ID != ArchiveGames+3 || list[len(list)-1].ID != 4 {
		t.Fatalf("kept %d games, newest %d, oldest %d; want %d, %d, 4", len(list), list[0].ID, list[len(list)-1].ID, ArchiveGames, ArchiveGames+3)
	}
	for id := int64(1); id <= 3; id++ {
		if _, err := s.Load(GameDocName(id)); !errors.Is(err, ErrNotFound) {
			t.Errorf("the dropped game %d is still stored (%v)", id, err)
		}
	}
	if docs := len(s.Names()); docs != ArchiveGames+1 {
		t.Errorf("%d documents stored, want %d games and the index", docs, ArchiveGames)
	}
}

// Issue 16, item 3: the games together stay within MaxBytes, the oldest
// making way; a game too large for the archive is refused and changes
// nothing.
func TestIssue16ArchiveByteCap(t *testing.T) {
	s := NewMemory()
	g := finished(t, engine.Classic, 5, day(0), LevelHard)
	data, err := encodeGameFile(g)
	if err != nil {
		t.Fatal(err)
	}
	a := &Archive{Store: s, MaxGames: ArchiveGames, MaxBytes: 3*len(data) + len(data)/2}
	for i := 0; i < 6; i++ {
		if _, err := a.Add(g); err != nil {
			t.Fatal(err)
		}
	}
	list, _ := a.List()
	if len(list) != 3 || list[0].ID != 6 {
		t.Fatalf("kept %d games (newest %d), want the last 3", len(list), list[0].ID)
	}
	before := s.Names()
	small := &Archive{Store: s, MaxGames: ArchiveGames, MaxBytes: len(data) - 1}
	if _, err := small.Add(g); err == nil || !strings.Contains(err.Error(), "too long to keep") {
		t.Errorf("Add of a game over MaxBytes = %v, want a refusal", err)
	}
	if after := s.Names(); !slices.Equal(before, after) {
		t.Errorf("a refused game changed the store: %v → %v", before, after)
	}
}

// quotaStore is a Memory that is full past quota bytes, as localStorage.
type quotaStore struct {
	*Memory
	quota int
}

func (q quotaStore) Save(name string, data []byte) error {
	used := 0
	for _, n := range q.Names() {
		if n != name {
			b, _ := q.Memory.Load(n)
			used += len(b)
		}
	}
	if used+len(data) > q.quota {
		return ErrFull
	}
	return q.Memory.Save(name, data)
}

// Issue 16, item 3: when the store is full (the browser's quota) the
// archive drops its oldest games until the new one fits.
func TestIssue16ArchiveFullStoreDropsTheOldest(t *testing.T) {
	g := finished(t, engine.Liverpool, 6, day(0), LevelEasy, LevelNormal, LevelHard)
	data, _ := encodeGameFile(g)
	q := quotaStore{Memory: NewMemory(), quota: 4*len(data) + 2000}
	a := OpenArchive(q)
	for i := 0; i < 10; i++ {
		g.Finished = day(i)
		if _, err := a.Add(g); err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
	}
	list, err := a.List()
	if err != nil || len(list) < 2 || len(list) > 4 || list[0].ID != 10 {
		t.Fatalf("kept %d games (newest %v), %v; want the last few", len(list), list[0].ID, err)
	}
	for _, e := range list {
		if _, err := a.Get(e.ID); err != nil {
			t.Errorf("a listed game cannot be read: %v", err)
		}
	}
}

// Issue 16, item 3 and ROM-SR-PRACTICE: a practice game is kept, marked,
// though the statistics do not count it.
func TestIssue16ArchiveKeepsPracticeGamesMarked(t *testing.T) {
	st := playGame(t, engine.Romme, 7, 2, "practice=true")
	g, err := Finish(st, seatsFor(LevelEasy), 0, day(0))
	if err != nil {
		t.Fatal(err)
	}
	a := OpenArchive(NewMemory())
	id, err := a.Add(g)
	if err != nil {
		t.Fatal(err)
	}
	k, err := a.Get(id)
	if err != nil || !k.Practice {
		t.Errorf("the practice game is kept as %+v, %v; want it marked", k.ArchiveEntry, err)
	}
	var stats Stats
	if counted, err := stats.Record(g, id); counted || err != nil {
		t.Errorf("Record(practice) = %v, %v", counted, err)
	}
}

// Issue 16, item 3: a damaged index is kept aside with a warning, and
// the games it named are never overwritten by the ones kept after.
func TestIssue16ArchiveDamagedIndex(t *testing.T) {
	s := NewMemory()
	a := OpenArchive(s)
	g := finished(t, engine.Classic, 8, day(0), LevelEasy)
	if _, err := a.Add(g); err != nil {
		t.Fatal(err)
	}
	first, _ := s.Load(GameDocName(1))
	if err := s.Save(ArchiveName, []byte(`{"format":1,"next":1,"games":[{"id":5}]}`)); err != nil {
		t.Fatal(err)
	}
	var w *Warning
	if _, err := a.List(); !errors.As(err, &w) || w.Problem != Damaged || w.KeptAs == "" {
		t.Fatalf("List of a damaged index = %v, want a Damaged warning", err)
	}
	id, err := a.Add(g)
	if err != nil || id != 2 {
		t.Fatalf("Add after = %d, %v; want id 2 (1 is taken)", id, err)
	}
	if kept, _ := s.Load(GameDocName(1)); string(kept) != string(first) {
		t.Error("the game of the damaged index was overwritten")
	}
}

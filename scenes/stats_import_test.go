package scenes

import (
	"io/fs"
	"rummy/scenes/i18n"
	"strings"
	"testing"
	"testing/fstest"

	"rummy/engine"
	"rummy/scenes/store"
)

// TestIssue16ImportByDrop (issue 16, item 4): a game file dropped on the
// statistics screen is imported into the archive and opens in the replay
// viewer; a damaged file, or one that is no game, is refused with its
// name and the reason, and leaves the archive as it was.
func TestIssue16ImportByDrop(t *testing.T) {
	registerOpenedReplay(t)
	src := testApp(t)
	fillStats(t, src)
	kept, _ := store.OpenArchive(src.Store).List()
	good, err := store.OpenArchive(src.Store).Export(kept[0].ID)
	if err != nil {
		t.Fatal(err)
	}

	app := testApp(t)
	menu := NewMenu(app, DefaultSetup(engine.Classic), app.Backdrop)
	s := NewStatsScene(app, engine.Classic, menu, app.Backdrop)
	var dropped fs.FS
	s.drop = func() fs.FS { d := dropped; dropped = nil; return d }
	s.Update(&Input{})
	before, _ := store.OpenArchive(app.Store).List()
	snapshot := func() string { b, _ := app.Store.Load(store.ArchiveName); return string(b) }
	index := snapshot()
	for _, bad := range []struct{ name, data string }{
		{"broken.json", string(good[:len(good)/2])},
		{"other.json", `{"hello": "world"}`},
		{"empty.json", ""},
	} {
		dropped = fstest.MapFS{bad.name: {Data: []byte(bad.data)}}
		if r := s.Update(&Input{}); r.Next != nil {
			t.Fatalf("%s opened %T", bad.name, r.Next)
		}
		if !strings.Contains(s.note, bad.name) || !strings.Contains(s.note, "not imported") ||
			!strings.Contains(s.note, app.T(i18n.StatsImportUnreadable)) || strings.Contains(s.note, "store:") {
			t.Errorf("%s: the note says %q", bad.name, s.note)
		}
		if after, _ := store.OpenArchive(app.Store).List(); len(after) != len(before) || snapshot() != index {
			t.Fatalf("%s changed the archive", bad.name)
		}
	}
	dropped = fstest.MapFS{"notes.txt": {Data: []byte("x")}, "game/rummy-classic.json": {Data: good}}
	r := s.Update(&Input{})
	rs, ok := r.Next.(*openedReplay)
	if !ok {
		t.Fatalf("the good file opened %T (note %q)", r.Next, s.note)
	}
	after, _ := store.OpenArchive(app.Store).List()
	if len(after) != len(before)+1 || !after[len(after)-1].Imported || rs.Steps() == 0 {
		t.Fatalf("%d games kept after the import (was %d), steps %d", len(after), len(before), rs.Steps())
	}
	if rs.Update(key(IntentBack)).Next != s {
		t.Fatal("Esc did not go back to the statistics")
	}
}

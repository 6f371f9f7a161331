package scenes

import (
	"sync/atomic"
	"testing"
	"time"

	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/scenes/store"
)

// TestMenuShowsYourTurnAtTablesOnlyWithAServer (issue 31 item 2): with
// no server configured the menu asks nobody; with one, the badge says
// how many tables wait on the person once the answer came (the frame
// never waits for it).
func TestMenuShowsYourTurnAtTablesOnlyWithAServer(t *testing.T) {
	var asked atomic.Int32
	old := netMine
	netMine = func(store.Store, []string) ([]proto.MyTable, error) {
		asked.Add(1)
		return []proto.MyTable{{Table: "a", YourTurn: true}, {Table: "b"}, {Table: "c", YourTurn: true}}, nil
	}
	t.Cleanup(func() { netMine = old })

	app := testApp(t)
	m := NewMenu(app, DefaultSetup(engine.Classic), app.Backdrop)
	for i := 0; i < 5; i++ {
		m.Update(&Input{})
	}
	if asked.Load() != 0 || controlByID(&m.form, idMenuTurns) != nil {
		t.Fatal("the menu asked a server although none is configured")
	}

	app = testApp(t)
	if err := saveOnlinePrefs(app.Store, onlinePrefs{Server: "127.0.0.1:8787"}); err != nil {
		t.Fatal(err)
	}
	m = NewMenu(app, DefaultSetup(engine.Classic), app.Backdrop)
	end := time.Now().Add(30 * time.Second)
	for controlByID(&m.form, idMenuTurns) == nil && time.Now().Before(end) {
		m.Update(&Input{})
		time.Sleep(time.Millisecond)
	}
	c := controlByID(&m.form, idMenuTurns)
	if c == nil || c.Label != "Your turn at 2 tables" {
		t.Fatalf("badge %+v, want “Your turn at 2 tables”", c)
	}
	if asked.Load() != 1 {
		t.Fatalf("asked %d times, want once", asked.Load())
	}
}

// controlByID is the form's control with id (nil: none).
func controlByID(f *Form, id int) *Control {
	for i := range f.Controls {
		if f.Controls[i].ID == id {
			return &f.Controls[i]
		}
	}
	return nil
}

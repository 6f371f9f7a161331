package scenes

import (
	"strings"
	"testing"
	"time"

	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// turnsRig drives the app's watcher by hand: each answer of My tables is
// given by the test, and the watcher's wait between two questions ends
// when the test says; the manager's frames run in between.
type turnsRig struct {
	t       *testing.T
	app     *App
	m       *Manager
	answers chan []proto.MyTable
	next    chan time.Time
}

func newTurnsRig(t *testing.T) *turnsRig {
	r := &turnsRig{t: t, answers: make(chan []proto.MyTable), next: make(chan time.Time)}
	old := netMine
	netMine = func(store.Store, []string) ([]proto.MyTable, error) { return <-r.answers, nil }
	t.Cleanup(func() { netMine = old })
	r.app = testApp(t)
	if err := saveOnlinePrefs(r.app.Store, onlinePrefs{Server: "127.0.0.1:8787"}); err != nil {
		t.Fatal(err)
	}
	r.app.turns().after = func(time.Duration) <-chan time.Time { return r.next }
	r.m = NewManager(r.app, NewMenu(r.app, DefaultSetup(engine.Classic), r.app.Backdrop))
	r.m.SetInputSource(func() RawInput { return RawInput{} })
	r.frames(1) // the watcher starts
	return r
}

// answer gives the watcher one answer and waits until it has taken it
// (it then waits for its next turn, which the test's send ends), then
// runs a few frames.
func (r *turnsRig) answer(list ...proto.MyTable) {
	r.answers <- list
	r.next <- time.Time{}
	r.frames(3)
}

func (r *turnsRig) frames(n int) {
	for i := 0; i < n; i++ {
		if err := r.m.Update(); err != nil {
			r.t.Fatal(err)
		}
	}
}

func due(table string) proto.MyTable {
	return proto.MyTable{Table: table, Variant: "romme", Status: proto.StatusPlaying, YourTurn: true}
}

func notDue(table string) proto.MyTable {
	return proto.MyTable{Table: table, Variant: "romme", Status: proto.StatusPlaying, Turn: 1}
}

// TestTurnsChimeOncePerTableThatBecameDue (issue 31 item 4): the chime
// sounds once for each table that became due — not again while it stays
// due, again when it becomes due anew — and the menu's badge counts the
// tables due at each answer.
func TestTurnsChimeOncePerTableThatBecameDue(t *testing.T) {
	r := newTurnsRig(t)
	menu := r.m.Current().(*Menu)
	steps := []struct {
		what   string
		list   []proto.MyTable
		chimes int
		badge  string
	}{
		{"a table due", []proto.MyTable{due("a"), notDue("b")}, 1, "Your turn at 1 table"},
		{"the same table still due", []proto.MyTable{due("a"), notDue("b")}, 1, "Your turn at 1 table"},
		{"a second table due", []proto.MyTable{due("a"), due("b")}, 2, "Your turn at 2 tables"},
		{"both still due", []proto.MyTable{due("b"), due("a")}, 2, "Your turn at 2 tables"},
		{"the first played", []proto.MyTable{notDue("a"), due("b")}, 2, "Your turn at 1 table"},
		{"the first due again", []proto.MyTable{due("a"), due("b")}, 3, "Your turn at 2 tables"},
		{"none due", []proto.MyTable{notDue("a"), notDue("b")}, 3, ""},
	}
	for _, s := range steps {
		r.answer(s.list...)
		if r.m.turns.chimes != s.chimes {
			t.Errorf("%s: %d chimes, want %d", s.what, r.m.turns.chimes, s.chimes)
		}
		label := ""
		if c := controlByID(&menu.form, idMenuTurns); c != nil {
			label = c.Label
		}
		if label != s.badge {
			t.Errorf("%s: menu badge %q, want %q", s.what, label, s.badge)
		}
		if s.chimes == 2 && label == "Your turn at 2 tables" {
			shoot(t, menu, "turns-badge-menu")
		}
	}
}

// TestTurnsWatcherAsksNobodyWithoutAServer: with no server configured
// the watcher never starts (nothing is asked, nothing chimes).
func TestTurnsWatcherAsksNobodyWithoutAServer(t *testing.T) {
	app := testApp(t)
	m := NewManager(app, NewMenu(app, DefaultSetup(engine.Classic), app.Backdrop))
	m.SetInputSource(func() RawInput { return RawInput{} })
	for i := 0; i < 130; i++ {
		if err := m.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if app.turns().started {
		t.Error("the watcher started although no server is configured")
	}
}

// TestTurnsNotificationNamesTheRuleSetAndTheOthers: a notification says
// the rule set in the person's language and the table's other players
// (never the person), in every language.
func TestTurnsNotificationNamesTheRuleSetAndTheOthers(t *testing.T) {
	app := testApp(t)
	tb := proto.MyTable{Table: "x", Variant: "romme", Seat: 1, Status: proto.StatusPlaying, YourTurn: true,
		Seats: []proto.SeatState{{Kind: proto.SeatPerson, Name: "Anna"}, {Kind: proto.SeatPerson, Name: "Me"}, {Kind: proto.SeatBot, Level: "hard"}}}
	title, body := notifyText(app, tb)
	if want := "Your turn at Rommé with Anna, bot · hard"; title != want {
		t.Errorf("title %q, want %q", title, want)
	}
	if body != "Click to open the table." {
		t.Errorf("body %q", body)
	}
	for _, lang := range []i18n.Lang{i18n.Russian, i18n.German} {
		app.Cat = i18n.New(lang)
		title, _ := notifyText(app, tb)
		if title == "" || strings.Contains(title, "Me") || !strings.Contains(title, "Anna") || strings.Contains(title, "%") {
			t.Errorf("language %d: title %q", lang, title)
		}
	}
}

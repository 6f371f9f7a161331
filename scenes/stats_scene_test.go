package scenes

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// playedOut plays a whole game of random bots to its end.
func playedOut(t *testing.T, v engine.Variant, seed uint64, players int, opts ...string) *engine.State {
	t.Helper()
	o, err := engine.ParseOptions(v, append(opts, fmt.Sprintf("players=%d", players)))
	if err != nil {
		t.Fatal(err)
	}
	r, err := engine.NewRules(o)
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.NewGame(r, seed)
	if err != nil {
		t.Fatal(err)
	}
	ps := make([]match.Player, players)
	for i := range ps {
		ps[i] = bots.NewPlayer(bots.NewRandom(seed, i), nil)
	}
	for guard := 0; !st.Over() && guard < 1000; guard++ {
		m, err := match.New(match.Config{State: st, Players: ps, MaxActions: 1_000_000})
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Run(); err != nil {
			t.Fatal(err)
		}
		for s := 0; s < players && st.Phase() == engine.PhaseHandOver; s++ {
			_, _ = st.Apply(s, engine.NextHandAction())
		}
	}
	return st
}

// fillStats records a few finished games the way a table does.
func fillStats(t *testing.T, app *App) {
	t.Helper()
	clock := time.Date(2025, 3, 1, 18, 30, 0, 0, time.UTC)
	app.Clock = func() time.Time { clock = clock.Add(97 * time.Minute); return clock }
	for i, g := range []struct {
		v     engine.Variant
		seats []Seat
	}{
		{engine.Romme, []Seat{{Kind: Human}, {Kind: Bot, Level: Hard}, {Kind: Bot, Level: Easy}}},
		{engine.Romme, []Seat{{Kind: Human}, {Kind: Bot, Level: Normal}}},
		{engine.Romme, []Seat{{Kind: Human}, {Kind: Bot, Level: Easy}, {Kind: Bot, Level: Normal}, {Kind: Bot, Level: Hard}}},
		{engine.Classic, []Seat{{Kind: Human}, {Kind: Bot, Level: Hard}}},
		{engine.Romme, []Seat{{Kind: Human}, {Kind: Bot, Level: Hard}}},
	} {
		st := playedOut(t, g.v, uint64(40+i), len(g.seats))
		setup := Setup{Variant: g.v, Seats: g.seats}
		names := func(s int) string {
			if g.seats[s].Kind == Human {
				return "You"
			}
			return fmt.Sprintf("Bot %d", s)
		}
		if msg := recordFinishedGame(app, st, seatInfos(setup, names)); msg != "" {
			t.Fatal(msg)
		}
	}
}

func key(i Intent) *Input { return &Input{Keys: i} }

// TestIssue16StatsScreen (issue 16, item 5): the screen shows the empty
// state until a game counts, then the figures of each rule set; arrows
// switch rule sets and move through the last games; Enter on a game
// offers Export, which writes a file `rummy-sim replay` reads; the reset
// asks first (Esc keeps everything) and clears the statistics, not the
// archive. Each state is drawn at 1280×800 and 800×600 in every language
// (RUMMY_SHOTS keeps the pictures).
func TestIssue16StatsScreen(t *testing.T) {
	app := testApp(t)
	menu := NewMenu(app, DefaultSetup(engine.Romme), app.Backdrop)
	s := NewStatsScene(app, engine.Romme, menu, app.Backdrop)
	s.Update(&Input{})
	if n := s.notes(); len(n) == 0 || !strings.Contains(n[0], app.T(i18n.VariantName(engine.Romme))) || !strings.HasPrefix(n[0], "No ") {
		t.Errorf("empty state = %q", n)
	}
	shots(t, app, "stats-empty", func() Scene { return NewStatsScene(app, engine.Romme, menu, app.Backdrop) })

	fillStats(t, app)
	s = NewStatsScene(app, engine.Romme, menu, app.Backdrop)
	s.Update(&Input{})
	notes := strings.Join(s.notes(), "\n")
	for _, want := range []string{"Games: 4", "Hand rummies:", "hard: 3 games", "easy: 0 games", "normal: 1 game,"} {
		if !strings.Contains(notes, want) {
			t.Errorf("the Rommé figures lack %q:\n%s", want, notes)
		}
	}
	if rows := len(s.recent()); rows != 4 {
		t.Errorf("%d recent Rommé games, want 4", rows)
	}
	shots(t, app, "stats-filled", func() Scene {
		sc := NewStatsScene(app, engine.Romme, menu, app.Backdrop)
		sc.Update(&Input{})
		sc.Update(key(IntentDown))
		sc.Update(key(IntentActivate))
		return sc
	})

	s.Update(key(IntentRight))
	if s.Variant() != engine.Liverpool || !strings.HasPrefix(s.notes()[0], "No ") {
		t.Errorf("→ shows %v, notes %q", s.Variant(), s.notes())
	}
	s.Update(key(IntentLeft))
	s.Update(key(IntentLeft))
	if s.Variant() != engine.Classic || !strings.Contains(strings.Join(s.notes(), "\n"), "Rummies:") {
		t.Errorf("←← shows %v: %q", s.Variant(), s.notes())
	}

	s.Update(key(IntentDown)) // from the tabs to the first game
	s.Update(key(IntentActivate))
	if s.selected != 0 {
		t.Fatalf("Enter on the first game selected %d", s.selected)
	}
	focusID(s, idStatsAction)
	s.Update(key(IntentActivate))
	if !strings.HasPrefix(s.note, "Saved as rummy-classic-") {
		t.Fatalf("Export says %q", s.note)
	}
	name := strings.TrimPrefix(s.note, "Saved as ")
	data, err := app.Store.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	sv := store.NewMemory()
	_ = sv.Save(store.AutosaveName, data)
	if g, err := store.LoadGame(sv); err != nil || len(g.Seats) != 2 {
		t.Errorf("the exported file does not read as a game: %v", err)
	}
	s.Update(key(IntentBack))
	if s.selected != -1 {
		t.Error("Esc kept the game selected")
	}

	focusID(s, idStatsReset)
	s.Update(key(IntentActivate))
	if !s.confirm {
		t.Fatal("Reset did not ask first")
	}
	shots(t, app, "stats-reset", func() Scene { return s })
	s.Update(key(IntentBack))
	if st, _ := store.LoadStats(app.Store); s.confirm || st.Variants["romme"].Played != 4 {
		t.Fatal("Esc on the question did not keep the statistics")
	}
	focusID(s, idStatsReset)
	s.Update(key(IntentActivate))
	focusID(s, idStatsResetYes)
	s.Update(key(IntentActivate))
	st, _ := store.LoadStats(app.Store)
	kept, _ := store.OpenArchive(app.Store).List()
	if len(st.Variants) != 0 || len(kept) != 5 || !strings.HasPrefix(s.notes()[0], "No ") {
		t.Errorf("after the reset: %d variants counted, %d games kept; notes %q", len(st.Variants), len(kept), s.notes())
	}
	if r := s.Update(key(IntentBack)); r.Next != menu {
		t.Error("Esc did not go back to the menu")
	}
}

// focusID moves a scene's focus to a control.
func focusID(s *StatsScene, id int) {
	s.Update(&Input{})
	s.form.FocusID(id)
}

// shots draws a scene at two sizes in every language and checks that the
// felt and the gold show.
func shots(t *testing.T, app *App, name string, scene func() Scene) {
	t.Helper()
	defer func() { app.RunLang = ""; app.applyLanguage(); app.Resize(1280, 800, 1) }()
	for _, l := range i18n.Langs {
		app.RunLang = l.Code()
		app.applyLanguage()
		for _, size := range [][2]int{{1280, 800}, {800, 600}} {
			app.Resize(size[0], size[1], 1)
			st := render(t, app, fmt.Sprintf("%s-%s-%dx%d", name, l.Code(), size[0], size[1]), scene(), 2)
			if st.felt < 0.15 || st.gold < 0.0005 {
				t.Errorf("%s %s %v: felt %.2f gold %.4f", name, l.Code(), size, st.felt, st.gold)
			}
		}
	}
}

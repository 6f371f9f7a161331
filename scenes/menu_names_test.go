package scenes

import (
	"os"
	"strings"
	"testing"

	"rummy/engine"
	"rummy/engine/names"
	"rummy/scenes/i18n"
)

// typeName writes text into the menu as keys would, one letter a tick.
func typeName(m *Menu, text string) {
	for _, r := range text {
		in := &Input{Text: string(r)}
		if r == ' ' {
			in.Keys = IntentActivate // Space is also Enter's intent
		}
		m.Update(in)
	}
}

// TestIssue18PeopleNameThemselves: each person of a hot-seat table taps
// their name field and writes a name (Backspace erases, Space is a
// letter, Escape drops a draft, Enter keeps it); the names are kept in
// the settings and offered by the next menu; the table, its log and its
// score sheet call the people by them and the bots by names of the
// language, never "Bot 2".
func TestIssue18PeopleNameThemselves(t *testing.T) {
	app := testApp(t)
	setup := DefaultSetup(engine.Classic)
	_ = setup.SetSeatCount(3)
	setup.Seats[1] = Seat{Kind: Human}
	m := NewMenu(app, setup, app.Backdrop)
	idle(m)
	tapControl(t, m, m.Form(), idName+0)
	if !m.names.active {
		t.Fatal("a tap on the first person's name does not open it for writing")
	}
	typeName(m, "Anna Marx")
	m.Update(&Input{Erase: true, Keys: IntentBack})
	m.Update(&Input{Erase: true, Keys: IntentBack})
	typeName(m, "ria")
	m.Update(&Input{Keys: IntentActivate})
	if got := m.Setup().Seats[0].Name; got != "Anna Maria" {
		t.Fatalf("the first person is named %q, want Anna Maria", got)
	}
	idle(m)
	tapControl(t, m, m.Form(), idName+1)
	typeName(m, "Zed")
	m.Update(&Input{Keys: IntentBack}) // Escape: the draft goes
	if m.names.active || m.Setup().Seats[1].Name != "" {
		t.Fatalf("Escape kept %q", m.Setup().Seats[1].Name)
	}
	idle(m)
	tapControl(t, m, m.Form(), idName+1)
	typeName(m, "Саша")
	m.Update(&Input{Keys: IntentActivate})
	if app.Settings.Name != "Anna Maria" || app.Settings.People != "Саша" {
		t.Fatalf("the settings keep %q and %q", app.Settings.Name, app.Settings.People)
	}
	// The next menu (the next start) offers the names again.
	again := NewMenu(app, setup, app.Backdrop)
	if s := again.Setup().Seats; s[0].Name != "Anna Maria" || s[1].Name != "Саша" || s[2].Name != "" {
		t.Fatalf("the next menu seats %+v", s)
	}
	// At the table.
	for _, lang := range []string{"en", "ru", "de"} {
		app.Settings.Language = lang
		app.ApplySettings()
		tb, err := NewTable(app, again.Setup(), again)
		if err != nil {
			t.Fatal(err)
		}
		if got := tb.seatName(0); got != "Anna Maria" {
			t.Errorf("%s: the first person is %q at the table", lang, got)
		}
		bot := tb.seatName(2)
		if strings.Contains(bot, app.Cat.F(i18n.SeatBot, 1)) || bot == "" {
			t.Errorf("%s: the bot is called %q", lang, bot)
		}
		line := tb.seatLine(i18n.LogDrewStock, 1)
		if !strings.HasPrefix(line, "Саша ") {
			t.Errorf("%s: the log says %q", lang, line)
		}
		if lang == "ru" && line != "Саша берёт карту из колоды" {
			t.Errorf("ru: a person's own name takes the present tense, got %q", line)
		}
		if lang == "ru" {
			want := map[string]string{"Анна": "Анна взяла карту из колоды", "Борис": "Борис взял карту из колоды"}[bot]
			if got := tb.seatLine(i18n.LogDrewStock, 2); want != "" && got != want {
				t.Errorf("ru: the bot %s: %q, want %q", bot, got, want)
			}
		}
	}
}

// TestIssue18SeatsFlagNamesPeople: -seats human=Anna names the seat; the
// autosave keeps a person's own name and a resumed table shows it.
func TestIssue18SeatsFlagNamesPeople(t *testing.T) {
	app := testApp(t)
	seats, err := ParseSeats("human=Anna,bot,bot")
	if err != nil {
		t.Fatal(err)
	}
	o, _ := engine.ParseOptions(engine.Classic, []string{"players=3", "seed=5"})
	setup := Setup{Variant: engine.Classic, Options: o, Seats: seats}
	tb, err := NewTable(app, setup, NewMenu(app, setup, app.Backdrop))
	if err != nil {
		t.Fatal(err)
	}
	if tb.seatName(0) != "Anna" {
		t.Fatalf("seat 0 is %q", tb.seatName(0))
	}
	m := NewMenu(app, DefaultSetup(engine.Classic), app.Backdrop)
	sc, err := m.resumeScene()
	if err != nil {
		t.Fatal(err)
	}
	if r, ok := sc.(*Table); !ok || r.seatName(0) != "Anna" || r.seatName(1) == "Anna" {
		t.Errorf("the resumed table names seat 0 %q", r.seatName(0))
	}
}

// TestIssue26MenuNamesCleanAndDistinct: the name field keeps a name as
// the server would (engine/names): at most names.MaxRunes characters,
// and a second "Sam" at the table becomes "Sam 2" (issue 26 item 9).
func TestIssue26MenuNamesCleanAndDistinct(t *testing.T) {
	app := testApp(t)
	setup := DefaultSetup(engine.Classic)
	_ = setup.SetSeatCount(3)
	setup.Seats[1] = Seat{Kind: Human}
	m := NewMenu(app, setup, app.Backdrop)
	idle(m)
	tapControl(t, m, m.Form(), idName+0)
	typeName(m, "Sam")
	m.Update(&Input{Keys: IntentActivate})
	idle(m)
	tapControl(t, m, m.Form(), idName+1)
	typeName(m, "sam")
	m.Update(&Input{Keys: IntentActivate})
	if got := m.Setup().Seats[1].Name; got != "sam 2" {
		t.Fatalf("the second Sam is %q, want \"sam 2\"", got)
	}
	if os.Getenv("RUMMY_SHOTS") != "" {
		render(t, app, "menu-names-distinct", m, 5)
	}
	idle(m)
	tapControl(t, m, m.Form(), idName+0)
	for range 3 {
		m.Update(&Input{Erase: true, Keys: IntentBack})
	}
	typeName(m, "Bartholomew Montgomery-Smythe")
	m.Update(&Input{Keys: IntentActivate})
	if got := m.Setup().Seats[0].Name; got != "Bartholomew Montgome" {
		t.Fatalf("a long name is kept as %q, want its first %d characters", got, names.MaxRunes)
	}
}

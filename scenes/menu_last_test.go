package scenes

import (
	"strings"
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// Issue 15 item 6: Start remembers the setup in the settings (without
// the seed); the next run's menu offers it; an unusable one is ignored.
func TestIssue15MenuRemembersTheLastSetup(t *testing.T) {
	app := testApp(t)
	setup := DefaultSetup(engine.Romme)
	if err := setup.SetSeatCount(3); err != nil {
		t.Fatal(err)
	}
	setup.Seats[2] = Seat{Kind: Bot, Level: Hard}
	for _, kv := range [][2]string{{"opening", "40"}, {"seed", "9"}} {
		if err := setup.Options.Set(kv[0], kv[1]); err != nil {
			t.Fatal(err)
		}
	}
	m := NewMenu(app, setup, app.Backdrop)
	m.Update(&Input{})
	if _, ok := m.activate(Activation{ID: idStart}).Next.(*Table); !ok {
		t.Fatalf("Start did not open the table: %s", m.err)
	}
	saved, warning := store.LoadSettings(app.Store)
	if warning != nil || saved.LastSetup == nil {
		t.Fatalf("the last setup was not stored: %+v, %v", saved.LastSetup, warning)
	}
	if _, ok := saved.LastSetup.Options["seed"]; ok {
		t.Error("the seed was remembered: the next game would repeat this deal")
	}
	next := testApp(t)
	next.Store, next.Settings = app.Store, saved
	got := RememberedSetup(next, DefaultSetup(engine.Classic))
	if got.Variant != engine.Romme || len(got.Seats) != 3 || got.Seats[2] != (Seat{Kind: Bot, Level: Hard}) {
		t.Fatalf("remembered %v with seats %v", got.Variant, got.Seats)
	}
	if v, _ := got.Options.Get("opening"); v != "40" {
		t.Errorf("opening = %s, want 40", v)
	}
	if v, _ := got.Options.Get("seed"); v != "0" {
		t.Errorf("seed = %s, want 0 (a new deal)", v)
	}
	for _, bad := range []*store.LastSetup{
		{Variant: "kopilka", Seats: []store.LastSeat{{}, {}}},
		{Variant: "romme", Options: map[string]string{"opening": "33"}, Seats: []store.LastSeat{{}, {}}},
		{Variant: "romme", Options: map[string]string{"players": "3"}, Seats: []store.LastSeat{{}}},
		{Variant: "whist", Seats: []store.LastSeat{{}, {}}},
	} {
		next.Settings.LastSetup = bad
		if got := RememberedSetup(next, DefaultSetup(engine.Classic)); got.Variant != engine.Classic {
			t.Errorf("unusable %+v gave %v, want the fallback", bad, got.Variant)
		}
	}
}

// Issue 15 item 7: the menu's problems name options by their labels in
// the player's language, never by key, and carry no package prefix.
func TestIssue15MenuProblemsNameTheLabel(t *testing.T) {
	for _, l := range i18n.Langs {
		app := testApp(t)
		app.Settings.Language = l.Code()
		app.ApplySettings()
		label := func(k string) string { return app.T(i18n.OptLabel(k)) }
		check := func(name, msg, want string) {
			t.Helper()
			if !strings.Contains(msg, want) || strings.Contains(msg, "engine:") || strings.Contains(msg, "scenes:") || strings.Contains(msg, "=") {
				t.Errorf("%s %s: %q does not name %q in words", l.Code(), name, msg, want)
			}
		}
		m := NewMenu(app, DefaultSetup(engine.Classic), app.Backdrop)
		m.setSeats(99)
		check("players", m.err, label("players"))
		o := m.setup.Options.Clone()
		if o.Set("target", "0") != nil || o.Set("hands", "0") != nil {
			t.Fatal("cannot set target and hands")
		}
		m.setup.Options = o
		check("target", m.problem(o.Validate()), label("hands"))
		two := DefaultSetup(engine.Romme)
		if err := two.SetSeatCount(2); err != nil {
			t.Fatal(err)
		}
		r := NewMenu(app, two, app.Backdrop)
		ro := r.setup.Options.Clone()
		if ro.Set("knocking", "true") != nil {
			t.Fatal("cannot set knocking")
		}
		r.setup.Options = ro
		if !r.setup.KnockingUnavailable() {
			t.Fatal("the default Rommé table has knocking available")
		}
		r.activate(Activation{ID: idStart})
		check("knocking", r.err, label("knocking"))
	}
}

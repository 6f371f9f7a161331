package scenes

import (
	"slices"
	"strings"
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
	"rummy/sprites"
)

// TestAudit9MenuKeepsAsideAnUnusableSave (issue 12, item 9): a saved game
// that cannot be read is kept aside as soon as the menu opens, which says
// so, and Resume is off.
func TestAudit9MenuKeepsAsideAnUnusableSave(t *testing.T) {
	for name, data := range map[string]string{
		"not JSON":       "\x00garbage",
		"engine refuses": `{"format":1,"seats":[{"kind":"human","name":"You"},{"kind":"bot","level":"normal","name":"Bot"}],"game":{"format":1}}`,
	} {
		t.Run(name, func(t *testing.T) {
			app := testApp(t)
			mem := store.NewMemory()
			app.Store = mem
			_ = mem.Save(store.AutosaveName, []byte(data))
			m := NewMenu(app, DefaultSetup(0), sprites.NewBackdrop())
			if m.resume {
				t.Error("Resume is offered for a save that cannot be resumed")
			}
			if !strings.Contains(m.err, "kept as") {
				t.Errorf("the menu says %q, want that the save was kept aside", m.err)
			}
			if names := mem.Names(); !slices.Contains(names, store.AutosaveName+".bad-1") || slices.Contains(names, store.AutosaveName) {
				t.Errorf("documents %v, want the save kept aside", names)
			}
		})
	}
}

// savedGame gives the app a game in progress in its store and returns
// the autosave's bytes.
func savedGame(t *testing.T, app *App) []byte {
	t.Helper()
	if _, err := NewTable(app, DefaultSetup(engine.Classic), nil); err != nil {
		t.Fatal(err)
	}
	b, err := app.Store.Load(store.AutosaveName)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestAudit6MenuAsksBeforeAbandoningASavedGame (issue 12, item 6): with a
// game saved, Start asks first (in English and Russian), Resume is the
// default, Esc closes the question, and only "Abandon and start" replaces
// the save.
func TestAudit6MenuAsksBeforeAbandoningASavedGame(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		app := testApp(t)
		app.Settings.Language = lang
		app.Cat = i18n.New(i18n.ParseLang(lang))
		saved := savedGame(t, app)
		m := NewMenu(app, DefaultSetup(engine.Romme), sprites.NewBackdrop())
		idle(m)
		if r := tapControl(t, m, m.Form(), idStart); r.Next != nil || !m.abandon {
			t.Fatalf("%s: Start with a saved game goes to %T without asking", lang, r.Next)
		}
		idle(m)
		if c := m.Form().Focused(); c == nil || c.ID != idAbandonResume || c.Label != app.T(i18n.MenuResume) {
			t.Errorf("%s: the question's default is %+v, want Resume", lang, c)
		}
		if len(m.Form().Controls) != 2 || m.Form().Controls[1].Label != app.T(i18n.MenuAbandonStart) {
			t.Errorf("%s: the question's controls %+v", lang, m.Form().Controls)
		}
		if lang == "ru" && !strings.Contains(app.T(i18n.MenuAbandonText), "сохранённую") {
			t.Errorf("the question is not in Russian: %q", app.T(i18n.MenuAbandonText))
		}
		render(t, app, "menu-abandon-"+lang, m, 1)
		m.Update(&Input{Keys: IntentBack})
		if m.abandon {
			t.Errorf("%s: Esc does not close the question", lang)
		}
		idle(m)
		if b, _ := app.Store.Load(store.AutosaveName); string(b) != string(saved) {
			t.Fatalf("%s: the save changed before the player chose", lang)
		}
		tapControl(t, m, m.Form(), idStart)
		idle(m)
		r := tapControl(t, m, m.Form(), idAbandonStart)
		tb, ok := r.Next.(*Table)
		if !ok || tb.setup.Variant != engine.Romme {
			t.Fatalf("%s: Abandon and start goes to %T", lang, r.Next)
		}
		if b, _ := app.Store.Load(store.AutosaveName); string(b) == string(saved) {
			t.Errorf("%s: the new game did not replace the save", lang)
		}
	}
	app := testApp(t)
	savedGame(t, app)
	m := NewMenu(app, DefaultSetup(engine.Classic), sprites.NewBackdrop())
	idle(m)
	tapControl(t, m, m.Form(), idStart)
	idle(m)
	if r := tapControl(t, m, m.Form(), idAbandonResume); r.Next == nil {
		t.Error("Resume in the question does not resume")
	}
	fresh := NewMenu(testApp(t), DefaultSetup(engine.Classic), sprites.NewBackdrop())
	idle(fresh)
	if r := tapControl(t, fresh, fresh.Form(), idStart); r.Next == nil {
		t.Error("without a saved game Start asks instead of starting")
	}
}

// TestAudit5MenuShowsKnockingOffForTwo (issue 12, item 5): with two
// seats the menu shows knocking off and unavailable, with a note, and the
// game starts without it; with three it can be switched on again.
func TestAudit5MenuShowsKnockingOffForTwo(t *testing.T) {
	app := testApp(t)
	setup := DefaultSetup(engine.Romme)
	o := setup.Options.Clone()
	if err := o.Set("knocking", "true"); err != nil {
		t.Fatal(err)
	}
	setup.Options = o
	m := NewMenu(app, setup, sprites.NewBackdrop())
	idle(m)
	m.setSeats(2)
	m.dirty = true
	idle(m)
	knock := func() *Control {
		for i, s := range m.specs {
			if s.Key == "knocking" {
				for k := range m.form.Controls {
					if m.form.Controls[k].ID == idOption+i {
						return &m.form.Controls[k]
					}
				}
			}
		}
		t.Fatal("no knocking control")
		return nil
	}
	render(t, app, "menu-knocking-two", m, 1)
	c := knock()
	if c.Enabled || c.On || c.Value != app.T(i18n.MenuKnockingForThree) {
		t.Errorf("two seats: knocking control %+v, want off, unavailable, with the note", c)
	}
	if v, _ := m.setup.Options.Get("knocking"); v != "false" || m.setup.Check() != nil {
		t.Errorf("two seats: knocking=%s, check %v", v, m.setup.Check())
	}
	if r := tapControl(t, m, m.Form(), idStart); r.Next == nil {
		t.Errorf("two seats: Start does not start (%s)", m.err)
	}
	m.setSeats(3)
	m.dirty = true
	idle(m)
	if c := knock(); !c.Enabled {
		t.Error("three seats: knocking stays unavailable")
	}
	bad := DefaultSetup(engine.Romme)
	_ = bad.SetSeatCount(2)
	_ = bad.Options.Set("knocking", "true")
	if err := bad.Check(); err == nil || !strings.Contains(err.Error(), "ROM-SR-KNOCK") {
		t.Errorf("Check of knocking with two players: %v", err)
	}
}

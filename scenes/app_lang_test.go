package scenes

import (
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
	"rummy/sprites"
)

// Item 5 of issue 18: the language of one run (-lang) is spoken but
// never stored, until the player picks a language in the settings.
func TestRunLanguageIsSpokenNotStored(t *testing.T) {
	st := store.NewMemory()
	app, err := NewApp(AppConfig{Mute: true, Store: st, Lang: "de"})
	if err != nil {
		t.Fatal(err)
	}
	app.Resize(1280, 800, 1)
	if app.Cat.Lang() != i18n.German || app.T(i18n.MenuStart) != "Starten" {
		t.Fatalf("-lang de speaks %v", app.Cat.Lang())
	}
	set := NewSettingsScene(app, nil, sprites.NewBackdrop())
	idle(set)
	tapControl(t, set, set.Form(), idSetSound)
	if saved, _ := store.LoadSettings(st); app.Cat.Lang() != i18n.German || saved.Language != "en" {
		t.Errorf("after another setting changed: speaking %v, stored %q; want German, and English kept", app.Cat.Lang(), saved.Language)
	}
	for _, c := range set.Form().Controls {
		if c.ID == idSetLang && c.Value != "Deutsch" {
			t.Errorf("the language row shows %q, want Deutsch", c.Value)
		}
	}
	idle(set)
	tapControl(t, set, set.Form(), idSetLang)
	if saved, _ := store.LoadSettings(st); app.Cat.Lang() != i18n.English || saved.Language != "en" || app.RunLang != "" {
		t.Errorf("after picking the next language: speaking %v, stored %q, run %q", app.Cat.Lang(), saved.Language, app.RunLang)
	}
}

// Item 6 of issue 18: the Russian indices setting names the ranks alike
// on the sort button, in the log and on the cards.
func TestRussianIndicesSettingReachesButtonsAndCards(t *testing.T) {
	app := testApp(t)
	app.Settings.Language = "ru"
	app.ApplySettings()
	if got := app.T(i18n.BtnSortRank); got != "2–A Ранг" {
		t.Errorf("sort button by default: %q", got)
	}
	set := NewSettingsScene(app, nil, sprites.NewBackdrop())
	idle(set)
	tapControl(t, set, set.Form(), idSetIndices)
	if !app.Settings.RussianIndices || app.T(i18n.BtnSortRank) != "2–Т Ранг" {
		t.Errorf("after the setting: %v, %q", app.Settings.RussianIndices, app.T(i18n.BtnSortRank))
	}
	if got := app.Cat.Card(engine.NewCard(engine.NewFace(engine.Queen, engine.Hearts), 0)); got != "Д♥" {
		t.Errorf("the queen of hearts reads %q", got)
	}
	if saved, _ := store.LoadSettings(app.Store); !saved.RussianIndices {
		t.Error("the setting was not stored")
	}
}

package scenes

import (
	"testing"

	"rummy/scenes/store"
)

// TestIssue15SettingsTurnTheDiscardWarningOff (issue 15 item 10): the
// soft warning before a discard another player could call is optional:
// its settings row shows it on by default, Enter turns it off, and the
// choice is stored.
func TestIssue15SettingsTurnTheDiscardWarningOff(t *testing.T) {
	app := testApp(t)
	s := NewSettingsScene(app, nil, app.Backdrop)
	s.Update(&Input{})
	row := func() *Control {
		for i := range s.Form().Controls {
			if c := &s.Form().Controls[i]; c.ID == idSetDiscardWarning {
				return c
			}
		}
		t.Fatal("the settings show no discard warning row")
		return nil
	}
	if c := row(); !c.On || c.Label != app.T("settings.discard_warning") {
		t.Fatalf("the row reads %q, on %v; want the warning on", c.Label, c.On)
	}
	s.form.FocusID(idSetDiscardWarning)
	s.Update(&Input{Keys: IntentActivate})
	s.Update(&Input{})
	if !app.Settings.NoDiscardWarning || row().On {
		t.Fatalf("after Enter the warning is still on (NoDiscardWarning %v)", app.Settings.NoDiscardWarning)
	}
	saved, err := store.LoadSettings(app.Store)
	if err != nil || !saved.NoDiscardWarning {
		t.Fatalf("the stored settings keep the warning on (%v)", err)
	}
}

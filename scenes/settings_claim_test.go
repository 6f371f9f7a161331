package scenes

import (
	"testing"

	"rummy/scenes/store"
)

// Issue 15 item 5: the settings screen shows the claim window's length
// and "wait for me"; changing them is stored and gives the match its
// length through ClaimTicks (0 = wait for the person).
func TestIssue15SettingsClaimWindow(t *testing.T) {
	app := testApp(t)
	s := NewSettingsScene(app, nil, app.Backdrop)
	s.Update(&Input{})
	var claim, wait *Control
	for i := range s.Form().Controls {
		switch c := &s.Form().Controls[i]; c.ID {
		case idSetClaim:
			claim = c
		case idSetWait:
			wait = c
		}
	}
	if claim == nil || wait == nil {
		t.Fatal("the settings show no claim window or no wait for me")
	}
	if claim.Value != app.Cat.F("settings.seconds", 8) {
		t.Errorf("claim window shows %q, want 8 seconds", claim.Value)
	}
	tap := func(id, delta int) {
		for _, c := range s.Form().Controls {
			if c.ID == id {
				s.form.FocusID(id)
				keys := IntentActivate
				if delta > 0 {
					keys = IntentRight
				} else if delta < 0 {
					keys = IntentLeft
				}
				s.Update(&Input{Keys: keys})
				return
			}
		}
		t.Fatalf("no control %d", id)
	}
	tap(idSetClaim, 1)
	tap(idSetClaim, 1)
	if got := app.Settings.ClaimTicks(); got != 10*store.TicksPerSecond {
		t.Errorf("after two steps up ClaimTicks = %d, want 10 s", got)
	}
	for i := 0; i < 40; i++ {
		tap(idSetClaim, -1)
	}
	if app.Settings.ClaimSeconds != store.MinClaimSeconds {
		t.Errorf("stepped down to %d s, want the least, %d", app.Settings.ClaimSeconds, store.MinClaimSeconds)
	}
	tap(idSetWait, 0)
	if !app.Settings.WaitForMe || app.Settings.ClaimTicks() != 0 {
		t.Errorf("wait for me: %v, ClaimTicks %d; want on and 0", app.Settings.WaitForMe, app.Settings.ClaimTicks())
	}
	saved, warning := store.LoadSettings(app.Store)
	if warning != nil || !saved.WaitForMe || saved.ClaimSeconds != store.MinClaimSeconds {
		t.Errorf("stored %+v, %v", saved, warning)
	}
}

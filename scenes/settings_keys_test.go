package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes/store"
)

// The keys screen rebinds by "press the new key": a key another action
// has is refused with a message naming both and nothing changes; a free
// key is bound and kept in the settings file (issue 30 item 5).
func TestKeysScreenRebindsAndRefusesAConflict(t *testing.T) {
	app := testApp(t)
	s := NewKeysScene(app, nil, app.Backdrop)
	s.Update(&Input{})
	draw := idKeyFirst + bindableIndex(t, "draw")
	s.Form().FocusID(draw)
	s.Update(&Input{Keys: IntentActivate})
	if s.Waiting() != bindableIndex(t, "draw") {
		t.Fatalf("Enter on draw's row: waiting %d", s.Waiting())
	}
	s.Update(&Input{Key: ebiten.KeyX, KeyDown: true})
	if app.Keys.String() != "" || !strings.Contains(s.Message(), "X already does") || !strings.Contains(s.Message(), "discard") {
		t.Fatalf("X for draw: keys %q, message %q", app.Keys.String(), s.Message())
	}
	s.Update(&Input{Keys: IntentActivate})
	s.Update(&Input{Key: ebiten.KeyQ, KeyDown: true})
	if app.Keys.String() != "draw=Q" {
		t.Fatalf("Q for draw: keys %q", app.Keys.String())
	}
	kept, err := store.LoadSettings(app.Store)
	if err != nil || kept.Keys != "draw=Q" {
		t.Fatalf("stored keys %q, %v", kept.Keys, err)
	}
	s.Update(&Input{Keys: IntentActivate})
	s.Update(&Input{Key: ebiten.KeyEscape, KeyDown: true})
	if s.Waiting() != -1 || app.Keys.String() != "draw=Q" {
		t.Fatalf("Esc while waiting: waiting %d, keys %q", s.Waiting(), app.Keys.String())
	}
}

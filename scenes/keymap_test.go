package scenes

import (
	"errors"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes/store"
)

// bindableIndex finds an action by name.
func bindableIndex(t *testing.T, name string) int {
	t.Helper()
	for i, b := range bindables {
		if b.name == name {
			return i
		}
	}
	t.Fatalf("no action %q", name)
	return -1
}

// pressed returns a press-duration function where only k went down.
func pressed(k ebiten.Key) func(ebiten.Key) int {
	return func(x ebiten.Key) int {
		if x == k {
			return 1
		}
		return 0
	}
}

// A rebound action answers to its new key only; a key another action
// has, or a fixed key, is refused and changes nothing.
func TestKeyMapRebindsAndRefusesConflicts(t *testing.T) {
	m := DefaultKeyMap()
	draw := bindableIndex(t, "draw")
	if err := m.Bind(draw, ebiten.KeyQ); err != nil {
		t.Fatal(err)
	}
	if got := m.Intents(pressed(ebiten.KeyQ)); got != IntentDraw {
		t.Fatalf("Q raises %b, want draw", got)
	}
	if got := m.Intents(pressed(ebiten.KeyD)); got != 0 {
		t.Fatalf("D still raises %b after draw moved to Q", got)
	}
	before := m.String()
	var c *KeyConflict
	if err := m.Bind(draw, ebiten.KeyX); !errors.As(err, &c) || bindables[c.Action].name != "discard" {
		t.Fatalf("binding draw to X (discard's key): %v", err)
	}
	var r *KeyReserved
	if err := m.Bind(draw, ebiten.KeyTab); !errors.As(err, &r) {
		t.Fatalf("binding draw to Tab: %v", err)
	}
	if m.String() != before {
		t.Fatalf("a refused binding changed the keys: %q, was %q", m.String(), before)
	}
}

// The keymap round-trips through the settings file's text; bad lines
// give the defaults and name the line.
func TestKeyMapFileRoundTripAndBadLines(t *testing.T) {
	m := DefaultKeyMap()
	if err := m.Bind(bindableIndex(t, "activate"), ebiten.KeyE); err != nil {
		t.Fatal(err)
	}
	if err := m.Bind(bindableIndex(t, "left"), ebiten.KeyA); err != nil {
		t.Fatal(err)
	}
	back, err := ParseKeyMap(m.String())
	if err != nil || back.String() != m.String() || m.String() != "left=A\nactivate=E" {
		t.Fatalf("round trip: %q → %q, %v", m.String(), back.String(), err)
	}
	for _, bad := range []string{"fly=Q", "draw=NoSuchKey", "draw=Tab", "draw", "draw=", "draw=X", "draw=Q\ntake=Q"} {
		got, err := ParseKeyMap(bad)
		var fe *KeyFileError
		if !errors.As(err, &fe) || got.String() != "" {
			t.Errorf("%q: %v, keys %q; want a KeyFileError and the defaults", bad, err, got.String())
		}
	}
}

// A settings file with keys that cannot be used starts with the default
// keys, the rest of the settings kept, and a message naming the line.
func TestBadKeysInTheSettingsFileKeepDefaultsWithAMessage(t *testing.T) {
	st := store.NewMemory()
	s := store.DefaultSettings()
	s.Keys = "draw=Banana"
	s.FourColourDeck = true
	if err := store.SaveSettings(st, s); err != nil {
		t.Fatal(err)
	}
	app, err := NewApp(AppConfig{Mute: true, Store: st})
	if err != nil {
		t.Fatal(err)
	}
	if !app.Settings.FourColourDeck {
		t.Fatal("the other settings were lost")
	}
	if app.Keys.String() != "" {
		t.Fatalf("keys %q, want the defaults", app.Keys.String())
	}
	if !strings.Contains(app.Warning, "draw=Banana") {
		t.Fatalf("warning %q does not name the bad line", app.Warning)
	}
}

// The keys overlay (? or F1) lists the keys as bound: after draw moves to
// Q, its line says Q and no line offers D for it (issue 30 item 5).
func TestHelpOverlayShowsTheKeysAsBound(t *testing.T) {
	r := layPosition.build(t)
	km := DefaultKeyMap()
	if err := km.Bind(bindableIndex(t, "draw"), ebiten.KeyQ); err != nil {
		t.Fatal(err)
	}
	r.app.SetKeys(km)
	var found bool
	for _, l := range r.table.assist().helpLines() {
		if l.text == r.app.T("keys.action.draw") {
			found = true
			if l.keys != "Q" {
				t.Fatalf("the overlay shows %q for drawing, want Q", l.keys)
			}
		}
	}
	if !found {
		t.Fatal("the overlay has no line for drawing")
	}
}

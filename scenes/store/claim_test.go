package store

import (
	"reflect"
	"testing"

	"rummy/scenes/seat"
)

// Issue 15 item 5: the claim window's length and "wait for me" are
// settings with a default of 8 s; ClaimTicks gives the match its length
// in updates, 0 for waiting.
func TestIssue15ClaimWindowSettings(t *testing.T) {
	d := DefaultSettings()
	if d.ClaimSeconds != 8 || d.WaitForMe {
		t.Fatalf("defaults: %d s, wait %v; want 8 s without waiting", d.ClaimSeconds, d.WaitForMe)
	}
	if got := d.ClaimTicks(); got != 8*TicksPerSecond {
		t.Errorf("ClaimTicks = %d, want %d", got, 8*TicksPerSecond)
	}
	d.ClaimSeconds = 12
	if got := d.ClaimTicks(); got != 12*TicksPerSecond {
		t.Errorf("ClaimTicks at 12 s = %d", got)
	}
	d.ClaimSeconds = 0 // a settings value made without it
	if got := d.ClaimTicks(); got != DefaultClaimSeconds*TicksPerSecond {
		t.Errorf("ClaimTicks unset = %d, want the default", got)
	}
	d.WaitForMe = true
	if got := d.ClaimTicks(); got != 0 {
		t.Errorf("ClaimTicks waiting = %d, want 0", got)
	}
	for _, bad := range []int{-1, MinClaimSeconds - 1, MaxClaimSeconds + 1} {
		v := DefaultSettings()
		v.ClaimSeconds = bad
		if err := v.Validate(); err == nil {
			t.Errorf("claim window of %d s accepted", bad)
		}
	}
}

// Issue 15 items 5 and 6: a settings file written before the claim window
// and the last setup existed still loads, taking their defaults.
func TestIssue15OldSettingsFileLoads(t *testing.T) {
	s := NewMemory()
	old := `{"format":1,"soundOn":false,"volume":0.5,"animationSpeed":"fast","botSpeed":"slow","language":"de","fourColourDeck":true,"russianIndices":false}`
	if err := s.Save(SettingsName, []byte(old)); err != nil {
		t.Fatal(err)
	}
	got, warning := LoadSettings(s)
	if warning != nil {
		t.Fatalf("old settings refused: %v", warning)
	}
	if got.ClaimSeconds != DefaultClaimSeconds || got.WaitForMe || got.LastSetup != nil || got.Language != "de" || got.Volume != 0.5 {
		t.Errorf("old settings loaded as %+v", got)
	}
}

// Issue 15 item 6: the last setup round-trips through the settings.
func TestIssue15LastSetupRoundTrip(t *testing.T) {
	s := NewMemory()
	want := DefaultSettings()
	want.ClaimSeconds, want.WaitForMe = 15, true
	want.LastSetup = &LastSetup{Variant: "romme", Options: map[string]string{"players": "3", "opening": "40"},
		Seats: []LastSeat{{Kind: seat.Human}, {Kind: seat.Bot, Level: seat.Hard}, {Kind: seat.Bot, Level: seat.Easy}}}
	if err := SaveSettings(s, want); err != nil {
		t.Fatal(err)
	}
	got, warning := LoadSettings(s)
	if warning != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("LoadSettings = %+v (%+v), %v; want %+v", got, got.LastSetup, warning, want)
	}
}

package store

import (
	"strings"
	"testing"
)

// TestIssue18SettingsKeepSizesAndNames: the card size, large print and
// the people's names are kept; files from before them read as medium
// cards, normal print and no names; bad values are refused.
func TestIssue18SettingsKeepSizesAndNames(t *testing.T) {
	s := NewMemory()
	want := DefaultSettings()
	want.CardSize, want.LargePrint, want.Name, want.People = CardXL, true, "Anna", "Саша\nLeo"
	if err := SaveSettings(s, want); err != nil {
		t.Fatal(err)
	}
	if got, w := LoadSettings(s); w != nil || got != want {
		t.Errorf("read back %+v, %v", got, w)
	}
	if err := s.Save(SettingsName, []byte(`{"format":1,"soundOn":true,"volume":0.5,"animationSpeed":"normal","botSpeed":"normal","language":"de"}`)); err != nil {
		t.Fatal(err)
	}
	if got, w := LoadSettings(s); w != nil || got.CardSize.Scale() != 1 || got.LargePrint || got.Name != "" {
		t.Errorf("an older file reads as %+v, %v", got, w)
	}
	for _, bad := range []Settings{{CardSize: "huge"}, {Name: strings.Repeat("x", MaxNameBytes+1)}, {People: "ok\n" + strings.Repeat("y", MaxNameBytes+1)}} {
		b := DefaultSettings()
		b.CardSize, b.Name, b.People = bad.CardSize, bad.Name, bad.People
		if err := SaveSettings(s, b); err == nil {
			t.Errorf("%+v was saved", bad)
		}
	}
	if CardS.Scale() >= CardM.Scale() || CardL.Scale() >= CardXL.Scale() || CardSize("").Scale() != 1 {
		t.Error("card sizes do not grow S < M < L < XL")
	}
}

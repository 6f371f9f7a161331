package store

import (
	"errors"
	"strings"
	"testing"
)

func TestSettingsRoundTrip(t *testing.T) {
	s := NewMemory()
	got, warning := LoadSettings(s)
	if warning != nil || got != DefaultSettings() {
		t.Fatalf("first start: %+v, %v; want the defaults and no warning", got, warning)
	}
	want := Settings{SoundOn: false, Volume: 0.25, AnimationSpeed: Fast, BotSpeed: Slow, Language: "ru", FourColourDeck: true, RussianIndices: true, CardBack: 1}
	if err := SaveSettings(s, want); err != nil {
		t.Fatal(err)
	}
	got, warning = LoadSettings(s)
	if warning != nil || got != want {
		t.Errorf("LoadSettings = %+v, %v; want %+v", got, warning, want)
	}
}

func TestSaveSettingsRefusesBadValues(t *testing.T) {
	cases := []struct {
		name   string
		change func(*Settings)
		want   string
	}{
		{"volume above 1", func(s *Settings) { s.Volume = 1.5 }, "volume"},
		{"volume below 0", func(s *Settings) { s.Volume = -0.1 }, "volume"},
		{"animation speed", func(s *Settings) { s.AnimationSpeed = "warp" }, "animation speed"},
		{"bot speed", func(s *Settings) { s.BotSpeed = "" }, "bot speed"},
		{"language", func(s *Settings) { s.Language = "fr" }, "language"},
		{"card back above the last", func(s *Settings) { s.CardBack = NumCardBacks }, "card back"},
		{"card back below 0", func(s *Settings) { s.CardBack = -1 }, "card back"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := DefaultSettings()
			c.change(&v)
			s := NewMemory()
			err := SaveSettings(s, v)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("SaveSettings = %v, want an error about %s", err, c.want)
			}
			if names := s.Names(); len(names) != 0 {
				t.Errorf("something was saved: %v", names)
			}
		})
	}
}

// TestLoadSettingsBadData: damaged, old or new-format settings give the
// defaults, a warning the player can read, and the data kept aside.
func TestLoadSettingsBadData(t *testing.T) {
	cases := []struct {
		name    string
		data    string
		problem Problem
	}{
		{"not JSON", `{"format":1,"volume":`, Damaged},
		{"binary junk", "\x00\xff\x13garbage", Damaged},
		{"JSON but not an object", `[1,2,3]`, Damaged},
		{"no format number", `{"volume":0.5}`, Damaged},
		{"wrong type", `{"format":1,"volume":"loud"}`, Damaged},
		{"volume out of range", `{"format":1,"volume":7}`, Damaged},
		{"unknown language", `{"format":1,"language":"xx"}`, Damaged},
		{"trailing data", `{"format":1} {"format":1}`, Damaged},
		{"old format", `{"format":0,"soundOn":false}`, OldFormat},
		{"newer format", `{"format":2,"soundOn":false,"theme":"dark"}`, NewerFormat},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := NewMemory()
			if err := s.Save(SettingsName, []byte(c.data)); err != nil {
				t.Fatal(err)
			}
			got, warning := LoadSettings(s)
			if got != DefaultSettings() {
				t.Errorf("settings = %+v, want the defaults", got)
			}
			var w *Warning
			if !errors.As(warning, &w) {
				t.Fatalf("warning = %v, want a *Warning", warning)
			}
			if w.Problem != c.problem || w.Doc != "settings" || w.KeptAs != SettingsName+".bad-1" {
				t.Errorf("warning = %+v, want problem %v kept as %s.bad-1", w, c.problem, SettingsName)
			}
			if msg := w.Message(); !strings.Contains(msg, "settings") || !strings.Contains(msg, w.KeptAs) {
				t.Errorf("message %q does not say what happened and where the data is", msg)
			}
			kept, err := s.Load(w.KeptAs)
			if err != nil || string(kept) != c.data {
				t.Errorf("kept data = %q, %v; want %q", kept, err, c.data)
			}
			if _, err := s.Load(SettingsName); !errors.Is(err, ErrNotFound) {
				t.Errorf("the damaged settings are still in place: %v", err)
			}
			again, warning := LoadSettings(s)
			if warning != nil || again != DefaultSettings() {
				t.Errorf("second load: %+v, %v; want defaults without a warning", again, warning)
			}
		})
	}
}

func TestLoadSettingsMissingFieldsTakeDefaults(t *testing.T) {
	s := NewMemory()
	if err := s.Save(SettingsName, []byte(`{"format":1,"language":"ru","someday":true}`)); err != nil {
		t.Fatal(err)
	}
	got, warning := LoadSettings(s)
	want := DefaultSettings()
	want.Language = "ru"
	if warning != nil || got != want {
		t.Errorf("LoadSettings = %+v, %v; want %+v", got, warning, want)
	}
}

// failingStore fails every read with a disk error.
type failingStore struct{ Store }

func (failingStore) Load(string) ([]byte, error) { return nil, errors.New("store: disk on fire") }

func TestLoadSettingsUnreadableLeavesDataInPlace(t *testing.T) {
	m := NewMemory()
	if err := m.Save(SettingsName, []byte(`{"format":1}`)); err != nil {
		t.Fatal(err)
	}
	got, warning := LoadSettings(failingStore{m})
	var w *Warning
	if !errors.As(warning, &w) || w.Problem != Unreadable || w.KeptAs != "" {
		t.Fatalf("warning = %v, want Unreadable with nothing moved", warning)
	}
	if got != DefaultSettings() {
		t.Errorf("settings = %+v, want the defaults", got)
	}
	if names := m.Names(); len(names) != 1 || names[0] != SettingsName {
		t.Errorf("documents = %v, want the settings left alone", names)
	}
}

// Item 5 of issue 18: German is a language the settings keep.
func TestSettingsKeepGerman(t *testing.T) {
	s := NewMemory()
	want := DefaultSettings()
	want.Language = "de"
	if err := SaveSettings(s, want); err != nil {
		t.Fatal(err)
	}
	if got, warning := LoadSettings(s); warning != nil || got != want {
		t.Errorf("LoadSettings = %+v, %v; want %+v", got, warning, want)
	}
}

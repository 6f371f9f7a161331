package store

import (
	"errors"
	"testing"
)

type game struct {
	variant  string
	practice bool
	won      bool
	score    int
}

func TestRecordGame(t *testing.T) {
	cases := []struct {
		name  string
		games []game
		want  map[string]VariantStats
	}{
		{
			name:  "classic: the highest total is best (CLA-11)",
			games: []game{{"classic", false, false, -40}, {"classic", false, true, 120}, {"classic", false, true, 101}},
			want:  map[string]VariantStats{"classic": {Played: 3, Won: 2, Best: 120, TotalScore: 181}},
		},
		{
			name:  "romme: the highest total is best, negative totals too (ROM-15)",
			games: []game{{"romme", false, false, -85}, {"rommé", false, false, -20}},
			want:  map[string]VariantStats{"romme": {Played: 2, Won: 0, Best: -20, TotalScore: -105}},
		},
		{
			name:  "liverpool: the lowest total is best (LIV-SCORE-2)",
			games: []game{{"liverpool", false, false, 245}, {"liverpool", false, true, 90}, {"liverpool", false, false, 300}},
			want:  map[string]VariantStats{"liverpool": {Played: 3, Won: 1, Best: 90, TotalScore: 635}},
		},
		{
			name:  "ROM-SR-PRACTICE a practice game does not count",
			games: []game{{"romme", false, true, 150}, {"romme", true, true, 900}, {"romme", true, false, -500}},
			want:  map[string]VariantStats{"romme": {Played: 1, Won: 1, Best: 150, TotalScore: 150}},
		},
		{
			name:  "variants are counted apart",
			games: []game{{"classic", false, true, 100}, {"liverpool", false, false, 50}},
			want: map[string]VariantStats{
				"classic":   {Played: 1, Won: 1, Best: 100, TotalScore: 100},
				"liverpool": {Played: 1, Won: 0, Best: 50, TotalScore: 50},
			},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var st Stats
			for _, g := range c.games {
				counted, err := st.RecordGame(g.variant, g.practice, g.won, g.score)
				if err != nil {
					t.Fatal(err)
				}
				if counted == g.practice {
					t.Errorf("RecordGame(%+v) counted = %v", g, counted)
				}
			}
			if len(st.Variants) != len(c.want) {
				t.Errorf("variants = %v, want %v", st.Variants, c.want)
			}
			for v, want := range c.want {
				if got := st.Variants[v]; got != want {
					t.Errorf("%s = %+v, want %+v", v, got, want)
				}
			}
		})
	}
}

// TestPracticeGamesStayOutOfSavedStats follows ROM-SR-PRACTICE through the
// store: a practice game leaves the saved statistics as they were.
func TestPracticeGamesStayOutOfSavedStats(t *testing.T) {
	s := NewMemory()
	st, warning := LoadStats(s)
	if warning != nil {
		t.Fatal(warning)
	}
	if _, err := st.RecordGame("romme", false, true, 80); err != nil {
		t.Fatal(err)
	}
	if err := SaveStats(s, st); err != nil {
		t.Fatal(err)
	}
	before, _ := s.Load(StatsName)

	st, _ = LoadStats(s)
	counted, err := st.RecordGame("romme", true, true, 500)
	if err != nil || counted {
		t.Fatalf("practice game: counted %v, %v", counted, err)
	}
	if err := SaveStats(s, st); err != nil {
		t.Fatal(err)
	}
	after, _ := s.Load(StatsName)
	if string(before) != string(after) {
		t.Errorf("a practice game changed the saved statistics:\n%s\n%s", before, after)
	}
	got, _ := LoadStats(s)
	if r := got.Variants["romme"]; r.Played != 1 || r.Best != 80 {
		t.Errorf("romme = %+v, want one game with best 80", r)
	}
}

func TestRecordGameUnknownVariant(t *testing.T) {
	var st Stats
	if counted, err := st.RecordGame("poker", false, true, 10); err == nil || counted {
		t.Errorf("RecordGame(poker) = %v, %v; want an error", counted, err)
	}
}

func TestAverage(t *testing.T) {
	cases := []struct {
		v    VariantStats
		want float64
	}{
		{VariantStats{}, 0},
		{VariantStats{Played: 4, TotalScore: 10}, 2.5},
		{VariantStats{Played: 2, TotalScore: -105}, -52.5},
	}
	for _, c := range cases {
		if got := c.v.Average(); got != c.want {
			t.Errorf("%+v.Average() = %v, want %v", c.v, got, c.want)
		}
	}
}

func TestStatsRoundTripAndBadData(t *testing.T) {
	s := NewMemory()
	var st Stats
	for _, g := range []game{{"classic", false, true, 104}, {"liverpool", false, false, 215}} {
		if _, err := st.RecordGame(g.variant, g.practice, g.won, g.score); err != nil {
			t.Fatal(err)
		}
	}
	if err := SaveStats(s, st); err != nil {
		t.Fatal(err)
	}
	got, warning := LoadStats(s)
	if warning != nil || len(got.Variants) != 2 || got.Variants["classic"] != st.Variants["classic"] || got.Variants["liverpool"] != st.Variants["liverpool"] {
		t.Errorf("LoadStats = %+v, %v; want %+v", got, warning, st)
	}

	bad := []struct {
		name    string
		data    string
		problem Problem
	}{
		{"truncated", `{"format":1,"variants":{"classic":{"played":3`, Damaged},
		{"more won than played", `{"format":1,"variants":{"classic":{"played":1,"won":2}}}`, Damaged},
		{"unknown variant", `{"format":1,"variants":{"poker":{"played":1}}}`, Damaged},
		{"old format", `{"format":0,"variants":{}}`, OldFormat},
		{"newer format", `{"format":3,"variants":{}}`, NewerFormat},
	}
	for _, c := range bad {
		t.Run(c.name, func(t *testing.T) {
			s := NewMemory()
			if err := s.Save(StatsName, []byte(c.data)); err != nil {
				t.Fatal(err)
			}
			got, warning := LoadStats(s)
			var w *Warning
			if !errors.As(warning, &w) || w.Problem != c.problem || w.Doc != "statistics" {
				t.Fatalf("warning = %v, want %v", warning, c.problem)
			}
			if got.Variants == nil || len(got.Variants) != 0 {
				t.Errorf("stats = %+v, want empty and usable", got)
			}
			if kept, _ := s.Load(w.KeptAs); string(kept) != c.data {
				t.Errorf("kept %q, want the original data", kept)
			}
		})
	}
}

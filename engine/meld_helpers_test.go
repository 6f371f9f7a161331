package engine

import (
	"errors"
	"testing"
)

// meldRules returns the rules of variant v with options set as key=value.
func meldRules(t testing.TB, v Variant, settings ...string) *Rules {
	t.Helper()
	o, err := ParseOptions(v, settings)
	if err != nil {
		t.Fatalf("options %v: %v", settings, err)
	}
	r, err := NewRules(o)
	if err != nil {
		t.Fatalf("rules %v: %v", settings, err)
	}
	return r
}

// meldCards parses cards in notation or fails the test.
func meldCards(t testing.TB, s string) []Card {
	t.Helper()
	c, err := ParseCards(s)
	if err != nil {
		t.Fatalf("cards %q: %v", s, err)
	}
	return c
}

// meldCase is one meld and what a check must say about it: a kind and
// value, or a reason.
type meldCase struct {
	name  string
	cards string
	kind  MeldKind
	value int
	err   MeldError
}

// runMeldCases checks every case with check (CheckMeld or CheckTableMeld).
func runMeldCases(t *testing.T, check func([]Card) (MeldInfo, error), cases []meldCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			info, err := check(meldCards(t, tc.cards))
			if tc.err != 0 {
				var got MeldError
				if !errors.As(err, &got) || got != tc.err {
					t.Fatalf("%s: got %v (%v), want %q", tc.cards, err, info, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("%s: unexpected %q", tc.cards, err)
			}
			if info.Kind != tc.kind || info.Value != tc.value {
				t.Fatalf("%s: got %s %d, want %s %d", tc.cards, info.Kind, info.Value, tc.kind, tc.value)
			}
		})
	}
}

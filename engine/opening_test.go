package engine

import (
	"errors"
	"testing"
)

// ROM-7, ROM-SR-40, ROM-SR-NOOPEN, ROM-SR-SMALL
func TestCheckOpening(t *testing.T) {
	romme := DefaultRules(Romme)
	forty := meldRules(t, Romme, "opening=40")
	none := meldRules(t, Romme, "opening=0")
	small := meldRules(t, Romme, "small_deck=true", "opening=40")
	cases := []struct {
		name    string
		rules   *Rules
		melds   string
		total   int
		short   bool // the total falls short
		badMeld int  // 1-based index of an invalid meld
		reason  MeldError
	}{
		{name: "ROM-7 two melds add up", rules: romme, melds: "7H 8H 9H / QC QD QS", total: 54},
		{name: "ROM-7 exactly 30", rules: romme, melds: "TH JH QH", total: 30},
		{name: "ROM-7 24 is not enough", rules: romme, melds: "2H 3H 4H / 5C 5D 5S", total: 24, short: true},
		{name: "ROM-7 joker counts as its card", rules: romme, melds: "TH * QH", total: 30},
		{name: "ROM-7 ace low counts 1", rules: romme, melds: "AH 2H 3H / 8C 8D 8S", total: 30},
		{name: "ROM-7 invalid second meld", rules: romme, melds: "TH JH QH / 5C 6D 7S", badMeld: 2, reason: ErrRunMixedSuits},
		{name: "ROM-7 melds of at least 3 cards", rules: romme, melds: "TH JH QH / KC KD", badMeld: 2, reason: ErrMeldTooShort},
		{name: "ROM-SR-40 30 is not enough", rules: forty, melds: "TH JH QH", total: 30, short: true},
		{name: "ROM-SR-40 forty opens", rules: forty, melds: "TH JH QH KH", total: 40},
		{name: "ROM-SR-NOOPEN any meld", rules: none, melds: "2H 3H 4H", total: 9},
		{name: "ROM-SR-SMALL forces no opening requirement", rules: small, melds: "2H 3H 4H", total: 9},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			melds, err := ParseMelds(tc.melds)
			if err != nil {
				t.Fatal(err)
			}
			total, err := tc.rules.CheckOpening(melds)
			var oe *OpeningError
			var me *MeldsError
			switch {
			case tc.badMeld > 0:
				if !errors.As(err, &me) || me.Index != tc.badMeld-1 || me.Reason != tc.reason {
					t.Fatalf("got %v, want meld %d: %v", err, tc.badMeld, tc.reason)
				}
			case tc.short:
				if !errors.As(err, &oe) || oe.Total != tc.total || oe.Needed != tc.rules.OpeningRequirement() {
					t.Fatalf("got %v, want a short total of %d", err, tc.total)
				}
			default:
				if err != nil || total != tc.total {
					t.Fatalf("got %d %v, want %d", total, err, tc.total)
				}
			}
		})
	}
}

// ROM-7, ROM-SR-40, ROM-SR-NOOPEN, ROM-SR-SMALL
func TestOpeningRequirement(t *testing.T) {
	cases := []struct {
		name  string
		rules *Rules
		want  int
	}{
		{"ROM-7 thirty", DefaultRules(Romme), 30},
		{"ROM-SR-40 forty", meldRules(t, Romme, "opening=40"), 40},
		{"ROM-SR-NOOPEN none", meldRules(t, Romme, "opening=0"), 0},
		{"ROM-SR-SMALL none", meldRules(t, Romme, "small_deck=true"), 0},
		{"CLA-5 no opening in classic", DefaultRules(Classic), 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.rules.OpeningRequirement(); got != tc.want {
				t.Fatalf("got %d, want %d", got, tc.want)
			}
		})
	}
}

// ROM-7, COM-7: the reason reads as a sentence.
func TestOpeningErrorText(t *testing.T) {
	melds, _ := ParseMelds("2H 3H 4H / 5C 5D 5S")
	_, err := DefaultRules(Romme).CheckOpening(melds)
	if err == nil || err.Error() != "opening melds total 24 points; 30 needed" {
		t.Fatalf("got %v", err)
	}
	if _, err := DefaultRules(Romme).CheckOpening(nil); err != ErrNoMelds {
		t.Fatalf("no melds: got %v", err)
	}
	c := meldCards(t, "TH JH QH KH")
	var me *MeldsError
	if _, err := DefaultRules(Romme).CheckOpening([][]Card{c[:3], c[1:4]}); !errors.As(err, &me) || me.Reason != ErrCardTwice {
		t.Fatalf("a card used in two melds: got %v", err)
	}
}

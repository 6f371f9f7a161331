package engine

import "testing"

// CLA-1, CLA-4
func TestClassicMelds(t *testing.T) {
	r := DefaultRules(Classic)
	runMeldCases(t, r.CheckMeld, []meldCase{
		{name: "CLA-4 set of three", cards: "7C 7D 7S", kind: Set, value: 21},
		{name: "CLA-4 set of four", cards: "KC KD KH KS", kind: Set, value: 40},
		{name: "CLA-4 set of five is too long", cards: "KC KD KH KS KS", err: ErrSetTooLong},
		{name: "CLA-4 set with a suit twice", cards: "KC KD KC", err: ErrSetSuitTwice},
		{name: "CLA-4 run of three", cards: "4H 5H 6H", kind: Run, value: 15},
		{name: "CLA-4 long run", cards: "9S TS JS QS KS", kind: Run, value: 49},
		{name: "CLA-4 two cards are too few", cards: "4H 5H", err: ErrMeldTooShort},
		{name: "CLA-4 run of mixed suits", cards: "4H 5C 6H", err: ErrRunMixedSuits},
		{name: "CLA-4 run with a gap", cards: "4H 5H 7H", err: ErrRunGap},
		{name: "CLA-4 run laid backwards", cards: "6H 5H 4H", err: ErrRunOrder},
		{name: "CLA-4 neither set nor run", cards: "4H 4C 6H", err: ErrMeldMixed},
		{name: "CLA-1 ace low run", cards: "AH 2H 3H", kind: Run, value: 6},
		{name: "CLA-1 ace high is not a run", cards: "QH KH AH", err: ErrAceLowOnly},
		{name: "CLA-1 round the corner is not a run", cards: "KH AH 2H", err: ErrAceLowOnly},
		{name: "CLA-1 no jokers", cards: "4H * 6H", err: ErrNoJokers},
		{name: "CLA-1 full suit", cards: "AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD", kind: Run, value: 85},
	})
}

func TestMeldErrorsAreSentences(t *testing.T) {
	for e := ErrMeldTooShort; e <= ErrSwapSuitThere; e++ {
		if s := e.Error(); s == "the meld is not valid" || s == "" {
			t.Errorf("MeldError %d has no sentence", e)
		}
	}
	if got := MeldError(200).Error(); got != "the meld is not valid" {
		t.Errorf("unknown reason: %q", got)
	}
}

// COM-6: a meld with the same physical card twice is not a meld.
func TestMeldSameCardTwice(t *testing.T) {
	r := DefaultRules(Romme)
	c := meldCards(t, "5H 6H")
	if _, err := r.CheckMeld([]Card{c[0], c[1], c[0]}); err != ErrCardTwice {
		t.Fatalf("got %v", err)
	}
	if _, err := r.CheckMeld([]Card{c[0], c[1], NoCard}); err != ErrNotACard {
		t.Fatalf("got %v", err)
	}
}

package engine

import "testing"

// CLA-8, ROM-3, ROM-SR-CASINO, LIV-SCORE-1: values of cards left in hand.
func TestHandValue(t *testing.T) {
	cases := []struct {
		name  string
		rules *Rules
		cards string
		want  int
	}{
		{name: "CLA-8 ace one, court cards ten", rules: DefaultRules(Classic), cards: "AS KD 7H", want: 18},
		{name: "CLA-8 ten is ten", rules: DefaultRules(Classic), cards: "TS JC QH 2D", want: 32},
		{name: "ROM-3 ace 11 and joker 20 in hand", rules: DefaultRules(Romme), cards: "AS * 7H", want: 38},
		{name: "ROM-3 court cards ten", rules: DefaultRules(Romme), cards: "TS JC QH KD 9D", want: 49},
		{name: "ROM-SR-CASINO values", rules: meldRules(t, Romme, "casino_scoring=true"), cards: "AS * 7H QS TD 2C", want: 75},
		{name: "ROM-SR-CASINO queen of hearts is ten", rules: meldRules(t, Romme, "casino_scoring=true"), cards: "QH KH 9C", want: 25},
		{name: "LIV-SCORE-1 values", rules: DefaultRules(Liverpool), cards: "AS * 7H KD", want: 45},
		{name: "LIV-SCORE-1 twos are five", rules: DefaultRules(Liverpool), cards: "2C 2D 9S TH", want: 25},
		{name: "LIV-SCORE-1 empty hand", rules: DefaultRules(Liverpool), cards: "", want: 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.rules.HandValue(meldCards(t, tc.cards)); got != tc.want {
				t.Fatalf("%s: got %d, want %d", tc.cards, got, tc.want)
			}
		})
	}
}

// ROM-SR-CASINO: the table bonus values.
func TestCasinoValue(t *testing.T) {
	want := map[string]int{"2C": 5, "9H": 5, "TD": 10, "JS": 10, "QH": 10, "QS": 40, "KC": 10, "AD": 15, "*": 0}
	for s, v := range want {
		t.Run("ROM-SR-CASINO "+s, func(t *testing.T) {
			if got := CasinoValue(meldCards(t, s)[0]); got != v {
				t.Fatalf("got %d, want %d", got, v)
			}
		})
	}
}

// ROM-3, CLA-8, LIV-SCORE-1: meld values.
func TestMeldValue(t *testing.T) {
	cases := []struct {
		name  string
		rules *Rules
		cards string
		want  int
	}{
		{name: "ROM-3 joker worth the card it stands for", rules: DefaultRules(Romme), cards: "5H * 7H", want: 18},
		{name: "ROM-3 joker in a set takes the set's rank", rules: DefaultRules(Romme), cards: "KC * KS", want: 30},
		{name: "ROM-3 ace before the two", rules: DefaultRules(Romme), cards: "AH 2H 3H", want: 6},
		{name: "ROM-3 ace after the king", rules: DefaultRules(Romme), cards: "QH KH AH", want: 31},
		{name: "ROM-3 aces in a set", rules: DefaultRules(Romme), cards: "AC AD AS", want: 33},
		{name: "ROM-3 cyclic ace inside", rules: meldRules(t, Romme, "cyclic_runs=true"), cards: "KH AH 2H", want: 23},
		{name: "CLA-8 sum", rules: DefaultRules(Classic), cards: "AH 2H 3H", want: 6},
		{name: "LIV-SCORE-1 joker 15", rules: DefaultRules(Liverpool), cards: "3H * 5H 6H", want: 30},
		{name: "ROM-3 not a meld is worth nothing", rules: DefaultRules(Romme), cards: "5H 9H 7H", want: 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.rules.MeldValue(meldCards(t, tc.cards)); got != tc.want {
				t.Fatalf("%s: got %d, want %d", tc.cards, got, tc.want)
			}
		})
	}
}

package engine

import (
	"errors"
	"testing"
)

// ROM-5, ROM-6, ROM-SR-CYCLIC, ROM-SR-STRICTSET, LIV-4: cards chosen in any
// order are put into table order.
func TestArrangeMeld(t *testing.T) {
	romme := DefaultRules(Romme)
	cases := []struct {
		name  string
		rules *Rules
		cards string
		want  string
		value int
		err   MeldError
	}{
		{name: "ROM-6 joker fills the gap", rules: romme, cards: "7H * 5H", want: "5H * 7H", value: 18},
		{name: "ROM-6 joker extends at the top", rules: romme, cards: "* 6H 5H", want: "5H 6H *", value: 18},
		{name: "ROM-5 ace low when the two is there", rules: romme, cards: "2H * AH", want: "AH 2H *", value: 6},
		{name: "ROM-5 ace high after the king", rules: romme, cards: "AH KH QH", want: "QH KH AH", value: 31},
		{name: "ROM-5 joker below when the ace tops the run", rules: romme, cards: "AH * KH", want: "* KH AH", value: 31},
		{name: "ROM-SR-CYCLIC round the corner", rules: meldRules(t, Romme, "cyclic_runs=true"), cards: "2H AH KH", want: "KH AH 2H", value: 23},
		{name: "ROM-SR-STRICTSET suit order", rules: meldRules(t, Romme, "strict_groups=true"), cards: "7D 7S 7H", want: "7S 7H 7D", value: 21},
		{name: "ROM-SR-STRICTSET joker in the gap", rules: meldRules(t, Romme, "strict_groups=true"), cards: "7H * 7C", want: "7C * 7H", value: 21},
		{name: "ROM-SR-STRICTJOKER jokers kept apart", rules: meldRules(t, Romme, "strict_jokers=true"), cards: "* 6H * 4H 8H", want: "4H * 6H * 8H", value: 30},
		{name: "ROM-4 set by suit, joker last", rules: romme, cards: "* 7S 7C", want: "7C 7S *", value: 21},
		{name: "LIV-4 run with a joker", rules: DefaultRules(Liverpool), cards: "6H 3H * 4H", want: "3H 4H * 6H", value: 30},
		{name: "CLA-4 run", rules: DefaultRules(Classic), cards: "3C AC 2C", want: "AC 2C 3C", value: 6},
		{name: "ROM-5 gap cannot be closed", rules: romme, cards: "9H 5H 7H", err: ErrRunGap},
		{name: "ROM-6 too many jokers", rules: romme, cards: "5H * *", err: ErrTooManyJokers},
		{name: "ROM-5 ace cannot sit inside", rules: romme, cards: "2H AH KH", err: ErrRunAceInside},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, info, err := tc.rules.ArrangeMeld(meldCards(t, tc.cards))
			if tc.err != 0 {
				var me MeldError
				if !errors.As(err, &me) || me != tc.err {
					t.Fatalf("got %s %v, want %q", FormatCards(got), err, tc.err)
				}
				return
			}
			if err != nil || FormatCards(got) != tc.want || info.Value != tc.value {
				t.Fatalf("got %q %d %v, want %q %d", FormatCards(got), info.Value, err, tc.want, tc.value)
			}
		})
	}
}

package engine

import "testing"

// ROM-10, ROM-SR-CYCLIC, ROM-SR-STRICTSET, LIV-8: which card a joker stands for.
func TestJokerStandsFor(t *testing.T) {
	cases := []struct {
		name     string
		rules    *Rules
		meld     string
		i        int
		want     string
		anySuit  bool
		notJoker bool
	}{
		{name: "ROM-10 joker in a run gap", rules: DefaultRules(Romme), meld: "5H * 7H", i: 1, want: "6H"},
		{name: "ROM-10 joker as ace low", rules: DefaultRules(Romme), meld: "* 2H 3H", i: 0, want: "AH"},
		{name: "ROM-10 joker as ace high", rules: DefaultRules(Romme), meld: "QH KH *", i: 2, want: "AH"},
		{name: "ROM-SR-CYCLIC joker as ace inside", rules: meldRules(t, Romme, "cyclic_runs=true"), meld: "KH * 2H", i: 1, want: "AH"},
		{name: "ROM-10 joker in a set stands for any missing suit", rules: DefaultRules(Romme), meld: "7C * 7S", i: 1, want: "7D", anySuit: true},
		{name: "ROM-SR-STRICTSET joker takes its position's suit", rules: meldRules(t, Romme, "strict_groups=true"), meld: "7C * 7H", i: 1, want: "7S"},
		{name: "ROM-SR-STRICTSET joker in front is the club", rules: meldRules(t, Romme, "strict_groups=true"), meld: "* 7S 7H", i: 0, want: "7C"},
		{name: "LIV-8 joker in a run", rules: DefaultRules(Liverpool), meld: "3H 4H * 6H", i: 2, want: "5H"},
		{name: "ROM-10 not a joker", rules: DefaultRules(Romme), meld: "5H * 7H", i: 0, notJoker: true},
		{name: "ROM-10 out of range", rules: DefaultRules(Romme), meld: "5H * 7H", i: 5, notJoker: true},
		{name: "ROM-10 invalid meld", rules: DefaultRules(Romme), meld: "5H * 9H", i: 1, notJoker: true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f, any := tc.rules.JokerStandsFor(meldCards(t, tc.meld), tc.i)
			if tc.notJoker {
				if f != JokerFace || any {
					t.Fatalf("got %s %v, want no answer", f, any)
				}
				return
			}
			if f.String() != tc.want || any != tc.anySuit {
				t.Fatalf("got %s anySuit=%v, want %s anySuit=%v", f, any, tc.want, tc.anySuit)
			}
		})
	}
}

// ROM-10, ROM-SR-STRICTJOKER, ROM-SR-STRICTSET, LIV-8: may a card replace a joker?
func TestCheckJokerSwap(t *testing.T) {
	romme := DefaultRules(Romme)
	strictSet := meldRules(t, Romme, "strict_groups=true")
	strictJoker := meldRules(t, Romme, "strict_jokers=true")
	liv := DefaultRules(Liverpool)
	cases := []struct {
		name  string
		rules *Rules
		meld  string
		i     int
		card  string
		err   error
	}{
		{name: "ROM-10 the card the joker stands for", rules: romme, meld: "5H * 7H", i: 1, card: "6H"},
		{name: "ROM-10 another suit", rules: romme, meld: "5H * 7H", i: 1, card: "6D", err: ErrSwapWrongCard},
		{name: "ROM-10 another rank", rules: romme, meld: "5H * 7H", i: 1, card: "8H", err: ErrSwapWrongCard},
		{name: "ROM-10 set: any missing suit", rules: romme, meld: "7C * 7S", i: 1, card: "7H"},
		{name: "ROM-10 set: the other missing suit", rules: romme, meld: "7C * 7S", i: 1, card: "7D"},
		{name: "ROM-10 set: a suit already there", rules: romme, meld: "7C * 7S", i: 1, card: "7C", err: ErrSwapSuitThere},
		{name: "ROM-10 set: wrong rank", rules: romme, meld: "7C * 7S", i: 1, card: "8D", err: ErrSwapWrongCard},
		{name: "ROM-10 no joker there", rules: romme, meld: "5H * 7H", i: 0, card: "5H", err: ErrSwapNoJoker},
		{name: "ROM-10 a joker for a joker", rules: romme, meld: "5H * 7H", i: 1, card: "*", err: ErrSwapNatural},
		{name: "ROM-SR-STRICTSET only the position's suit", rules: strictSet, meld: "7C * 7H", i: 1, card: "7S"},
		{name: "ROM-SR-STRICTSET a missing suit at the wrong place", rules: strictSet, meld: "7C * 7H", i: 1, card: "7D", err: ErrSwapWrongCard},
		{name: "ROM-SR-STRICTJOKER closed set of four", rules: strictJoker, meld: "7C 7D * 7S", i: 2, card: "7H"},
		{name: "ROM-SR-STRICTJOKER not from a set of three", rules: strictJoker, meld: "7C * 7S", i: 1, card: "7H", err: ErrSwapStrict},
		{name: "ROM-SR-STRICTJOKER not from a run", rules: strictJoker, meld: "5H * 7H", i: 1, card: "6H", err: ErrSwapStrict},
		{name: "LIV-8 joker in a run", rules: liv, meld: "3H 4H * 6H", i: 2, card: "5H"},
		{name: "LIV-8 wrong card for the run", rules: liv, meld: "3H 4H * 6H", i: 2, card: "5S", err: ErrSwapWrongCard},
		{name: "LIV-8 never from a book", rules: liv, meld: "7C 7D *", i: 2, card: "7H", err: ErrSwapBook},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			melds, err := ParseMelds(tc.meld + " / " + tc.card)
			if err != nil {
				t.Fatal(err)
			}
			got := tc.rules.CheckJokerSwap(melds[0], tc.i, melds[1][0])
			if got != tc.err {
				t.Fatalf("got %v, want %v", got, tc.err)
			}
		})
	}
}

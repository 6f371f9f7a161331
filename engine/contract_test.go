package engine

import (
	"errors"
	"strings"
	"testing"
)

// LIV-5, LIV-7: contract checks for all seven contracts.
func TestCheckContract(t *testing.T) {
	r := DefaultRules(Liverpool)
	cases := []struct {
		name  string
		n     int
		melds string
		err   string // a fragment of the reason; "" = valid
	}{
		{name: "LIV-5 contract 1 two books", n: 1, melds: "7C 7D 7S / 9H 9H 9S"},
		{name: "LIV-5 contract 1 with a run", n: 1, melds: "7C 7D 7S / 3H 4H 5H 6H", err: "contract 1 is two books; these melds are one book and one run"},
		{name: "LIV-5 contract 1 two books of one rank", n: 1, melds: "7C 7D 7S / 7H 7H 7S", err: "two books of one rank"},
		{name: "LIV-5 contract 1 one book too few", n: 1, melds: "7C 7D 7S", err: "these melds are one book"},
		{name: "LIV-5 contract 1 three books too many", n: 1, melds: "7C 7D 7S / 9H 9H 9S / KC KD KS", err: "three books"},
		{name: "LIV-5 contract 2 book and run", n: 2, melds: "7C 7D 7S / 3H 4H * 6H"},
		{name: "LIV-5 contract 2 order does not matter", n: 2, melds: "3H 4H * 6H / 7C 7D 7S"},
		{name: "LIV-5 contract 3 two runs", n: 3, melds: "3H 4H 5H 6H / 8S 9S TS JS"},
		{name: "LIV-5 contract 3 continuous runs are one", n: 3, melds: "3H 4H 5H 6H / 7H 8H 9H TH", err: "continue each other"},
		{name: "LIV-5 contract 3 continuous through a joker", n: 3, melds: "3H 4H 5H * / 7H 8H 9H TH", err: "continue each other"},
		{name: "LIV-5 contract 3 continuous after an ace low", n: 3, melds: "5H 6H 7H 8H / AH 2H 3H 4H", err: "continue each other"},
		{name: "LIV-5 contract 3 same suit with a gap", n: 3, melds: "3H 4H 5H 6H / 8H 9H TH JH"},
		{name: "LIV-5 contract 3 same ranks twice from two decks", n: 3, melds: "3H 4H 5H 6H / 3H 4H 5H 6H"},
		{name: "LIV-5 contract 3 ace high and ace low runs", n: 3, melds: "JH QH KH AH / AH 2H 3H 4H"},
		{name: "LIV-5 contract 3 a run too short", n: 3, melds: "3H 4H 5H / 8S 9S TS JS", err: "meld 1: a run needs at least 4 cards"},
		{name: "LIV-7 contract 3 run with two naturals", n: 3, melds: "3H * * 6H / 8S 9S TS JS", err: "meld 1: a run needs at least 3 natural cards"},
		{name: "LIV-7 contract 3 two jokers in five", n: 3, melds: "3H 4H 5H 6H / 8S * TS * QS", err: "meld 2: a run may have at most one joker in any four cards in a row"},
		{name: "LIV-5 contract 4 three books", n: 4, melds: "7C 7D 7S / 9H 9H 9S / KC KD *"},
		{name: "LIV-7 contract 4 book with one natural", n: 4, melds: "7C 7D 7S / 9H 9H 9S / KC * *", err: "meld 3: a book needs at least 2 natural cards"},
		{name: "LIV-5 contract 5 two books one run", n: 5, melds: "7C 7D 7S / 9H 9H 9S / 3H 4H 5H 6H"},
		{name: "LIV-5 contract 5 missing the run", n: 5, melds: "7C 7D 7S / 9H 9H 9S", err: "contract 5 is two books, one run; these melds are two books"},
		{name: "LIV-5 contract 6 one book two runs", n: 6, melds: "7C 7D 7S / 3H 4H 5H 6H / 8S 9S TS JS"},
		{name: "LIV-5 contract 6 longer melds are fine", n: 6, melds: "7C 7D 7S 7S / 3H 4H 5H 6H 7H / 8S 9S TS JS"},
		{name: "LIV-5 contract 7 three runs", n: 7, melds: "3H 4H 5H 6H / 8S 9S TS JS / 2C 3C 4C 5C 6C"},
		{name: "LIV-5 contract 7 a book instead of a run", n: 7, melds: "3H 4H 5H 6H / 8S 9S TS JS / 2C 2D 2S", err: "these melds are one book and two runs"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			melds, err := ParseMelds(tc.melds)
			if err != nil {
				t.Fatal(err)
			}
			err = r.CheckContract(tc.n, melds)
			switch {
			case tc.err == "" && err != nil:
				t.Fatalf("unexpected %q", err)
			case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
				t.Fatalf("got %v, want %q", err, tc.err)
			}
		})
	}
}

// LIV-5: bad contract numbers, the wrong variant, reused cards.
func TestCheckContractMisuse(t *testing.T) {
	melds, _ := ParseMelds("7C 7D 7S / 9H 9H 9S")
	r := DefaultRules(Liverpool)
	for _, n := range []int{0, 8, -1} {
		if err := r.CheckContract(n, melds); err == nil {
			t.Errorf("LIV-5 contract %d accepted", n)
		}
	}
	if err := DefaultRules(Romme).CheckContract(1, melds); err == nil {
		t.Error("LIV-5 contract accepted under Rommé rules")
	}
	c := meldCards(t, "7C 7D 7S 7H")
	var me *MeldsError
	if err := r.CheckContract(1, [][]Card{c[:3], c[1:4]}); !errors.As(err, &me) || me.Reason != ErrCardTwice {
		t.Errorf("LIV-5 the same cards in two books: got %v", err)
	}
}

// LIV-5: the contract table.
func TestContractTable(t *testing.T) {
	want := [...]struct {
		books, runs int
		text        string
	}{
		{}, {2, 0, "two books"}, {1, 1, "one book, one run"}, {0, 2, "two runs"}, {3, 0, "three books"},
		{2, 1, "two books, one run"}, {1, 2, "one book, two runs"}, {0, 3, "three runs using every card"}, {},
	}
	for n, w := range want {
		b, r := Contract(n)
		if b != w.books || r != w.runs || ContractDescription(n) != w.text {
			t.Errorf("LIV-5 contract %d: got %d books %d runs %q", n, b, r, ContractDescription(n))
		}
	}
}

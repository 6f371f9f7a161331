package engine

import "testing"

// LIV-2, LIV-4, LIV-7 at lay-down
func TestLiverpoolMelds(t *testing.T) {
	r := DefaultRules(Liverpool)
	runMeldCases(t, r.CheckMeld, []meldCase{
		{name: "LIV-4 book with a duplicate suit", cards: "7C 7C 7D", kind: Set, value: 15},
		{name: "LIV-4 long book from three decks", cards: "7C 7D 7H 7S 7C 7D", kind: Set, value: 30},
		{name: "LIV-4 two cards", cards: "7C 7D", err: ErrMeldTooShort},
		{name: "LIV-4 run of four", cards: "3H 4H 5H 6H", kind: Run, value: 20},
		{name: "LIV-4 run of three is short", cards: "3H 4H 5H", err: ErrRunTooShort},
		{name: "LIV-2 twos are ordinary", cards: "2H 3H 4H 5H", kind: Run, value: 20},
		{name: "LIV-2 ace low", cards: "AH 2H 3H 4H", kind: Run, value: 30},
		{name: "LIV-2 ace high", cards: "JH QH KH AH", kind: Run, value: 45},
		{name: "LIV-2 no turning the corner", cards: "KH AH 2H 3H", err: ErrRunCorner},
		{name: "LIV-2 joker cannot turn the corner", cards: "* AH 2H 3H", err: ErrRunCorner},
		{name: "LIV-2 each rank once", cards: "3H 4H 4H 5H", err: ErrRunRankTwice},
		{name: "LIV-7 book with two naturals and a joker", cards: "7C 7D *", kind: Set, value: 25},
		{name: "LIV-7 book with two naturals and two jokers", cards: "7C 7D * *", kind: Set, value: 40},
		{name: "LIV-7 book with one natural", cards: "7C * *", err: ErrBookNaturals},
		{name: "LIV-7 run with one joker in four", cards: "3H * 5H 6H", kind: Run, value: 30},
		{name: "LIV-7 run with two jokers in five", cards: "3H * 5H * 7H", err: ErrRunJokerDensity},
		{name: "LIV-7 run with two naturals", cards: "3H * * 6H", err: ErrRunNaturals},
		{name: "LIV-7 run with two jokers in eight", cards: "3H 4H * 6H 7H 8H * TH", kind: Run, value: 65},
	})
}

// LIV-7 after lay-down: runs take jokers without limit, books keep 2 naturals.
func TestLiverpoolTableMelds(t *testing.T) {
	r := DefaultRules(Liverpool)
	runMeldCases(t, r.CheckTableMeld, []meldCase{
		{name: "LIV-7 laid-off jokers in a run", cards: "3H * 5H * 7H", kind: Run, value: 45},
		{name: "LIV-7 many laid-off jokers", cards: "* 3H * 5H * 7H *", kind: Run, value: 75},
		{name: "LIV-7 book keeps two naturals", cards: "7C 7D * * *", kind: Set, value: 55},
		{name: "LIV-7 book with one natural on the table", cards: "7C * *", err: ErrBookNaturals},
		{name: "LIV-2 still no corner on the table", cards: "QH KH AH *", err: ErrRunCorner},
	})
}

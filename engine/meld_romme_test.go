package engine

import "testing"

// ROM-3 meld values, ROM-4, ROM-5, ROM-6
func TestRommeMelds(t *testing.T) {
	r := DefaultRules(Romme)
	runMeldCases(t, r.CheckMeld, []meldCase{
		{name: "ROM-4 set of three", cards: "7C 7D 7S", kind: Set, value: 21},
		{name: "ROM-4 set of four aces is 44 (ROM-3)", cards: "AC AD AH AS", kind: Set, value: 44},
		{name: "ROM-4 set with a joker takes the rank value (ROM-3)", cards: "7C * 7S", kind: Set, value: 21},
		{name: "ROM-4 set of four with a joker", cards: "7C 7D * 7S", kind: Set, value: 28},
		{name: "ROM-4 aces and a joker", cards: "AC AH *", kind: Set, value: 33},
		{name: "ROM-4 each suit once", cards: "7C 7D 7D", err: ErrSetSuitTwice},
		{name: "ROM-4 at most 4 cards", cards: "7C 7D 7H 7S 7C", err: ErrSetTooLong},
		{name: "ROM-4 five with a joker", cards: "7C 7D 7H 7S *", err: ErrSetTooLong},
		{name: "ROM-5 ace low run worth 1 (ROM-3)", cards: "AH 2H 3H", kind: Run, value: 6},
		{name: "ROM-5 ace high run worth 11 (ROM-3)", cards: "QH KH AH", kind: Run, value: 31},
		{name: "ROM-5 ace high after jack", cards: "JH QH KH AH", kind: Run, value: 41},
		{name: "ROM-5 ace inside run", cards: "KH AH 2H", err: ErrRunAceInside},
		{name: "ROM-5 joker past the ace", cards: "QH KH AH *", err: ErrRunAceInside},
		{name: "ROM-5 joker before an ace low", cards: "* AH 2H", err: ErrRunAceInside},
		{name: "ROM-5 13 cards ace low", cards: "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH", kind: Run, value: 85},
		{name: "ROM-5 13 cards ace high", cards: "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH", kind: Run, value: 95},
		{name: "ROM-5 14 cards with both aces", cards: "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH", err: ErrRunRankTwice},
		{name: "ROM-5 each rank once", cards: "5H 5H 6H", err: ErrRunRankTwice},
		{name: "ROM-5 one suit", cards: "5H 6S 7H", err: ErrRunMixedSuits},
		{name: "ROM-5 gap", cards: "5H 6H 8H", err: ErrRunGap},
		{name: "ROM-5 descending", cards: "7H 6H 5H", err: ErrRunOrder},
		{name: "ROM-5 two cards", cards: "5H 6H", err: ErrMeldTooShort},
		{name: "ROM-6 joker in a gap is worth the card (ROM-3)", cards: "5H * 7H", kind: Run, value: 18},
		{name: "ROM-6 joker as ace low is worth 1 (ROM-3)", cards: "* 2H 3H", kind: Run, value: 6},
		{name: "ROM-6 joker as ace high is worth 11 (ROM-3)", cards: "QH KH *", kind: Run, value: 31},
		{name: "ROM-6 two adjacent jokers", cards: "5H 6H * * 9H", kind: Run, value: 35},
		{name: "ROM-6 two jokers apart", cards: "5H 6H * 8H *", kind: Run, value: 35},
		{name: "ROM-6 as many jokers as naturals", cards: "5H * * 8H", err: ErrTooManyJokers},
		{name: "ROM-6 more jokers than naturals", cards: "* * 5H", err: ErrTooManyJokers},
		{name: "ROM-6 set half jokers", cards: "7C 7D * *", err: ErrTooManyJokers},
		{name: "ROM-6 only jokers", cards: "* * *", err: ErrAllJokers},
		{name: "ROM-6 jokers at the wrong places", cards: "5H * 8H", err: ErrRunJokerFit},
	})
}

// ROM-SR-CYCLIC
func TestRommeCyclicRuns(t *testing.T) {
	r := meldRules(t, Romme, "cyclic_runs=true")
	runMeldCases(t, r.CheckMeld, []meldCase{
		{name: "ROM-SR-CYCLIC ace inside worth 11", cards: "KH AH 2H", kind: Run, value: 23},
		{name: "ROM-SR-CYCLIC long wrap", cards: "QH KH AH 2H 3H", kind: Run, value: 36},
		{name: "ROM-SR-CYCLIC ace low still 1", cards: "AH 2H 3H", kind: Run, value: 6},
		{name: "ROM-SR-CYCLIC ace high still 11", cards: "QH KH AH", kind: Run, value: 31},
		{name: "ROM-SR-CYCLIC joker as king before the ace", cards: "* AH 2H", kind: Run, value: 23},
		{name: "ROM-SR-CYCLIC joker as ace inside", cards: "KH * 2H", kind: Run, value: 23},
		{name: "ROM-SR-CYCLIC 13 cards round the corner", cards: "5H 6H 7H 8H 9H TH JH QH KH AH 2H 3H 4H", kind: Run, value: 95},
		{name: "ROM-SR-CYCLIC 14 cards", cards: "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH *", err: ErrRunTooLong},
		{name: "ROM-SR-CYCLIC a rank twice", cards: "5H 6H 7H 8H 9H TH JH QH KH AH 2H 3H 4H 5H", err: ErrRunRankTwice},
		{name: "ROM-SR-CYCLIC gap over the corner", cards: "KH 2H 3H", err: ErrRunGap},
	})
}

// ROM-SR-NOJOKER
func TestRommeNoJokers(t *testing.T) {
	r := meldRules(t, Romme, "jokers=false")
	runMeldCases(t, r.CheckMeld, []meldCase{
		{name: "ROM-SR-NOJOKER joker refused", cards: "5H * 7H", err: ErrNoJokers},
		{name: "ROM-SR-NOJOKER natural run", cards: "5H 6H 7H", kind: Run, value: 18},
		{name: "ROM-SR-NOJOKER natural set", cards: "5H 5S 5C", kind: Set, value: 15},
	})
}

// ROM-SR-STRICTJOKER
func TestRommeStrictJokers(t *testing.T) {
	r := meldRules(t, Romme, "strict_jokers=true")
	runMeldCases(t, r.CheckMeld, []meldCase{
		{name: "ROM-SR-STRICTJOKER adjacent jokers", cards: "5H 6H * * 9H", err: ErrJokersAdjacent},
		{name: "ROM-SR-STRICTJOKER jokers apart", cards: "5H * 7H * 9H", kind: Run, value: 35},
		{name: "ROM-SR-STRICTJOKER one joker", cards: "5H * 7H", kind: Run, value: 18},
	})
	runMeldCases(t, r.CheckTableMeld, []meldCase{
		{name: "ROM-SR-STRICTJOKER adjacent on the table too", cards: "5H 6H 7H * * TH", err: ErrJokersAdjacent},
	})
}

// ROM-SR-STRICTSET
func TestRommeStrictGroups(t *testing.T) {
	r := meldRules(t, Romme, "strict_groups=true")
	runMeldCases(t, r.CheckMeld, []meldCase{
		{name: "ROM-SR-STRICTSET clubs spades hearts", cards: "7C 7S 7H", kind: Set, value: 21},
		{name: "ROM-SR-STRICTSET spades hearts diamonds", cards: "7S 7H 7D", kind: Set, value: 21},
		{name: "ROM-SR-STRICTSET all four", cards: "7C 7S 7H 7D", kind: Set, value: 28},
		{name: "ROM-SR-STRICTSET joker fills the spade gap", cards: "7C * 7H", kind: Set, value: 21},
		{name: "ROM-SR-STRICTSET joker is the club", cards: "* 7S 7H", kind: Set, value: 21},
		{name: "ROM-SR-STRICTSET joker is the diamond", cards: "7C 7S 7H *", kind: Set, value: 28},
		{name: "ROM-SR-STRICTSET nothing before clubs", cards: "* 7C 7S", err: ErrStrictSetOrder},
		{name: "ROM-SR-STRICTSET gap without joker", cards: "7C 7H 7D", err: ErrStrictSetOrder},
		{name: "ROM-SR-STRICTSET wrong order", cards: "7H 7S 7C", err: ErrStrictSetOrder},
		{name: "ROM-SR-STRICTSET diamonds not after clubs", cards: "7C 7D 7S", err: ErrStrictSetOrder},
		{name: "ROM-SR-STRICTSET nothing after diamonds", cards: "7S 7H 7D *", err: ErrStrictSetOrder},
	})
	loose := DefaultRules(Romme)
	runMeldCases(t, loose.CheckMeld, []meldCase{
		{name: "ROM-4 any suit order without strict groups", cards: "7H 7S 7C", kind: Set, value: 21},
	})
}

package engine

import "testing"

// LIV-5: the cheap bound never rules out a hand that holds the contract,
// and rules out hands that cannot.
func TestContractPossible(t *testing.T) {
	cases := []struct {
		name string
		n    int
		hand string
		want bool
	}{
		{name: "LIV-5 contract 1 two books", n: 1, hand: "7C 7D 7S 9H 9H 9S 2C 4D KH JS", want: true},
		{name: "LIV-5 contract 1 one book and a joker pair", n: 1, hand: "7C 7D 7S 9H 9S * 2C 4D KH JS", want: true},
		{name: "LIV-5 contract 1 one book only", n: 1, hand: "7C 7D 7S 9H 8S 2C 4D KH JS 3C", want: false},
		{name: "LIV-5 contract 3 two runs", n: 3, hand: "3H 4H 5H 6H 8S 9S TS JS 2C KD", want: true},
		{name: "LIV-5 contract 3 runs need four in a row", n: 3, hand: "3H 4H 5H 7H 8S 9S TS JS 2C KD", want: false},
		{name: "LIV-5 contract 3 a joker fills the gap", n: 3, hand: "3H 4H 5H 7H 8S 9S TS JS 2C *", want: true},
		{name: "LIV-5 contract 3 ace high run", n: 3, hand: "JH QH KH AH 8S 9S TS JS 2C 4D", want: true},
		{name: "LIV-5 contract 3 one suit twice", n: 3, hand: "3H 4H 5H 6H 3H 4H 5H 6H 2C 4D", want: true},
		{name: "LIV-5 contract 7 three runs", n: 7, hand: "3H 4H 5H 6H 8S 9S TS JS 2C 3C 4C 5C", want: true},
		{name: "LIV-5 contract 7 two runs", n: 7, hand: "3H 4H 5H 6H 8S 9S TS JS 2C 3C 4D 5C", want: false},
		{name: "LIV-5 too few cards", n: 6, hand: "7C 7D 7S 3H 4H 5H 6H 8S 9S", want: false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			hand, err := ParseCards(tc.hand)
			if err != nil {
				t.Fatal(err)
			}
			if got := contractPossible(tc.n, hand); got != tc.want {
				t.Errorf("contractPossible(%d, %s) = %v, want %v", tc.n, tc.hand, got, tc.want)
			}
		})
	}
}

// LIV-5: on random hands, whenever the candidate search finds a contract
// the bound allows it.
func TestContractPossibleNeverHidesACandidate(t *testing.T) {
	r := DefaultRules(Liverpool)
	rng := NewRNG(7)
	deck := NewDeck(r.Deck())
	trials := 20000
	if testing.Short() {
		trials = 3000
	}
	found := 0
	var pool []Card
	for i := 0; i < trials; i++ {
		for j := len(deck) - 1; j > 0; j-- {
			k := rng.Intn(j + 1)
			deck[j], deck[k] = deck[k], deck[j]
		}
		n := 1 + i%NumContracts
		books, runs := contractOf(n)
		// Hands come from a window of five ranks (and the jokers), so
		// that many hold the contract.
		low := Rank(1 + rng.Intn(9))
		pool = pool[:0]
		for _, c := range deck {
			if c.IsJoker() || (c.Rank() >= low && c.Rank() < low+5) {
				pool = append(pool, c)
			}
		}
		size := 3*books + 4*runs + rng.Intn(4)
		hand := pool[:size]
		cands := contractCandidates(r, n, hand, findMelds(r, hand, n == 7))
		if len(cands) > 0 {
			found++
			if !contractPossible(n, hand) {
				t.Fatalf("contract %d: the bound rules out %s, which holds %s", n, FormatCards(hand), FormatCards(cands[0][0]))
			}
		}
	}
	t.Logf("%d hands held a contract", found)
	if found == 0 {
		t.Fatal("no random hand held a contract: the test checks nothing")
	}
}

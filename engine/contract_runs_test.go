package engine

import "testing"

// LIV-5 hand 7: the exact search finds three runs using every card
// whenever they exist, and only then.
func TestLastContractCandidates(t *testing.T) {
	r := DefaultRules(Liverpool)
	cases := []struct {
		name string
		hand string
		want bool
	}{
		{name: "LIV-5 hand 7 three runs", hand: "3H 4H 5H 6H 8S 9S TS JS 2C 3C 4C 5C", want: true},
		{name: "LIV-5 hand 7 thirteen cards", hand: "3H 4H 5H 6H 7H 8S 9S TS JS 2C 3C 4C 5C", want: true},
		{name: "LIV-5 hand 7 one card left over", hand: "3H 4H 5H 6H 8S 9S TS JS 2C 3C 4C 5C KD", want: false},
		{name: "LIV-5 hand 7 two runs of one suit from two decks", hand: "3H 4H 5H 6H 3H 4H 5H 6H 2C 3C 4C 5C", want: true},
		{name: "LIV-5 hand 7 overlapping runs of one suit", hand: "3H 4H 5H 6H 6H 7H 8H 9H 2C 3C 4C 5C", want: true},
		{name: "LIV-5 hand 7 runs that continue each other are one", hand: "3H 4H 5H 6H 7H 8H 9H TH 2C 3C 4C 5C", want: false},
		{name: "LIV-5 hand 7 a joker fills a gap", hand: "3H 4H * 6H 8S 9S TS JS 2C 3C 4C 5C", want: true},
		{name: "LIV-5 hand 7 a joker before the first card", hand: "* 4H 5H 6H 8S 9S TS JS 2C 3C 4C 5C", want: true},
		{name: "LIV-5 hand 7 a joker used where a copy is missing", hand: "3H 4H 5H 6H 5H * 7H 8H 2C 3C 4C 5C", want: true},
		{name: "LIV-7 hand 7 two jokers in four cards", hand: "3H * * 6H 8S 9S TS JS 2C 3C 4C 5C", want: false},
		{name: "LIV-5 hand 7 ace high and ace low", hand: "JH QH KH AH AS 2S 3S 4S 2C 3C 4C 5C", want: true},
		{name: "LIV-5 hand 7 a book does not count", hand: "3H 4H 5H 6H 8S 9S TS JS 2C 2D 2S 2H", want: false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			hand, err := ParseCards(tc.hand)
			if err != nil {
				t.Fatal(err)
			}
			got := lastContractCandidates(r, hand)
			if (len(got) > 0) != tc.want {
				t.Fatalf("%s: %d lay-downs %v, want some: %v", tc.hand, len(got), got, tc.want)
			}
			for _, melds := range got {
				n := 0
				for _, m := range melds {
					n += len(m)
				}
				if n != len(hand) {
					t.Errorf("lay-down %v uses %d of %d cards", melds, n, len(hand))
				}
				if _, err := takeCards(hand, flatten(melds)); err != nil {
					t.Errorf("lay-down %v is not made of the hand: %v", melds, err)
				}
				if err := r.CheckContract(7, melds); err != nil {
					t.Errorf("lay-down %v: %v", melds, err)
				}
			}
		})
	}
}

func flatten(melds [][]Card) []Card {
	var out []Card
	for _, m := range melds {
		out = append(out, m...)
	}
	return out
}

// LIV-5 hand 7: on random hands made of three runs (one card sometimes
// changed) the exact search finds a lay-down whenever the general search
// does, and always when the runs are intact and valid.
func TestLastContractCoversTheGeneralSearch(t *testing.T) {
	r := DefaultRules(Liverpool)
	rng := NewRNG(11)
	trials := 20000
	if testing.Short() {
		trials = 3000
	}
	oldFound, exactFound := 0, 0
	for i := 0; i < trials; i++ {
		var faces []Card
		for k := 0; k < 3; k++ {
			suit := Suit(rng.Intn(4))
			start := 1 + rng.Intn(10)
			for p := start; p < start+4+rng.Intn(2) && p <= 14; p++ {
				faces = append(faces, NewCard(NewFace(rankAt(p), suit), 0))
			}
		}
		if rng.Intn(2) == 0 {
			faces[rng.Intn(len(faces))] = NewCard(JokerFace, 0)
		}
		if rng.Intn(3) == 0 {
			faces[rng.Intn(len(faces))] = NewCard(Face(rng.Intn(int(JokerFace)+1)), 0)
		}
		hand, ok := physical(faces)
		if !ok {
			continue
		}
		rng.Shuffle(hand)
		old := contractCandidates(r, 7, hand, findMelds(r, hand, true))
		exact := lastContractCandidates(r, hand)
		if len(old) > 0 {
			oldFound++
			if len(exact) == 0 {
				t.Fatalf("%s holds %v but the exact search finds nothing", FormatCards(hand), old[0])
			}
		}
		if len(exact) > 0 {
			exactFound++
			if !contractPossible(7, hand) {
				t.Fatalf("the bound rules out %s, which holds %v", FormatCards(hand), exact[0])
			}
		}
	}
	t.Logf("general search %d, exact search %d lay-downs of %d hands", oldFound, exactFound, trials)
	if oldFound == 0 || exactFound <= oldFound {
		t.Fatal("the random hands do not tell the searches apart: the test checks nothing")
	}
}

// physical gives repeated faces distinct copies (two decks, four
// jokers); false if a face is used too often.
func physical(cards []Card) ([]Card, bool) {
	var used [NumFaces]int
	out := make([]Card, len(cards))
	for i, c := range cards {
		f := c.Face()
		limit := 2
		if f == JokerFace {
			limit = 4
		}
		if used[f] == limit {
			return nil, false
		}
		out[i] = NewCard(f, used[f])
		used[f]++
	}
	return out, true
}

// LIV-5 hand 7, LIV-7: the cover search's quick test marks a position
// covered exactly when some four consecutive positions (starting at 1 to
// 11) around it hold three of the hand's positions, for every set of
// positions of a suit.
func TestCoveredBy(t *testing.T) {
	for present := uint16(0); present < 1<<15; present += 2 { // bits 1…14
		var want uint16
		for a := 1; a <= 11; a++ {
			n := 0
			for p := a; p < a+4; p++ {
				if present&(1<<p) != 0 {
					n++
				}
			}
			if n >= 3 {
				want |= 0xF << a
			}
		}
		if got := coveredBy(present); got != want {
			t.Fatalf("positions %015b: covered %015b, want %015b", present, got, want)
		}
	}
}

package engine

import "testing"

// LIV-5 contracts 1 to 6: when the first meld search misses a contract the
// hand holds (jokers needed by two melds, a card two melds want), the
// exact search finds it; it proposes nothing when there is none.
func TestExactContractCandidates(t *testing.T) {
	r := DefaultRules(Liverpool)
	cases := []struct {
		name string
		n    int
		hand string
		want bool
	}{
		{name: "LIV-5 hand 1 two books with a joker each", n: 1, hand: "5H 5S * 9C 9D * 2H 3C KD JS QH", want: true},
		{name: "LIV-5 hand 2 the book leaves the run its card", n: 2, hand: "5H 5S 5C 5D 2H 3H 4H 7C 9D JS QH", want: true},
		{name: "LIV-5 hand 3 a joker stands in for a held card", n: 3, hand: "7S 5H 9S 7C 4S 8C * TS * 6S AS 5S TS", want: true},
		{name: "LIV-5 hand 6 two runs with a joker each and a book", n: 6, hand: "TD * * TC KC QH QS 6D KS 6S QD QC KS KD KD 8H 7D", want: true},
		{name: "LIV-5 hand 3 runs that continue each other are one", n: 3, hand: "3H 4H 5H 6H 7H 8H 9H TH 2C 3D KS", want: false},
		{name: "LIV-7 hand 3 two jokers in four cards", n: 3, hand: "3H * * 6H 8S 9S TS JS 2C 3D KS", want: false},
		{name: "LIV-5 hand 4 two books of one rank are one", n: 4, hand: "5H 5S 5C 5D 5H 5S 9C 9D 9H 2C 3D", want: false},
		{name: "LIV-7 hand 1 a book keeps two naturals", n: 1, hand: "5H * * 9C 9D 9H 2C 3D KS JS QH", want: false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			hand, err := ParseCards(tc.hand)
			if err != nil {
				t.Fatal(err)
			}
			got := exactContractCandidates(r, tc.n, hand)
			if (len(got) > 0) != tc.want {
				t.Fatalf("%s: %d lay-downs %v, want some: %v", tc.hand, len(got), got, tc.want)
			}
			for _, melds := range got {
				if _, err := takeCards(hand, flatten(melds)); err != nil {
					t.Errorf("lay-down %v is not made of the hand: %v", melds, err)
				}
				if err := r.CheckContract(tc.n, melds); err != nil {
					t.Errorf("lay-down %v: %v", melds, err)
				}
			}
		})
	}
}

// LIV-5: Legal offers a lay-down for the hands above that hold a contract
// (the view's seat in its play phase, not yet down).
func TestLegalOffersEveryContract(t *testing.T) {
	for _, tc := range []struct {
		n    int
		hand string
	}{
		{1, "5H 5S * 9C 9D * 2H 3C KD JS QH"},
		{3, "7S 5H 9S 7C 4S 8C * TS * 6S AS 5S TS"},
		{6, "TD * * TC KC QH QS 6D KS 6S QD QC KS KD KD 8H 7D"},
	} {
		hand, _ := ParseCards(tc.hand)
		x := &actor{p: &Public{Rules: DefaultRules(Liverpool), HandNo: tc.n, Seats: make([]SeatInfo, 4)}, hand: hand}
		if len(x.meldProposals()) == 0 {
			t.Errorf("LIV-5 hand %d: no lay-down proposed for %s", tc.n, tc.hand)
		}
	}
}

// LIV-5: every lay-down Legal proposes passes the contract check (Legal
// does not check it again) and is accepted by View.Check, at every play
// step of seats not yet down in random games where players go down
// whenever they can.
func TestLayDownProposalsPassTheContract(t *testing.T) {
	games := 10
	if testing.Short() {
		games = 3
	}
	r := DefaultRules(Liverpool)
	proposed := 0
	for g := 0; g < games; g++ {
		s, err := NewGame(r, uint64(g+1))
		if err != nil {
			t.Fatal(err)
		}
		rng := NewRNG(uint64(g) + 70)
		var v View
		for !s.Over() {
			w := s.Waiting()
			seat := w[rng.Intn(len(w))]
			s.ViewInto(seat, &v)
			acts := Legal(&v)
			a := acts[rng.Intn(len(acts))]
			if v.Phase == PhasePlay && !v.Seats[seat].Opened {
				x := &actor{p: &v.Public, seat: seat, hand: v.Hand, stock: v.StockSize, infos: v.infos}
				for _, melds := range x.meldProposals() {
					proposed++
					if err := r.CheckContract(v.HandNo, melds); err != nil {
						t.Fatalf("hand %d, %s: proposed %v: %v", v.HandNo, FormatCards(v.Hand), melds, err)
					}
				}
				for _, c := range acts {
					if c.Kind == ActMeld {
						if err := v.Check(c); err != nil {
							t.Fatalf("hand %d: listed %s: %v", v.HandNo, c, err)
						}
						a = c
					}
				}
			}
			if _, err := s.Apply(seat, a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if proposed < games {
		t.Fatalf("only %d lay-downs proposed in %d games", proposed, games)
	}
}

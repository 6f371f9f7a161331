package engine

import "testing"

// ROM-9: the mask pre-filter never rules out a lay-off that
// LayOffPositions allows (all three variants).
func TestMeldMasksNeverHideALayOff(t *testing.T) {
	cases := []struct {
		name, meld, card string
		mayJoin          bool
	}{
		{name: "ROM-9 run of the card's suit", meld: "4H 5H 6H", card: "7H", mayJoin: true},
		{name: "ROM-9 set of the card's rank", meld: "7C 7D 7S", card: "7H", mayJoin: true},
		{name: "ROM-9 neither rank nor suit", meld: "4H 5H 6H", card: "9S", mayJoin: false},
		{name: "ROM-9 a joker may join anything", meld: "4H 5H 6H", card: "*", mayJoin: true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			meld, _ := ParseCards(tc.meld)
			c, _ := ParseCards(tc.card)
			if got := masksOf(meld).mayJoin(c[0]); got != tc.mayJoin {
				t.Errorf("%s may join %s: %v, want %v", tc.card, tc.meld, got, tc.mayJoin)
			}
		})
	}
	checked := 0
	for _, v := range []Variant{Classic, Romme, Liverpool} {
		r := DefaultRules(v)
		deck := NewDeck(r.Deck())
		rng := NewRNG(5)
		for i := 0; i < 1000; i++ {
			rng.Shuffle(deck)
			for _, cand := range meldCandidates(r, deck[:20]) {
				masks := masksOf(cand.cards)
				for _, c := range deck[20:40] {
					if f, b := r.LayOffPositions(cand.cards, c); f || b {
						checked++
						if !masks.mayJoin(c) {
							t.Fatalf("%s: %s fits %s but the masks rule it out", v, c, FormatCards(cand.cards))
						}
					}
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no lay-off found: the test checks nothing")
	}
}

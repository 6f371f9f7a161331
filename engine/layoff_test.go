package engine

import "testing"

// ROM-9, COM-5, COM-6, LIV-7: where a card may be laid off.
func TestLayOffPositions(t *testing.T) {
	romme := DefaultRules(Romme)
	cyclic := meldRules(t, Romme, "cyclic_runs=true")
	strict := meldRules(t, Romme, "strict_groups=true")
	liv := DefaultRules(Liverpool)
	classic := DefaultRules(Classic)
	cases := []struct {
		name        string
		rules       *Rules
		meld, card  string
		front, back bool
	}{
		{name: "ROM-9 below a run", rules: romme, meld: "5H 6H 7H", card: "4H", front: true},
		{name: "ROM-9 above a run", rules: romme, meld: "5H 6H 7H", card: "8H", back: true},
		{name: "ROM-9 not with a gap", rules: romme, meld: "5H 6H 7H", card: "9H"},
		{name: "ROM-9 not another suit", rules: romme, meld: "5H 6H 7H", card: "8C"},
		{name: "ROM-9 a joker at either end", rules: romme, meld: "5H 6H 7H", card: "*", front: true, back: true},
		{name: "ROM-9 nothing after the ace", rules: romme, meld: "JH QH KH AH", card: "2H"},
		{name: "ROM-9 ten below the jack", rules: romme, meld: "JH QH KH AH", card: "TH", front: true},
		{name: "ROM-SR-CYCLIC two after the ace", rules: cyclic, meld: "JH QH KH AH", card: "2H", back: true},
		{name: "ROM-9 thirteen cards are full", rules: romme, meld: "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH", card: "*"},
		{name: "ROM-9 ace high ends the run", rules: romme, meld: "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH", card: "AH", front: true, back: true},
		{name: "ROM-9 a missing suit anywhere in a set", rules: romme, meld: "7C 7D 7S", card: "7H", back: true},
		{name: "ROM-9 a suit twice", rules: romme, meld: "7C 7D 7S", card: "7C"},
		{name: "ROM-9 joker on a set", rules: romme, meld: "7C 7D 7S", card: "*", back: true},
		{name: "ROM-9 full set", rules: romme, meld: "7C 7D 7H 7S", card: "*"},
		{name: "ROM-9 too many jokers", rules: romme, meld: "5H * 7H", card: "*"},
		{name: "ROM-SR-STRICTSET club in front", rules: strict, meld: "7S 7H 7D", card: "7C", front: true},
		{name: "ROM-SR-STRICTSET diamond at the back", rules: strict, meld: "7C 7S 7H", card: "7D", back: true},
		{name: "LIV-7 jokers laid off without limit", rules: liv, meld: "3H * 5H 6H", card: "*", front: true, back: true},
		{name: "LIV-4 duplicate suit on a book", rules: liv, meld: "7C 7D 7S", card: "7C", back: true},
		{name: "LIV-2 no corner", rules: liv, meld: "JH QH KH AH", card: "2H"},
		{name: "CLA-1 no king before the ace", rules: classic, meld: "AH 2H 3H", card: "KH"},
		{name: "CLA-4 four after three", rules: classic, meld: "AH 2H 3H", card: "4H", back: true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			melds, err := ParseMelds(tc.meld + " / " + tc.card)
			if err != nil {
				t.Fatal(err)
			}
			f, b := tc.rules.LayOffPositions(melds[0], melds[1][0])
			if f != tc.front || b != tc.back {
				t.Fatalf("got front=%v back=%v, want %v %v", f, b, tc.front, tc.back)
			}
		})
	}
	t.Run("COM-6 the same physical card", func(t *testing.T) {
		m := meldCards(t, "7C 7D 7S")
		if f, b := liv.LayOffPositions(m, m[0]); f || b {
			t.Fatalf("a card already in the meld was accepted: %v %v", f, b)
		}
	})
}

// ROM-9, LIV-8: for a valid table meld, the lay-off check that trusts the
// meld (layOffPositionsValid) says what LayOffPositions says, for every
// card of the deck on every table meld of random games of each variant.
func TestLayOffPositionsValidAgrees(t *testing.T) {
	for _, v := range []Variant{Liverpool, Romme, Classic} {
		r := DefaultRules(v)
		deck := NewDeck(r.Deck())
		melds := 0
		for g := 0; g < 4; g++ {
			s, err := NewGame(r, uint64(g+1))
			if err != nil {
				t.Fatal(err)
			}
			rng := NewRNG(uint64(g) + 11)
			for k := 0; k < 400 && !s.Over(); k++ {
				w := s.Waiting()
				seat := w[rng.Intn(len(w))]
				acts := Legal(s.View(seat))
				a := acts[rng.Intn(len(acts))]
				for _, c := range acts {
					if c.Kind == ActMeld || c.Kind == ActLayOff {
						a = c
						break
					}
				}
				if _, err := s.Apply(seat, a); err != nil {
					t.Fatal(err)
				}
			}
			for _, m := range s.pub.Table {
				if _, err := r.CheckTableMeld(m.Cards); err != nil {
					continue
				}
				melds++
				for _, c := range append(deck, NoCard) {
					f1, b1 := r.LayOffPositions(m.Cards, c)
					if f2, b2 := r.layOffPositionsValid(m.Cards, c); f1 != f2 || b1 != b2 {
						t.Fatalf("%s %s + %s: valid-meld check %v %v, LayOffPositions %v %v", v, FormatCards(m.Cards), c, f2, b2, f1, b1)
					}
				}
			}
		}
		if melds == 0 {
			t.Fatalf("%s: no table melds to test", v)
		}
	}
}

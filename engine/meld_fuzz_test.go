package engine

import (
	"slices"
	"testing"
)

// fuzzCards turns fuzzer bytes into distinct physical cards (at most 20).
func fuzzCards(data []byte) []Card {
	var cc copyCounter
	cards := make([]Card, 0, len(data))
	for _, b := range data {
		if len(cards) == 20 {
			break
		}
		cards = append(cards, cc.next(Face(b%NumFaces)))
	}
	return cards
}

// FuzzCheckMeld feeds random cards to every meld check under every option
// combination: no panics; a meld valid to lay down is valid on the table;
// ArrangeMeld finds a valid order for any shuffle of a valid meld; lay-off
// and joker-swap answers keep the meld valid.
func FuzzCheckMeld(f *testing.F) {
	for _, s := range []string{"QH KH AH", "KH AH 2H", "5H * 7H", "7C * 7H", "* 7S 7H", "3H 4H * 6H", "7C 7C 7D *", "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"} {
		cards, _ := ParseCards(s)
		data := make([]byte, len(cards))
		for i, c := range cards {
			data[i] = byte(c.Face())
		}
		for ci := range meldConfigs {
			f.Add(uint8(ci), uint8(1), data)
		}
	}
	rules := make([]*Rules, len(meldConfigs))
	for i, cfg := range meldConfigs {
		rules[i] = meldRules(f, cfg.variant, cfg.settings...)
	}
	f.Fuzz(func(t *testing.T, config, extra uint8, data []byte) {
		r := rules[int(config)%len(rules)]
		cards := fuzzCards(data)
		_, err := r.CheckMeld(cards)
		_, tableErr := r.CheckTableMeld(cards)
		if err == nil && tableErr != nil {
			t.Fatalf("%s: valid to lay down but not on the table: %v", FormatCards(cards), tableErr)
		}
		shuffled := slices.Clone(cards)
		rng := NewRNG(uint64(extra))
		rng.Shuffle(shuffled)
		arranged, _, aerr := r.ArrangeMeld(shuffled)
		if err == nil && aerr != nil {
			t.Fatalf("%s is valid but ArrangeMeld(%s) says %v", FormatCards(cards), FormatCards(shuffled), aerr)
		}
		if aerr == nil {
			if _, e := r.CheckMeld(arranged); e != nil {
				t.Fatalf("ArrangeMeld gave %s: %v", FormatCards(arranged), e)
			}
			a, b := slices.Clone(arranged), slices.Clone(cards)
			slices.Sort(a)
			slices.Sort(b)
			if !slices.Equal(a, b) {
				t.Fatalf("ArrangeMeld changed the cards: %s → %s", FormatCards(cards), FormatCards(arranged))
			}
		}
		var cc copyCounter
		c := cc.next(Face(extra % NumFaces))
		c = NewCard(c.Face(), 40) // a copy that is not in the meld
		front, back := r.LayOffPositions(cards, c)
		if front {
			if _, e := r.CheckTableMeld(append([]Card{c}, cards...)); e != nil {
				t.Fatalf("front lay-off of %s on %s gives %v", c, FormatCards(cards), e)
			}
		}
		if back {
			if _, e := r.CheckTableMeld(append(slices.Clone(cards), c)); e != nil {
				t.Fatalf("back lay-off of %s on %s gives %v", c, FormatCards(cards), e)
			}
		}
		for i := range cards {
			r.JokerStandsFor(cards, i)
			if r.CheckJokerSwap(cards, i, c) == nil {
				swapped := slices.Clone(cards)
				swapped[i] = c
				if _, e := r.CheckTableMeld(swapped); e != nil {
					t.Fatalf("swap of %s into %s gives %v", c, FormatCards(cards), e)
				}
			}
		}
	})
}

// FuzzParseMelds: parsing never panics, and print → parse gives the same
// cards and the same meld answers.
func FuzzParseMelds(f *testing.F) {
	for _, s := range []string{"QH KH AH", "3H 4H 5H 6H / 7H 8H 9H TH", "5x", "10S JK * / / 2c", "  AS,2S ,3S", "*/*", ""} {
		f.Add(s)
	}
	rules := make([]*Rules, len(meldConfigs))
	for i, cfg := range meldConfigs {
		rules[i] = meldRules(f, cfg.variant, cfg.settings...)
	}
	f.Fuzz(func(t *testing.T, s string) {
		melds, err := ParseMelds(s)
		if err != nil {
			return
		}
		text := FormatMelds(melds)
		again, err := ParseMelds(text)
		if err != nil {
			t.Fatalf("%q printed as %q does not parse: %v", s, text, err)
		}
		if len(again) != len(melds) {
			t.Fatalf("%q: %d melds, then %d", s, len(melds), len(again))
		}
		for i := range melds {
			if !slices.Equal(melds[i], again[i]) {
				t.Fatalf("%q: meld %d changed: %v → %v", s, i, melds[i], again[i])
			}
			for _, r := range rules {
				_, e1 := r.CheckMeld(melds[i])
				_, e2 := r.CheckMeld(again[i])
				if e1 != e2 {
					t.Fatalf("%q: meld %d answers %v, then %v", s, i, e1, e2)
				}
			}
		}
	})
}

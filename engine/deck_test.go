package engine

import (
	"strings"
	"testing"
)

func mustOptions(t testing.TB, v Variant, kv ...string) Options {
	t.Helper()
	o, err := ParseOptions(v, kv)
	if err != nil {
		t.Fatalf("ParseOptions(%s, %v): %v", v, kv, err)
	}
	return o
}

// TestDeckComposition covers the deck of every variant and option:
// CLA-1, ROM-2, ROM-SR-SMALL, ROM-SR-NOJOKER, LIV-1.
func TestDeckComposition(t *testing.T) {
	cases := []struct {
		rule          string
		v             Variant
		opts          []string
		size, jokers  int
		copiesPerFace int
	}{
		{"CLA-1 one deck no jokers", Classic, nil, 52, 0, 1},
		{"ROM-2 two decks six jokers", Romme, nil, 110, 6, 2},
		{"ROM-SR-NOJOKER 104 cards", Romme, []string{"jokers=false"}, 104, 0, 2},
		{"ROM-SR-SMALL 55 cards", Romme, []string{"small_deck=true"}, 55, 3, 1},
		{"ROM-SR-SMALL ROM-SR-NOJOKER 52 cards", Romme, []string{"small_deck=true", "jokers=false"}, 52, 0, 1},
		{"LIV-1 3 players two decks four jokers", Liverpool, []string{"players=3"}, 108, 4, 2},
		{"LIV-1 4 players two decks four jokers", Liverpool, []string{"players=4"}, 108, 4, 2},
		{"LIV-1 5 players three decks six jokers", Liverpool, []string{"players=5"}, 162, 6, 3},
		{"LIV-1 8 players three decks six jokers", Liverpool, []string{"players=8"}, 162, 6, 3},
	}
	for _, c := range cases {
		t.Run(c.rule, func(t *testing.T) {
			deck := NewDeck(DeckFor(mustOptions(t, c.v, c.opts...)))
			if len(deck) != c.size {
				t.Fatalf("size %d, want %d", len(deck), c.size)
			}
			seen := map[Card]bool{}
			faces := map[Face]int{}
			jokers := 0
			for _, card := range deck {
				if !card.Valid() {
					t.Fatalf("invalid card %d", card)
				}
				if seen[card] {
					t.Fatalf("physical card %v (copy %d) twice", card, card.Copy())
				}
				seen[card] = true
				if card.IsJoker() {
					jokers++
				} else {
					faces[card.Face()]++
				}
			}
			if jokers != c.jokers {
				t.Errorf("jokers %d, want %d", jokers, c.jokers)
			}
			for f := Face(0); f < JokerFace; f++ {
				if faces[f] != c.copiesPerFace {
					t.Fatalf("face %v appears %d times, want %d", f, faces[f], c.copiesPerFace)
				}
			}
		})
	}
}

// TestGoldenDealOrder pins the shuffled deck of seed 1 for each variant
// with default options, faces and physical copies, so a change of the
// shuffle or the RNG cannot go unnoticed (COM-8).
func TestGoldenDealOrder(t *testing.T) {
	golden := map[Variant]string{
		Classic:   "9S 7S QH 4S AC 8H QS JH 6C 5H 7D JC 3D 7H QC AS TC 5C 2H 8C 5S KD TD AH 5D AD 2C 9C 4C 2D 6H 3C KS 8S 3H 6S 7C 3S 8D 6D QD 4D 9H KC JD 2S TH JS 9D TS KH 4H",
		Kopilka:   "9S 7S QH 4S AC 8H QS JH 6C 5H 7D JC 3D 7H QC AS TC 5C 2H 8C 5S KD TD AH 5D AD 2C 9C 4C 2D 6H 3C KS 8S 3H 6S 7C 3S 8D 6D QD 4D 9H KC JD 2S TH JS 9D TS KH 4H",
		Romme:     "KH 2D AD JS 9D 5D QS AC QH 8H 7S 4S KS 2H 6H TC 9H 2D 7D TH 4S KD 3C AD 6S 5D 5S QC TD 2S 4D QH 3H 9D 3D QC AH 6D 5C 7C KC JD AC 2C KC QD KD JH * AH 7S JS 9C 7H 7H TD QS 5H JH 6D TC 4C 9H 8D 8D 6C 6H 4D TS 3S 2H 7C 3C 9S AS 7D 8H 5H 8S * KH 4C 8S TH 5C QD JC 5S 8C 6C TS * JD 9C 3D 3S KS 6S 8C 2S * 4H 2C AS 3H * 9S * 4H JC",
		Liverpool: "QC 4S 4H TS AD 5S 8D JH JS 3S 9C JS KH 9C 5D 3S QH 2H 2D 9S 3C JD 3D 4D 7D 7H TH QC 4D QD AH 8H AD 7D 6S TH JD 7C JC TD AC 2C KC 3C 6H 9H * KD KC 2D 5C 6H 5C 9D KS 9D 9H 5D AS 6D TC 8D TS 4C 4H 2S 9S 6S KD 3H 2C 7S KH 6D 7H 5H 7S KS JH 5H 6C 8H 4C QD JC 4S 8C 6C 8S * TD 8C 3D 2S QS 5S 7C AS * 3H AC QH AH * 8S QS 2H TC",
	}
	goldenCopies := map[Variant]string{
		Romme:     "00011101110010000110110110101110001111101000010000100010111011101110011111000001101100000011110000101011100011",
		Liverpool: "010001101110101000010010111111001000101000011000111000011011001111011111000001111100000011110000101011100111",
	}
	for _, v := range Variants {
		t.Run(v.String(), func(t *testing.T) {
			o, _ := NewOptions(v)
			rng := NewRNG(1)
			deck := ShuffledDeck(o, &rng)
			if got := FormatCards(deck); got != golden[v] {
				t.Errorf("seed 1 deal order changed:\n got %s\nwant %s", got, golden[v])
			}
			if want, ok := goldenCopies[v]; ok {
				var b strings.Builder
				for _, c := range deck {
					b.WriteByte(byte('0' + c.Copy()%2))
				}
				if b.String() != want {
					t.Errorf("seed 1 physical copies changed:\n got %s\nwant %s", b.String(), want)
				}
			}
		})
	}
}

// TestShuffleDeterministic checks that a seed replays exactly and that
// different seeds differ (COM-8).
func TestShuffleDeterministic(t *testing.T) {
	o, _ := NewOptions(Romme)
	a, b, c := NewRNG(42), NewRNG(42), NewRNG(43)
	da, db, dc := ShuffledDeck(o, &a), ShuffledDeck(o, &b), ShuffledDeck(o, &c)
	if FormatCards(da) != FormatCards(db) || a != b {
		t.Fatal("COM-8 the same seed gave different shuffles")
	}
	if FormatCards(da) == FormatCards(dc) {
		t.Fatal("seeds 42 and 43 gave the same shuffle")
	}
}

// TestIntnUniform is a coarse check that Intn covers its range evenly.
func TestIntnUniform(t *testing.T) {
	r := NewRNG(7)
	var counts [6]int
	for i := 0; i < 60000; i++ {
		counts[r.Intn(6)]++
	}
	for i, n := range counts {
		if n < 9000 || n > 11000 {
			t.Errorf("Intn(6) gave %d %d times out of 60000", i, n)
		}
	}
	d1, d2 := r.Derive(1), r.Derive(2)
	if d1.Uint64() == d2.Uint64() {
		t.Error("Derive with different salts gave the same stream")
	}
}

package arrange

import (
	"testing"

	"rummy/engine"
)

// richHands returns every hand of size cards drawn from the faces of ranks
// lo…lo+width-1 in all four suits (one deck), the densest in melds a
// classic hand can be.
func richHands(lo, width, size int) [][]engine.Card {
	var faces []engine.Card
	for s := engine.Clubs; s <= engine.Spades; s++ {
		for r := lo; r < lo+width; r++ {
			faces = append(faces, engine.NewCard(engine.NewFace(engine.Rank(r), s), 0))
		}
	}
	var out [][]engine.Card
	var pick func(start int, cur []engine.Card)
	pick = func(start int, cur []engine.Card) {
		if len(cur) == size {
			out = append(out, append([]engine.Card(nil), cur...))
			return
		}
		for i := start; i <= len(faces)-(size-len(cur)); i++ {
			pick(i+1, append(cur, faces[i]))
		}
	}
	pick(0, nil)
	return out
}

// rommeJokerHands deals n hands of 13 naturals and 2 jokers from the
// Rommé deck (ROM-2).
func rommeJokerHands(n int, seed uint64) [][]engine.Card {
	r := engine.DefaultRules(engine.Romme)
	rng := engine.NewRNG(seed)
	var out [][]engine.Card
	for len(out) < n {
		deck := engine.NewDeck(r.Deck())
		var nat []engine.Card
		for _, c := range deck {
			if !c.IsJoker() {
				nat = append(nat, c)
			}
		}
		rng.Shuffle(nat)
		hand := append(nat[:13:13], engine.NewCard(engine.JokerFace, 0), engine.NewCard(engine.JokerFace, 1))
		out = append(out, hand)
	}
	return out
}

func benchmarkHands(b *testing.B, r *engine.Rules, hands [][]engine.Card) {
	a := New(r)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		a.MinDeadwoodValue(hands[i%len(hands)])
	}
	b.StopTimer()
	med := medianPerHand(hands, 1, 3, a.MinDeadwoodValue)
	b.ReportMetric(float64(med.Nanoseconds()), "median-ns/hand")
}

// BenchmarkClassicRich13 times all 560 thirteen-card hands made of four
// consecutive ranks in all suits (4-5-6-7), the meld-rich worst case.
func BenchmarkClassicRich13(b *testing.B) {
	benchmarkHands(b, engine.DefaultRules(engine.Classic), richHands(4, 4, 13))
}

// BenchmarkClassicRich20 times twenty-card hands of five consecutive ranks
// in all suits.
func BenchmarkClassicRich20(b *testing.B) {
	benchmarkHands(b, engine.DefaultRules(engine.Classic), richHands(4, 5, 20))
}

// BenchmarkRommeJokers times Rommé hands of 13 random naturals and two
// jokers (ROM-2, ROM-6).
func BenchmarkRommeJokers(b *testing.B) {
	benchmarkHands(b, engine.DefaultRules(engine.Romme), rommeJokerHands(2000, 7))
}

// BenchmarkRommeRich times Rommé hands of 13 naturals from four
// consecutive ranks (two decks) and two jokers, the meld-rich worst case
// with jokers.
func BenchmarkRommeRich(b *testing.B) {
	r := engine.DefaultRules(engine.Romme)
	rng := engine.NewRNG(11)
	var hands [][]engine.Card
	for len(hands) < 300 {
		var pool []engine.Card
		for _, c := range engine.NewDeck(r.Deck()) {
			if !c.IsJoker() && c.Rank() >= 4 && c.Rank() <= 7 {
				pool = append(pool, c)
			}
		}
		rng.Shuffle(pool)
		hands = append(hands, append(pool[:13:13], engine.NewCard(engine.JokerFace, 0), engine.NewCard(engine.JokerFace, 1)))
	}
	benchmarkHands(b, r, hands)
}

// BenchmarkOpening times Opening (ROM-7) on Rommé hands of 13 naturals
// and two jokers.
func BenchmarkOpening(b *testing.B) {
	a := New(engine.DefaultRules(engine.Romme))
	hands := rommeJokerHands(500, 13)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		a.Opening(hands[i%len(hands)])
	}
}

// liverpoolHands deals n hands of size cards from the Liverpool deck
// (LIV-1, LIV-3).
func liverpoolHands(n, size int, seed uint64) [][]engine.Card {
	r := engine.DefaultRules(engine.Liverpool)
	rng := engine.NewRNG(seed)
	var out [][]engine.Card
	for len(out) < n {
		deck := engine.NewDeck(r.Deck())
		rng.Shuffle(deck)
		out = append(out, deck[:size:size])
	}
	return out
}

// BenchmarkContract times Contract (LIV-5) for every contract on random
// Liverpool hands of 11 and 13 cards.
func BenchmarkContract(b *testing.B) {
	a := New(engine.DefaultRules(engine.Liverpool))
	hands := append(liverpoolHands(300, 11, 17), liverpoolHands(300, 13, 19)...)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		a.Contract(1+i%7, hands[i%len(hands)])
	}
}

// BenchmarkMaxShed times MaxShed (ROM-9) on Rommé hands of 13 naturals and
// two jokers against a table of four melds.
func BenchmarkMaxShed(b *testing.B) {
	a := New(engine.DefaultRules(engine.Romme))
	table, err := engine.ParseMelds("5H 6H 7H / 9C 9D 9S / TS JS QS KS / 2D 3D *")
	if err != nil {
		b.Fatal(err)
	}
	hands := rommeJokerHands(500, 23)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		a.MaxShed(hands[i%len(hands)], table)
	}
}

// BenchmarkLiverpool12 times MinDeadwoodValue on random 12-card Liverpool
// hands (jokers as dealt, LIV-1).
func BenchmarkLiverpool12(b *testing.B) {
	benchmarkHands(b, engine.DefaultRules(engine.Liverpool), liverpoolHands(2000, 12, 29))
}

// BenchmarkNew times building an arranger (the classic tables).
func BenchmarkNew(b *testing.B) {
	r := engine.DefaultRules(engine.Classic)
	b.ReportAllocs()
	for b.Loop() {
		New(r)
	}
}

// benchmarkHandsInto times MinDeadwoodInto (kept buffers) on the hands,
// beside benchmarkHands's value-only path on the same hands.
func benchmarkHandsInto(b *testing.B, r *engine.Rules, hands [][]engine.Card) {
	a := New(r)
	var dst Arrangement
	f := func(h []engine.Card) int { a.MinDeadwoodInto(h, &dst); return dst.DeadwoodValue }
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		f(hands[i%len(hands)])
	}
	b.StopTimer()
	med := medianPerHand(hands, 1, 3, f)
	b.ReportMetric(float64(med.Nanoseconds()), "median-ns/hand")
}

// BenchmarkClassicRich13Into times the full arrangement into kept
// buffers of BenchmarkClassicRich13's meld-rich hands.
func BenchmarkClassicRich13Into(b *testing.B) {
	benchmarkHandsInto(b, engine.DefaultRules(engine.Classic), richHands(4, 4, 13))
}

package engine

import "testing"

var benchSink int

// benchCheckMeld measures CheckMeld on one Rommé meld in card notation.
func benchCheckMeld(b *testing.B, notation string) {
	r := DefaultRules(Romme)
	cards, _ := ParseCards(notation)
	b.ReportAllocs()
	for b.Loop() {
		info, err := r.CheckMeld(cards)
		if err != nil {
			b.Fatal(err)
		}
		benchSink += info.Value
	}
}

func BenchmarkCheckMeldRunTwoJokers(b *testing.B) { benchCheckMeld(b, "5H * 7H * 9H") }

func BenchmarkCheckMeldSetOfFour(b *testing.B) { benchCheckMeld(b, "7C 7D 7H 7S") }

func BenchmarkCheckTableMeld(b *testing.B) {
	r := DefaultRules(Liverpool)
	cards, _ := ParseCards("3H * 5H * 7H 8H * TH")
	b.ReportAllocs()
	for b.Loop() {
		info, err := r.CheckTableMeld(cards)
		if err != nil {
			b.Fatal(err)
		}
		benchSink += info.Value
	}
}

func BenchmarkLayOffPositions(b *testing.B) {
	r := DefaultRules(Romme)
	cards, _ := ParseCards("5H * 7H 8H 9H")
	meld, c := cards[:4], cards[4]
	b.ReportAllocs()
	for b.Loop() {
		if _, back := r.LayOffPositions(meld, c); !back {
			b.Fatal("9H does not fit")
		}
	}
}

func BenchmarkCheckOpeningThreeMelds(b *testing.B) {
	r := DefaultRules(Romme)
	melds, _ := ParseMelds("2H 3H 4H / 5C 5D * / 9S TS JS QS")
	b.ReportAllocs()
	for b.Loop() {
		total, err := r.CheckOpening(melds)
		if err != nil {
			b.Fatal(err)
		}
		benchSink += total
	}
}

func BenchmarkCheckContract6(b *testing.B) {
	r := DefaultRules(Liverpool)
	melds, _ := ParseMelds("7C 7D * / 3H 4H * 6H / 8S 9S TS JS QS")
	b.ReportAllocs()
	for b.Loop() {
		if err := r.CheckContract(6, melds); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkArrangeMeld(b *testing.B) {
	r := DefaultRules(Romme)
	cards, _ := ParseCards("9H * 5H 7H *")
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := r.ArrangeMeld(cards); err != nil {
			b.Fatal(err)
		}
	}
}

// The validation path does not allocate (DESIGN.md: bots call it in loops).
func TestMeldChecksDoNotAllocate(t *testing.T) {
	romme := DefaultRules(Romme)
	liv := DefaultRules(Liverpool)
	run := meldCards(t, "5H * 7H * 9H")
	bad := meldCards(t, "5H * 9H")
	opening, _ := ParseMelds("2H 3H 4H / 5C 5D * / 9S TS JS QS")
	contract, _ := ParseMelds("7C 7D * / 3H 4H * 6H / 8S 9S TS JS QS")
	checks := map[string]func(){
		"CheckMeld":       func() { romme.CheckMeld(run) },
		"CheckMeld error": func() { romme.CheckMeld(bad) },
		"CheckTableMeld":  func() { liv.CheckTableMeld(run) },
		"LayOffPositions": func() { romme.LayOffPositions(run, run[0]) },
		"CheckJokerSwap":  func() { romme.CheckJokerSwap(run, 1, bad[0]) },
		"CheckOpening":    func() { romme.CheckOpening(opening) },
		"CheckContract":   func() { liv.CheckContract(6, contract) },
	}
	for name, f := range checks {
		if n := testing.AllocsPerRun(100, f); n != 0 {
			t.Errorf("%s allocates %v times", name, n)
		}
	}
}

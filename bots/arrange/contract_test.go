package arrange

import (
	"fmt"
	"testing"

	"rummy/engine"
)

// contractMeld is one way a subset of the hand is a contract meld.
type contractMeld struct {
	mask      int
	book      bool
	rank      engine.Rank
	suit      engine.Suit
	first, ln int // a run's first position (1…14) and length
}

// contractMelds lists every way each subset of hand is a Liverpool book or
// run laid down, by brute force over table orders.
func contractMelds(a *Arranger, hand []engine.Card) []contractMeld {
	var out []contractMeld
	for mask := 0; mask < 1<<len(hand); mask++ {
		if popcount(mask) < 3 {
			continue
		}
		seen := map[contractMeld]bool{}
		orders(subset(hand, mask), func(m []engine.Card) bool {
			info, err := a.rules.CheckMeld(m)
			if err != nil {
				return false
			}
			cm := contractMeld{mask: mask}
			if info.Kind == engine.Set {
				cm.book, cm.rank = true, info.Rank
			} else {
				cm.suit, cm.first, cm.ln = info.Suit, info.Low, len(m)
			}
			if !seen[cm] {
				seen[cm] = true
				out = append(out, cm)
			}
			return false
		})
	}
	return out
}

// oracleContract returns the least value left in hand after going down
// with the contract (LIV-5), or -1.
func oracleContract(a *Arranger, hand []engine.Card, melds []contractMeld, books, runs int, all bool) int {
	best := -1
	var chosen []contractMeld
	var walk func(i, used, nb, nr int)
	walk = func(i, used, nb, nr int) {
		if nb == books && nr == runs {
			rest := 0
			left := 0
			for j, c := range hand {
				if used&(1<<j) == 0 {
					rest += a.rules.CardValue(c)
					left++
				}
			}
			if all && left > 0 {
				return
			}
			if best < 0 || rest < best {
				best = rest
			}
			return
		}
		for ; i < len(melds); i++ {
			m := melds[i]
			if m.mask&used != 0 || m.book && nb == books || !m.book && nr == runs {
				continue
			}
			ok := true
			for _, o := range chosen {
				if m.book && o.book && m.rank == o.rank {
					ok = false
				}
				if !m.book && !o.book && m.suit == o.suit && (o.first+o.ln == m.first || m.first+m.ln == o.first) {
					ok = false
				}
			}
			if !ok {
				continue
			}
			chosen = append(chosen, m)
			nb2, nr2 := nb, nr
			if m.book {
				nb2++
			} else {
				nr2++
			}
			walk(i+1, used|m.mask, nb2, nr2)
			chosen = chosen[:len(chosen)-1]
		}
	}
	walk(0, 0, 0, 0)
	return best
}

// TestOracleContract compares Contract with the brute-force oracle on
// random Liverpool hands for contracts 1–4 (LIV-5, LIV-7): the exact
// melds, no two books of a rank, no continuous runs of a suit, the least
// left in hand.
func TestOracleContract(t *testing.T) {
	hands := 200
	if testing.Short() {
		hands = 60
	}
	r := engine.DefaultRules(engine.Liverpool)
	a := New(r)
	rng := engine.NewRNG(3000)
	for n := 1; n <= 4; n++ {
		t.Run(fmt.Sprintf("LIV-5 contract %d", n), func(t *testing.T) {
			down := 0
			for i := 0; i < hands; i++ {
				hand := randomHand(r, &rng, 7+rng.Intn(3), true)
				books, runs := engine.Contract(n)
				want := oracleContract(a, hand, contractMelds(a, hand), books, runs, false)
				res, ok := a.Contract(n, hand)
				if ok != (want >= 0) {
					t.Fatalf("hand %s: contract %d ok=%v (%s), oracle %d", engine.FormatCards(hand), n, ok, fmtResult(res), want)
				}
				if !ok {
					continue
				}
				down++
				checkResult(t, a, hand, res)
				if err := r.CheckContract(n, res.Melds); err != nil {
					t.Fatalf("hand %s: contract %d %s refused by the engine: %v", engine.FormatCards(hand), n, fmtResult(res), err)
				}
				if res.DeadwoodValue != want {
					t.Fatalf("hand %s: contract %d %s leaves %d, oracle %d", engine.FormatCards(hand), n, fmtResult(res), res.DeadwoodValue, want)
				}
			}
			if down == 0 {
				t.Fatalf("no random hand met contract %d: the test hands are too poor", n)
			}
		})
	}
}

// TestContractExamples pins contract shapes in card notation (LIV-5).
func TestContractExamples(t *testing.T) {
	a := New(engine.DefaultRules(engine.Liverpool))
	tests := []struct {
		name string
		n    int
		hand string
		ok   bool
		left int
	}{
		{"LIV-5 two books", 1, "9C 9D 9H 4S 4S 4C KD", true, 10},
		{"LIV-5 two books of one rank are not allowed", 1, "9C 9D 9H 9S 9C 9D", false, 0},
		{"LIV-5 book and run", 2, "9C 9D * 4S 5S 6S 7S 2H", true, 5},
		{"LIV-5 continuous runs are one run", 3, "3H 4H 5H 6H 7H 8H 9H TH", false, 0},
		{"LIV-5 two runs of one suit apart", 3, "3H 4H 5H 6H 8H 9H TH JH", true, 0},
		{"LIV-7 a run needs three naturals", 3, "3H 4H * * 8S 9S TS JS", false, 0},
		{"LIV-7 two jokers four apart in one run", 7, "3H 5H 6H 7H 9H * * AS 2S 3S 4S 6C 7C 8C 9C", true, 0},
		{"LIV-7 two jokers side by side", 3, "* * 3H 4H 8S 9S TS JS", false, 0},
		{"LIV-5 contract 7 uses every card", 7, "AC 2C 3C 4C 5H 6H 7H 8H 9S TS JS QS", true, 0},
		{"LIV-5 contract 7 with a card over", 7, "AC 2C 3C 4C 5H 6H 7H 8H 9S TS JS QS 2D", false, 0},
		{"LIV-2 no corner", 3, "QD KD AD 2D 3D 6C 7C 8C 9C", false, 0},
		{"LIV-2 ace high and low", 3, "JD QD KD AD 2H 3H 4H AH", true, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			hand, err := engine.ParseCards(tc.hand)
			if err != nil {
				t.Fatal(err)
			}
			res, ok := a.Contract(tc.n, hand)
			if ok != tc.ok {
				t.Fatalf("ok=%v (%s), want %v", ok, fmtResult(res), tc.ok)
			}
			if ok {
				checkResult(t, a, hand, res)
				if err := a.rules.CheckContract(tc.n, res.Melds); err != nil {
					t.Fatalf("%s refused by the engine: %v", fmtResult(res), err)
				}
				if res.DeadwoodValue != tc.left {
					t.Fatalf("%s leaves %d, want %d", fmtResult(res), res.DeadwoodValue, tc.left)
				}
			}
		})
	}
}

package arrange

import (
	"fmt"
	"math/bits"
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

// layOffOK reports whether cards can be laid off on a table meld: some
// order of them, split before and after it, gives a valid table meld.
func layOffOK(a *Arranger, tableMeld, cards []engine.Card) bool {
	perm := append([]engine.Card(nil), cards...)
	var try func(k int) bool
	try = func(k int) bool {
		if k == len(perm) {
			for split := 0; split <= len(perm); split++ {
				m := append(append(append([]engine.Card(nil), perm[:split]...), tableMeld...), perm[split:]...)
				if _, err := a.rules.CheckTableMeld(m); err == nil {
					return true
				}
			}
			return false
		}
		for i := k; i < len(perm); i++ {
			perm[k], perm[i] = perm[i], perm[k]
			if try(k + 1) {
				return true
			}
			perm[k], perm[i] = perm[i], perm[k]
		}
		return false
	}
	return try(0)
}

// oracleShed returns the most cards the hand can shed onto the table and
// into new melds, and the least deadwood for that count.
func oracleShed(a *Arranger, hand []engine.Card, table [][]engine.Card, noNew bool) (int, int) {
	valid := meldMasks(hand, engineMeld(a.rules))
	type best struct{ shed, dead int }
	better := func(x, y best) bool { return x.shed > y.shed || x.shed == y.shed && x.dead < y.dead }
	// rest[mask]: most cards melded from mask, then least deadwood.
	rest := make([]best, len(valid))
	for mask := 1; mask < len(valid); mask++ {
		low := bits.TrailingZeros(uint(mask))
		b := rest[mask&^(1<<low)]
		b.dead += a.rules.CardValue(hand[low])
		if !noNew {
			r := mask &^ (1 << low)
			for sub := r; ; sub = (sub - 1) & r {
				if m := sub | 1<<low; valid[m] {
					c := rest[mask&^m]
					c.shed += popcount(m)
					if better(c, b) {
						b = c
					}
				}
				if sub == 0 {
					break
				}
			}
		}
		rest[mask] = b
	}
	ok := map[[2]int]bool{}
	lay := func(t, mask int) bool {
		key := [2]int{t, mask}
		if v, seen := ok[key]; seen {
			return v
		}
		v := layOffOK(a, table[t], subset(hand, mask))
		ok[key] = v
		return v
	}
	var top best
	top.shed = -1
	assign := make([]int, len(hand))
	var walk func(i int)
	walk = func(i int) {
		if i == len(hand) {
			masks := make([]int, len(table)+1)
			for j, t := range assign {
				masks[t] |= 1 << j
			}
			b := rest[masks[0]]
			for t := range table {
				if masks[t+1] != 0 {
					if !lay(t, masks[t+1]) {
						return
					}
					b.shed += popcount(masks[t+1])
				}
			}
			if top.shed < 0 || better(b, top) {
				top = b
			}
			return
		}
		for t := 0; t <= len(table); t++ {
			assign[i] = t
			walk(i + 1)
		}
	}
	walk(0)
	return top.shed, top.dead
}

// checkShed checks a MaxShed answer: every card once, melds valid, each
// lay-off the table meld with the cards around it and still valid.
func checkShed(t *testing.T, a *Arranger, hand []engine.Card, table [][]engine.Card, res Result, lays []LayOff) {
	t.Helper()
	seen := map[engine.Card]int{}
	for _, c := range hand {
		seen[c]++
	}
	take := func(c engine.Card) {
		if seen[c]--; seen[c] < 0 {
			t.Fatalf("hand %s: card %s used twice", engine.FormatCards(hand), c)
		}
	}
	for _, m := range res.Melds {
		if _, err := a.rules.CheckMeld(m); err != nil {
			t.Fatalf("hand %s: meld %s not valid: %v", engine.FormatCards(hand), engine.FormatCards(m), err)
		}
		for _, c := range m {
			take(c)
		}
	}
	usedTable := map[int]bool{}
	for _, l := range lays {
		if usedTable[l.Meld] {
			t.Fatalf("hand %s: two lay-offs on table meld %d", engine.FormatCards(hand), l.Meld)
		}
		usedTable[l.Meld] = true
		want := append(append(append([]engine.Card(nil), l.Cards[:l.Before]...), table[l.Meld]...), l.Cards[l.Before:]...)
		_, err := a.rules.CheckTableMeld(l.Result)
		if engine.FormatCards(want) != engine.FormatCards(l.Result) || err != nil {
			t.Fatalf("hand %s: lay-off %v on %s is not valid", engine.FormatCards(hand), l, engine.FormatCards(table[l.Meld]))
		}
		for _, c := range l.Cards {
			take(c)
		}
	}
	for _, c := range res.Deadwood {
		take(c)
	}
	for c, n := range seen {
		if n != 0 {
			t.Fatalf("hand %s: card %s missing", engine.FormatCards(hand), c)
		}
	}
	if a.rules.HandValue(res.Deadwood) != res.DeadwoodValue {
		t.Fatalf("hand %s: deadwood value wrong", engine.FormatCards(hand))
	}
}

// TestOracleShed compares MaxShed (and MaxLayOff) with the brute-force
// oracle: random table melds and small hands in every rule set (CLA-5,
// ROM-9, LIV-6, LIV-7).
func TestOracleShed(t *testing.T) {
	hands := 150
	if testing.Short() {
		hands = 40
	}
	for ci, oc := range oracleCases {
		t.Run(oc.name, func(t *testing.T) {
			r := oc.rules(t)
			a := New(r)
			rng := engine.NewRNG(uint64(4000 + ci))
			for i := 0; i < hands; i++ {
				deal := randomHand(r, &rng, 18, true)
				for len(deal) < 18 {
					deal = randomHand(r, &rng, 18, true)
				}
				table := a.MinDeadwood(deal[:12]).Melds
				if len(table) > 2 {
					table = table[:2]
				}
				hand := deal[12 : 12+4+rng.Intn(3)]
				noNew := i%3 == 2
				wantShed, wantDead := oracleShed(a, hand, table, noNew)
				var res Result
				var lays []LayOff
				if noNew {
					res, lays = a.MaxLayOff(hand, table)
				} else {
					res, lays = a.MaxShed(hand, table)
				}
				checkShed(t, a, hand, table, res, lays)
				if noNew && len(res.Melds) > 0 {
					t.Fatalf("MaxLayOff made new melds: %s", fmtResult(res))
				}
				gotShed := len(hand) - len(res.Deadwood)
				if gotShed != wantShed || res.DeadwoodValue != wantDead {
					t.Fatalf("hand %s on %s (no new melds %v): shed %d leaving %d (%s %v), oracle %d leaving %d",
						engine.FormatCards(hand), engine.FormatMelds(table), noNew, gotShed, res.DeadwoodValue, fmtResult(res), lays, wantShed, wantDead)
				}
			}
		})
	}
}

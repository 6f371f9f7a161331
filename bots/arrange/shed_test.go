package arrange

import (
	"math/bits"
	"testing"

	"rummy/engine"
)

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

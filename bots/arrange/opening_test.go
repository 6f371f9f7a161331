package arrange

import (
	"math/bits"
	"testing"

	"rummy/engine"
)

// meldValues returns, for every subset of hand that is a valid meld, its
// highest value over its valid table orders (-1 for the others).
func meldValues(a *Arranger, hand []engine.Card, check func([]engine.Card) bool, value func([]engine.Card) int) []int {
	vals := make([]int, 1<<len(hand))
	for mask := range vals {
		vals[mask] = -1
		if popcount(mask) < 3 {
			continue
		}
		orders(subset(hand, mask), func(m []engine.Card) bool {
			if check(m) {
				vals[mask] = max(vals[mask], value(m))
			}
			return false
		})
	}
	return vals
}

func subset(hand []engine.Card, mask int) []engine.Card {
	var out []engine.Card
	for i, c := range hand {
		if mask&(1<<i) != 0 {
			out = append(out, c)
		}
	}
	return out
}

// oracleOpening returns the least deadwood of an arrangement with at
// least one meld whose values reach need (ROM-7), or -1.
func oracleOpening(a *Arranger, hand []engine.Card, vals []int, need int) int {
	const inf = 1 << 30
	full := len(vals) - 1
	// best[mask][v] is the least deadwood of mask given v points (capped
	// at need+1, where need+1 means "reached, with a meld") still to find.
	memo := map[[2]int]int{}
	var best func(mask, v int) int
	best = func(mask, v int) int {
		if mask == 0 {
			if v == 0 {
				return 0
			}
			return inf
		}
		key := [2]int{mask, v}
		if r, ok := memo[key]; ok {
			return r
		}
		low := bits.TrailingZeros(uint(mask))
		r := best(mask&^(1<<low), v)
		if r < inf {
			r += a.rules.CardValue(hand[low])
		}
		rest := mask &^ (1 << low)
		for sub := rest; ; sub = (sub - 1) & rest {
			m := sub | 1<<low
			if vals[m] >= 0 {
				r = min(r, best(mask&^m, max(0, v-vals[m])))
			}
			if sub == 0 {
				break
			}
		}
		memo[key] = r
		return r
	}
	// Need at least one meld: with need 0 ask for 1 point (every meld is
	// worth more).
	r := best(full, max(need, 1))
	if r >= inf {
		return -1
	}
	return r
}

// TestOracleOpening compares Opening with the brute-force oracle on random
// small Rommé hands: the melds must reach 30 or 40 points by ROM-3 values
// with the least deadwood (ROM-7, ROM-SR-40, ROM-3).
func TestOracleOpening(t *testing.T) {
	hands := 300
	if testing.Short() {
		hands = 80
	}
	cases := []oracleCase{
		{"ROM-7 opening 30", engine.Romme, nil},
		{"ROM-SR-40", engine.Romme, []string{"opening=40"}},
		{"ROM-SR-CYCLIC opening", engine.Romme, []string{"cyclic_runs=true"}},
		{"ROM-SR-STRICTSET opening", engine.Romme, []string{"strict_groups=true", "strict_jokers=true"}},
		{"ROM-SR-NOOPEN", engine.Romme, []string{"opening=0"}},
	}
	for ci, oc := range cases {
		t.Run(oc.name, func(t *testing.T) {
			r := oc.rules(t)
			a := New(r)
			rng := engine.NewRNG(uint64(2000 + ci))
			opened := 0
			for i := 0; i < hands; i++ {
				hand := randomHand(r, &rng, 6+rng.Intn(4), i%4 != 0)
				vals := meldValues(a, hand, engineMeld(r), r.MeldValue)
				want := oracleOpening(a, hand, vals, r.OpeningRequirement())
				res, ok := a.Opening(hand)
				if ok != (want >= 0) {
					t.Fatalf("hand %s: opening ok=%v (%s), oracle %d", engine.FormatCards(hand), ok, fmtResult(res), want)
				}
				if !ok {
					continue
				}
				opened++
				checkResult(t, a, hand, res)
				if res.DeadwoodValue != want {
					t.Fatalf("hand %s: opening %s leaves %d, oracle %d", engine.FormatCards(hand), fmtResult(res), res.DeadwoodValue, want)
				}
				if total, err := r.CheckOpening(res.Melds); err != nil {
					t.Fatalf("hand %s: opening %s (worth %d) refused by the engine: %v", engine.FormatCards(hand), fmtResult(res), total, err)
				}
			}
			if opened == 0 {
				t.Fatal("no random hand could open: the test hands are too poor")
			}
		})
	}
}

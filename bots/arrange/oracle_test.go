package arrange

import (
	"fmt"
	"sort"
	"testing"

	"rummy/engine"
)

// The brute-force oracle: a subset of a small hand is a meld when some
// table order of it passes the engine's CheckMeld; the least deadwood is then a plain
// dynamic programme over subsets (the lowest card is deadwood, or in some
// valid meld with cards of the rest).

// orders calls f with every candidate table order of cards: the naturals
// sorted by rank and rotated (ace low, high or inside), or sorted in the
// strict suit order ♣♠♥♦, with the jokers put in every possible place.
func orders(cards []engine.Card, f func([]engine.Card) bool) bool {
	var nat, jok []engine.Card
	for _, c := range cards {
		if c.IsJoker() {
			jok = append(jok, c)
		} else {
			nat = append(nat, c)
		}
	}
	var bases [][]engine.Card
	byRank := append([]engine.Card(nil), nat...)
	sort.Slice(byRank, func(i, j int) bool { return byRank[i].Rank() < byRank[j].Rank() })
	for r := range byRank {
		bases = append(bases, append(append([]engine.Card(nil), byRank[r:]...), byRank[:r]...))
	}
	strictOrder := [engine.NumSuits]int{engine.Clubs: 0, engine.Spades: 1, engine.Hearts: 2, engine.Diamonds: 3}
	bySuit := append([]engine.Card(nil), nat...)
	sort.Slice(bySuit, func(i, j int) bool { return strictOrder[bySuit[i].Suit()] < strictOrder[bySuit[j].Suit()] })
	bases = append(bases, bySuit)
	total := len(cards)
	buf := make([]engine.Card, total)
	for _, base := range bases {
		// Choose which of the total slots hold jokers.
		for mask := 0; mask < 1<<total; mask++ {
			if popcount(mask) != len(jok) {
				continue
			}
			ni, ji := 0, 0
			for i := 0; i < total; i++ {
				if mask&(1<<i) != 0 {
					buf[i] = jok[ji]
					ji++
				} else {
					buf[i] = base[ni]
					ni++
				}
			}
			if f(buf) {
				return true
			}
		}
	}
	return false
}

func popcount(x int) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// meldMasks returns, for every subset of hand (a bit per card), whether it
// can be laid as one valid meld under check.
func meldMasks(hand []engine.Card, check func([]engine.Card) bool) []bool {
	valid := make([]bool, 1<<len(hand))
	for mask := range valid {
		if popcount(mask) < 3 {
			continue
		}
		var cards []engine.Card
		for i, c := range hand {
			if mask&(1<<i) != 0 {
				cards = append(cards, c)
			}
		}
		valid[mask] = orders(cards, check)
	}
	return valid
}

// oracleDeadwood returns the least deadwood of hand by brute force.
func oracleDeadwood(a *Arranger, hand []engine.Card, valid []bool) int {
	best := make([]int, len(valid))
	for mask := 1; mask < len(valid); mask++ {
		low := 0
		for mask&(1<<low) == 0 {
			low++
		}
		b := a.rules.CardValue(hand[low]) + best[mask&^(1<<low)]
		rest := mask &^ (1 << low)
		for sub := rest; ; sub = (sub - 1) & rest {
			if m := sub | 1<<low; valid[m] && best[mask&^m] < b {
				b = best[mask&^m]
			}
			if sub == 0 {
				break
			}
		}
		best[mask] = b
	}
	return best[len(valid)-1]
}

// engineMeld is the oracle's meld test: the engine's own CheckMeld.
func engineMeld(r *engine.Rules) func([]engine.Card) bool {
	return func(m []engine.Card) bool {
		_, err := r.CheckMeld(m)
		return err == nil
	}
}

// oracleCase is a rule set the oracle tests cover.
type oracleCase struct {
	name    string
	variant engine.Variant
	options []string
}

var oracleCases = []oracleCase{
	{"CLA-4 classic", engine.Classic, nil},
	{"ROM-4 ROM-5 ROM-6 romme", engine.Romme, nil},
	{"ROM-SR-CYCLIC", engine.Romme, []string{"cyclic_runs=true"}},
	{"ROM-SR-STRICTJOKER", engine.Romme, []string{"strict_jokers=true"}},
	{"ROM-SR-STRICTSET", engine.Romme, []string{"strict_groups=true"}},
	{"ROM-SR-CASINO", engine.Romme, []string{"casino_scoring=true"}},
	{"ROM-SR-NOJOKER", engine.Romme, []string{"jokers=false"}},
	{"LIV-4 LIV-7 liverpool", engine.Liverpool, nil},
	{"LIV-1 liverpool three decks", engine.Liverpool, []string{"players=6"}},
}

func (oc oracleCase) rules(t testing.TB) *engine.Rules {
	o, err := engine.ParseOptions(oc.variant, oc.options)
	if err != nil {
		t.Fatal(err)
	}
	return engine.MustRules(o)
}

// randomHand deals n cards from the rules' deck. Dense hands come from a
// few suits and neighbouring ranks (wrapping past the king), with extra
// jokers, so that they are rich in melds.
func randomHand(r *engine.Rules, rng *engine.RNG, n int, dense bool) []engine.Card {
	deck := engine.NewDeck(r.Deck())
	if dense {
		lowRank := rng.Intn(13)
		width := 3 + rng.Intn(4)
		suits := 1 + rng.Intn(4)
		var keep []engine.Card
		for _, c := range deck {
			if c.IsJoker() {
				keep = append(keep, c)
				continue
			}
			d := (int(c.Rank()) - 1 - lowRank + 13) % 13
			if d < width && int(c.Suit()) < suits {
				keep = append(keep, c)
			}
		}
		deck = keep
	}
	rng.Shuffle(deck)
	if len(deck) < n {
		n = len(deck)
	}
	return deck[:n]
}

// TestOracleMinDeadwood compares the least deadwood with the brute-force
// oracle on thousands of random small hands of every rule set, jokers
// and options included.
func TestOracleMinDeadwood(t *testing.T) {
	hands := 600
	if testing.Short() {
		hands = 150
	}
	for ci, oc := range oracleCases {
		t.Run(oc.name, func(t *testing.T) {
			r := oc.rules(t)
			a := New(r)
			rng := engine.NewRNG(uint64(1000 + ci))
			for i := 0; i < hands; i++ {
				n := 6 + rng.Intn(4)
				hand := randomHand(r, &rng, n, i%3 != 0)
				valid := meldMasks(hand, engineMeld(r))
				want := oracleDeadwood(a, hand, valid)
				if got := a.MinDeadwoodValue(hand); got != want {
					t.Fatalf("hand %s: deadwood %d, oracle %d", engine.FormatCards(hand), got, want)
				}
				res := a.MinDeadwood(hand)
				if res.DeadwoodValue != want {
					t.Fatalf("hand %s: arrangement %s has deadwood %d, oracle %d", engine.FormatCards(hand), fmtResult(res), res.DeadwoodValue, want)
				}
				checkResult(t, a, hand, res)
			}
		})
	}
}

func fmtResult(res Result) string {
	return fmt.Sprintf("%s | %s", engine.FormatMelds(res.Melds), engine.FormatCards(res.Deadwood))
}

// TestCheckerAgreesWithEngine compares the arranger's own meld checker
// (used for lay-offs) with the engine's CheckMeld and CheckTableMeld on
// every candidate table order of random small card groups, valid or not.
func TestCheckerAgreesWithEngine(t *testing.T) {
	groups := 3000
	if testing.Short() {
		groups = 600
	}
	for ci, oc := range oracleCases {
		t.Run(oc.name, func(t *testing.T) {
			r := oc.rules(t)
			a := New(r)
			rng := engine.NewRNG(uint64(5000 + ci))
			for i := 0; i < groups; i++ {
				cards := randomHand(r, &rng, 3+rng.Intn(4), true)
				orders(cards, func(m []engine.Card) bool {
					_, err := r.CheckMeld(m)
					if got := validMeld(&a.cfg, m); got != (err == nil) {
						t.Fatalf("meld %s: arranger says %v, engine says %v", engine.FormatCards(m), got, err)
					}
					_, err = r.CheckTableMeld(m)
					if got := validTableMeld(&a.cfg, m); got != (err == nil) {
						t.Fatalf("table meld %s: arranger says %v, engine says %v", engine.FormatCards(m), got, err)
					}
					return false
				})
			}
		})
	}
}

// TestCandidateValues lays out every explicit candidate of random hands
// and checks it with the engine: a valid meld whose value (ROM-3, CLA-8,
// LIV-SCORE-1) is the one the opening search counts.
func TestCandidateValues(t *testing.T) {
	hands := 200
	if testing.Short() {
		hands = 50
	}
	for ci, oc := range oracleCases {
		t.Run(oc.name, func(t *testing.T) {
			r := oc.rules(t)
			a := New(r)
			rng := engine.NewRNG(uint64(6000 + ci))
			total := 0
			for i := 0; i < hands; i++ {
				hand := randomHand(r, &rng, 8, true)
				h, jokers, _ := a.loadHand(hand)
				a.gen.explicit, a.gen.all = true, true
				a.gen.generate(&h, jokers)
				total += len(a.gen.cands)
				for _, c := range a.gen.cands {
					m := a.layout(newPool(hand), &c, int(c.kmin))
					info, err := r.CheckMeld(m)
					if err != nil {
						t.Fatalf("hand %s: candidate %s is not a meld: %v", engine.FormatCards(hand), engine.FormatCards(m), err)
					}
					if info.Value != int(c.value) {
						t.Fatalf("hand %s: candidate %s is worth %d, the search counts %d", engine.FormatCards(hand), engine.FormatCards(m), info.Value, c.value)
					}
				}
			}
			if total < hands {
				t.Fatalf("only %d candidates in %d dense hands", total, hands)
			}
			t.Logf("%d candidates checked", total)
		})
	}
}

package arrange

import (
	"testing"

	"rummy/engine"
)

// rulesWith returns the rules of a variant with options set.
func rulesWith(t testing.TB, v engine.Variant, opts ...string) *engine.Rules {
	t.Helper()
	o, err := engine.ParseOptions(v, opts)
	if err != nil {
		t.Fatal(err)
	}
	return engine.MustRules(o)
}

// TestMinDeadwoodExamples pins least-deadwood arrangements written in card
// notation, one rule each.
func TestMinDeadwoodExamples(t *testing.T) {
	tests := []struct {
		name    string
		variant engine.Variant
		opts    []string
		hand    string
		want    string
		dead    int
	}{
		{"CLA-1 no Q-K-A", engine.Classic, nil, "QH KH AH", " | QH KH AH", 21},
		{"CLA-4 four of a kind or a run", engine.Classic, nil, "7C 7D 7H 7S 5S 6S", "5S 6S 7S / 7C 7D 7H | ", 0},
		{"CLA-8 deadwood values", engine.Classic, nil, "AC KD 9S", " | AC KD 9S", 20},
		{"ROM-5 ace high", engine.Romme, nil, "QH KH AH 9C", "QH KH AH | 9C", 9},
		{"ROM-5 no ace inside", engine.Romme, nil, "KH AH 2H", " | KH AH 2H", 23},
		{"ROM-SR-CYCLIC ace inside", engine.Romme, []string{"cyclic_runs=true"}, "KH AH 2H", "KH AH 2H | ", 0},
		{"ROM-6 fewer jokers than naturals", engine.Romme, nil, "5H * * 9C", " | 5H * * 9C", 54},
		{"ROM-6 two jokers among three naturals", engine.Romme, nil, "5H * * 8H 9H", "5H * * 8H 9H | ", 0},
		{"ROM-SR-STRICTJOKER no adjacent jokers", engine.Romme, []string{"strict_jokers=true"}, "5H * * 8H 9H", "8H 9H * | 5H *", 25},
		{"ROM-4 set of distinct suits", engine.Romme, nil, "8C 8C 8H 8D", "8C 8D 8H | 8C", 8},
		{"ROM-SR-STRICTSET order", engine.Romme, []string{"strict_groups=true"}, "8C 8H 8D", " | 8C 8H 8D", 24},
		{"ROM-SR-STRICTSET joker fills the gap", engine.Romme, []string{"strict_groups=true"}, "8C * 8H", "8C * 8H | ", 0},
		{"ROM-3 joker left in hand", engine.Romme, nil, "* 2C", " | * 2C", 22},
		{"ROM-SR-NOJOKER", engine.Romme, []string{"jokers=false"}, "5H * 7H", " | 5H * 7H", 32},
		{"ROM-SR-CASINO values", engine.Romme, []string{"casino_scoring=true"}, "QS AH 2C *", " | QS AH 2C *", 60},
		{"LIV-4 book with a duplicate suit", engine.Liverpool, nil, "9C 9C 9D", "9C 9C 9D | ", 0},
		{"LIV-4 runs need four cards", engine.Liverpool, nil, "5H 6H 7H", " | 5H 6H 7H", 15},
		{"LIV-7 one joker in four", engine.Liverpool, nil, "5H * 7H 8H *", "5H * 7H 8H | *", 15},
		{"LIV-7 a book keeps two naturals", engine.Liverpool, nil, "9C * *", " | 9C * *", 35},
		{"LIV-2 ace high", engine.Liverpool, nil, "JD QD KD AD", "JD QD KD AD | ", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := rulesWith(t, tc.variant, tc.opts...)
			a := New(r)
			hand, err := engine.ParseCards(tc.hand)
			if err != nil {
				t.Fatal(err)
			}
			res := a.MinDeadwood(hand)
			checkResult(t, a, hand, res)
			if got := fmtResult(res); got != tc.want || res.DeadwoodValue != tc.dead {
				t.Fatalf("%s (deadwood %d), want %s (%d)", got, res.DeadwoodValue, tc.want, tc.dead)
			}
			if v := a.MinDeadwoodValue(hand); v != tc.dead {
				t.Fatalf("MinDeadwoodValue %d, want %d", v, tc.dead)
			}
		})
	}
}

// TestMaxShedExamples pins lay-offs written in card notation.
func TestMaxShedExamples(t *testing.T) {
	tests := []struct {
		name    string
		variant engine.Variant
		opts    []string
		table   string
		hand    string
		noNew   bool
		melds   string
		lays    string
		left    string
	}{
		{"CLA-5 lay off at both ends", engine.Classic, nil, "5H 6H 7H", "4H 8H 9H KC", false, "", "4H 5H 6H 7H 8H 9H", "KC"},
		{"ROM-9 a set takes missing suits only", engine.Romme, nil, "9S 9H 9D", "9C 9H 2C", false, "", "9S 9H 9D 9C", "9H 2C"},
		{"ROM-9 a run stops at 13 cards", engine.Romme, nil, "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH", "AH AH", false, "", "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH", "AH"},
		{"ROM-SR-STRICTSET club goes in front", engine.Romme, []string{"strict_groups=true"}, "8S 8H 8D", "8C", false, "", "8C 8S 8H 8D", ""},
		{"LIV-7 jokers laid off without limit", engine.Liverpool, nil, "5H 6H 7H 8H", "* * 2C", true, "", "5H 6H 7H 8H * *", "2C"},
		{"LIV-6 no new melds after going down", engine.Liverpool, nil, "5H 6H 7H 8H", "KC KC KD", true, "", "", "KC KC KD"},
		{"melds and lay-offs together", engine.Romme, nil, "5H 6H 7H", "8H KC KD KS 2C", false, "KC KD KS", "5H 6H 7H 8H", "2C"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := rulesWith(t, tc.variant, tc.opts...)
			a := New(r)
			table, err := engine.ParseMelds(tc.table)
			if err != nil {
				t.Fatal(err)
			}
			hand, err := engine.ParseCards(tc.hand)
			if err != nil {
				t.Fatal(err)
			}
			var res Result
			var lays []LayOff
			if tc.noNew {
				res, lays = a.MaxLayOff(hand, table)
			} else {
				res, lays = a.MaxShed(hand, table)
			}
			checkShed(t, a, hand, table, res, lays)
			var results [][]engine.Card
			for _, l := range lays {
				results = append(results, l.Result)
			}
			if got := engine.FormatMelds(res.Melds); got != tc.melds {
				t.Errorf("melds %q, want %q", got, tc.melds)
			}
			if got := engine.FormatMelds(results); got != tc.lays {
				t.Errorf("lay-offs %q, want %q", got, tc.lays)
			}
			if got := engine.FormatCards(res.Deadwood); got != tc.left {
				t.Errorf("left %q, want %q", got, tc.left)
			}
		})
	}
}

// TestOpeningExamples pins openings (ROM-7, ROM-3).
func TestOpeningExamples(t *testing.T) {
	tests := []struct {
		name  string
		opts  []string
		hand  string
		ok    bool
		melds string
	}{
		{"ROM-7 one meld short of 30", nil, "2H 3H 4H 5C 5D 5S KC", false, ""},
		{"ROM-7 two melds add up", nil, "2H 3H 4H 8C 8D 8S KC", true, "2H 3H 4H / 8C 8D 8S"},
		{"ROM-3 ace high is worth 11", nil, "QH KH AH 2C", true, "QH KH AH"},
		{"ROM-3 ace low is worth 1", nil, "AH 2H 3H 4H 5H 6H 7H 9C", false, ""},
		{"ROM-3 a joker is worth its card", nil, "TH * QH 2C", true, "TH * QH"},
		{"ROM-SR-40", []string{"opening=40"}, "QH KH AH 2C", false, ""},
		{"ROM-SR-NOOPEN", []string{"opening=0"}, "2H 3H 4H KC", true, "2H 3H 4H"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := rulesWith(t, engine.Romme, tc.opts...)
			a := New(r)
			hand, err := engine.ParseCards(tc.hand)
			if err != nil {
				t.Fatal(err)
			}
			res, ok := a.Opening(hand)
			if ok != tc.ok {
				t.Fatalf("ok=%v (%s), want %v", ok, fmtResult(res), tc.ok)
			}
			if !ok {
				return
			}
			checkResult(t, a, hand, res)
			if _, err := r.CheckOpening(res.Melds); err != nil {
				t.Fatalf("%s refused by the engine: %v", fmtResult(res), err)
			}
			if got := engine.FormatMelds(res.Melds); got != tc.melds {
				t.Fatalf("melds %q, want %q", got, tc.melds)
			}
		})
	}
}

// TestMinDeadwoodValueAllocs checks the fast path does not allocate.
func TestMinDeadwoodValueAllocs(t *testing.T) {
	for _, v := range engine.Variants {
		a := New(engine.DefaultRules(v))
		hand, err := engine.ParseCards("3H 4H 5H 7C 7D 7S 9S TS JS QS KH AD 2D")
		if err != nil {
			t.Fatal(err)
		}
		if v != engine.Classic {
			hand = append(hand, engine.NewCard(engine.JokerFace, 0))
		}
		a.MinDeadwoodValue(hand)
		if n := testing.AllocsPerRun(100, func() { a.MinDeadwoodValue(hand) }); n != 0 {
			t.Errorf("%s: MinDeadwoodValue allocates %.0f times per call", v, n)
		}
	}
}

package bots

import (
	"testing"

	"rummy/engine"
)

func TestCompletingFaces(t *testing.T) {
	cases := []struct{ a, b, want string }{
		{"7H", "7S", "7C 7D"}, // ROM-4: the missing suits of a set
		{"7H", "8H", "6H 9H"}, // ROM-5: either end of a run
		{"7H", "9H", "8H"},    // the gap
		{"AH", "2H", "3H"},    // the ace starts a run
		{"KH", "AH", "QH"},    // or ends it (no K-A-2)
		{"QH", "AH", "KH"},
		{"7H", "7H", ""}, // two copies of one card make no set
		{"7H", "8S", ""},
		{"2H", "9H", ""},
	}
	for _, c := range cases {
		t.Run(c.a+" "+c.b, func(t *testing.T) {
			a, b := cards(t, c.a)[0], cards(t, c.b)[0]
			var got []engine.Card
			for _, f := range completing(a, b) {
				if f != noFace {
					got = append(got, engine.NewCard(f, 0))
				}
			}
			if engine.FormatCards(got) != c.want {
				t.Errorf("completing(%s, %s) = %q, want %q", c.a, c.b, engine.FormatCards(got), c.want)
			}
		})
	}
}

// ROM-9: a loose card next to a table run's end counts the card between
// them; ROM-4/ROM-6: a pair counts the missing suits and every joker.
func TestOutsCountLiveCards(t *testing.T) {
	sc := scene{rules: testRules(t, engine.Romme, "players=2"), phase: engine.PhasePlay, hand: "7H 7S 5C 2D", pile: "7C",
		table: []string{"7D 8D 9D"}, counts: []int{4, 6}, opened: []bool{true, true}}
	v := sc.view(t)
	o := newOuts(v, v.Hand)
	// 7C: one copy on the pile (the other unseen); 7D: one copy on the
	// table; jokers: all six unseen.
	meld, table := o.count(engine.NoCard)
	if meld != 1+1+6 {
		t.Errorf("meld outs = %d, want 8 (one 7C, one 7D, six jokers)", meld)
	}
	if table != 0 {
		t.Errorf("table outs = %d, want 0", table)
	}
	if m, _ := o.count(cards(t, "7S")[0]); m != 0 {
		t.Errorf("without 7S, meld outs = %d, want 0", m)
	}

	sc.hand, sc.table = "5D 2C", []string{"7D 8D 9D"}
	v = sc.view(t)
	o = newOuts(v, v.Hand)
	if _, tb := o.count(engine.NoCard); tb != 2 {
		t.Errorf("table outs = %d, want 2 (both 6D)", tb)
	}

	// ROM-5: a king carries an ace onto a run that ends with the queen.
	sc.hand, sc.table = "AH 2C", []string{"TH JH QH"}
	v = sc.view(t)
	o = newOuts(v, v.Hand)
	if _, tb := o.count(engine.NoCard); tb != 2 {
		t.Errorf("table outs = %d, want 2 (both KH)", tb)
	}
}

// A card an opponent took from the pile and still holds cannot be drawn.
func TestOutsSkipCardsAnOpponentHolds(t *testing.T) {
	sc := scene{rules: testRules(t, engine.Romme, "players=2"), phase: engine.PhasePlay, hand: "7H 8H 2C", counts: []int{3, 6}, took: "9H"}
	v := sc.view(t)
	meld, _ := newOuts(v, v.Hand).count(engine.NoCard)
	// 6H twice, 9H once (the other copy is in seat 1's hand), six jokers.
	if meld != 2+1+6 {
		t.Errorf("meld outs = %d, want 9", meld)
	}
}

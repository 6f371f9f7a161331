package engine

import (
	"slices"
	"testing"
)

// TestLeadersByVariant: the seats leading on the totals, who win once
// the game is over — the highest totals in classic (CLA-11) and Rommé
// (ROM-15), the lowest in Liverpool (LIV-SCORE-2); tied leaders all lead.
func TestLeadersByVariant(t *testing.T) {
	for _, tc := range []struct {
		rule    string
		variant Variant
		totals  []int
		want    []int
	}{
		{"CLA-11 highest", Classic, []int{40, -10, 25}, []int{0}},
		{"CLA-11 tie", Classic, []int{10, 30, 30}, []int{1, 2}},
		{"ROM-15 highest", Romme, []int{-60, 12, -5}, []int{1}},
		{"ROM-15 tie below zero", Romme, []int{-7, -7, -30}, []int{0, 1}},
		{"LIV-SCORE-2 lowest", Liverpool, []int{55, 20, 90, 35}, []int{1}},
		{"LIV-SCORE-2 tie", Liverpool, []int{10, 30, 10}, []int{0, 2}},
		{"LIV-SCORE-2 all level", Liverpool, []int{0, 0, 0}, []int{0, 1, 2}},
	} {
		p := Public{Rules: DefaultRules(tc.variant), Totals: tc.totals}
		if got := p.Leaders(); !slices.Equal(got, tc.want) {
			t.Errorf("%s: totals %v lead %v, want %v", tc.rule, tc.totals, got, tc.want)
		}
	}
}

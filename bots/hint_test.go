package bots

import (
	"testing"

	"rummy/engine"
)

// TestIssue15HintsAreLegalAndNamed (issue 15 item 3): in whole games
// of every rule set played by hints alone, every hint is a legal action
// of the seat's view with a kind, its lifted cards are in the seat's
// hand, its target meld is on the table with that owner, and the
// decisions that need their own words (draws, melds, lay-offs,
// discards, buys, passes, cuts) all come up.
func TestIssue15HintsAreLegalAndNamed(t *testing.T) {
	want := map[engine.Variant][]HintKind{
		engine.Classic:   {HintDrawStock, HintMeld, HintLayOff, HintDiscard},
		engine.Romme:     {HintDrawStock, HintMeld, HintDiscard},
		engine.Liverpool: {HintDrawStock, HintMeld, HintDiscard, HintBuy, HintPass, HintCut},
	}
	for v, kinds := range want {
		seen := map[HintKind]int{}
		for seed := uint64(1); seed <= 3; seed++ {
			o, err := engine.ParseOptions(v, []string{"players=3"})
			if err != nil {
				t.Fatal(err)
			}
			st, err := engine.NewGame(engine.MustRules(o), seed)
			if err != nil {
				t.Fatal(err)
			}
			for step := 0; step < 400 && !st.Over(); step++ {
				if st.Phase() == engine.PhaseHandOver {
					break
				}
				seat := st.Waiting()[0]
				view := st.View(seat)
				h := hintFor(view, seed)
				if h.Kind == 0 {
					t.Fatalf("%s: hint %s has no kind", v, h.Action)
				}
				if err := view.Check(h.Action); err != nil {
					t.Fatalf("%s: hint %s is illegal: %v", v, h.Action, err)
				}
				for _, c := range h.Cards {
					if !inHand(view.Hand, c) {
						t.Fatalf("%s: hint %s lifts %s, which is not in the hand", v, h.Action, c)
					}
				}
				if h.Meld >= 0 && view.Table[h.Meld].Owner != h.Owner {
					t.Fatalf("%s: hint %s names the wrong owner", v, h.Action)
				}
				seen[h.Kind]++
				if _, err := st.Apply(seat, h.Action); err != nil {
					t.Fatal(err)
				}
			}
		}
		for _, k := range kinds {
			if seen[k] == 0 {
				t.Errorf("%s: no %s hint came up in three hands (seen %v)", v, k, seen)
			}
		}
	}
}

func inHand(hand []engine.Card, c engine.Card) bool {
	for _, x := range hand {
		if x == c {
			return true
		}
	}
	return false
}

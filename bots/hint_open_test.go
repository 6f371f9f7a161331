package bots

import (
	"testing"

	"rummy/bots/arrange"
	"rummy/engine"
)

// TestIssue24HintOpensWhenItCan (issue 24 item 10): over many dealt
// Rommé hands, at each seat's first meld decision (its first play phase,
// before it has opened), whenever the arranger finds an opening in the
// hand (its strongest arrangement meets the 30 points), the hint is to
// open: a meld of at least the opening's points that the view accepts,
// never a discard.
func TestIssue24HintOpensWhenItCan(t *testing.T) {
	o, err := engine.ParseOptions(engine.Romme, []string{"players=3"})
	if err != nil {
		t.Fatal(err)
	}
	rules := engine.MustRules(o)
	arr := arrange.New(rules)
	could, opened := 0, 0
	for seed := uint64(1); seed <= 120; seed++ {
		st, err := engine.NewGame(rules, seed)
		if err != nil {
			t.Fatal(err)
		}
		decided := map[int]bool{}
		for step := 0; step < 60 && st.Phase() != engine.PhaseHandOver && !st.Over(); step++ {
			seat := st.Waiting()[0]
			v := st.View(seat)
			var act engine.Action
			if v.Phase == engine.PhasePlay && !decided[seat] && !v.Seats[seat].Opened {
				decided[seat] = true
				h := hintFor(v, seed)
				if _, ok := arr.Opening(v.Hand); ok {
					could++
					if h.Kind != HintMeld {
						t.Errorf("seed %d seat %d: hand %v can open but the hint is %s (%s)", seed, seat, v.Hand, h.Kind, h.Action)
					} else if err := v.Check(h.Action); err != nil {
						t.Errorf("seed %d seat %d: the opening hint %s is refused: %v", seed, seat, h.Action, err)
					} else {
						opened++
					}
				}
			}
			act = NewNormal(seed, seat).Act(v)
			if _, err := st.Apply(seat, act); err != nil {
				t.Fatal(err)
			}
		}
	}
	if could < 10 {
		t.Fatalf("only %d first meld decisions could open: the test sees too few", could)
	}
	t.Logf("%d first meld decisions could open, the hint opened at %d", could, opened)
}

// TestIssue24HintAtHandOver (issue 24 item 10): at hand-over the hint
// names the next-hand action.
func TestIssue24HintAtHandOver(t *testing.T) {
	o, err := engine.ParseOptions(engine.Romme, []string{"players=2"})
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.NewGame(engine.MustRules(o), 3)
	if err != nil {
		t.Fatal(err)
	}
	for step := 0; step < 2000 && st.Phase() != engine.PhaseHandOver; step++ {
		seat := st.Waiting()[0]
		if _, err := st.Apply(seat, NewNormal(3, seat).Act(st.View(seat))); err != nil {
			t.Fatal(err)
		}
	}
	if st.Phase() != engine.PhaseHandOver {
		t.Fatal("the hand never ended")
	}
	v := st.View(0)
	h := hintFor(v, 3)
	if h.Kind != HintNextHand || h.Kind.String() != "next_hand" || v.Check(h.Action) != nil {
		t.Fatalf("the hint at hand-over is %s (%s)", h.Kind, h.Action)
	}
}

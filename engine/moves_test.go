package engine

import "testing"

// TestMovesAnswerAsCheck plays random games of every variant (LIV-8,
// ROM-SR-STRICTJOKER swaps; LIV-POOL-1 calls included) and asks, at
// every step of a waiting seat, every question a table asks of Moves:
// the ends of each meld a hand card may be laid off on, the places of
// each joker swap, the ends of a Liverpool call. Moves must answer
// exactly what View.Check accepts, and list the ends front first.
func TestMovesAnswerAsCheck(t *testing.T) {
	combos := map[Variant][]string{
		Classic:   {"players=3"},
		Romme:     {"players=3", "strict_jokers=true"},
		Liverpool: {"players=4", "joker_swap=any_turn_after_down"},
	}
	for _, variant := range Variants {
		settings, ok := combos[variant]
		if !ok {
			continue
		}
		t.Run(variant.String(), func(t *testing.T) {
			o, err := ParseOptions(variant, settings)
			if err != nil {
				t.Fatal(err)
			}
			asked := map[ActionKind]int{}
			for g := uint64(1); g <= 3; g++ {
				s, err := NewGame(MustRules(o), g)
				if err != nil {
					t.Fatal(err)
				}
				rng := NewRNG(g).Derive(7)
				for step := 0; !s.Over() && step < 3000; step++ {
					for _, seat := range s.Waiting() {
						v := s.View(seat)
						checkMoves(t, v, NewMoves(v), asked)
					}
					seat, a := randomAction(s, &rng)
					if _, err := s.Apply(seat, a); err != nil {
						t.Fatalf("step %d: %s refused: %v", step, a, err)
					}
				}
			}
			if asked[ActLayOff] == 0 {
				t.Error("no legal lay-off was met: the test checked nothing of it")
			}
			if variant != Classic && asked[ActSwapJoker] == 0 {
				t.Error("no legal joker swap was met: the test checked nothing of it")
			}
			if variant == Liverpool && asked[ActClaim] == 0 {
				t.Error("no Liverpool call was met")
			}
		})
	}
}

// checkMoves compares m's answers about v with View.Check, counting the
// legal actions met by kind.
func checkMoves(t *testing.T, v *View, m Moves, asked map[ActionKind]int) {
	t.Helper()
	same := func(what string, got []Action, each []Action) {
		t.Helper()
		var want []Action
		for _, a := range each {
			if v.Check(a) == nil {
				want = append(want, a)
			}
		}
		if len(got) != len(want) {
			t.Fatalf("%s: Moves says %v, Check accepts %v", what, got, want)
		}
		for i := range got {
			if !got[i].Equal(want[i]) {
				t.Fatalf("%s: Moves says %v, Check accepts %v (in this order)", what, got, want)
			}
			asked[got[i].Kind]++
		}
	}
	for meld, tm := range v.Table {
		if v.Claim.Kind == ClaimLiverpool {
			same("calls", m.Calls(meld), []Action{CallAction(meld, true), CallAction(meld, false)})
		} else if len(m.Calls(meld)) != 0 {
			t.Fatalf("calls %v listed outside a Liverpool window", m.Calls(meld))
		}
		for _, c := range v.Hand {
			same("lay-offs", m.LayOffs(c, meld), []Action{LayOffAction(c, meld, true), LayOffAction(c, meld, false)})
			for pos, j := range tm.Cards {
				if !j.IsJoker() {
					continue
				}
				each := []Action{SwapJokerAction(meld, pos, c, -1, false)}
				for jm := range v.Table {
					each = append(each, SwapJokerAction(meld, pos, c, jm, true), SwapJokerAction(meld, pos, c, jm, false))
				}
				same("swaps", m.Swaps(meld, pos, c), each)
			}
		}
	}
	for _, c := range v.Hand {
		if a := DiscardAction(c); m.Has(a) != (v.Check(a) == nil) {
			t.Fatalf("Has(%s) = %v, Check says %v", a, m.Has(a), v.Check(a))
		}
	}
}

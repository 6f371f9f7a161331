package engine

import "testing"

// LIV-6 COM-6: a view's table meld descriptions and FitsTable agree with
// CheckTableMeld and LayOffPositions, whether the state described the
// melds already (after CheckInvariants), not yet, or the view's table no
// longer matches what was described.
func TestViewTableInfo(t *testing.T) {
	r := DefaultRules(Liverpool)
	deck := NewDeck(r.Deck())
	for _, tc := range []struct {
		name             string
		seed             uint64
		invariants, flip bool
	}{
		{"described by the state", 3, true, false},
		{"not described yet", 4, false, false},
		{"table changed since", 5, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := NewGame(r, tc.seed)
			rng := NewRNG(tc.seed)
			checked := 0
			for i := 0; i < 3000 && !s.Over(); i++ {
				seat, a := randomAction(s, &rng)
				do(t, s, seat, a)
				if tc.invariants {
					if err := s.CheckInvariants(); err != nil {
						t.Fatal(err)
					}
				}
				if len(s.pub.Table) < 2 || i%7 != 0 {
					continue
				}
				v := s.View(s.Waiting()[0])
				if tc.flip {
					v.Table[0], v.Table[1] = v.Table[1], v.Table[0]
				}
				for m, tm := range v.Table {
					want, err := r.CheckTableMeld(tm.Cards)
					if got, ok := v.TableMeldInfo(m); ok != (err == nil) || got != want {
						t.Fatalf("meld %d (%s): TableMeldInfo %+v %v, CheckTableMeld %+v %v", m, FormatCards(tm.Cards), got, ok, want, err)
					}
				}
				for _, c := range deck {
					want := false
					for _, tm := range v.Table {
						if f, b := r.LayOffPositions(tm.Cards, c); f || b {
							want = true
						}
					}
					if got := v.FitsTable(c); got != want {
						t.Fatalf("%s: FitsTable %v, LayOffPositions say %v (table %v)", c, got, want, v.Table)
					}
				}
				checked++
			}
			if checked == 0 {
				t.Fatal("no table with two melds came up")
			}
		})
	}
}

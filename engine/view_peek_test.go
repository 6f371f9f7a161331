package engine

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"
)

// Issue 13 (speed): PeekInto, the match's question path, shows exactly
// what ViewInto shows (both refilling one view), for the seat to act at
// every step and for every seat and a spectator at every fourth step of
// whole games of each variant: the same JSON, equal rules (without the
// shuffle seed option, which stays hidden), the revealed hands, the same
// table meld descriptions, legal actions and checks. It shares the
// history, the score sheet, the rest of the public state and the rules
// with the game instead of copying them (not the seat's hand), and the
// shared rules are one copy for every game of the same Rules.
func TestPeekIntoShowsWhatViewIntoShows(t *testing.T) {
	for _, tc := range []struct {
		v        Variant
		settings []string
	}{
		{Classic, []string{"players=3", "seed=41"}},
		{Romme, []string{"players=2", "opening=0", "seed=42"}},
		{Liverpool, []string{"players=4", "seed=43"}},
		{Kopilka, []string{"players=5", "seed=44"}},
	} {
		t.Run(tc.v.String(), func(t *testing.T) {
			r := rulesFor(t, tc.v, tc.settings...)
			s, err := NewGame(r, 3)
			if err != nil {
				t.Fatal(err)
			}
			rng := NewRNG(9)
			peeked, viewed := &View{}, &View{}
			var shared [3]bool // history, results with scores, rules
			for step := 0; step < 1200 && !s.Over(); step++ {
				for seat := -1; seat < s.Players(); seat++ {
					if step%4 != 0 && seat != s.Waiting()[0] {
						continue // every seat every fourth step, else the one to act
					}
					s.ViewInto(seat, viewed)
					s.PeekInto(seat, peeked)
					comparePeek(t, step, seat, s, viewed, peeked)
					if len(peeked.History) > 0 {
						shared[0] = shared[0] || &peeked.History[0] == &s.pub.History[0]
					}
					if len(peeked.Results) > 0 && len(peeked.Results[0].Scores) > 0 {
						shared[1] = shared[1] || &peeked.Results[0].Scores[0] == &s.pub.Results[0].Scores[0]
					}
					shared[2] = shared[2] || peeked.Rules == r.public
				}
				seat := s.Waiting()[0]
				acts := Legal(s.View(seat))
				if _, err := s.Apply(seat, acts[rng.Intn(len(acts))]); err != nil {
					t.Fatal(err)
				}
			}
			if tc.v != Kopilka && shared != [3]bool{true, true, true} {
				t.Fatalf("the peeked views never shared history, results and rules (%v): the test proves nothing", shared)
			}
			again := &View{}
			s2, _ := NewGame(r, 4)
			s2.PeekInto(0, again)
			if again.Rules != peeked.Rules {
				t.Fatal("two games of the same rules peek at two copies of them")
			}
		})
	}
}

// comparePeek fails the test when the peeked view p shows anything other
// than the independent view want.
func comparePeek(t *testing.T, step, seat int, s *State, want, p *View) {
	t.Helper()
	if wj, pj := canonicalJSON(t, want), canonicalJSON(t, p); wj != pj {
		t.Fatalf("step %d seat %d: PeekInto shows\n%s\nViewInto shows\n%s", step, seat, pj, wj)
	}
	if !p.Rules.Equal(s.Rules()) || p.Rules == s.Rules() || !reflect.DeepEqual(p.Rules.Options, want.Rules.Options) {
		t.Fatalf("step %d seat %d: the peeked rules are %+v, the view's %+v", step, seat, p.Rules.Options, want.Rules.Options)
	}
	if p.DrawnStock != want.DrawnStock || len(p.Hands) != len(want.Hands) {
		t.Fatalf("step %d seat %d: the drawn card or revealed hands differ", step, seat)
	}
	for i := range want.Hands {
		if !slices.Equal(p.Hands[i], want.Hands[i]) {
			t.Fatalf("step %d seat %d: revealed hand %d is %v, the view's %v", step, seat, i, p.Hands[i], want.Hands[i])
		}
	}
	for m := range want.Table {
		wi, wok := want.TableMeldInfo(m)
		pi, pok := p.TableMeldInfo(m)
		if wi != pi || wok != pok {
			t.Fatalf("step %d seat %d: table meld %d is described as %+v %v, the view says %+v %v", step, seat, m, pi, pok, wi, wok)
		}
	}
	if seat >= 0 && want.MayAct() {
		wl, pl := Legal(want), Legal(p)
		if !reflect.DeepEqual(wl, pl) {
			t.Fatalf("step %d seat %d: legal actions differ:\n%v\n%v", step, seat, pl, wl)
		}
		for _, a := range wl[:min(len(wl), 24)] {
			if (want.Check(a) == nil) != (p.Check(a) == nil) {
				t.Fatalf("step %d seat %d: Check(%s) differs", step, seat, a)
			}
		}
	}
}

// canonicalJSON is v as JSON with every empty list (and empty string,
// as a list of bytes is written) as null: a
// peeked view shows the game's own lists, which may be empty where a
// copy is nil.
func canonicalJSON(t *testing.T, v *View) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var x any
	if err := json.Unmarshal(b, &x); err != nil {
		t.Fatal(err)
	}
	var canon func(any) any
	canon = func(x any) any {
		switch x := x.(type) {
		case []any:
			if len(x) == 0 {
				return nil
			}
			for i := range x {
				x[i] = canon(x[i])
			}
		case string:
			if x == "" { // an empty list of bytes (claim answers)
				return nil
			}
		case map[string]any:
			for k := range x {
				x[k] = canon(x[k])
			}
		}
		return x
	}
	out, _ := json.Marshal(canon(x))
	return string(out)
}

package engine

import (
	"fmt"
	"testing"
)

// simStats sums what a batch of random games did.
type simStats struct {
	games, hands, turns, actions, capped int
}

// simConfig says what a random-play run checks after every action.
type simConfig struct {
	// fullReplayEvery runs a Save/Load round trip after every action of
	// every n-th game (and at the end of every hand of every game).
	fullReplayEvery int
}

// randomAction picks a legal action for one of the waiting seats.
func randomAction(s *State, rng *RNG) (int, Action) {
	w := s.Waiting()
	seat := w[rng.Intn(len(w))]
	acts := Legal(s.View(seat))
	if len(acts) == 0 {
		return seat, PassAction()
	}
	// Prefer progress so that hands end (as bots.Random does).
	var pick []int
	for i, a := range acts {
		if a.Kind == ActMeld || a.Kind == ActLayOff || a.Kind == ActSwapJoker {
			pick = append(pick, i)
		}
	}
	if len(pick) > 0 && rng.Intn(4) > 0 {
		return seat, acts[pick[rng.Intn(len(pick))]]
	}
	return seat, acts[rng.Intn(len(acts))]
}

// checkState runs the per-action invariants: COM-6 conservation and valid
// melds, views without others' hidden cards, Legal empty exactly when the
// seat is not waited on, clone equality and independence.
func checkState(t testing.TB, s *State, step int) {
	t.Helper()
	if err := s.CheckInvariants(); err != nil {
		t.Fatalf("step %d: %v", step, err)
	}
	waiting := map[int]bool{}
	for _, w := range s.Waiting() {
		waiting[w] = true
	}
	for seat := 0; seat < s.Players(); seat++ {
		v := s.View(seat)
		if err := viewHidesOthers(s, v); err != nil {
			t.Fatalf("step %d seat %d: %v", step, seat, err)
		}
		if got := len(Legal(v)) > 0; got != waiting[seat] {
			t.Fatalf("step %d seat %d: Legal non-empty=%v but waited on=%v (phase %s)", step, seat, got, waiting[seat], s.Phase())
		}
	}
	c := s.Clone()
	if c.Hash() != s.Hash() {
		t.Fatalf("step %d: clone differs from the original", step)
	}
}

// viewHidesOthers fails if a view holds a card of another hand or of the
// stock.
func viewHidesOthers(s *State, v *View) error {
	hidden := map[Card]bool{}
	for i, h := range s.hands {
		if i == v.Seat {
			continue
		}
		for _, c := range h {
			hidden[c] = true
		}
	}
	for _, c := range s.stock {
		hidden[c] = true
	}
	for _, c := range v.Hand {
		if hidden[c] {
			return fmt.Errorf("view shows hidden card %s in its hand", c)
		}
	}
	if v.DrawnStock != NoCard && hidden[v.DrawnStock] {
		return fmt.Errorf("view shows hidden card %s as drawn", v.DrawnStock)
	}
	if len(v.Unseen()) != len(hidden) {
		return fmt.Errorf("view's unseen cards are %d, hidden cards %d", len(v.Unseen()), len(hidden))
	}
	for _, c := range v.Unseen() {
		if !hidden[c] {
			return fmt.Errorf("view calls %s unseen but it is visible", c)
		}
	}
	return nil
}

// roundTrip saves and loads s and fails unless the copy is identical.
func roundTrip(t testing.TB, s *State, step int) {
	t.Helper()
	data, err := Save(s)
	if err != nil {
		t.Fatalf("step %d: save: %v", step, err)
	}
	l, err := Load(data)
	if err != nil {
		t.Fatalf("step %d: load: %v", step, err)
	}
	if l.Hash() != s.Hash() {
		t.Fatalf("step %d: loaded game differs from the saved one", step)
	}
}

// simulate plays random games and checks invariants after every action.
func simulate(t testing.TB, r *Rules, games int, seed uint64, cfg simConfig) simStats {
	t.Helper()
	var st simStats
	for g := 0; g < games; g++ {
		gseed := seed*7919 + uint64(g)
		s, err := NewGame(r, gseed)
		if err != nil {
			t.Fatal(err)
		}
		rng := NewRNG(gseed).Derive(99)
		full := cfg.fullReplayEvery > 0 && g%cfg.fullReplayEvery == 0
		step := 0
		checkState(t, s, step)
		for !s.Over() {
			seat, a := randomAction(s, &rng)
			before := s.Hash()
			clone := s.Clone()
			ev, err := s.Apply(seat, a)
			if err != nil {
				t.Fatalf("game %d step %d: seat %d legal action %s rejected: %v", g, step, seat, a, err)
			}
			if clone.Hash() != before {
				t.Fatalf("game %d step %d: applying to the original changed its clone", g, step)
			}
			step++
			st.actions++
			for _, e := range ev {
				switch e.Kind {
				case EvTurnStarted:
					st.turns++
				case EvHandEnded:
					st.hands++
					if e.Result.Reason == EndTurnCap {
						st.capped++
					}
					if !full {
						roundTrip(t, s, step)
					}
				}
			}
			checkState(t, s, step)
			if full {
				roundTrip(t, s, step)
			}
			if step > 200000 {
				t.Fatalf("game %d: no end after %d actions", g, step)
			}
		}
		st.games++
	}
	return st
}

func TestSimulateClassicSmoke(t *testing.T) {
	for players := 2; players <= 6; players++ {
		o := DefaultClassicOptions()
		o.Players = players
		st := simulate(t, MustRules(&o), 3, uint64(players), simConfig{})
		t.Logf("classic %d players: %+v", players, st)
	}
}

package bots

import (
	"testing"

	"rummy/engine"
)

// reshuffle returns a state in which the cards the view's seat cannot see
// (the other hands and the stock) are dealt again at random, keeping only
// what the view shows: each hand's size, the stock's size, and the cards
// an opponent was seen taking from the pile.
func reshuffle(t *testing.T, v *engine.View, rng *engine.RNG) *engine.State {
	t.Helper()
	var d dealer
	d.init(v)
	free := append([]engine.Card(nil), d.free...)
	rng.Shuffle(free)
	hands := make([][]engine.Card, v.Players)
	pos := 0
	for s := range hands {
		if s == v.Seat {
			continue
		}
		hands[s] = append(append([]engine.Card(nil), d.known[s]...), free[pos:pos+d.need[s]]...)
		pos += d.need[s]
	}
	s, err := engine.NewStateFromView(v, hands, free[pos:])
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// For random mid-game states, dealing the hidden cards again in any way
// the view allows never changes a player's decision given the same
// random state: no level can see through the backs of the cards.
func TestHonesty(t *testing.T) {
	for _, c := range []struct {
		variant engine.Variant
		options []string
	}{
		{engine.Classic, []string{"players=3"}},
		{engine.Romme, []string{"players=3", "knocking=true"}},
		{engine.Liverpool, []string{"players=4"}},
	} {
		r := testRules(t, c.variant, c.options...)
		rng := engine.NewRNG(7)
		points := 12
		if testing.Short() {
			points = 6
		}
		for k := 0; k < points; k++ {
			s := midGame(t, r, uint64(k+1), 20+rng.Intn(400))
			seat := s.Waiting()[0]
			v := s.View(seat)
			for _, name := range Names() {
				want := decideFresh(t, name, v)
				for j := 0; j < 3; j++ {
					alt := reshuffle(t, v, &rng)
					if sameHidden(s, alt, seat) {
						continue
					}
					if got := decideFresh(t, name, alt.View(seat)); !got.Equal(want) {
						t.Fatalf("%s %s seat %d: %s with the real deal, %s after reshuffling hidden cards",
							c.variant, name, seat, want, got)
					}
				}
			}
		}
	}
}

// decideFresh is a new player's decision (so its random state is the
// same every time).
func decideFresh(t *testing.T, name string, v *engine.View) engine.Action {
	t.Helper()
	b, err := New(name, 99, v.Seat, Config{Budget: Budget{Rollouts: 16}, Expert: ExpertBudget{Deals: 3, Cap: NoCap}})
	if err != nil {
		t.Fatal(err)
	}
	return b.Act(v)
}

// midGame replays a game of normal players up to a point within it
// (steps is taken modulo the game's length).
func midGame(t *testing.T, r *engine.Rules, seed uint64, steps int) *engine.State {
	t.Helper()
	names := []string{"normal", "normal", "normal", "normal", "normal"}[:r.Options.NumPlayers()]
	full := playTestGame(t, r, names, seed).state.Log()
	s, err := engine.NewGame(r, seed)
	if err != nil {
		t.Fatal(err)
	}
	for _, la := range full[:steps%len(full)] {
		if _, err := s.Apply(la.Seat, la.Action); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// sameHidden reports whether two states hide the same cards in the same
// places from seat (then the reshuffle proved nothing).
func sameHidden(a, b *engine.State, seat int) bool {
	for s := 0; s < a.Players(); s++ {
		if s == seat {
			continue
		}
		ha, hb := a.HandOf(s), b.HandOf(s)
		for i := range ha {
			if ha[i] != hb[i] {
				return false
			}
		}
	}
	return true
}

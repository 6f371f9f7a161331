package bots

import (
	"fmt"
	"testing"

	"rummy/engine"
)

// testRules builds rules from a variant and option settings.
func testRules(t testing.TB, v engine.Variant, settings ...string) *engine.Rules {
	t.Helper()
	o, err := engine.ParseOptions(v, settings)
	if err != nil {
		t.Fatal(err)
	}
	r, err := engine.NewRules(o)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// testPlayers builds the named players for a game, the hard one with a
// small deterministic budget.
func testPlayers(t testing.TB, names []string, seed uint64) []Bot {
	t.Helper()
	out := make([]Bot, len(names))
	for seat, n := range names {
		b, err := New(n, seed, seat, Config{Budget: Budget{Rollouts: 12}})
		if err != nil {
			t.Fatal(err)
		}
		out[seat] = b
	}
	return out
}

// gameLog is what a played game did.
type gameLog struct {
	state  *engine.State
	claims map[engine.ClaimKind]int
	out    int // hands someone went out of
	hands  int
}

// playTestGame plays one whole game through Apply and fails the test on
// the first illegal action or broken invariant (COM-6, COM-7).
func playTestGame(t testing.TB, r *engine.Rules, names []string, seed uint64) gameLog {
	t.Helper()
	s, err := engine.NewGame(r, seed)
	if err != nil {
		t.Fatal(err)
	}
	players := testPlayers(t, names, seed)
	lg := gameLog{state: s, claims: map[engine.ClaimKind]int{}}
	for steps := 0; !s.Over(); steps++ {
		if steps > 200000 {
			t.Fatalf("seed %d: no end after %d actions", seed, steps)
		}
		seat := s.Waiting()[0]
		a := players[seat].Act(s.View(seat))
		ev, err := s.Apply(seat, a)
		if err != nil {
			t.Fatalf("seed %d, %s at seat %d: %s rejected: %v", seed, names[seat], seat, a, err)
		}
		for _, e := range ev {
			switch e.Kind {
			case engine.EvClaimWindowClosed:
				if e.Seat >= 0 {
					lg.claims[e.Claim]++
				}
			case engine.EvHandEnded:
				lg.hands++
				if e.Result.Reason == engine.EndOut {
					lg.out++
				}
			}
		}
		if err := s.CheckInvariants(); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	return lg
}

// lineups are the seatings the game tests use per seat count.
func lineups(n int) [][]string {
	all := Names()
	var out [][]string
	for i := range all {
		l := make([]string, n)
		for s := range l {
			l[s] = all[(i+s)%len(all)]
		}
		out = append(out, l)
	}
	return out
}

func lineupName(l []string) string { return fmt.Sprint(l) }

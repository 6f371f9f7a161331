package bots

import (
	"fmt"
	"testing"

	"rummy/engine"
	"rummy/engine/match"
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
		b, err := New(n, seed, seat, Config{Budget: Budget{Rollouts: 12}, Expert: ExpertBudget{Deals: 2, Cap: NoCap}})
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

// playTestGame plays one whole game through the match (the one game
// loop) and fails the test on the first illegal action, broken invariant
// (COM-6, COM-7) or bot fallback (issue 13 item 6).
func playTestGame(t testing.TB, r *engine.Rules, names []string, seed uint64) gameLog {
	t.Helper()
	bs := testPlayers(t, names, seed)
	players := make([]match.Player, len(bs))
	guards := make([]*guardSeat, len(bs))
	for i, b := range bs {
		guards[i] = &guardSeat{Player: NewPlayer(b, nil), t: t, name: names[i]}
		players[i] = guards[i]
	}
	rec := &gameRecorder{lg: gameLog{claims: map[engine.ClaimKind]int{}}, seed: seed}
	m, err := match.New(match.Config{Rules: r, Seed: seed, Players: players, Recorder: rec,
		AutoNextHand: true, MaxActions: 200000})
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range guards {
		g.m = m
	}
	if err := m.Run(); err != nil {
		t.Fatalf("seed %d %v: %v", seed, names, err)
	}
	if !m.State().Over() {
		t.Fatalf("seed %d: the match waits on %v", seed, m.State().Waiting())
	}
	for seat, b := range bs {
		if n := Fallbacks(b); n > 0 {
			t.Fatalf("seed %d %s: %s at seat %d fell back %d times, first on %s", seed, r.Variant, names[seat], seat, n, b.(interface{ firstRefusal() string }).firstRefusal())
		}
	}
	rec.lg.state = m.State()
	return rec.lg
}

// gameRecorder counts a test game's claims and hands and checks the
// invariants after every action.
type gameRecorder struct {
	lg   gameLog
	seed uint64
}

func (r *gameRecorder) Applied(s *engine.State, _ int, _ engine.Action, ev []engine.Event) error {
	for _, e := range ev {
		switch e.Kind {
		case engine.EvClaimWindowClosed:
			if e.Seat >= 0 {
				r.lg.claims[e.Claim]++
			}
		case engine.EvHandEnded:
			r.lg.hands++
			if e.Result.Reason == engine.EndOut {
				r.lg.out++
			}
		}
	}
	if err := s.CheckInvariants(); err != nil {
		return fmt.Errorf("seed %d: %v", r.seed, err)
	}
	return nil
}

// testLevels lists the levels the broad game tests seat: every name,
// without the expert with -short (it plays every decision's candidates
// out to the end of the hand, so a whole game takes minutes; its own
// tests, expert_test.go, play it in few deals, and the honesty and seed
// tests keep it).
func testLevels() []string {
	if !testing.Short() {
		return Names()
	}
	var out []string
	for _, n := range Names() {
		if n != "expert" {
			out = append(out, n)
		}
	}
	return out
}

// lineups are the seatings the game tests use per seat count.
func lineups(n int) [][]string {
	all := testLevels()
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

// guardSeat seats a bot and checks that it never writes into the game
// through the match's question view, which shares the public state and
// the rules with the game (engine.State.PeekInto): at every fourth
// question the state's hash (which covers the piles, the table, the
// history and every score) is the same after Ask, and at every question
// the game's rules and the view's equal a copy taken before the game.
type guardSeat struct {
	*Player
	m    *match.Match
	t    testing.TB
	name string
	asks int
	ref  *engine.Rules
}

func (g *guardSeat) Ask(q match.Question) (engine.Action, bool) {
	st := g.m.State()
	if g.ref == nil {
		g.ref = engine.MustRules(st.Rules().Options.Clone())
	}
	g.asks++
	check := g.asks%4 == 1
	var hash uint64
	if check {
		hash = st.Hash()
	}
	a, ok := g.Player.Ask(q)
	if check && st.Hash() != hash {
		g.t.Fatalf("%s at seat %d changed the game while deciding on its view (question %d)", g.name, q.Seat, g.asks)
	}
	if !st.Rules().Equal(g.ref) || !q.View.Rules.Equal(g.ref) {
		g.t.Fatalf("%s at seat %d changed the rules, the game's or its view's (question %d)", g.name, q.Seat, g.asks)
	}
	return a, ok
}

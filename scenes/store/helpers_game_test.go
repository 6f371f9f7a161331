package store

import (
	"fmt"
	"rummy/scenes/seat"
	"testing"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match"
)

// playGame plays a whole game of random bots to its end and returns it.
func playGame(t testing.TB, v engine.Variant, seed uint64, players int, opts ...string) *engine.State {
	t.Helper()
	opts = append(opts, fmt.Sprintf("players=%d", players))
	o, err := engine.ParseOptions(v, opts)
	if err != nil {
		t.Fatal(err)
	}
	r, err := engine.NewRules(o)
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.NewGame(r, seed)
	if err != nil {
		t.Fatal(err)
	}
	ps := make([]match.Player, players)
	for i := range ps {
		ps[i] = bots.NewPlayer(bots.NewRandom(seed, i), nil)
	}
	for guard := 0; !st.Over(); guard++ {
		if guard > 1000 {
			t.Fatal("the game never ended")
		}
		m, err := match.New(match.Config{State: st, Players: ps, MaxActions: 1_000_000})
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Run(); err != nil {
			t.Fatal(err)
		}
		if st.Phase() == engine.PhaseHandOver {
			for s := 0; s < players; s++ {
				if _, err := st.Apply(s, engine.NextHandAction()); err == nil {
					break
				}
			}
		}
	}
	return st
}

// seatsFor is a table of one person in seat 0 and bots of the levels.
func seatsFor(levels ...string) []SeatInfo {
	seats := []SeatInfo{{Kind: Human, Name: "You"}}
	for i, l := range levels {
		seats = append(seats, SeatInfo{Kind: Bot, Level: mustLevel(l), Name: fmt.Sprintf("Bot %d", i+1)})
	}
	return seats
}

// finished plays a game and describes it for the person in seat 0.
func finished(t testing.TB, v engine.Variant, seed uint64, at time.Time, levels ...string) FinishedGame {
	t.Helper()
	st := playGame(t, v, seed, len(levels)+1)
	g, err := Finish(st, seatsFor(levels...), 0, at)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// day is a fixed clock for tests: noon of 1 March 2025 plus n hours.
func day(n int) time.Time {
	return time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC).Add(time.Duration(n) * time.Hour)
}

// mustLevel reads a level word of a test.
func mustLevel(word string) seat.Level {
	l, ok := seat.ParseLevel(word)
	if !ok {
		panic("store test: no bot level " + word)
	}
	return l
}

package match

import (
	"testing"

	"rummy/engine"
)

// Issue 13 (speed): matches made one after another with one Scratch
// play exactly the games matches of their own play (same log, same
// final state, for each variant), and each takes over the last one's
// memory: its event buffer and question view are the last match's,
// so a simulation no longer grows them game after game.
func TestIssue13ScratchLendsMemory(t *testing.T) {
	var sc Scratch
	var lastEv *engine.Event
	var lastHand *engine.Card
	games := 0
	for _, tc := range []struct {
		v        engine.Variant
		settings []string
	}{
		{engine.Liverpool, []string{"players=4"}},
		{engine.Liverpool, []string{"players=4"}},
		{engine.Romme, []string{"players=3"}},
		{engine.Classic, []string{"players=2"}},
		{engine.Kopilka, []string{"players=6"}},
	} {
		r := rules(t, tc.v, tc.settings...)
		n := r.Options.NumPlayers()
		seed := uint64(5 + games)
		own := playWith(t, r, seed, n, nil)
		lent := playWith(t, r, seed, n, &sc)
		if own.st.Hash() != lent.st.Hash() || len(own.st.Log()) != len(lent.st.Log()) || own.stats != lent.stats {
			t.Fatalf("%s: the game played with a scratch differs from the one played without", tc.v)
		}
		if lastEv != nil && (cap(lent.ev) == 0 || &lent.ev[:1][0] != lastEv) {
			t.Fatalf("%s: the match did not take over the last match's event buffer", tc.v)
		}
		if lastHand != nil && (cap(lent.view.Hand) == 0 || &lent.view.Hand[:1][0] != lastHand) {
			t.Fatalf("%s: the match did not take over the last match's question view", tc.v)
		}
		if lent.Stats().Applied == 0 || cap(lent.ev) == 0 || cap(lent.view.Hand) == 0 {
			t.Fatalf("%s: the game did not play", tc.v)
		}
		lastEv, lastHand = &lent.ev[:1][0], &lent.view.Hand[:1][0]
		games++
	}
}

// playWith plays a whole game of firstLegal bots, with sc lending memory
// (nil: none).
func playWith(t *testing.T, r *engine.Rules, seed uint64, n int, sc *Scratch) *Match {
	t.Helper()
	m, err := New(Config{Rules: r, Seed: seed, Players: bots(n), AutoNextHand: true, MaxActions: 200000, Scratch: sc})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Run(); err != nil {
		t.Fatal(err)
	}
	if !m.State().Over() {
		t.Fatalf("the game waits on %v", m.State().Waiting())
	}
	return m
}

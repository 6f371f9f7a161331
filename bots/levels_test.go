package bots

import (
	"testing"

	"rummy/engine"
)

// Every level plays whole games of every variant with no illegal action
// (COM-3, COM-6, COM-7): each lineup puts every level at a table.
func TestLevelsPlayWholeGames(t *testing.T) {
	cases := []struct {
		name    string
		variant engine.Variant
		options []string
	}{
		{"CLA-2 classic two seats", engine.Classic, []string{"players=2", "target=50"}},
		{"CLA-2 classic four seats", engine.Classic, []string{"players=4", "target=50"}},
		{"ROM-2 romme two seats", engine.Romme, []string{"players=2", "hands=2"}},
		{"ROM-SR-KNOCK romme three seats knocking", engine.Romme, []string{"players=3", "hands=1", "knocking=true"}},
		{"ROM-SR-STRICTJOKER romme strict jokers, strict groups, cyclic runs", engine.Romme,
			[]string{"players=2", "hands=1", "strict_jokers=true", "strict_groups=true", "cyclic_runs=true"}},
		{"ROM-SR-NODISCARD romme casino, no discard, opening 40", engine.Romme,
			[]string{"players=3", "hands=1", "win_without_discard=true", "casino_scoring=true", "opening=40"}},
		{"ROM-SR-SMALL romme small deck", engine.Romme, []string{"players=2", "hands=1", "small_deck=true"}},
		{"LIV-3 liverpool four seats", engine.Liverpool, []string{"players=4"}},
		{"LIV-8 liverpool five seats, swaps after going down, first caller", engine.Liverpool,
			[]string{"players=5", "joker_swap=any_turn_after_down", "buy_priority=first_caller", "buy_limit=3"}},
	}
	games := 2
	if testing.Short() {
		games = 1
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := testRules(t, c.variant, c.options...)
			for i, l := range lineups(r.Options.NumPlayers()) {
				for g := 0; g < games; g++ {
					lg := playTestGame(t, r, l, uint64(100*i+g+1))
					if lg.out == 0 {
						t.Errorf("%s seed %d: nobody went out in %d hands", lineupName(l), 100*i+g+1, lg.hands)
					}
				}
			}
		})
	}
}

// The claiming players use the claim windows: Liverpool calls, buys and
// Rummy calls (LIV-POOL-1, LIV-BUY-1, LIV-RUM-1), knocks (ROM-SR-KNOCK).
func TestLevelsClaim(t *testing.T) {
	liv := testRules(t, engine.Liverpool, "players=4")
	got := map[engine.ClaimKind]int{}
	for g := uint64(1); g <= 2; g++ {
		for k, n := range playTestGame(t, liv, []string{"normal", "normal", "normal", "normal"}, g).claims {
			got[k] += n
		}
	}
	for _, k := range []engine.ClaimKind{engine.ClaimBuy, engine.ClaimLiverpool} {
		if got[k] == 0 {
			t.Errorf("LIV-BUY-1 LIV-POOL-1: no %s claim in two Liverpool games of normal players", k)
		}
	}
	rom := testRules(t, engine.Romme, "players=3", "knocking=true", "hands=2")
	if playTestGame(t, rom, []string{"normal", "normal", "normal"}, 3).claims[engine.ClaimKnock] == 0 {
		t.Errorf("ROM-SR-KNOCK: no knock in a knocking game of normal players")
	}
	greedy := playTestGame(t, liv, []string{"greedy", "greedy", "greedy", "greedy"}, 1).claims
	if len(greedy) != 0 {
		t.Errorf("the greedy baseline claimed %v; it passes every claim", greedy)
	}
}

// The same seed gives the same game, for every level (COM-8).
func TestLevelsDeterministic(t *testing.T) {
	for _, c := range []struct {
		variant engine.Variant
		options []string
	}{
		{engine.Classic, []string{"players=2", "target=30"}},
		{engine.Romme, []string{"players=2", "hands=1"}},
		{engine.Liverpool, []string{"players=4"}},
	} {
		r := testRules(t, c.variant, c.options...)
		ls := lineups(r.Options.NumPlayers())
		if testing.Short() && len(ls[0]) > 2 {
			ls = ls[:2] // two four-seat lineups seat every level
		}
		for _, l := range ls {
			a := playTestGame(t, r, l, 42).state
			b := playTestGame(t, r, l, 42).state
			la, lb := a.Log(), b.Log()
			if len(la) != len(lb) {
				t.Fatalf("%s %s: %d actions, then %d", c.variant, lineupName(l), len(la), len(lb))
			}
			for i := range la {
				if la[i].Seat != lb[i].Seat || !la[i].Action.Equal(lb[i].Action) {
					t.Fatalf("%s %s: action %d differs: %s / %s", c.variant, lineupName(l), i, la[i].Action, lb[i].Action)
				}
			}
		}
	}
}

package main

import (
	"runtime"
	"testing"

	"rummy/engine"
)

// TestAudit10PlayFlags: play refuses --think-ms beyond a day, --players of
// 0 or less and a classic game of more than 1,000 hands, naming the flag
// and its range.
func TestAudit10PlayFlags(t *testing.T) {
	p := func(a ...string) []string { return append([]string{"play", "--games", "1"}, a...) }
	runCLICases(t, []cliCase{
		{name: "think-ms beyond a day", args: p("--variant", "romme", "--think-ms", "86400001"), stderr: "--think-ms must be 1 to 86400000 (a day), not 86400001", code: exitUsage},
		{name: "think-ms zero", args: p("--variant", "romme", "--think-ms", "0"), stderr: "--think-ms must be 1 to 86400000", code: exitUsage},
		{name: "ROM-1 players zero", args: p("--variant", "romme", "--players", "0"), stderr: "--players must be 2 to 6 for romme, not 0", code: exitUsage},
		{name: "LIV-1 players negative", args: p("--variant", "liverpool", "--players", "-3"), stderr: "--players must be 3 to 8 for liverpool, not -3", code: exitUsage},
		{name: "CLA-11 hands beyond 1000", args: p("--variant", "classic", "--option", "target=0", "--option", "hands=1001"), stderr: "--option hands must be 0 to 1000 for classic", code: exitUsage},
		{name: "jobs zero", args: p("--variant", "classic", "--jobs", "0"), stderr: "--jobs must be 1 or more", code: exitUsage},
		{name: "rollouts negative", args: p("--variant", "classic", "--rollouts", "-1"), stderr: "--rollouts must be 0 or more", code: exitUsage},
	})
	a := playJSON(t, "--variant", "classic", "--option", "target=0", "--option", "hands=1000", "--seed", "4")
	if a.Hands != 1000 {
		t.Fatalf("CLA-11 hands=1000: %d hands played, want 1000", a.Hands)
	}
}

// TestAudit10PlayJobs: --jobs is lowered to the number of games and to
// maxPlayJobs, and a lowered --jobs gives the same results.
func TestAudit10PlayJobs(t *testing.T) {
	for _, tc := range []struct{ jobs, games, want int }{
		{1, 10, 1}, {3, 10, 3}, {1_000_000_000, 10, 10}, {1_000_000_000, 1_000_000_000, maxPlayJobs}, {maxPlayJobs + 1, 1 << 40, maxPlayJobs},
	} {
		if got := playJobs(tc.jobs, tc.games); got != tc.want {
			t.Errorf("playJobs(%d, %d) = %d, want %d", tc.jobs, tc.games, got, tc.want)
		}
	}
	base := []string{"--variant", "liverpool", "--games", "3", "--seed", "9"}
	a, b := playJSON(t, append(base, "--jobs", "1")...), playJSON(t, append(base, "--jobs", "5000")...)
	if a.Hands != b.Hands || a.Actions != b.Actions || a.MeanScoreCI95[0] != b.MeanScoreCI95[0] {
		t.Fatalf("--jobs 1: %+v\n--jobs 5000: %+v", a, b)
	}
}

// TestAudit10PlayStreamed: the games are handed out as they are played,
// with nothing allocated per game before the first one starts, and every
// game counted, in game order.
func TestAudit10PlayStreamed(t *testing.T) {
	// Holding every game's result before starting, as the command once
	// did, takes 184 bytes a game: 3.7 MB here, 18 GB for 10^8 games.
	const games = 20_000
	o, err := engine.ParseOptions(engine.Classic, nil)
	if err != nil {
		t.Fatal(err)
	}
	gs := gameSetup{rules: engine.MustRules(o), names: []string{"a", "b"}}
	var before, first runtime.MemStats
	started := false
	fake := func(g int, gseed uint64, sc *scratch) gameResult {
		if !started {
			started = true
			runtime.ReadMemStats(&first)
		}
		return gameResult{entry: gs.seating(g), totals: []int{g % 7, -(g % 7)}, winners: []int{g % 2}, hands: 1}
	}
	runtime.GC()
	runtime.ReadMemStats(&before)
	rep := playGames(&gs, games, 1, 1, fake)
	if grew := first.TotalAlloc - before.TotalAlloc; grew > 1<<20 {
		t.Errorf("%d bytes allocated before the first of %d games started; want under 1 MiB", grew, games)
	}
	if rep.Hands != games || rep.Wins[0]+rep.Wins[1] != games || rep.Wins[0] != games/2 {
		t.Fatalf("hands %d, wins %v: want every one of %d games counted", rep.Hands, rep.Wins, games)
	}
}

package main

import "testing"

func TestPlayBotFlags(t *testing.T) {
	runCLICases(t, []cliCase{
		{name: "unknown bot", args: []string{"play", "--variant", "romme", "--players", "2", "--bots", "hard,wizard"},
			stderr: "unknown bot", code: 2},
		{name: "bad think time", args: []string{"play", "--variant", "romme", "--players", "2", "--think-ms", "0"},
			stderr: "--think-ms", code: 2},
	})
}

// With --rotate the figures follow the --bots entries: game 1 seats
// entry i at seat i, so a one-game run reports as without --rotate, and
// the intervals hold the rates they describe.
func TestPlayRotate(t *testing.T) {
	base := []string{"--variant", "romme", "--players", "2", "--seed", "3", "--option", "hands=1", "--rollouts", "4", "--bots", "greedy,normal"}
	one := playJSON(t, append(base, "--games", "1", "--rotate")...)
	plain := playJSON(t, append(base, "--games", "1")...)
	if one.Wins[0] != plain.Wins[0] || one.MeanScore[0] != plain.MeanScore[0] || one.MeanScore[1] != plain.MeanScore[1] {
		t.Fatalf("one rotated game: wins %v means %v; unrotated: wins %v means %v", one.Wins, one.MeanScore, plain.Wins, plain.MeanScore)
	}
	a := playJSON(t, append(base, "--games", "6", "--rotate", "--jobs", "2")...)
	if a.IllegalActions != 0 || a.InvariantViolations != 0 {
		t.Fatalf("illegal %d, violations %d: %s", a.IllegalActions, a.InvariantViolations, a.FirstError)
	}
	if len(a.DecisionMsP50) != 2 || len(a.DecisionMsP99) != 2 || len(a.WinRateCI95) != 2 || len(a.MeanScoreCI95) != 2 {
		t.Fatalf("per-entry figures missing: %+v", a)
	}
	if a.Wins[0]+a.Wins[1] < a.Games {
		t.Fatalf("wins %v in %d games", a.Wins, a.Games)
	}
	for i, ci := range a.WinRateCI95 {
		rate := float64(a.Wins[i]) / float64(a.Games)
		if ci[0] > rate || ci[1] < rate {
			t.Fatalf("entry %d: win rate %.2f outside its interval %v", i, rate, ci)
		}
		if m := a.MeanScore[i]; a.MeanScoreCI95[i][0] > m || a.MeanScoreCI95[i][1] < m {
			t.Fatalf("entry %d: mean %.2f outside its interval %v", i, m, a.MeanScoreCI95[i])
		}
	}
}

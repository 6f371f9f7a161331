package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

func TestPlayUsage(t *testing.T) {
	runCLICases(t, []cliCase{
		{name: "no variant", args: []string{"play"}, stderr: "--variant is required", code: exitUsage},
		{name: "unknown bot", args: []string{"play", "--variant", "classic", "--bots", "random,genius"}, stderr: `unknown bot "genius"`, code: exitUsage},
		{name: "bot count", args: []string{"play", "--variant", "classic", "--bots", "random"}, stderr: "1 bots for 2 seats", code: exitUsage},
		{name: "bad option", args: []string{"play", "--variant", "romme", "--option", "knocking=maybe"}, stderr: "knocking", code: exitUsage},
		{name: "bad players", args: []string{"play", "--variant", "liverpool", "--players", "2"}, stderr: "from 3 to 8", code: exitUsage},
		{name: "help", args: []string{"play", "--help"}, prefix: "usage: rummy-sim play", code: exitOK},
	})
}

// playJSON runs `rummy-sim play ... --json` and decodes the report.
func playJSON(t *testing.T, args ...string) playReport {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(append(append([]string{"play"}, args...), "--json"), &out, &errb)
	if code != exitOK {
		t.Fatalf("exit %d: %s %s", code, out.String(), errb.String())
	}
	var rep playReport
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatalf("%v: %s", err, out.String())
	}
	return rep
}

func TestPlayDeterministic(t *testing.T) {
	for _, args := range [][]string{
		{"--variant", "classic", "--players", "3", "--games", "3", "--seed", "5"},
		{"--variant", "romme", "--games", "3", "--seed", "5", "--option", "knocking=true", "--bots", "random,random,random,random"},
		{"--variant", "liverpool", "--players", "4", "--games", "2", "--seed", "5"},
	} {
		a, b := playJSON(t, args...), playJSON(t, args...)
		if a.IllegalActions != 0 || a.InvariantViolations != 0 || a.Games == 0 || a.Hands == 0 || len(a.Wins) != a.Players || len(a.MeanScore) != a.Players {
			t.Fatalf("%v: %+v", args, a)
		}
		a.Seconds, b.Seconds, a.GamesPerSecond, b.GamesPerSecond = 0, 0, 0, 0
		a.DecisionMsP50, b.DecisionMsP50, a.DecisionMsP99, b.DecisionMsP99 = nil, nil, nil, nil // timings
		ja, _ := json.Marshal(a)
		jb, _ := json.Marshal(b)
		if !bytes.Equal(ja, jb) {
			t.Fatalf("same seed, different results:\n%s\n%s", ja, jb)
		}
	}
}

func TestReplay(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"format":1,"variant":"classic"`), 0o644); err != nil {
		t.Fatal(err)
	}
	runCLICases(t, []cliCase{
		{name: "golden", args: []string{"replay", "../../engine/testdata/replay_romme.json"}, prefix: "romme, 4 players, 911 actions\nhand    seat 0  seat 1  seat 2  seat 3  result\n1          -25     -20     -20     -30  stock_out\n", code: exitOK},
		{name: "missing file", args: []string{"replay", filepath.Join(dir, "none.json")}, stderr: "no such file", code: exitInvalid},
		{name: "corrupt file", args: []string{"replay", bad}, stderr: "not readable", code: exitInvalid},
		{name: "no file", args: []string{"replay"}, stderr: "exactly one saved game", code: exitUsage},
	})
}

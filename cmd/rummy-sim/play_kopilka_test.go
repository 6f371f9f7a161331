package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rummy/engine"
)

// TestPlayKopilka (issue 19 item 2): `play --variant kopilka` reports the
// usual fields and the rounds, plays every game with no illegal action
// and no invariant violation (chips conserved after every action, KOP-5),
// and gives the same result for the same seed; every bot level answers.
func TestPlayKopilka(t *testing.T) {
	args := []string{"--variant", "kopilka", "--players", "15", "--games", "20", "--seed", "3"}
	a, b := playJSON(t, args...), playJSON(t, args...)
	if a.Games != 20 || a.IllegalActions != 0 || a.InvariantViolations != 0 || a.Rounds == 0 || a.Actions < a.Rounds || len(a.Wins) != 15 {
		t.Fatalf("%+v", a)
	}
	wins := 0
	for _, w := range a.Wins {
		wins += w
	}
	if wins < a.Games {
		t.Errorf("%d wins in %d games", wins, a.Games)
	}
	a.Seconds, b.Seconds, a.GamesPerSecond, b.GamesPerSecond = 0, 0, 0, 0
	a.DecisionMsP50, b.DecisionMsP50, a.DecisionMsP99, b.DecisionMsP99 = nil, nil, nil, nil
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if !bytes.Equal(ja, jb) {
		t.Fatalf("same seed, different results:\n%s\n%s", ja, jb)
	}
	mixed := playJSON(t, "--variant", "kopilka", "--games", "4", "--seed", "9", "--think-ms", "5",
		"--bots", "random,greedy,easy,normal,hard", "--players", "5")
	if mixed.Games != 4 || mixed.IllegalActions != 0 || mixed.InvariantViolations != 0 {
		t.Fatalf("every level: %+v", mixed)
	}
}

// TestReplayKopilka: a saved Kopilka game replays (issue 19 item 1).
func TestReplayKopilka(t *testing.T) {
	o, err := engine.ParseOptions(engine.Kopilka, []string{"players=5"})
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.NewGame(engine.MustRules(o), 4)
	if err != nil {
		t.Fatal(err)
	}
	for !st.Over() {
		if _, err := st.Apply(st.Waiting()[0], engine.RevealAction()); err != nil {
			t.Fatal(err)
		}
	}
	data, err := engine.Save(st)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "k.json")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if code := run([]string{"replay", path}, &out, &errb); code != exitOK || !strings.HasPrefix(out.String(), "kopilka, 5 players") {
		t.Fatalf("replay: exit %d: %s %s", code, out.String(), errb.String())
	}
}

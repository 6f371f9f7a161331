package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"rummy/scenes/seat"
	"testing"

	"rummy/scenes/store"
)

// replayOutput runs `rummy-sim replay path` and returns its stdout.
func replayOutput(t *testing.T, path string) string {
	t.Helper()
	var out, errb bytes.Buffer
	if code := run([]string{"replay", path}, &out, &errb); code != exitOK {
		t.Fatalf("replay %s: exit %d, stderr %q", path, code, errb.String())
	}
	return out.String()
}

// TestAudit7ReplayAutosave: replay reads the autosave the game writes
// (testdata/autosave_romme.json was written by `rummy -variant romme
// -seats bot,bot -seed 3 -show sheet`), and the engine's saved game alone
// as before, with the same score sheet.
func TestAudit7ReplayAutosave(t *testing.T) {
	const gameFile = "testdata/autosave_romme.json"
	want := "romme, 2 players, 60 actions\n" +
		"hand    seat 0  seat 1  result\n" +
		"1          -10     +10  seat 1 out\n" +
		"total      -10      10\n" +
		"game in progress: hand 2, turn 1\n"
	if got := replayOutput(t, gameFile); got != want {
		t.Fatalf("replay of the game's autosave:\n%s\nwant:\n%s", got, want)
	}
	data, err := os.ReadFile(gameFile)
	if err != nil {
		t.Fatal(err)
	}
	var env struct{ Game json.RawMessage }
	if err := json.Unmarshal(data, &env); err != nil {
		t.Fatal(err)
	}
	inner := filepath.Join(t.TempDir(), "game.json")
	if err := os.WriteFile(inner, env.Game, 0o600); err != nil {
		t.Fatal(err)
	}
	if got := replayOutput(t, inner); got != want {
		t.Fatalf("replay of the game inside the autosave:\n%s\nwant:\n%s", got, want)
	}
}

// TestAudit7ReplayEnvelope wraps the engine's golden saved game in an
// autosave written by the game's own store code and checks that both
// forms replay alike, and that an autosave the game would refuse is
// refused with the game's reason.
func TestAudit7ReplayEnvelope(t *testing.T) {
	const golden = "../../engine/testdata/replay_romme.json"
	game, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	mem := store.NewMemory()
	seats := []store.SeatInfo{{Kind: store.Human, Name: "You"}, {Kind: store.Bot, Level: seat.Easy, Name: "B"}, {Kind: store.Bot, Level: seat.Normal, Name: "C"}, {Kind: store.Bot, Level: seat.Hard, Name: "D"}}
	if err := store.SaveGame(mem, store.Autosave{Seats: seats, Game: game}); err != nil {
		t.Fatal(err)
	}
	envelope, err := mem.Load(store.AutosaveName)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	wrapped := filepath.Join(dir, store.AutosaveName)
	if err := os.WriteFile(wrapped, envelope, 0o600); err != nil {
		t.Fatal(err)
	}
	if a, b := replayOutput(t, wrapped), replayOutput(t, golden); a != b {
		t.Fatalf("autosave:\n%s\nsaved game:\n%s", a, b)
	}

	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	runCLICases(t, []cliCase{
		{name: "bad seat kind", args: []string{"replay", write("cat.json", `{"format":1,"seats":[{"kind":"cat"}],"game":`+string(game)+`}`)}, stderr: "the autosave cannot be used: the data is damaged", code: exitInvalid},
		{name: "newer format", args: []string{"replay", write("new.json", `{"format":9,"seats":[],"game":{}}`)}, stderr: "newer version", code: exitInvalid},
		{name: "no game", args: []string{"replay", write("nogame.json", `{"format":1,"seats":[{"kind":"human","name":"A"}]}`)}, stderr: "not JSON", code: exitInvalid},
		{name: "bad game inside", args: []string{"replay", write("badgame.json", `{"format":1,"seats":[{"kind":"human","name":"A"}],"game":{"format":1}}`)}, stderr: "turn_cap", code: exitInvalid},
	})
}

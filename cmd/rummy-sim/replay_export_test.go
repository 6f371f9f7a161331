package main

import (
	"os"
	"path/filepath"
	"rummy/scenes/seat"
	"testing"
	"time"

	"rummy/engine"
	"rummy/scenes/store"
)

// TestIssue16ReplayReadsAnExportedGame (issue 16, item 4): a game the
// archive exports replays as the engine's saved game inside it does (the
// Rommé golden game is the one that is over; the archive keeps only
// finished games).
func TestIssue16ReplayReadsAnExportedGame(t *testing.T) {
	const golden = "../../engine/testdata/replay_romme.json"
	game, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.Load(game)
	if err != nil {
		t.Fatal(err)
	}
	if !st.Over() {
		t.Fatalf("%s is not a finished game", golden)
	}
	seats := make([]store.SeatInfo, st.Players())
	for i := range seats {
		seats[i] = store.SeatInfo{Kind: store.Bot, Level: seat.Hard, Name: "B"}
	}
	seats[0] = store.SeatInfo{Kind: store.Human, Name: "You"}
	g, err := store.Finish(st, seats, 0, time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	a := store.OpenArchive(store.NewMemory())
	id, err := a.Add(g)
	if err != nil {
		t.Fatal(err)
	}
	data, err := a.Export(id)
	if err != nil {
		t.Fatal(err)
	}
	k, _ := a.Get(id)
	exported := filepath.Join(t.TempDir(), store.ExportName(k.ArchiveEntry))
	if err := os.WriteFile(exported, data, 0o600); err != nil {
		t.Fatal(err)
	}
	if a, b := replayOutput(t, exported), replayOutput(t, golden); a != b {
		t.Errorf("the exported game replays as\n%s\nthe saved game as\n%s", a, b)
	}
}

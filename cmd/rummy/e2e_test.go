//go:build !js

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"rummy/engine"
	"rummy/scenes/store"
)

// xdo runs xdotool with arguments.
func xdo(t *testing.T, args ...string) string {
	t.Helper()
	out, err := exec.Command("xdotool", args...).Output()
	if err != nil {
		t.Fatalf("xdotool %v: %v", args, err)
	}
	return strings.TrimSpace(string(out))
}

// savedLog reads the game's state from its autosave.
func savedLog(t *testing.T, dir string) []engine.LoggedAction {
	t.Helper()
	st, err := store.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	sv, err := store.LoadGame(st)
	if err != nil {
		return nil
	}
	g, err := engine.Load(sv.Game)
	if err != nil {
		t.Fatalf("the autosave does not load: %v", err)
	}
	return g.Log()
}

// made reports whether the autosave holds a move of seat 0 of a kind.
func made(t *testing.T, dir string, kind engine.ActionKind) bool {
	for _, la := range savedLog(t, dir) {
		if la.Seat == 0 && la.Action.Kind == kind {
			return true
		}
	}
	return false
}

// tryUntil repeats a gesture (the game ignores input while the player
// watches an animation, which a loaded machine stretches) until the move
// reaches the game.
func tryUntil(t *testing.T, dir string, kind engine.ActionKind, gesture func()) {
	t.Helper()
	for try := 0; try < 6; try++ {
		gesture()
		for i := 0; i < 30; i++ {
			if made(t, dir, kind) {
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	t.Fatalf("no %v by the person reached the game", kind)
}

// buildGame skips the test without xdotool or an X display, else returns
// a temporary folder for the test and the game binary the process's
// tests share.
func buildGame(t *testing.T) (dir, bin string) {
	t.Helper()
	if _, err := exec.LookPath("xdotool"); err != nil || os.Getenv("DISPLAY") == "" {
		t.Skip("needs xdotool and an X display (run under xvfb-run)")
	}
	return t.TempDir(), gameBinary(t)
}

// TestRealBinaryTakesMouseInput builds the game, runs it in the X display
// the tests run under (xvfb-run), and plays the person's first turn of a
// classic game with xdotool: drag the stock into the hand, drag a card
// onto the discard pile. The game's state is checked through its autosave
// (what the engine recorded), and the window is captured when RUMMY_SHOTS
// names a folder.
func TestRealBinaryTakesMouseInput(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the game (about a minute): not with -short")
	}
	dir, bin := buildGame(t)
	cfg := filepath.Join(dir, "cfg")
	game := exec.Command(bin, "-config-dir", cfg, "-size", "1280x800", "-variant", "classic", "-seats", "human,bot", "-seed", "7", "-mute")
	if err := game.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = game.Process.Kill(); _, _ = game.Process.Wait() }()
	var wid string
	for i := 0; i < 200 && wid == ""; i++ {
		out, _ := exec.Command("xdotool", "search", "--name", "^Rummy$").Output()
		wid = strings.TrimSpace(strings.Split(string(out), "\n")[0])
		time.Sleep(100 * time.Millisecond)
	}
	if wid == "" {
		t.Fatal("the game window never appeared")
	}
	time.Sleep(3 * time.Second) // the deal
	drag := func(x0, y0, x1, y1 int) {
		p := func(v int) string { return strconv.Itoa(v) }
		xdo(t, "mousemove", "--window", wid, p(x0), p(y0), "sleep", "0.3", "mousedown", "1", "sleep", "0.3",
			"mousemove", "--window", wid, p((x0+x1)/2), p((y0+y1)/2), "sleep", "0.3",
			"mousemove", "--window", wid, p(x1), p(y1), "sleep", "0.4", "mouseup", "1")
	}
	// At 1280×800 with two seats the stock is at the left of the middle
	// band, the discard beside it, the hand along the bottom.
	shots := os.Getenv("RUMMY_SHOTS")
	defer func() {
		if shots != "" {
			_ = exec.Command("import", "-window", wid, filepath.Join(shots, "real-binary-classic.png")).Run()
		}
	}()
	tryUntil(t, cfg, engine.ActDraw, func() { drag(60, 285, 640, 700) })
	tryUntil(t, cfg, engine.ActDiscard, func() { drag(275, 700, 150, 285) })
}

//go:build !js

package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/scenes/store"
)

// hintProbe is the part of the probe the undo test reads besides screen:
// the hint shown and the legal moves.
type hintProbe struct {
	Table struct {
		Hint, HintAction string
		Legal            []string
	}
}

// readHint returns the probe's hint fields.
func (p *player) readHint() hintProbe {
	var h hintProbe
	if data, err := os.ReadFile(p.probe); err == nil {
		_ = json.Unmarshal(data, &h)
	}
	return h
}

// press sends keys (xdotool names: h, ctrl+z) to the game's window.
func (p *player) press(keys string) {
	// The key is held for a while: the game reads the keyboard once a
	// frame, and a press released before a slow frame is never seen.
	xdo(p.t, "windowfocus", p.wid, "sleep", "0.1", "keydown", "--clearmodifiers", keys, "sleep", "0.3", "keyup", keys, "sleep", "0.15")
}

// startReal starts the real binary on a new game and returns its driver
// and a function that ends it.
func startReal(t *testing.T, bin, variant, seats string, seed int) (*player, func()) {
	t.Helper()
	dir := t.TempDir()
	cfg := filepath.Join(dir, "cfg")
	st, err := store.OpenDir(cfg)
	if err != nil {
		t.Fatal(err)
	}
	settings := store.DefaultSettings()
	settings.AnimationSpeed = store.Fast
	if err := store.SaveSettings(st, settings); err != nil {
		t.Fatal(err)
	}
	probe := filepath.Join(dir, "probe.json")
	game := exec.Command(bin, "-config-dir", cfg, "-size", "1280x800", "-variant", variant, "-seats", seats,
		"-seed", strconv.Itoa(seed), "-mute", "-probe", probe)
	game.Stderr = os.Stderr
	if err := game.Start(); err != nil {
		t.Fatal(err)
	}
	p := &player{t: t, probe: probe, cfg: cfg, exited: make(chan struct{})}
	go func() { _ = game.Wait(); close(p.exited) }()
	stop := func() { _ = game.Process.Kill(); <-p.exited }
	first := p.await("the table shows", time.Minute, func(s *screen) bool { return s.Scene == "table" })
	for i := 0; i < 200 && p.wid == ""; i++ {
		out, _ := exec.Command("xdotool", "search", "--pid", strconv.Itoa(game.Process.Pid), "--name", "^Rummy$").Output()
		p.wid = strings.TrimSpace(strings.Split(string(out), "\n")[0])
		time.Sleep(50 * time.Millisecond)
	}
	if p.wid == "" {
		stop()
		t.Fatal("the game window never appeared")
	}
	p.scale = 1
	for _, line := range strings.Split(xdo(t, "getwindowgeometry", "--shell", p.wid), "\n") {
		if w, ok := strings.CutPrefix(line, "WIDTH="); ok {
			if n, err := strconv.Atoi(w); err == nil && first.W > 0 {
				p.scale = float64(n) / first.W
			}
		}
	}
	return p, stop
}

// TestIssue15RealBinaryUndoAndHint (issue 15 items 2, 3): the real
// binary plays a hand of classic rummy driven by xdotool; the person
// presses H before the first moves (the hint shows, and names a legal
// move), and Ctrl+Z after the first moves that may be taken back: the
// autosave's log and state hash go back to the position before the move.
// At the end the autosave holds exactly the moves made and not undone.
// The table with a hint is saved as real-binary-hint.png when
// RUMMY_SHOTS names a folder.
func TestIssue15RealBinaryUndoAndHint(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the game and plays a hand with the mouse and keys (minutes): not with -short")
	}
	_, bin := buildGame(t)
	const seed = 7
	p, stop := startReal(t, bin, "classic", "human,bot", seed)
	defer stop()
	brain, err := bots.New("normal", seed, 0, bots.Config{})
	if err != nil {
		t.Fatal(err)
	}
	var made []engine.Action
	hints, undos, misses := 0, 0, 0
	deadline := time.Now().Add(10 * time.Minute)
	for {
		if time.Now().After(deadline) {
			t.Fatalf("the hand did not end in 10 minutes; %d moves made", len(made))
		}
		s := p.ready()
		if s.Table.HandOver {
			break
		}
		g := p.saved()
		if g == nil || len(g.Results()) > 0 || !agree(&s, g.View(0)) {
			time.Sleep(50 * time.Millisecond)
			continue
		}
		if hints < 2 {
			p.press("h")
			if !p.within(10*time.Second, func(*screen) bool { return p.readHint().Table.Hint != "" }) {
				t.Fatal("H showed no hint")
			}
			h := p.readHint()
			if !slices.Contains(h.Table.Legal, h.Table.HintAction) {
				t.Fatalf("the hint %q (%s) is not among the legal moves %v", h.Table.Hint, h.Table.HintAction, h.Table.Legal)
			}
			hints++
			t.Logf("hint %d: %s (%s)", hints, h.Table.Hint, h.Table.HintAction)
			if dir := os.Getenv("RUMMY_SHOTS"); dir != "" && hints == 1 {
				if err := exec.Command("import", "-window", p.wid, filepath.Join(dir, "real-binary-hint.png")).Run(); err != nil {
					t.Errorf("capturing the window: %v", err)
				}
			}
		}
		log := g.Log()
		hash := g.Hash()
		a := chooseMove(brain, g.View(0), s.Table.Staging)
		p.perform(a)
		got, ok := p.landed(len(log))
		if !ok {
			if misses++; misses > 10 {
				t.Fatalf("%d gestures in a row did not reach the game; the last was %v", misses, a)
			}
			continue
		}
		misses = 0
		if !sameMove(a, got) {
			t.Fatalf("move %d: the mouse made %v, the game logged %v", len(made)+1, a, got)
		}
		made = append(made, got)
		if undos >= 2 || !p.within(2*time.Second, func(s *screen) bool { _, _, ok := s.control("undo"); return ok }) {
			continue
		}
		p.press("ctrl+z")
		back := p.within(10*time.Second, func(*screen) bool {
			g := p.saved()
			return g != nil && len(g.Log()) == len(log) && g.Hash() == hash
		})
		if !back {
			g := p.saved()
			t.Fatalf("Ctrl+Z after %v: the autosave holds %d actions (want %d), hash equal %v", got, len(g.Log()), len(log), g.Hash() == hash)
		}
		undos++
		made = made[:len(made)-1]
		t.Logf("undo %d: %v taken back", undos, got)
	}
	if undos == 0 {
		t.Fatal("no move of the hand could be taken back")
	}
	g := p.saved()
	if g == nil || len(g.Results()) == 0 {
		t.Fatal("the hand ended on screen but not in the autosave")
	}
	var mine []engine.Action
	for _, la := range g.Log() {
		if la.Seat == 0 {
			mine = append(mine, la.Action)
		}
	}
	if len(mine) != len(made) {
		t.Fatalf("the autosave holds %d moves of the person, %d were made and not undone", len(mine), len(made))
	}
	for i := range made {
		if !made[i].Equal(mine[i]) {
			t.Fatalf("move %d: the autosave holds %v, the person made %v", i+1, mine[i], made[i])
		}
	}
	t.Logf("%d moves, %d hints, %d undos", len(made), hints, undos)
}

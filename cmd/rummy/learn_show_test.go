//go:build linux && !android

package main

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestIssue16ShowReplayAndTutorial (issue 16, item 8): `rummy -show
// tutorial` saves the guided hand of -variant, `-show replay -variant V`
// lets bots play a game when none is kept and saves it in the replay
// viewer, and `-show replay` without a kept game or -variant says what
// to add; the old -show values are unchanged.
func TestIssue16ShowReplayAndTutorial(t *testing.T) {
	needDisplay(t)
	bin := buildBinary(t)
	dir := t.TempDir()
	env := append(os.Environ(), "ALSA_CONFIG_PATH=/nonexistent")
	for _, run := range []struct {
		name string
		args []string
	}{
		{"tutorial-liverpool-ru", []string{"-show", "tutorial", "-variant", "liverpool", "-lang", "ru"}},
		{"replay-classic-en", []string{"-show", "replay", "-variant", "classic", "-seats", "human,bot", "-seed", "3"}},
		{"log-romme-de", []string{"-show", "log", "-variant", "romme", "-seats", "human,bot", "-seed", "5", "-lang", "de"}},
		{"pile-classic-en", []string{"-show", "pile", "-variant", "classic", "-seats", "human,bot", "-seed", "5"}},
	} {
		shot := filepath.Join(dir, run.name+".png")
		args := append([]string{"-config-dir", filepath.Join(dir, run.name), "-mute", "-size", "1280x800", "-screenshot", shot}, run.args...)
		if stderr, code := runBinary(t, bin, env, args...); code != 0 {
			t.Fatalf("%s: exit %d: %s", run.name, code, stderr)
		}
		f, err := os.Open(shot)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil || img.Bounds().Dx() != 1280 {
			t.Fatalf("%s: %v", run.name, err)
		}
	}
	stderr, code := runBinary(t, bin, env, "-config-dir", filepath.Join(dir, "empty"), "-mute", "-show", "replay", "-screenshot", filepath.Join(dir, "x.png"))
	if code == 0 || !strings.Contains(stderr, "-variant") {
		t.Fatalf("-show replay with nothing kept: exit %d, %q", code, stderr)
	}
}

//go:build linux && !android

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAudit6CommandLineStartKeepsTheSave (issue 12, item 6): a table
// started from the command line keeps the game in progress as
// autosave.json.prev-N and says so; a screenshot run without -config-dir
// writes nothing in the player's configuration folder.
func TestAudit6CommandLineStartKeepsTheSave(t *testing.T) {
	needDisplay(t)
	bin := buildBinary(t)
	dir := t.TempDir()
	cfg := filepath.Join(dir, "cfg")
	env := append(os.Environ(), "ALSA_CONFIG_PATH=/nonexistent")
	start := []string{"-variant", "classic", "-seats", "human,bot", "-seed", "7", "-mute", "-size", "1280x800",
		"-screenshot", filepath.Join(dir, "s.png"), "-frames", "20"}
	autosave := filepath.Join(cfg, "autosave.json")
	stderr, code := runBinary(t, bin, env, append([]string{"-config-dir", cfg}, start...)...)
	first, err := os.ReadFile(autosave)
	if code != 0 || err != nil || strings.Contains(stderr, "kept") {
		t.Fatalf("first start: exit %d, autosave %v, stderr:\n%s", code, err, stderr)
	}
	for n := 1; n <= 2; n++ {
		before, _ := os.ReadFile(autosave)
		stderr, code = runBinary(t, bin, env, append([]string{"-config-dir", cfg}, start...)...)
		prev := filepath.Join(cfg, "autosave.json.prev-"+string(rune('0'+n)))
		kept, err := os.ReadFile(prev)
		if code != 0 || err != nil || !bytes.Equal(kept, before) || !strings.Contains(stderr, "kept as "+prev) {
			t.Errorf("start %d over a save: exit %d, %s: %v (same as before: %v), stderr:\n%s", n+1, code, prev, err, bytes.Equal(kept, before), stderr)
		}
	}
	if len(first) == 0 {
		t.Error("the first autosave is empty")
	}

	home := filepath.Join(dir, "home")
	tmp := filepath.Join(dir, "tmp")
	for _, d := range []string{home, tmp} {
		if err := os.Mkdir(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	env = append(env, "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"), "TMPDIR="+tmp)
	for _, args := range [][]string{start, {"-mute", "-screenshot", filepath.Join(dir, "m.png"), "-frames", "20"}} {
		stderr, code = runBinary(t, bin, env, args...)
		if code != 0 {
			t.Errorf("%q: exit %d\n%s", args, code, stderr)
		}
		if _, err := os.Stat(filepath.Join(home, ".config", "rummy")); !os.IsNotExist(err) {
			t.Errorf("%q without -config-dir wrote into the player's folder (%v)", args, err)
		}
		if left, _ := os.ReadDir(tmp); len(left) != 0 {
			t.Errorf("%q left its temporary folder behind: %v", args, left)
		}
	}
}

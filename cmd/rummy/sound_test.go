//go:build linux && !android

package main

import (
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// needDisplay skips a test that runs the game's window without an X
// display (run the tests under xvfb-run).
func needDisplay(t *testing.T) {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		t.Skip("needs an X display (run under xvfb-run)")
	}
}

// TestAudit13BrokenSoundPlaysSilently (issue 12, item 13) runs the real
// game with a missing and a garbage ALSA configuration: it must start,
// run a few hundred frames (the settings screen, and a table that plays
// its dealing sounds), write its screenshot and exit 0, the settings
// saying there is no sound device.
func TestAudit13BrokenSoundPlaysSilently(t *testing.T) {
	needDisplay(t)
	bin := buildBinary(t)
	dir := t.TempDir()
	garbage := filepath.Join(dir, "asound.conf")
	if err := os.WriteFile(garbage, []byte("pcm.!default {{{ garbage ;;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for i, conf := range []string{"/nonexistent/asound.conf", garbage} {
		env := append(os.Environ(), "ALSA_CONFIG_PATH="+conf)
		for _, run := range []struct {
			name string
			args []string
			note string // a note the last frame's probe must hold
		}{
			{"settings", []string{"-show", "settings"}, "No sound device"},
			{"table", []string{"-variant", "romme", "-seats", "human,bot,bot", "-seed", "3"}, ""},
		} {
			shot := filepath.Join(dir, run.name+".png")
			probe := filepath.Join(dir, run.name+".json")
			_ = os.Remove(shot)
			cfg := filepath.Join(dir, fmt.Sprintf("cfg-%d-%s", i, run.name)) // nothing to keep aside, so stderr has no "rummy:"
			args := append([]string{"-config-dir", cfg, "-size", "1280x800", "-frames", "300",
				"-screenshot", shot, "-probe", probe}, run.args...)
			stderr, code := runBinary(t, bin, env, args...)
			if code != 0 || strings.Contains(stderr, "rummy:") {
				t.Errorf("ALSA_CONFIG_PATH=%s, %s: exit %d\n%s", conf, run.name, code, stderr)
				continue
			}
			f, err := os.Open(shot)
			if err != nil {
				t.Errorf("ALSA_CONFIG_PATH=%s, %s: no screenshot: %v", conf, run.name, err)
				continue
			}
			_, err = png.Decode(f)
			f.Close()
			if err != nil {
				t.Errorf("ALSA_CONFIG_PATH=%s, %s: the screenshot is no PNG: %v", conf, run.name, err)
			}
			if run.note == "" {
				continue
			}
			var p struct {
				Scene string   `json:"scene"`
				Notes []string `json:"notes"`
			}
			b, err := os.ReadFile(probe)
			if err == nil {
				err = json.Unmarshal(b, &p)
			}
			if err != nil || p.Scene != "settings" || !slices.ContainsFunc(p.Notes, func(n string) bool { return strings.Contains(n, run.note) }) {
				t.Errorf("ALSA_CONFIG_PATH=%s: the settings show %q (%v), want a note %q", conf, p.Notes, err, run.note)
			}
		}
	}
}

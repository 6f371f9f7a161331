//go:build linux && !android

package main

import (
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
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

// TestRealBinarySoundIdlesAtAnIdleTable (issue 24, item 12): with sound
// on and ALSA's null device (which never blocks, so oto's writer loop
// spun a whole core writing silence: 1.50 cores against 0.73 with
// -mute), the real game at a table waiting for the person costs within
// 10 % of the same run with -mute. Each pair runs the same seeded table
// for the same number of frames, sound on and -mute in turn (which goes
// first alternates), and compares the processes' CPU time (user +
// system, as the kernel counted it, not wall time); the median of the
// pairs' ratios must stay under 1.10.
func TestRealBinarySoundIdlesAtAnIdleTable(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the real game ten times (about three minutes)")
	}
	needDisplay(t)
	bin := buildBinary(t)
	null, err := filepath.Abs("../../.ci/asound-null.conf")
	if err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "ALSA_CONFIG_PATH="+null)
	dir := t.TempDir()
	run := func(name string, mute bool) time.Duration {
		args := []string{"-config-dir", filepath.Join(dir, name), "-size", "1280x800", "-frames", "400",
			"-screenshot", filepath.Join(dir, name+".png"), "-variant", "classic", "-seats", "human,bot", "-seed", "3"}
		if mute {
			args = append(args, "-mute")
		}
		cmd := exec.Command(bin, args...)
		cmd.Env = env
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", name, err, out)
		}
		return cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	}
	const pairs = 5
	var ratios []float64
	for i := range pairs {
		var on, off time.Duration
		if i%2 == 0 {
			on, off = run(fmt.Sprintf("on%d", i), false), run(fmt.Sprintf("off%d", i), true)
		} else {
			off, on = run(fmt.Sprintf("off%d", i), true), run(fmt.Sprintf("on%d", i), false)
		}
		ratios = append(ratios, on.Seconds()/off.Seconds())
		t.Logf("pair %d: sound on %.2f CPU-s, -mute %.2f CPU-s, ratio %.2f", i, on.Seconds(), off.Seconds(), ratios[i])
	}
	slices.Sort(ratios)
	if med := ratios[pairs/2]; med > 1.10 {
		t.Errorf("with sound on the game costs %.2f× its -mute CPU (median of %d pairs, sorted %.2f), want ≤ 1.10", med, pairs, ratios)
	}
}

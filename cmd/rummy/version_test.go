//go:build linux && !android

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestVersionFlag (issue 33) builds the game with a version and commit
// linked in, as make dist does, and runs rummy -version without a display
// and, when the test has one, with it: both print "rummy 1.2.3 (abc1234)"
// on standard output and exit 0, opening no window.
func TestVersionFlag(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "rummy")
	build := exec.Command("go", "build", "-ldflags", "-X rummy/internal/version.Version=1.2.3 -X rummy/internal/version.Commit=abc1234", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	noDisplay := slices.DeleteFunc(os.Environ(), func(kv string) bool {
		return strings.HasPrefix(kv, "DISPLAY=") || strings.HasPrefix(kv, "WAYLAND_DISPLAY=")
	})
	envs := [][]string{noDisplay}
	if os.Getenv("DISPLAY") != "" {
		envs = append(envs, os.Environ())
	}
	for _, env := range envs {
		cmd := exec.Command(bin, "-version")
		cmd.Env = append(env, "HOME="+t.TempDir(), "XDG_CONFIG_HOME="+t.TempDir())
		out, err := cmd.Output()
		if err != nil || string(out) != "rummy 1.2.3 (abc1234)\n" {
			t.Errorf("rummy -version (display %v): %q, %v; want \"rummy 1.2.3 (abc1234)\" and exit 0", len(env) != len(noDisplay), out, err)
		}
	}
}

//go:build linux && !android

package main

import (
	"errors"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// buildBinary returns the game binary the process's tests share.
func buildBinary(t *testing.T) string { return gameBinary(t) }

// runBinary runs the game with args and an environment, and returns its
// standard error and exit status.
func runBinary(t *testing.T, bin string, env []string, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = env
	var stderr strings.Builder
	cmd.Stderr = &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return stderr.String(), 0
	case errors.As(err, &exit):
		return stderr.String(), exit.ExitCode()
	}
	t.Fatalf("%v: %v", args, err)
	return "", -1
}

// TestAudit11NoDisplay (issue 12, item 11) runs the built game with
// DISPLAY unset: -h prints the usage, a bad flag its one line, and a
// start says in one line that there is no display — never Ebiten's panic.
func TestAudit11NoDisplay(t *testing.T) {
	bin := buildBinary(t)
	env := slices.DeleteFunc(os.Environ(), func(kv string) bool {
		return strings.HasPrefix(kv, "DISPLAY=") || strings.HasPrefix(kv, "WAYLAND_DISPLAY=")
	})
	env = append(env, "HOME="+t.TempDir(), "XDG_CONFIG_HOME="+t.TempDir())
	for _, tc := range []struct {
		args []string
		code int
		want string // the first line of standard error starts with it
		one  bool   // standard error is that one line
	}{
		{[]string{"-h"}, 0, "usage: rummy", false},
		{[]string{"-help"}, 0, "usage: rummy", false},
		{[]string{"-bogus"}, 2, "rummy: flag provided but not defined: -bogus", true},
		{[]string{"-frames", "x"}, 2, "rummy: invalid value \"x\" for flag -frames", true},
		{[]string{"-size", "big"}, 2, "rummy: -size \"big\"", true},
		{nil, 1, "rummy: no display: set DISPLAY or run under xvfb-run", true},
		{[]string{"-variant", "classic", "-seats", "human,bot", "-mute"}, 1, "rummy: no display: set DISPLAY or run under xvfb-run", true},
	} {
		stderr, code := runBinary(t, bin, env, tc.args...)
		lines := strings.Split(strings.TrimRight(stderr, "\n"), "\n")
		if code != tc.code || !strings.HasPrefix(lines[0], tc.want) || (tc.one && len(lines) != 1) || strings.Contains(stderr, "panic") {
			t.Errorf("rummy %q without a display: exit %d, stderr:\n%s\nwant exit %d and %q", tc.args, code, stderr, tc.code, tc.want)
		}
	}
}

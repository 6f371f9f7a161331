package main

import (
	"bytes"
	"testing"

	"rummy/internal/version"
)

// TestVersionCommand: rummy-sim version prints the shared version line;
// an argument is a usage error.
func TestVersionCommand(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"version"}, &out, &errb); code != exitOK || out.String() != version.Line("rummy-sim")+"\n" {
		t.Fatalf("rummy-sim version: exit %d, %q; want 0 and %q", code, out.String(), version.Line("rummy-sim"))
	}
	out.Reset()
	if code := run([]string{"version", "x"}, &out, &errb); code != exitUsage || out.Len() != 0 {
		t.Fatalf("rummy-sim version x: exit %d, stdout %q; want %d and nothing", code, out.String(), exitUsage)
	}
}

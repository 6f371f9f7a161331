package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestNoEbiten (issue 14 item 1): the server and the online client
// depend on no Ebiten or audio back-end, and the client builds for the
// browser. It runs under -short too, so CI runs it.
func TestNoEbiten(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "rummy/cmd/rummy-server", "rummy/scenes/online").CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		// Module paths, not substrings: "oto" is in net/textproto and
		// engine/match/proto too.
		for _, bad := range []string{"github.com/hajimehoshi/", "github.com/ebitengine/"} {
			if strings.HasPrefix(dep, bad) {
				t.Errorf("the server or the online client depends on %s", dep)
			}
		}
	}
	build := exec.Command("go", "build", "rummy/scenes/online")
	build.Env = append(build.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("scenes/online does not build for js/wasm: %v\n%s", err, out)
	}
}

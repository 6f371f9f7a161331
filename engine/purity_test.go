package engine

import (
	"os/exec"
	"strings"
	"testing"
)

// TestPurity enforces the architecture: the rules and the bots depend on
// no Ebiten and no audio back-end, import no I/O package themselves, and
// build for the browser (GOOS=js GOARCH=wasm). The match (engine/match)
// also imports nothing of the project but the engine and never reads
// the wall clock (package time). It runs with -short too (a few seconds
// of the go tool, cached builds), so CI checks it.
func TestPurity(t *testing.T) {
	pkgs := []string{"rummy/engine/...", "rummy/bots/..."}
	out, err := exec.Command("go", append([]string{"list", "-e", "-deps"}, pkgs...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		for _, bad := range []string{"github.com/hajimehoshi/", "github.com/ebitengine/"} {
			if strings.HasPrefix(dep, bad) {
				t.Errorf("engine/bots depend on %s: they must not use Ebiten or audio", dep)
			}
		}
	}
	out, err = exec.Command("go", append([]string{"list", "-e", "-f", "{{.ImportPath}}:{{join .Imports \" \"}}"}, pkgs...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("go list imports: %v\n%s", err, out)
	}
	io := map[string]bool{"os": true, "os/exec": true, "io/ioutil": true, "io/fs": true, "net": true, "net/http": true,
		"path/filepath": true, "syscall": true, "syscall/js": true, "os/signal": true}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		pkg, imports, _ := strings.Cut(line, ":")
		for _, imp := range strings.Fields(imports) {
			if io[imp] {
				t.Errorf("%s imports %s: engine and bots do no I/O", pkg, imp)
			}
			if strings.HasPrefix(pkg, "rummy/engine/match") && (imp == "time" || (strings.HasPrefix(imp, "rummy/") && imp != "rummy/engine")) {
				t.Errorf("%s imports %s: the match imports the engine and the standard library only, and no clock", pkg, imp)
			}
		}
	}
	for _, p := range pkgs {
		build := exec.Command("go", "build", p)
		build.Env = append(build.Environ(), "GOOS=js", "GOARCH=wasm")
		if out, err := build.CombinedOutput(); err != nil && !strings.Contains(string(out), "matched no packages") {
			t.Fatalf("%s does not build for GOOS=js GOARCH=wasm: %v\n%s", p, err, out)
		}
	}
}

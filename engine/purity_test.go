package engine

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestPurity enforces the architecture: the rules and the bots depend on
// no Ebiten and no audio back-end, import no I/O package themselves, and
// build for the browser (GOOS=js GOARCH=wasm). The match (engine/match)
// also imports nothing of the project but the engine and never reads
// the wall clock nor sets a timer (its deadlines are times on the
// owner's injected clock: clockFree). It runs with -short too (a few seconds
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
			if strings.HasPrefix(pkg, "rummy/engine/match") && strings.HasPrefix(imp, "rummy/") && imp != "rummy/engine" {
				t.Errorf("%s imports %s: the match imports the engine and the standard library only", pkg, imp)
			}
		}
	}
	clockFree(t, "match")
	clockFree(t, "match/proto")
	for _, p := range pkgs {
		build := exec.Command("go", "build", p)
		build.Env = append(build.Environ(), "GOOS=js", "GOARCH=wasm")
		if out, err := build.CombinedOutput(); err != nil && !strings.Contains(string(out), "matched no packages") {
			t.Fatalf("%s does not build for GOOS=js GOARCH=wasm: %v\n%s", p, err, out)
		}
	}
}

// wallClock are the calls of package time that read the wall clock,
// wait or start a timer.
var wallClock = map[string]bool{"Now": true, "Since": true, "Until": true, "Sleep": true, "After": true,
	"AfterFunc": true, "Tick": true, "NewTimer": true, "NewTicker": true}

// clockFree fails if a (non-test) Go file in dir calls any of
// wallClock: the package may use times and durations as values only.
func clockFree(t *testing.T, dir string) {
	t.Helper()
	fset := token.NewFileSet()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no Go files in %s (%v)", dir, err)
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if x, ok := sel.X.(*ast.Ident); ok && x.Name == "time" && wallClock[sel.Sel.Name] {
					t.Errorf("%s: time.%s: the match reads no wall clock and sets no timer (its owner's Clock does)", fset.Position(sel.Pos()), sel.Sel.Name)
				}
			}
			return true
		})
	}
}

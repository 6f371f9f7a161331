package verify

import (
	"os/exec"
	"strings"
	"testing"
)

// TestPurity: the deal check is one code path for the desktop and
// browser clients, rummy-sim and the load generator, so it imports
// nothing of the project but the engine and the protocol, does no I/O,
// reads no clock and builds for the browser.
func TestPurity(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", `{{join .Imports " "}}`, "rummy/internal/verify").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, imp := range strings.Fields(string(out)) {
		switch {
		case imp == "rummy/engine", imp == "rummy/engine/match/proto":
		case strings.HasPrefix(imp, "rummy/"), strings.Contains(imp, "."),
			imp == "os", imp == "io/fs", imp == "net", imp == "net/http", imp == "time", imp == "syscall", imp == "syscall/js":
			t.Errorf("verify imports %s: it is the engine's replay and the protocol's types only", imp)
		}
	}
	build := exec.Command("go", "build", "rummy/internal/verify")
	build.Env = append(build.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("verify does not build for GOOS=js GOARCH=wasm: %v\n%s", err, out)
	}
}

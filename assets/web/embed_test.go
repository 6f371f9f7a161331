package web

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestIndexHTMLNamesWhatTheBuildWrites checks the page against the file
// names `make web` writes and the hook the game calls.
func TestIndexHTMLNamesWhatTheBuildWrites(t *testing.T) {
	page := string(IndexHTML)
	for _, want := range []string{
		`<script src="wasm_exec.js"></script>`, // copied from GOROOT/lib/wasm
		`fetch("rummy.wasm")`,                  // the game
		`window.rummyStarted = `,               // the game's hook
		`Object.defineProperty(window, "rummyReady"`,
		`getContext("webgl2")`, // Ebiten draws with WebGL 2
		`WebAssembly.instantiate(bytes, go.importObject)`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %s", want)
		}
	}
	if strings.Contains(page, "instantiateStreaming") {
		t.Error("the page streams the wasm: it cannot report progress that way")
	}
}

// TestIndexHTMLScriptParses checks the page's inline script with node
// (skipped where node is not installed).
func TestIndexHTMLScriptParses(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	page := string(IndexHTML)
	const open = "<script>\n"
	start := strings.Index(page, open)
	end := strings.LastIndex(page, "</script>")
	if start < 0 || end < start {
		t.Fatal("the page has no inline script")
	}
	file := filepath.Join(t.TempDir(), "page.js")
	if err := os.WriteFile(file, []byte(page[start+len(open):end]), 0o600); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(node, "--check", file).CombinedOutput(); err != nil {
		t.Errorf("the inline script does not parse: %v\n%s", err, out)
	}
}

// TestIndexHTMLVersionMarks: the build (make web, make dist) writes the
// version into the page by replacing these two marks, each exactly once;
// the page as committed says "dev" like every build without a version.
func TestIndexHTMLVersionMarks(t *testing.T) {
	page := string(IndexHTML)
	for _, mark := range []string{`<meta name="rummy-version" content="dev">`, `<div id="version">dev</div>`} {
		if n := strings.Count(page, mark); n != 1 {
			t.Errorf("the page has %d of %s, want 1 (the Makefile's web target replaces it)", n, mark)
		}
	}
}

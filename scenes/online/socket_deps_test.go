package online

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestBrowserBuildLinksNoNetworkStack: the browser build of the game
// talks through the browser's own WebSocket, so neither the WebSocket
// library nor Go's HTTP and TLS stacks (about 2 MB of rummy.wasm) are
// linked into it.
func TestBrowserBuildLinksNoNetworkStack(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", "rummy/cmd/rummy")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := map[string]bool{}
	for _, p := range strings.Fields(string(out)) {
		deps[p] = true
	}
	if !deps["rummy/scenes/online"] {
		t.Fatal("the browser build does not link rummy/scenes/online: the test looks at the wrong program")
	}
	for _, p := range []string{"net/http", "crypto/tls", "github.com/coder/websocket"} {
		if deps[p] {
			t.Errorf("the browser build links %s", p)
		}
	}
}

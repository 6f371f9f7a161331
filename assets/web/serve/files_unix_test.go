//go:build unix

package serve

import (
	"net/http"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestAudit12SpecialFiles: a named pipe inside the folder is not served
// and does not hold the request.
func TestAudit12SpecialFiles(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe.wasm"), 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	h := handler(t, dir)
	done := make(chan int, 1)
	go func() { done <- get(h, "GET", "/pipe.wasm").Code }()
	select {
	case code := <-done:
		if code != http.StatusNotFound {
			t.Fatalf("GET /pipe.wasm: %d, want 404", code)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("GET /pipe.wasm: no answer after 5 s")
	}
}

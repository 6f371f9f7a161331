package main

import (
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"
)

// startServe runs `rummy-sim serve args...` until the test ends and
// returns the address it serves at (host:port).
func startServe(t *testing.T, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	var stdout, stderr lockedBuffer
	done := make(chan int, 1)
	go func() { done <- serveCommand(ctx, args, &stdout, &stderr) }()
	t.Cleanup(func() {
		cancel()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Error("the server did not stop")
		}
	})
	line := regexp.MustCompile(`at http://([^/]+)/\n$`)
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if m := line.FindStringSubmatch(stdout.String()); m != nil {
			return m[1]
		}
	}
	t.Fatalf("no serving line; stdout %q, stderr %q", stdout.String(), stderr.String())
	return ""
}

// fetch asks the server at addr for path with the given Host header.
func fetch(t *testing.T, addr, host, path string) (int, http.Header, string) {
	t.Helper()
	req, err := http.NewRequest("GET", "http://"+addr+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Host = host
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 40)) // enough to tell what was served
	return resp.StatusCode, resp.Header, string(body)
}

// TestAudit12Serve: `rummy-sim serve` serves the folder under the rules
// of assets/web/serve: no link out of it (/etclink/passwd once served
// /etc/passwd), no listing, no dotfile, nosniff, and without --public
// only requests for its own address.
func TestAudit12Serve(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{"index.html": "<title>rummy</title>", "rummy.wasm": "\x00asm", ".env": "SECRET", "bare/a.txt": "a"} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink("/etc", filepath.Join(dir, "etclink")); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	addr := startServe(t, "--addr", "127.0.0.1:0", dir)
	_, port, _ := net.SplitHostPort(addr)
	for _, c := range []struct {
		host, path string
		code       int
	}{
		{addr, "/", http.StatusOK},
		{"localhost:" + port, "/rummy.wasm", http.StatusOK},
		{"[::1]:" + port, "/", http.StatusOK},
		{addr, "/etclink/passwd", http.StatusNotFound},
		{addr, "/.env", http.StatusNotFound},
		{addr, "/bare/", http.StatusNotFound},
		{addr, "/%2e%2e/%2e%2e/etc/passwd", http.StatusNotFound},
		{"rebound.example:" + port, "/", http.StatusMisdirectedRequest},
		{"localhost:1", "/", http.StatusMisdirectedRequest},
	} {
		code, h, body := fetch(t, addr, c.host, c.path)
		if code != c.code || h.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("Host %s GET %s: %d %q, nosniff %q; want %d with nosniff", c.host, c.path, code, body, h.Get("X-Content-Type-Options"), c.code)
		}
		if c.path == "/rummy.wasm" && h.Get("Content-Type") != "application/wasm" {
			t.Errorf("rummy.wasm served as %q", h.Get("Content-Type"))
		}
	}
	public := startServe(t, "--addr", "127.0.0.1:0", "--public", dir)
	if code, _, _ := fetch(t, public, "rummy.example.org", "/"); code != http.StatusOK {
		t.Errorf("--public: Host rummy.example.org got %d, want 200", code)
	}
	if code, _, _ := fetch(t, public, public, "/etclink/passwd"); code != http.StatusNotFound {
		t.Errorf("--public: /etclink/passwd got %d, want 404", code)
	}
}

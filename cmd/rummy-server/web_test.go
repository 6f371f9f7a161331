package main

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"rummy/assets/web/serve"
)

// TestWebFilesShared (issue 14 item 8): the browser build is served by
// the shared assets/web/serve rules — the page with nosniff, no
// dotfiles, no folder listings, nothing outside the folder — and /stats
// answers beside it.
func TestWebFilesShared(t *testing.T) {
	dir := t.TempDir()
	web := filepath.Join(dir, "web")
	for _, f := range []string{"index.html", ".env", "sub/a.js"} {
		p := filepath.Join(web, f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("<p>"+f), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "secret.txt"), []byte("no"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(dir, "secret.txt"), filepath.Join(web, "out.txt")); err != nil {
		t.Fatal(err)
	}
	srv, err := start(context.Background(), config{data: filepath.Join(dir, "data"), web: web, lim: defaultLimits()}, wallClock{})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.close()
	hs := httptest.NewUnstartedServer(nil)
	hs.Config = serve.NewServer(srv.handlerAt(hs.Listener.Addr(), false))
	hs.Start()
	defer hs.Close()
	for path, want := range map[string]int{"/": 200, "/?join=ABCDE-FGHJK": 200, "/sub/a.js": 200, "/.env": 404, "/sub/": 404,
		"/out.txt": 404, "/%2e%2e/secret.txt": 404, "/stats": 200} {
		resp, err := http.Get(hs.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("GET %s: %s %q, want %d", path, resp.Status, body, want)
		}
		if want == 200 && path != "/stats" && resp.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("GET %s: not served by assets/web/serve (no Cache-Control: no-cache)", path)
		}
		if resp.Header.Get("X-Content-Type-Options") != "nosniff" && path != "/stats" {
			t.Errorf("GET %s: no nosniff", path)
		}
	}
}

package serve

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// site builds a folder to serve, inside a parent that holds a secret file
// and a link farm pointing out of it, and returns the folder.
func site(t *testing.T) (root string, files map[string]string) {
	t.Helper()
	parent := t.TempDir()
	root = filepath.Join(parent, "web")
	files = map[string]string{
		"index.html":      "<!DOCTYPE html><title>rummy</title>",
		"rummy.wasm":      "\x00asm\x01\x00\x00\x00",
		"wasm_exec.js":    "// go runtime support",
		"sub/index.html":  "<p>sub</p>",
		"bare/notes.txt":  "no index here",
		".env":            "SECRET=1",
		".git/config":     "[core]",
		"sub/.hidden.txt": "hidden",
	}
	for name, body := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(parent, "secret.txt"), []byte("outside"), 0o600); err != nil {
		t.Fatal(err)
	}
	links := map[string]string{
		"etclink":    "/etc",
		"passwd":     "/etc/passwd",
		"up.txt":     "../secret.txt",
		"zero.wasm":  "/dev/zero",
		"game.wasm":  "rummy.wasm", // inside the folder: served
		"sublink":    "sub",
		"parentlink": "..",
	}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(root, name)); err != nil {
			t.Skipf("no symbolic links here: %v", err)
		}
	}
	return root, files
}

// handler returns Files for root.
func handler(t *testing.T, dir string) http.Handler {
	t.Helper()
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { root.Close() })
	return Files(root)
}

// get asks h for target (a request line's path, sent as it is).
func get(h http.Handler, method, target string) *httptest.ResponseRecorder {
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest(method, target, nil))
	return w
}

// TestAudit12Files: the folder's files are served with their type,
// nothing else is: not links out of it, not listings, not dotfiles, not
// paths that climb out, not special files.
func TestAudit12Files(t *testing.T) {
	dir, files := site(t)
	h := handler(t, dir)
	served := []struct{ path, ctype, body string }{
		{"/", "text/html; charset=utf-8", files["index.html"]},
		{"/index.html", "text/html; charset=utf-8", files["index.html"]},
		{"/rummy.wasm", "application/wasm", files["rummy.wasm"]},
		{"/wasm_exec.js", "text/javascript; charset=utf-8", files["wasm_exec.js"]},
		{"/sub/", "text/html; charset=utf-8", files["sub/index.html"]},
		{"/bare/notes.txt", "text/plain; charset=utf-8", files["bare/notes.txt"]},
		{"/game.wasm", "application/wasm", files["rummy.wasm"]},            // a link inside the folder
		{"/sublink/", "text/html; charset=utf-8", files["sub/index.html"]}, // likewise
		{"/sub//index.html", "text/html; charset=utf-8", files["sub/index.html"]},
	}
	for _, c := range served {
		w := get(h, "GET", c.path)
		if w.Code != http.StatusOK || w.Header().Get("Content-Type") != c.ctype || w.Body.String() != c.body {
			t.Errorf("GET %s: %d %q %q, want 200 %q %q", c.path, w.Code, w.Header().Get("Content-Type"), w.Body.String(), c.ctype, c.body)
		}
		if w.Header().Get("X-Content-Type-Options") != "nosniff" || w.Header().Get("Cache-Control") != "no-cache" {
			t.Errorf("GET %s: headers %v, want nosniff and no-cache", c.path, w.Header())
		}
	}
	refused := []string{
		"/etclink/passwd", "/passwd", "/up.txt", "/zero.wasm", "/parentlink/secret.txt", // links out
		"/bare/", "/etclink/", // listings
		"/.env", "/.git/config", "/.git/", "/sub/.hidden.txt", // dotfiles
		"/../secret.txt", "/%2e%2e/secret.txt", "/sub/%2E%2E/%2e%2e/secret.txt", "/sub/../../secret.txt", "/./index.html", // climbing
		"/..%5csecret.txt", "/sub%5c..%5c..%5csecret.txt", "/index.html%00.txt", // backslash, NUL
		"/missing.wasm",
	}
	for _, p := range refused {
		w := get(h, "GET", p)
		if w.Code != http.StatusNotFound || strings.Contains(w.Body.String(), "outside") || strings.Contains(w.Body.String(), "root:") {
			t.Errorf("GET %s: %d %q, want 404", p, w.Code, w.Body.String())
		}
		if w.Header().Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("GET %s: no nosniff on the refusal", p)
		}
	}
	if w := get(h, "GET", "/sub?x=1"); w.Code != http.StatusMovedPermanently || w.Header().Get("Location") != "/sub/?x=1" {
		t.Errorf("GET /sub: %d to %q, want 301 to /sub/?x=1", w.Code, w.Header().Get("Location"))
	}
	if w := get(h, "POST", "/index.html"); w.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST: %d, want 405", w.Code)
	}
	if w := get(h, "HEAD", "/rummy.wasm"); w.Code != http.StatusOK || w.Body.Len() != 0 || w.Header().Get("Content-Length") != "8" {
		t.Errorf("HEAD: %d, %d bytes, length %q", w.Code, w.Body.Len(), w.Header().Get("Content-Length"))
	}
}

// TestAudit12RawPaths sends request lines as a client could write them,
// through a real server, so nothing cleans them on the way.
func TestAudit12RawPaths(t *testing.T) {
	dir, _ := site(t)
	srv := httptest.NewServer(handler(t, dir))
	defer srv.Close()
	for _, p := range []string{"/../secret.txt", "/%2e%2e/secret.txt", "/etclink/passwd", "/.env"} {
		req, err := http.NewRequest("GET", srv.URL+"/", nil)
		if err != nil {
			t.Fatal(err)
		}
		req.URL.Opaque = p // sent as the request line's path, untouched
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s: %d %q, want 404", p, resp.StatusCode, body)
		}
	}
}

func TestContentType(t *testing.T) {
	for name, want := range map[string]string{
		"rummy.wasm": "application/wasm", "wasm_exec.js": "text/javascript; charset=utf-8",
		"INDEX.HTML": "text/html; charset=utf-8", "x.unknown": "application/octet-stream", "noext": "application/octet-stream",
	} {
		if got := ContentType(name); got != want {
			t.Errorf("ContentType(%q) = %q, want %q", name, got, want)
		}
	}
}

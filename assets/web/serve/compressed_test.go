package serve

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

// A file precompressed at build time is served compressed, with its
// Content-Encoding and its own type, to a browser that accepts the
// encoding (brotli before gzip), and plain to one that does not; the
// answer always varies by Accept-Encoding.
func TestServesPrecompressedFiles(t *testing.T) {
	root := t.TempDir()
	for name, body := range map[string]string{
		"rummy.wasm":      "plain",
		"rummy.wasm.gz":   "gzipped",
		"rummy.wasm.br":   "brotli",
		"wasm_exec.js":    "js plain",
		"wasm_exec.js.gz": "js gzipped",
	} {
		if err := os.WriteFile(filepath.Join(root, name), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	h := handler(t, root)
	for _, c := range []struct{ path, accept, body, encoding string }{
		{"/rummy.wasm", "gzip, deflate, br, zstd", "brotli", "br"},
		{"/rummy.wasm", "gzip, deflate", "gzipped", "gzip"},
		{"/rummy.wasm", "br;q=0, gzip", "gzipped", "gzip"},
		{"/rummy.wasm", "", "plain", ""},
		{"/rummy.wasm", "identity", "plain", ""},
		{"/rummy.wasm", "*", "brotli", "br"},
		{"/wasm_exec.js", "gzip, br", "js gzipped", "gzip"},
	} {
		req := httptest.NewRequest("GET", c.path, nil)
		if c.accept != "" {
			req.Header.Set("Accept-Encoding", c.accept)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		if w.Code != http.StatusOK || w.Body.String() != c.body || w.Header().Get("Content-Encoding") != c.encoding {
			t.Errorf("%s accepting %q: %d %q encoded %q, want %q encoded %q", c.path, c.accept, w.Code, w.Body.String(), w.Header().Get("Content-Encoding"), c.body, c.encoding)
		}
		if got, want := w.Header().Get("Content-Type"), ContentType(c.path); got != want {
			t.Errorf("%s accepting %q: type %q, want %q", c.path, c.accept, got, want)
		}
		if w.Header().Get("Vary") != "Accept-Encoding" {
			t.Errorf("%s accepting %q: Vary %q, want Accept-Encoding", c.path, c.accept, w.Header().Get("Vary"))
		}
	}
}

// A file whose name carries its hash is cached for a year; every other
// file is checked again on each load.
func TestHashedFilesAreCachedLong(t *testing.T) {
	root := t.TempDir()
	for _, name := range []string{"rummy.3f9a61c2d0b4.wasm", "rummy.wasm", "index.html", "wasm_exec.js"} {
		if err := os.WriteFile(filepath.Join(root, name), []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	h := handler(t, root)
	for path, want := range map[string]string{
		"/rummy.3f9a61c2d0b4.wasm": "public, max-age=31536000, immutable",
		"/rummy.wasm":              "no-cache",
		"/index.html":              "no-cache",
		"/":                        "no-cache",
		"/wasm_exec.js":            "no-cache",
	} {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest("GET", path, nil))
		if got := w.Header().Get("Cache-Control"); w.Code != http.StatusOK || got != want {
			t.Errorf("%s: %d Cache-Control %q, want %q", path, w.Code, got, want)
		}
	}
	for name, want := range map[string]bool{"rummy": false, "a.b": false, "rummy.deadbeef.wasm": true, "rummy.DEADBEEF.wasm": false, "rummy.abc.wasm": false, "sw.js": false} {
		if Hashed(name) != want {
			t.Errorf("Hashed(%q) = %v, want %v", name, !want, want)
		}
	}
}

package serve

import (
	"net/http"
	"os"
	"path/filepath"
	"testing"
)

// The files that make the browser build an installable app are served
// with the types browsers require (a manifest with any other type is
// ignored, a service worker refused), and are checked again on every
// load, so a new build's service worker is found at the next start.
func TestServesTheWebAppFilesWithTheirTypes(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"manifest.webmanifest", "sw.js", "rummy-192.png", "rummy-maskable-512.png"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	h := handler(t, dir)
	for path, want := range map[string]string{
		"/manifest.webmanifest":   "application/manifest+json",
		"/sw.js":                  "text/javascript; charset=utf-8",
		"/rummy-192.png":          "image/png",
		"/rummy-maskable-512.png": "image/png",
	} {
		w := get(h, "GET", path)
		if w.Code != http.StatusOK || w.Header().Get("Content-Type") != want || w.Header().Get("Cache-Control") != "no-cache" {
			t.Errorf("GET %s: %d type %q, Cache-Control %q; want 200 %q, no-cache", path, w.Code, w.Header().Get("Content-Type"), w.Header().Get("Cache-Control"), want)
		}
	}
}

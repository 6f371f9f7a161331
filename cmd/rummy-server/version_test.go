package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"rummy/assets/web/serve"
	"rummy/internal/version"
)

// TestVersionFlagAndStats: -version prints the build's version and exits
// without starting anything; /stats reports the same version and commit.
func TestVersionFlagAndStats(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run(context.Background(), []string{"-version"}, &out, &errb); code != 0 || out.String() != version.Line("rummy-server")+"\n" {
		t.Fatalf("rummy-server -version: exit %d, stdout %q, stderr %q; want 0 and %q", code, out.String(), errb.String(), version.Line("rummy-server"))
	}
	v, c := version.Version, version.Commit
	defer func() { version.Version, version.Commit = v, c }()
	version.Version, version.Commit = "9.8.7", "feedbee"
	dir := t.TempDir()
	srv, err := start(context.Background(), config{data: filepath.Join(dir, "data"), lim: defaultLimits()}, wallClock{})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.close()
	hs := httptest.NewUnstartedServer(nil)
	hs.Config = serve.NewServer(srv.handlerAt(hs.Listener.Addr(), false))
	hs.Start()
	defer hs.Close()
	resp, err := http.Get(hs.URL + "/stats")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var s serverStats
	if err := json.NewDecoder(resp.Body).Decode(&s); err != nil {
		t.Fatal(err)
	}
	if s.Version != "9.8.7" || s.Commit != "feedbee" {
		t.Fatalf("/stats version %q commit %q, want 9.8.7 and feedbee", s.Version, s.Commit)
	}
}

package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestIssue26DamagedStreamSaysFolder (issue 26 item 1): when the table
// stream as a whole cannot be opened (its description file is garbage),
// the start fails with one line naming the folder and what to do.
func TestIssue26DamagedStreamSaysFolder(t *testing.T) {
	dir := t.TempDir()
	srv, err := start(context.Background(), config{data: dir, lim: fastLimits()}, newFakeClock())
	if err != nil {
		t.Fatal(err)
	}
	srv.close()
	metas, _ := filepath.Glob(filepath.Join(dir, "jetstream", "jetstream", "*", "streams", shardStream+"0", "meta.inf"))
	if len(metas) != 1 {
		t.Fatalf("no meta.inf of the table stream: %v", metas)
	}
	if err := os.WriteFile(metas[0], []byte("{ not json"), 0o600); err != nil {
		t.Fatal(err)
	}
	srv, err = start(context.Background(), config{data: dir, lim: fastLimits()}, newFakeClock())
	if err == nil {
		srv.close()
		t.Fatal("the server started over a damaged stream")
	}
	msg := err.Error()
	if !strings.Contains(msg, filepath.Join(dir, "jetstream")) || !strings.Contains(msg, "move that folder aside") || strings.Contains(msg, "\n") {
		t.Fatalf("the start over a damaged stream said %q, want one line naming the folder and what to do", msg)
	}
}

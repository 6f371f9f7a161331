package main

import (
	"strings"
	"testing"
)

// TestIssue17ServerListFlag (issue 17): -server takes the addresses of
// a server's nodes separated by commas; an empty item or one that is
// not an address is a one-line usage error saying what to write.
func TestIssue17ServerListFlag(t *testing.T) {
	cfg, err := parseFlags([]string{"-server", "127.0.0.1:8787, 127.0.0.1:8788,wss://b.example/ws", "-show", "online"})
	if err != nil || cfg.server != "127.0.0.1:8787, 127.0.0.1:8788,wss://b.example/ws" {
		t.Fatalf("a list: %q, %v", cfg.server, err)
	}
	for _, bad := range []string{"127.0.0.1:8787,", ",127.0.0.1:8787", "127.0.0.1:8787,,127.0.0.1:8788", "127.0.0.1:8787,ftp://x"} {
		_, err := parseFlags([]string{"-server", bad, "-show", "online"})
		if err == nil || !strings.Contains(err.Error(), "separated by commas") || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

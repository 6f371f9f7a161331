package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// lockedBuffer is a bytes.Buffer safe to write from the server goroutine
// while the test reads it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func TestServe(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"index.html":   "<!DOCTYPE html><title>rummy</title>",
		"rummy.wasm":   "\x00asm\x01\x00\x00\x00",
		"wasm_exec.js": "// go runtime support",
		// The web app manifest (issue 29 item 4).
		"manifest.webmanifest": `{"name": "Rummy"}`,
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var stdout, stderr lockedBuffer
	done := make(chan int, 1)
	go func() { done <- serveCommand(ctx, []string{"--addr", "127.0.0.1:0", dir}, &stdout, &stderr) }()

	line := regexp.MustCompile(`^serving (.+) at (http://127\.0\.0\.1:\d+/)\n$`)
	var base string
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if m := line.FindStringSubmatch(stdout.String()); m != nil {
			if m[1] != dir {
				t.Errorf("message names %q, want %q", m[1], dir)
			}
			base = m[2]
			break
		}
	}
	if base == "" {
		t.Fatalf("no serving line; stdout %q, stderr %q", stdout.String(), stderr.String())
	}

	cases := []struct {
		path, status, ctype, body string
	}{
		{"", "200 OK", "text/html; charset=utf-8", files["index.html"]},
		{"rummy.wasm", "200 OK", "application/wasm", files["rummy.wasm"]},
		{"wasm_exec.js", "200 OK", "javascript", files["wasm_exec.js"]},
		{"manifest.webmanifest", "200 OK", "application/manifest+json", files["manifest.webmanifest"]},
		{"missing.wasm", "404 Not Found", "", ""},
	}
	for _, c := range cases {
		t.Run("/"+c.path, func(t *testing.T) {
			resp, err := http.Get(base + c.path)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			body, _ := io.ReadAll(resp.Body)
			if resp.Status != c.status {
				t.Errorf("status %s, want %s", resp.Status, c.status)
			}
			if c.status == "200 OK" {
				if ct := resp.Header.Get("Content-Type"); !strings.Contains(ct, c.ctype) {
					t.Errorf("Content-Type %q, want %q", ct, c.ctype)
				}
				if string(body) != c.body {
					t.Errorf("body %q, want %q", body, c.body)
				}
			}
		})
	}

	cancel()
	select {
	case code := <-done:
		if code != exitOK {
			t.Errorf("exit code %d after stop, want 0; stderr %q", code, stderr.String())
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the server did not stop")
	}
	if _, err := http.Get(base); err == nil {
		t.Error("the server still answers after it stopped")
	}
}

func TestServeUsage(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "f")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"no folder", nil, exitUsage, "give exactly one folder"},
		{"two folders", []string{dir, dir}, exitUsage, "give exactly one folder"},
		{"missing folder", []string{filepath.Join(dir, "none")}, exitUsage, "make web"},
		{"a file", []string{file}, exitUsage, "is not a folder"},
		{"all interfaces", []string{"--addr", ":8080", dir}, exitUsage, "add --public"},
		{"public IP", []string{"--addr", "0.0.0.0:8080", dir}, exitUsage, "add --public"},
		{"host name", []string{"--addr", "example.com:80", dir}, exitUsage, "add --public"},
		{"no port", []string{"--addr", "127.0.0.1", dir}, exitUsage, "HOST:PORT"},
		{"bad flag", []string{"--port", "1", dir}, exitUsage, "flag provided but not defined"},
		{"help", []string{"--help"}, exitOK, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := serveCommand(context.Background(), c.args, &stdout, &stderr)
			if code != c.code {
				t.Errorf("exit code %d, want %d (stderr %q)", code, c.code, stderr.String())
			}
			msg := stderr.String()
			if c.want != "" && (!strings.Contains(msg, c.want) || strings.Count(msg, "\n") != 1 || !strings.HasPrefix(msg, "rummy-sim serve: ")) {
				t.Errorf("stderr %q, want one line containing %q", msg, c.want)
			}
			if c.code == exitOK && !strings.Contains(stdout.String(), "usage: rummy-sim serve") {
				t.Errorf("--help printed %q", stdout.String())
			}
		})
	}
}

func TestCheckLoopback(t *testing.T) {
	cases := []struct {
		addr   string
		public bool
		ok     bool
	}{
		{"127.0.0.1:8080", false, true},
		{"127.0.0.2:8080", false, true},
		{"[::1]:8080", false, true},
		{"localhost:0", false, true},
		{"0.0.0.0:8080", false, false},
		{"[::]:8080", false, false},
		{":8080", false, false},
		{"192.168.1.5:8080", false, false},
		{"0.0.0.0:8080", true, true},
		{":8080", true, true},
	}
	for _, c := range cases {
		if err := checkLoopback(c.addr, c.public); (err == nil) != c.ok {
			t.Errorf("checkLoopback(%q, public=%v) = %v, want ok=%v", c.addr, c.public, err, c.ok)
		}
	}
}

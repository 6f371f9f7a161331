//go:build !js

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// built is the game binary the tests of this process share: linking the
// game takes seconds, and every real-binary test runs the same build.
var built struct {
	once sync.Once
	dir  string
	bin  string
	out  []byte
	err  error
}

// TestMain runs the tests, then removes the shared binary's folder.
func TestMain(m *testing.M) {
	code := m.Run()
	if built.dir != "" {
		_ = os.RemoveAll(built.dir)
	}
	os.Exit(code)
}

// gameBinary builds the game the first time a test asks, and returns the
// same binary to every later test of the process. A failed build fails
// every test that asks, with the build's output.
func gameBinary(t *testing.T) string {
	t.Helper()
	built.once.Do(func() {
		if built.dir, built.err = os.MkdirTemp("", "rummy-test-"); built.err != nil {
			return
		}
		built.bin = filepath.Join(built.dir, "rummy")
		built.out, built.err = exec.Command("go", "build", "-o", built.bin, ".").CombinedOutput()
	})
	if built.err != nil {
		t.Fatalf("build: %v\n%s", built.err, built.out)
	}
	return built.bin
}

package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/andybalholm/brotli"
)

// pack br writes FILE.br beside FILE, which decompresses to FILE's bytes
// and is smaller for compressible input.
func TestBrotliBesideDecompressesToTheFile(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "rummy.wasm")
	want := bytes.Repeat([]byte("\x00asm rummy wasm body "), 5000)
	if err := os.WriteFile(file, want, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := run([]string{"br", file}, io.Discard); err != nil {
		t.Fatal(err)
	}
	packed, err := os.ReadFile(file + ".br")
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(brotli.NewReader(bytes.NewReader(packed)))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) || len(packed) >= len(want)/10 {
		t.Errorf("%s.br: %d bytes, decompressing to %d bytes equal %v; want %d equal bytes from far fewer", file, len(packed), len(got), bytes.Equal(got, want), len(want))
	}
}

//go:build unix && !js

package store

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestAudit9OnlyRegularFilesWithinTheirSize (issue 12, item 9): a named
// pipe, a link to /dev/zero, a folder or an oversized file where the
// settings, the statistics or the autosave should be is kept aside with
// the usual warning and a fresh start — without blocking on the pipe or
// reading the endless device.
func TestAudit9OnlyRegularFilesWithinTheirSize(t *testing.T) {
	loaders := map[string]func(Store) error{
		SettingsName: func(s Store) error { _, err := LoadSettings(s); return err },
		StatsName:    func(s Store) error { _, err := LoadStats(s); return err },
		AutosaveName: func(s Store) error { _, err := LoadGame(s); return err },
	}
	makers := map[string]func(path string, limit int64) error{
		"named pipe":       func(p string, _ int64) error { return syscall.Mkfifo(p, 0o600) },
		"link to a device": func(p string, _ int64) error { return os.Symlink("/dev/zero", p) },
		"folder":           func(p string, _ int64) error { return os.Mkdir(p, 0o700) },
		"oversized file": func(p string, limit int64) error {
			f, err := os.Create(p)
			if err != nil {
				return err
			}
			defer f.Close()
			return f.Truncate(limit + 1) // sparse: cheap on disk
		},
	}
	for name, load := range loaders {
		for what, create := range makers {
			t.Run(name+"/"+what, func(t *testing.T) {
				d, err := OpenDir(t.TempDir())
				if err != nil {
					t.Fatal(err)
				}
				p := filepath.Join(d.Path(), name)
				if err := create(p, SizeLimit(name)); err != nil {
					t.Fatal(err)
				}
				done := make(chan error, 1)
				go func() { done <- load(d) }()
				select {
				case err = <-done:
				case <-time.After(5 * time.Second):
					t.Fatal("loading hangs")
				}
				var w *Warning
				if !errors.As(err, &w) || w.KeptAs == "" || w.Problem != Damaged || !errors.Is(err, ErrNotDocument) {
					t.Fatalf("error %v, want a warning that kept it aside", err)
				}
				if _, err := os.Lstat(p); !errors.Is(err, os.ErrNotExist) {
					t.Errorf("%s is still in place: %v", name, err)
				}
				if _, err := os.Lstat(filepath.Join(d.Path(), w.KeptAs)); err != nil {
					t.Errorf("nothing kept as %s: %v", w.KeptAs, err)
				}
			})
		}
	}
}

// TestAudit9SizeLimits: the limits fit the documents, and a file at the
// limit is still read.
func TestAudit9SizeLimits(t *testing.T) {
	for name, want := range map[string]int64{SettingsName: 1 << 20, StatsName: 1 << 20, AutosaveName: 64 << 20, AutosaveName + ".prev-2": 64 << 20} {
		if got := SizeLimit(name); got != want {
			t.Errorf("SizeLimit(%s) = %d, want %d", name, got, want)
		}
	}
	d, err := OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	at := make([]byte, MaxDocSize)
	if err := d.Save("big.json", at); err != nil {
		t.Fatal(err)
	}
	if b, err := d.Load("big.json"); err != nil || len(b) != MaxDocSize {
		t.Errorf("a document of exactly 1 MiB: %d bytes, %v", len(b), err)
	}
	m := NewMemory()
	_ = m.Save("big.json", append(at, 0))
	if _, err := m.Load("big.json"); !errors.Is(err, ErrNotDocument) {
		t.Errorf("Memory loads a document over its limit: %v", err)
	}
}

//go:build !js

package store

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

func TestDir(t *testing.T) {
	checkStore(t, func(t *testing.T) Store {
		d, err := OpenDir(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		return d
	})
}

// dirNames lists the files in dir.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

func TestDirAtomicWriteLeavesNoTempFiles(t *testing.T) {
	dir := t.TempDir()
	d, err := OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, data := range []string{"one", "two, longer", "3"} {
		if err := d.Save("settings.json", []byte(data)); err != nil {
			t.Fatal(err)
		}
	}
	if got := dirNames(t, dir); len(got) != 1 || got[0] != "settings.json" {
		t.Errorf("files after three saves: %v, want only settings.json", got)
	}
	b, err := os.ReadFile(filepath.Join(dir, "settings.json"))
	if err != nil || string(b) != "3" {
		t.Errorf("file holds %q, %v; want \"3\"", b, err)
	}
}

func TestOpenDirRemovesStaleTempFiles(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, ".settings.json.tmp-123")
	fresh := filepath.Join(dir, ".stats.json.tmp-456")
	for _, f := range []string{old, fresh, filepath.Join(dir, "settings.json")} {
		if err := os.WriteFile(f, []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	long := time.Now().Add(-time.Hour)
	if err := os.Chtimes(old, long, long); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenDir(dir); err != nil {
		t.Fatal(err)
	}
	got := strings.Join(dirNames(t, dir), " ")
	if want := ".stats.json.tmp-456 settings.json"; got != want {
		t.Errorf("files after OpenDir: %s, want %s (the hour-old temporary file removed, the fresh one kept)", got, want)
	}
}

func TestDirFailedSaveKeepsOldDocument(t *testing.T) {
	if runtime.GOOS == "windows" || os.Geteuid() == 0 {
		t.Skip("needs a read-only folder, which root and Windows ignore")
	}
	dir := t.TempDir()
	d, err := OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Save("doc", []byte("old")); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o500); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dir, 0o700)
	if err := d.Save("doc", []byte("new")); err == nil {
		t.Fatal("Save into a read-only folder succeeded")
	}
	got, err := d.Load("doc")
	if err != nil || string(got) != "old" {
		t.Errorf("after a failed save: %q, %v; want \"old\"", got, err)
	}
	if names := dirNames(t, dir); len(names) != 1 {
		t.Errorf("files after a failed save: %v", names)
	}
}

func TestOpenDirErrors(t *testing.T) {
	base := t.TempDir()
	file := filepath.Join(base, "a-file")
	if err := os.WriteFile(file, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, dir, want string
	}{
		{"empty", "", "no folder given"},
		{"a file", file, "is a file"},
		{"under a file", filepath.Join(file, "rummy"), "cannot create the settings folder"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, err := OpenDir(c.dir)
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "store: ") {
				t.Errorf("OpenDir(%q) = %v, %v; want an error containing %q", c.dir, d, err, c.want)
			}
		})
	}
}

func TestOpenUsesUserConfigDir(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("XDG_CONFIG_HOME is read on Linux only")
	}
	base := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", base)
	s, err := Open("rummy-test")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Save("settings.json", []byte("{}")); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(base, "rummy-test", "settings.json")); err != nil {
		t.Errorf("the document is not in the config folder: %v", err)
	}
	if _, err := Open("../escape"); err == nil {
		t.Error("Open accepted an application name with a path in it")
	}
	t.Setenv("XDG_CONFIG_HOME", "")
	t.Setenv("HOME", "")
	if s, err := Open("rummy-test"); err == nil || !strings.Contains(err.Error(), "-config-dir") {
		t.Errorf("Open without HOME = %v, %v; want an error naming -config-dir", s, err)
	}
}

// TestDirSetAsidePreservesCorruptFile checks on disk that a damaged
// settings file is renamed, byte for byte, and fresh defaults are used.
func TestDirSetAsidePreservesCorruptFile(t *testing.T) {
	dir := t.TempDir()
	d, err := OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	bad := []byte("{\"format\":1,\"volume\":0.3,\x00 truncated")
	if err := os.WriteFile(filepath.Join(dir, SettingsName), bad, 0o600); err != nil {
		t.Fatal(err)
	}
	got, warning := LoadSettings(d)
	var w *Warning
	if !errors.As(warning, &w) || w.Problem != Damaged {
		t.Fatalf("warning = %v, want a Damaged *Warning", warning)
	}
	if got != DefaultSettings() {
		t.Errorf("settings = %+v, want the defaults", got)
	}
	kept, err := os.ReadFile(filepath.Join(dir, w.KeptAs))
	if err != nil || string(kept) != string(bad) {
		t.Errorf("kept file %s = %q, %v; want the damaged bytes", w.KeptAs, kept, err)
	}
	if _, err := os.Stat(filepath.Join(dir, SettingsName)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the damaged file is still in place: %v", err)
	}
}

// TestCrossBuild checks that the package builds for the browser and for
// Windows and macOS (the platform files come in pairs).
func TestCrossBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("cross builds take a few seconds")
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	for _, target := range [][2]string{{"js", "wasm"}, {"windows", "amd64"}, {"darwin", "arm64"}} {
		t.Run(target[0], func(t *testing.T) {
			cmd := exec.Command(gobin, "build", ".")
			cmd.Env = append(os.Environ(), "GOOS="+target[0], "GOARCH="+target[1])
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Errorf("GOOS=%s GOARCH=%s go build: %v\n%s", target[0], target[1], err, out)
			}
		})
	}
}

// BenchmarkDirSaveGame measures an autosave to disk (with its fsync) of a
// game of about 20 kB.
func BenchmarkDirSaveGame(b *testing.B) {
	d, err := OpenDir(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	a := sampleAutosave()
	a.Game = json.RawMessage(`{"actions":[` + strings.Repeat(`{"draw":{"fromDiscard":false}},`, 650) + `{}]}`)
	b.SetBytes(int64(len(a.Game)))
	for b.Loop() {
		if err := SaveGame(d, a); err != nil {
			b.Fatal(err)
		}
	}
}

//go:build unix

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// runWithin runs the command line and fails the test if it has not
// answered within a few seconds (a pipe opened for reading blocks).
func runWithin(t *testing.T, args []string) (code int, stdout, stderr string) {
	t.Helper()
	type answer struct {
		code     int
		out, err string
	}
	done := make(chan answer, 1)
	go func() {
		var out, errb bytes.Buffer
		c := run(args, &out, &errb)
		done <- answer{c, out.String(), errb.String()}
	}()
	select {
	case a := <-done:
		return a.code, a.out, a.err
	case <-time.After(10 * time.Second):
		t.Fatalf("%v: no answer after 10 s", args)
		return 0, "", ""
	}
}

// TestAudit9SpecialFiles: `replay FILE` and `arrange --file FILE` read
// only regular files of a bounded size; a named pipe, a device, a folder,
// a link to a device or a huge file is refused at once with one line.
func TestAudit9SpecialFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	zeroLink := filepath.Join(dir, "zero.json")
	if err := os.Symlink("/dev/zero", zeroLink); err != nil {
		t.Fatal(err)
	}
	folder := filepath.Join(dir, "folder")
	if err := os.Mkdir(folder, 0o700); err != nil {
		t.Fatal(err)
	}
	huge := filepath.Join(dir, "huge.json")
	if err := os.WriteFile(huge, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(huge, maxSavedGameBytes+1); err != nil { // sparse: takes no room
		t.Fatal(err)
	}
	cases := []struct{ name, path, what string }{
		{"fifo", fifo, "is a named pipe"},
		{"dev zero", "/dev/zero", "is a device"},
		{"link to dev zero", zeroLink, "is a device"},
		{"folder", folder, "is a folder"},
		{"huge", huge, "larger than"},
	}
	for _, tc := range cases {
		t.Run("replay "+tc.name, func(t *testing.T) {
			code, out, errs := runWithin(t, []string{"replay", tc.path})
			if code != exitInvalid || out != "" || !strings.Contains(errs, tc.what) || !strings.Contains(errs, tc.path) || strings.Count(errs, "\n") != 1 {
				t.Fatalf("exit %d, stdout %q, stderr %q; want exit %d and one line naming %s and %q", code, out, errs, exitInvalid, tc.path, tc.what)
			}
		})
		t.Run("arrange "+tc.name, func(t *testing.T) {
			code, out, errs := runWithin(t, []string{"arrange", "--variant", "classic", "--file", tc.path})
			if code != exitUsage || out != "" || !strings.Contains(errs, tc.what) || !strings.Contains(errs, tc.path) || strings.Count(errs, "\n") != 1 {
				t.Fatalf("exit %d, stdout %q, stderr %q; want exit %d and one line naming %s and %q", code, out, errs, exitUsage, tc.path, tc.what)
			}
		})
	}
}

// TestAudit9LongLine: a hands file line longer than bufio.Scanner's 64 KiB
// is reported with its line number.
func TestAudit9LongLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hands.txt")
	long := strings.Repeat("3H ", 30_000) // 90 000 bytes
	if err := os.WriteFile(path, []byte("3H 4H 5H\n\n"+long+"\nKH QS\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runWithin(t, []string{"arrange", "--variant", "classic", "--file", path})
	if code != exitUsage || out != "" || !strings.Contains(errs, path+" line 3: the line is longer than 64 KiB") || strings.Count(errs, "\n") != 1 {
		t.Fatalf("exit %d, stdout %q, stderr %q; want exit %d and line 3 named", code, out, errs, exitUsage)
	}
}

// TestAudit9LimitReader: a file whose size says 0 but that reads on (as
// in /proc) is still cut off at the limit.
func TestAudit9LimitReader(t *testing.T) {
	const path = "/proc/self/maps"
	fi, err := os.Stat(path)
	if err != nil || fi.Size() != 0 || !fi.Mode().IsRegular() {
		t.Skipf("no %s of size 0 here", path)
	}
	if _, err := readRegularFile(path, 16); err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Fatalf("err %v, want the file refused as larger than the limit", err)
	}
	data, err := readRegularFile(path, 1<<20)
	if err != nil || len(data) <= 16 {
		t.Fatalf("%d bytes, %v; want the whole file under a large limit", len(data), err)
	}
}

package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/md5"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// tree writes files (name → body; a name ending in * is a program) under
// a new folder, in the given order, with the given time and permissions
// loosened or tightened by perm.
func tree(t *testing.T, names []string, bodies map[string]string, when time.Time, perm os.FileMode) string {
	t.Helper()
	dir := t.TempDir()
	for _, n := range names {
		exe := strings.HasSuffix(n, "*")
		n = strings.TrimSuffix(n, "*")
		p := filepath.Join(dir, n)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		mode := perm &^ 0o111
		if exe {
			mode = perm
		}
		if err := os.WriteFile(p, []byte(bodies[n]), mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(p, mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, when, when); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

var bodies = map[string]string{"bin/game": "\x7fELF game", "share/doc/README": "read me", "share/a.txt": "a", "control": "Package: x\nVersion: 1\n"}

// pack runs a subcommand and returns the file it wrote.
func pack(t *testing.T, args ...string) []byte {
	t.Helper()
	out := filepath.Join(t.TempDir(), "out")
	if err := run(append([]string{args[0], "-o", out}, args[1:]...), io.Discard); err != nil {
		t.Fatalf("pack %v: %v", args, err)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestSameBytesWhateverTheDisk: the archives of two trees with the same
// contents, written in another order at other times with other
// permissions, are byte-identical.
func TestSameBytesWhateverTheDisk(t *testing.T) {
	a := tree(t, []string{"bin/game*", "share/doc/README", "share/a.txt"}, bodies, time.Unix(1e9, 0), 0o755)
	b := tree(t, []string{"share/a.txt", "share/doc/README", "bin/game*"}, bodies, time.Now(), 0o700)
	ctl := tree(t, []string{"control"}, bodies, time.Now(), 0o644)
	for _, kind := range []string{"tgz", "zip"} {
		x := pack(t, kind, "-epoch", "1700000000", "-prefix", "top/", a)
		y := pack(t, kind, "-epoch", "1700000000", "-prefix", "top/", b)
		if !bytes.Equal(x, y) {
			t.Errorf("%s: two runs over the same contents differ", kind)
		}
		if z := pack(t, kind, "-epoch", "1700000001", "-prefix", "top/", a); bytes.Equal(x, z) {
			t.Errorf("%s: -epoch changes nothing", kind)
		}
	}
	if x, y := pack(t, "deb", "-epoch", "1700000000", ctl, a), pack(t, "deb", "-epoch", "1700000000", ctl, b); !bytes.Equal(x, y) {
		t.Error("deb: two runs over the same contents differ")
	}
}

// TestDebLayout: an ar archive of debian-binary, control.tar.gz and
// data.tar.gz; control gains Installed-Size and md5sums; data entries
// start with ./ and keep the program's execute bits; dpkg-deb reads it.
func TestDebLayout(t *testing.T) {
	data := tree(t, []string{"bin/game*", "share/a.txt"}, bodies, time.Now(), 0o755)
	ctl := tree(t, []string{"control"}, bodies, time.Now(), 0o644)
	deb := pack(t, "deb", "-epoch", "1700000000", ctl, data)
	if !bytes.HasPrefix(deb, []byte("!<arch>\ndebian-binary   1700000000  0     0     100644  4         `\n2.0\n")) {
		t.Fatalf("the package does not start with the ar magic and debian-binary:\n%q", deb[:min(len(deb), 140)])
	}
	members := map[string][]byte{}
	var order []string
	for b := deb[8:]; len(b) >= 60; {
		var size int
		fmt.Sscanf(strings.TrimSpace(string(b[48:58])), "%d", &size)
		name := strings.TrimSpace(string(b[:16]))
		members[name], order = b[60:60+size], append(order, name)
		b = b[60+size+size%2:]
	}
	if strings.Join(order, " ") != "debian-binary control.tar.gz data.tar.gz" {
		t.Fatalf("members %v", order)
	}
	ctlFiles := untar(t, members["control.tar.gz"])
	if c := ctlFiles["./control"]; !strings.Contains(c.body, "Installed-Size: ") || !strings.HasPrefix(c.body, "Package: x\n") {
		t.Errorf("control is %q, want the given one with Installed-Size", c.body)
	}
	if want := fmt.Sprintf("%x  bin/game\n%x  share/a.txt\n", md5.Sum([]byte(bodies["bin/game"])), md5.Sum([]byte(bodies["share/a.txt"]))); ctlFiles["./md5sums"].body != want {
		t.Errorf("md5sums is %q, want %q", ctlFiles["./md5sums"].body, want)
	}
	dataFiles := untar(t, members["data.tar.gz"])
	if g := dataFiles["./bin/game"]; g.mode != 0o755 || dataFiles["./share/a.txt"].mode != 0o644 || dataFiles["./bin/"].mode != 0o755 {
		t.Errorf("data modes: game %o, a.txt %o, bin/ %o; want 755, 644, 755", g.mode, dataFiles["./share/a.txt"].mode, dataFiles["./bin/"].mode)
	}
	if _, err := exec.LookPath("dpkg-deb"); err == nil {
		p := filepath.Join(t.TempDir(), "x.deb")
		if err := os.WriteFile(p, deb, 0o644); err != nil {
			t.Fatal(err)
		}
		for _, arg := range []string{"--info", "--contents"} {
			if out, err := exec.Command("dpkg-deb", arg, p).CombinedOutput(); err != nil {
				t.Errorf("dpkg-deb %s: %v\n%s", arg, err, out)
			}
		}
	}
}

type tarFile struct {
	body string
	mode int64
}

// untar reads a .tar.gz into name → file.
func untar(t *testing.T, b []byte) map[string]tarFile {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(zr)
	out := map[string]tarFile{}
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(tr)
		out[h.Name] = tarFile{string(body), h.Mode}
	}
}

// TestNumericVersion: the Windows version resource's numbers.
func TestNumericVersion(t *testing.T) {
	for in, want := range map[string]string{"1.2.3": "1.2.3", "1.2.3-rc1": "1.2.3", "0.10.0+git": "0.10.0", "dev": "0.0.0"} {
		if got := numeric(in); got != want {
			t.Errorf("numeric(%q) = %q, want %q", in, got, want)
		}
	}
}

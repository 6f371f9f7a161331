package disttest

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"time"
)

// member is one entry of an archive.
type member struct {
	name  string
	mode  int64
	mtime time.Time
	body  []byte
}

// readTarGz lists a .tar.gz in its order, bodies included.
func readTarGz(t *testing.T, r io.Reader) []member {
	t.Helper()
	zr, err := gzip.NewReader(r)
	if err != nil {
		t.Fatal(err)
	}
	if zr.Name != "" || !zr.ModTime.IsZero() {
		t.Errorf("gzip header names %q at %v: a reproducible archive has neither", zr.Name, zr.ModTime)
	}
	tr := tar.NewReader(zr)
	var out []member
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		if h.Uid != 0 || h.Gid != 0 {
			t.Errorf("%s belongs to %d:%d, want root", h.Name, h.Uid, h.Gid)
		}
		b, err := io.ReadAll(tr)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, member{name: h.Name, mode: h.Mode, mtime: h.ModTime, body: b})
	}
}

// readZip lists a zip in its order, bodies included.
func readZip(t *testing.T, path string) []member {
	t.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	var out []member
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, member{name: f.Name, mode: int64(f.Mode().Perm()), mtime: f.Modified, body: b})
	}
	return out
}

// arMembers splits a .deb (an ar archive) into its members.
func arMembers(t *testing.T, path string) []member {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(b, []byte("!<arch>\n")) {
		t.Fatalf("%s is not an ar archive", path)
	}
	b = b[8:]
	var out []member
	for len(b) >= 60 {
		h := b[:60]
		var size int
		if _, err := fmt.Sscanf(strings.TrimSpace(string(h[48:58])), "%d", &size); err != nil || len(b) < 60+size {
			t.Fatalf("%s: bad ar header %q", path, h)
		}
		out = append(out, member{name: strings.TrimSpace(string(h[:16])), body: b[60 : 60+size]})
		b = b[60+size:]
		if size%2 == 1 && len(b) > 0 {
			b = b[1:]
		}
	}
	return out
}

// checkOrderAndTimes: names sorted (folders before what they hold), every
// time stamp the epoch.
func checkOrderAndTimes(t *testing.T, what string, ms []member, epoch int64) {
	t.Helper()
	for i, m := range ms {
		if i > 0 && ms[i-1].name >= m.name {
			t.Errorf("%s: %s comes after %s: entries are not sorted", what, m.name, ms[i-1].name)
		}
		if m.mtime.Unix() != epoch {
			t.Errorf("%s: %s dated %v, want the commit's time %v", what, m.name, m.mtime.UTC(), time.Unix(epoch, 0).UTC())
		}
	}
}

// find is the member named name, or fails.
func find(t *testing.T, what string, ms []member, name string) member {
	t.Helper()
	for _, m := range ms {
		if m.name == name {
			return m
		}
	}
	var names []string
	for _, m := range ms {
		names = append(names, m.name)
	}
	t.Fatalf("%s has no %s; it has %s", what, name, strings.Join(names, " "))
	return member{}
}

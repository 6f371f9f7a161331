//go:build unix && !js

package store

import (
	"os"
	"path/filepath"
	"testing"
)

// TestIdentityFileOnlyItsOwnerReads (issue 31): on the desktop the
// identity is a file of mode 0600 in the config folder.
func TestIdentityFileOnlyItsOwnerReads(t *testing.T) {
	dir := t.TempDir()
	d, err := OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := LoadIdentity(d); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(filepath.Join(d.Path(), IdentityName))
	if err != nil {
		t.Fatal(err)
	}
	if m := fi.Mode().Perm(); m != 0o600 {
		t.Fatalf("the identity file has mode %o, want 600", m)
	}
}

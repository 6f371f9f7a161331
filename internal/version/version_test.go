package version

import "testing"

func TestStringDevWithoutLinkerFlags(t *testing.T) {
	if got := String(); got != "dev" {
		t.Fatalf("String() = %q in a build without -X flags, want %q", got, "dev")
	}
}

func TestStringNamesCommit(t *testing.T) {
	v, c := Version, Commit
	defer func() { Version, Commit = v, c }()
	Version, Commit = "1.2.3", "0123abc"
	if got, want := Line("rummy"), "rummy 1.2.3 (0123abc)"; got != want {
		t.Fatalf("Line = %q, want %q", got, want)
	}
	Version = ""
	if got := String(); got != "dev (0123abc)" {
		t.Fatalf("String with an empty version = %q, want dev (0123abc)", got)
	}
}

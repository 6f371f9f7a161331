// Package version is the one place the programs' version lives: rummy,
// rummy-server and rummy-sim print it, the menu shows it in its corner,
// the server's /stats reports it and the web page names it.
//
// A release build sets both variables with the linker (make dist does):
//
//	go build -ldflags "-X rummy/internal/version.Version=1.2.3 -X rummy/internal/version.Commit=0123abc" ./cmd/rummy
//
// A build without them is "dev".
package version

// Version is the release, like "1.2.3"; "dev" in a build without one.
var Version = "dev"

// Commit is the source commit the build was made from, abbreviated ("" when unknown).
var Commit = ""

// String is the version and the commit as one word, like "1.2.3 (0123abc)",
// or just the version when the commit is unknown.
func String() string {
	v := Version
	if v == "" {
		v = "dev"
	}
	if Commit == "" {
		return v
	}
	return v + " (" + Commit + ")"
}

// Line is what a program prints for -version: its name and String.
func Line(program string) string { return program + " " + String() }

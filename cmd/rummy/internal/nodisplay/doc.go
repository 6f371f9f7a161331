// Package nodisplay answers the command line when there is no X display,
// before Ebiten starts.
//
// Ebiten opens its window system (GLFW on X11) in a package init, and
// panics there without a display: nothing in package main runs first, so
// even rummy -h ended in a stack trace. Go initialises packages one at a
// time, each time the first in import-path order whose imports are done
// (the language specification, "Package initialization"). This package
// imports only the standard library's flag, fmt, os and testing and
// package cli (which imports neither Ebiten nor the engine), so it is
// ready long before Ebiten's window package, which waits on cgo, GLFW, X
// bindings and much more, and its init runs first. That follows from the
// dependency graph, not from a promise of Go's: TestAudit11NoDisplay runs
// the built binary without DISPLAY and fails if a change of dependencies
// ever lets Ebiten start first.
//
// The init looks at DISPLAY (only on the systems whose Ebiten uses X11).
// Without one it reads the command line and ends the program: -h prints
// the usage (exit 0), a malformed line its one-line message (exit 2),
// anything else "rummy: no display: set DISPLAY or run under xvfb-run"
// (exit 1). Whether a variant or option exists is the engine's to say, so
// that waits for a display. With a display it does nothing; a test binary
// is left alone.
//
// Main imports it for its side effect only:
//
//	import _ "rummy/cmd/rummy/internal/nodisplay"
package nodisplay

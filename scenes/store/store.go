// Package store keeps the game's small documents — the settings, the
// autosaved game and the statistics — on disk on the desktop and in
// localStorage in the browser, behind one interface.
//
// The typed documents (Settings, Autosave, Stats) are versioned JSON. When
// one cannot be read — damaged, or written in another format — its loader
// keeps the data aside under another name (SetAside), returns a *Warning
// the UI can show, and starts afresh; it never panics.
package store

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Store keeps small named documents (settings, the autosaved game,
// statistics). Names are short: letters, digits, '.', '-' and '_', not
// starting with a dot. A Store is safe for use by several goroutines.
type Store interface {
	// Load returns the document's bytes; an error wrapping ErrNotFound
	// when there is none, ErrNotDocument when it is not a regular file or
	// is over SizeLimit (it never blocks on a pipe nor reads more).
	Load(name string) ([]byte, error)
	// Save replaces the document with data, all or nothing.
	Save(name string, data []byte) error
	// Remove deletes the document; removing an absent one is not an error.
	Remove(name string) error
	// SetAside keeps a damaged document under another name (name +
	// ".bad-<n>", the first n free) so nothing the player had is silently
	// lost, and returns that name. It wraps ErrNotFound when there is no
	// document to keep.
	SetAside(name string) (string, error)
	// Keep is SetAside for a document that is not damaged but must make
	// way: it is kept as name + "." + mark + "-<n>" (mark is letters, such
	// as "prev"), the first n free.
	Keep(name, mark string) (string, error)
}

// ErrNotFound is wrapped by Load and SetAside when a document is absent.
var ErrNotFound = errors.New("store: no such document")

// ErrNotDocument is wrapped by Load when what is at a document's place
// cannot be one: not a regular file (a folder, a named pipe, a device),
// or larger than the document's size limit (see SizeLimit). The typed
// loaders keep it aside like damaged data.
var ErrNotDocument = errors.New("store: not a document the game can read")

// The size limits of documents.
const (
	// MaxDocSize bounds the settings, the statistics and any other small
	// document.
	MaxDocSize = 1 << 20
	// MaxGameSize bounds a saved game (the autosave and its copies).
	MaxGameSize = 64 << 20
)

// SizeLimit is the most bytes Load reads for a document: MaxGameSize for
// the autosave and the copies kept of it, MaxDocSize for the others.
func SizeLimit(name string) int64 {
	if strings.HasPrefix(name, AutosaveName) {
		return MaxGameSize
	}
	return MaxDocSize
}

// tooLarge is Load's error for a document over its limit.
func tooLarge(name string, limit int64) error {
	return fmt.Errorf("%w: %s is larger than %d MiB", ErrNotDocument, name, limit>>20)
}

// ErrFull is wrapped by Save when the disk or the browser's storage is full.
var ErrFull = errors.New("store: storage is full")

// maxNameLen bounds document and application names.
const maxNameLen = 100

// checkName reports whether name is usable as a document (or application)
// name on every back-end: a file name on any system and part of a
// localStorage key.
func checkName(name string) error {
	if name == "" || len(name) > maxNameLen || name[0] == '.' {
		return fmt.Errorf("store: invalid document name %q: use 1 to %d letters, digits, '.', '-' or '_', not starting with '.'", name, maxNameLen)
	}
	for _, r := range name {
		ok := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '-' || r == '_'
		if !ok {
			return fmt.Errorf("store: invalid document name %q: use only letters, digits, '.', '-' or '_'", name)
		}
	}
	return nil
}

// badMark is the mark of SetAside's names.
const badMark = "bad"

// asideName is the n-th name Keep tries for name and mark.
func asideName(name, mark string, n int) string {
	return name + "." + mark + "-" + strconv.Itoa(n)
}

// checkMark reports whether mark can be part of the names Keep makes.
func checkMark(mark string) error {
	if mark == "" || len(mark) > 10 || strings.Trim(mark, "abcdefghijklmnopqrstuvwxyz") != "" {
		return fmt.Errorf("store: the mark %q for a kept document is not 1 to 10 lower-case letters", mark)
	}
	return nil
}

// notFound wraps ErrNotFound with the document's name.
func notFound(name string) error {
	return fmt.Errorf("store: no document %q: %w", name, ErrNotFound)
}

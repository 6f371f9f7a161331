package store

import (
	"encoding/json"
	"errors"
	"fmt"
)

// Problem says why a document could not be used.
type Problem int

// The problems a loader reports.
const (
	// Unreadable: the store failed to read the document (a disk or
	// browser error); the document is left where it is.
	Unreadable Problem = iota + 1
	// Damaged: the data is not valid JSON or holds impossible values,
	// or is not a file the game can read (a folder, a pipe, a device, or
	// over its size limit).
	Damaged
	// OldFormat: the data was written by an older version of the game in
	// a format this version no longer reads.
	OldFormat
	// NewerFormat: the data was written by a newer version of the game.
	NewerFormat
)

// String says what is wrong with the data, in a few words.
func (p Problem) String() string {
	switch p {
	case Unreadable:
		return "the data could not be read"
	case Damaged:
		return "the data is damaged"
	case OldFormat:
		return "the data is from an older version of the game"
	case NewerFormat:
		return "the data is from a newer version of the game"
	}
	return fmt.Sprintf("problem(%d)", int(p))
}

// Warning is what a loader returns, next to a usable fresh value, when a
// stored document could not be used. Its Message is meant for the player;
// a translated UI can build its own from the fields.
type Warning struct {
	Doc     string  // the document's human name: "settings", "saved game", "statistics"
	Name    string  // the document's name in the store
	Problem Problem // why it could not be used
	KeptAs  string  // the name the data was kept under, "" if it was not moved
	Err     error   // the underlying error, if any
}

// Message is one sentence for the player, without the package prefix.
func (w *Warning) Message() string {
	m := fmt.Sprintf("Could not use your %s: %s", w.Doc, w.Problem)
	switch {
	case w.KeptAs != "":
		m += fmt.Sprintf("; it was kept as %q and the game starts afresh without it.", w.KeptAs)
	case w.Problem == Unreadable:
		m += "; the game starts afresh for now and leaves the data where it is."
	default:
		m += "; the game starts afresh without it."
	}
	return m
}

// Error returns the message with the package prefix and the cause.
func (w *Warning) Error() string {
	s := "store: " + w.Message()
	if w.Err != nil {
		s += " (" + w.Err.Error() + ")"
	}
	return s
}

// Unwrap returns the underlying error.
func (w *Warning) Unwrap() error { return w.Err }

// document describes one typed document.
type document struct {
	name   string // name in the store
	human  string // name for the player
	format int    // the format number this version writes and reads
	// compact saves without indentation (the autosave, which can be
	// large); the others are indented for a person to read.
	compact bool
}

// header is the part of every typed document read before the rest.
type header struct {
	Format *int `json:"format"`
}

// load reads doc into v, which holds the defaults on entry. It returns
// (true, nil) when v was filled from the store, (false, nil) when there is
// no document, and (false, *Warning) when there was one that could not be
// used — the data is then set aside and v must be reset to the defaults
// by the caller. check validates v after decoding.
func (doc document) load(s Store, v any, check func() error) (bool, error) {
	data, err := s.Load(doc.name)
	if errors.Is(err, ErrNotFound) {
		return false, nil
	}
	problem, cause := Damaged, err
	switch {
	case errors.Is(err, ErrNotDocument):
		// kept aside below, like damaged data
	case err != nil:
		return false, &Warning{Doc: doc.human, Name: doc.name, Problem: Unreadable, Err: err}
	default:
		problem, cause = doc.decode(data, v, check)
	}
	if problem == 0 {
		return true, nil
	}
	w := &Warning{Doc: doc.human, Name: doc.name, Problem: problem, Err: cause}
	kept, err := s.SetAside(doc.name)
	if err != nil {
		w.Err = errors.Join(cause, err)
	}
	w.KeptAs = kept
	return false, w
}

// decode checks data's format number, then decodes and checks v. Fields
// it does not know are ignored, so adding an optional field needs no new
// format number.
func (doc document) decode(data []byte, v any, check func() error) (Problem, error) {
	var h header
	if err := json.Unmarshal(data, &h); err != nil {
		return Damaged, fmt.Errorf("%s: %v", doc.name, err)
	}
	switch {
	case h.Format == nil:
		return Damaged, fmt.Errorf("%s: no format number", doc.name)
	case *h.Format < doc.format:
		return OldFormat, fmt.Errorf("%s: format %d, this version reads %d", doc.name, *h.Format, doc.format)
	case *h.Format > doc.format:
		return NewerFormat, fmt.Errorf("%s: format %d, this version reads %d", doc.name, *h.Format, doc.format)
	}
	if err := json.Unmarshal(data, v); err != nil {
		return Damaged, fmt.Errorf("%s: %v", doc.name, err)
	}
	if err := check(); err != nil {
		return Damaged, fmt.Errorf("%s: %v", doc.name, err)
	}
	return 0, nil
}

// save writes v, which must carry doc's format number, as JSON.
func (doc document) save(s Store, v any) error {
	var b []byte
	var err error
	if doc.compact {
		b, err = json.Marshal(v)
	} else {
		b, err = json.MarshalIndent(v, "", "  ")
	}
	if err != nil {
		return fmt.Errorf("store: cannot encode the %s: %v", doc.human, err)
	}
	return s.Save(doc.name, append(b, '\n'))
}

package store

import (
	"errors"
	"fmt"
	"strings"

	"rummy/internal/identity"
)

// IdentityName is the document of the player's identity (issue 31): the
// exported text of its key (identity.Export). On the desktop it is a
// file only its owner may read (mode 0600, as every document), in the
// browser an entry of the page's localStorage.
const IdentityName = "identity.txt"

// LoadIdentity returns the player's identity, made and saved on first
// use (made reports that). A damaged document is kept aside (never
// lost: a Warning says where) and a fresh identity made.
func LoadIdentity(s Store) (id identity.Identity, made bool, err error) {
	data, lerr := s.Load(IdentityName)
	if lerr == nil {
		if id, ierr := identity.Import(string(data)); ierr == nil {
			return id, false, nil
		}
	}
	var warn error
	if lerr == nil || !errors.Is(lerr, ErrNotFound) {
		aside, serr := s.SetAside(IdentityName)
		if serr != nil {
			return identity.Identity{}, false, fmt.Errorf("store: the identity cannot be read (%v) nor kept aside: %v", lerr, serr)
		}
		warn = &Warning{Doc: "player identity", Name: IdentityName, Problem: Damaged, KeptAs: aside, Err: lerr}
	}
	if id, err = identity.New(); err != nil {
		return identity.Identity{}, false, err
	}
	if err := s.Save(IdentityName, []byte(id.Export())); err != nil {
		return identity.Identity{}, false, err
	}
	return id, true, warn
}

// HasIdentity reports whether the store holds a readable identity
// (Import asks before replacing one).
func HasIdentity(s Store) bool {
	data, err := s.Load(IdentityName)
	if err != nil {
		return false
	}
	_, err = identity.Import(strings.TrimSpace(string(data)))
	return err == nil
}

// ReplaceIdentity saves id as the player's identity. The one it
// replaces is kept beside it (IdentityName + ".prev-<n>"): an import by
// mistake can be undone by hand.
func ReplaceIdentity(s Store, id identity.Identity) error {
	if !id.Valid() {
		return errors.New("store: no identity to save")
	}
	if _, err := s.Keep(IdentityName, "prev"); err != nil && !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("store: the current identity could not be kept aside, so it was not replaced: %v", err)
	}
	return s.Save(IdentityName, []byte(id.Export()))
}

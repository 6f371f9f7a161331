package store

import (
	"testing"

	"rummy/internal/identity"
)

// TestIdentityMadeOnceKeptAndReplacedOnlyWithTheOldKept (issue 31): the
// first load makes an identity and saves it, the next loads return the
// same one, a damaged document is kept aside and a fresh one made, and
// a replacement keeps the one it replaces.
func TestIdentityMadeOnceKeptAndReplacedOnlyWithTheOldKept(t *testing.T) {
	s := NewMemory()
	if HasIdentity(s) {
		t.Fatal("an empty store has an identity")
	}
	a, made, err := LoadIdentity(s)
	if err != nil || !made || !a.Valid() {
		t.Fatalf("first load: made %v, %v", made, err)
	}
	again, made, err := LoadIdentity(s)
	if err != nil || made || again.ID() != a.ID() {
		t.Fatalf("second load: made %v, %v, same %v", made, err, again.ID() == a.ID())
	}
	b, _ := identity.New()
	if err := ReplaceIdentity(s, b); err != nil {
		t.Fatal(err)
	}
	if got, _, _ := LoadIdentity(s); got.ID() != b.ID() {
		t.Fatal("the replacement was not saved")
	}
	kept, err := s.Load(IdentityName + ".prev-1")
	if old, ierr := identity.Import(string(kept)); err != nil || ierr != nil || old.ID() != a.ID() {
		t.Fatalf("the replaced identity was not kept: %v %v", err, ierr)
	}
	if err := s.Save(IdentityName, []byte("rummy-id1.garbage")); err != nil {
		t.Fatal(err)
	}
	c, made, err := LoadIdentity(s)
	if w, ok := err.(*Warning); !ok || !made || w.KeptAs == "" || c.ID() == b.ID() {
		t.Fatalf("a damaged identity: made %v, %v", made, err)
	}
	if data, _ := s.Load(asWarning(err).KeptAs); string(data) != "rummy-id1.garbage" {
		t.Fatalf("the damaged identity was not kept: %q", data)
	}
}

func asWarning(err error) *Warning { return err.(*Warning) }

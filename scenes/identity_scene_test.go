package scenes

import (
	"testing"

	"rummy/internal/identity"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// TestIdentityScreenAsksBeforeReplacingAndBadTextChangesNothing (issue
// 31): Export shows this device's identity text; an import of a bad
// text says why and changes nothing; a good one replaces the identity
// only once the person says so (Keep mine changes nothing), and keeps
// the old one beside it; a device with no identity takes it at once.
func TestIdentityScreenAsksBeforeReplacingAndBadTextChangesNothing(t *testing.T) {
	app := testApp(t)
	mine, _, err := store.LoadIdentity(app.Store)
	if err != nil {
		t.Fatal(err)
	}
	current := func() string {
		id, _, _ := store.LoadIdentity(app.Store)
		return id.ID()
	}
	s := NewIdentityScene(app, nil, "Ann")
	s.activate(idIdExport)
	if s.Shown() != mine.Export() {
		t.Fatalf("export shows %q, want this device's identity", s.Shown())
	}
	other, _ := identity.New()
	text := other.Export()
	for bad, want := range map[string]i18n.Key{
		"hello":                          i18n.IdentityErrNotExport,
		text[:len(text)-3]:               i18n.IdentityErrDamaged,
		"rummy-id2." + text[10:]:         i18n.IdentityErrVersion,
		text[:15] + "x" + text[16:] + "": i18n.IdentityErrDamaged,
	} {
		s.SetImportText(bad)
		s.activate(idIdImport)
		if s.Note() != app.T(want) || s.Asking() || current() != mine.ID() {
			t.Fatalf("import %q: note %q asking %v; want %q and no change", bad, s.Note(), s.Asking(), app.T(want))
		}
	}
	s.SetImportText(text)
	s.activate(idIdImport)
	if !s.Asking() || current() != mine.ID() {
		t.Fatal("a good text replaced the identity without asking")
	}
	s.activate(idIdKeep)
	if s.Asking() || current() != mine.ID() || s.Note() != app.T(i18n.IdentityKept) {
		t.Fatalf("Keep mine: asking %v, note %q", s.Asking(), s.Note())
	}
	s.SetImportText(text)
	s.activate(idIdImport)
	s.activate(idIdReplace)
	if current() != other.ID() || s.Note() != app.T(i18n.IdentityImported) {
		t.Fatalf("Replace: identity not replaced (note %q)", s.Note())
	}
	if data, err := app.Store.Load(store.IdentityName + ".prev-1"); err != nil || string(data) != mine.Export() {
		t.Fatalf("the replaced identity was not kept: %v", err)
	}

	fresh := testApp(t)
	f := NewIdentityScene(fresh, nil, "")
	f.SetImportText(text)
	f.activate(idIdImport)
	if got, _, _ := store.LoadIdentity(fresh.Store); f.Asking() || got.ID() != other.ID() {
		t.Fatal("a device without an identity did not take the imported one at once")
	}
}

package scenes

import (
	"slices"
	"strings"
	"testing"

	"rummy/scenes/store"
	"rummy/sprites"
)

// TestAudit9MenuKeepsAsideAnUnusableSave (issue 12, item 9): a saved game
// that cannot be read is kept aside as soon as the menu opens, which says
// so, and Resume is off.
func TestAudit9MenuKeepsAsideAnUnusableSave(t *testing.T) {
	for name, data := range map[string]string{
		"not JSON":       "\x00garbage",
		"engine refuses": `{"format":1,"seats":[{"kind":"human","name":"You"},{"kind":"bot","level":"normal","name":"Bot"}],"game":{"format":1}}`,
	} {
		t.Run(name, func(t *testing.T) {
			app := testApp(t)
			mem := store.NewMemory()
			app.Store = mem
			_ = mem.Save(store.AutosaveName, []byte(data))
			m := NewMenu(app, DefaultSetup(0), sprites.NewBackdrop())
			if m.resume {
				t.Error("Resume is offered for a save that cannot be resumed")
			}
			if !strings.Contains(m.err, "kept as") {
				t.Errorf("the menu says %q, want that the save was kept aside", m.err)
			}
			if names := mem.Names(); !slices.Contains(names, store.AutosaveName+".bad-1") || slices.Contains(names, store.AutosaveName) {
				t.Errorf("documents %v, want the save kept aside", names)
			}
		})
	}
}

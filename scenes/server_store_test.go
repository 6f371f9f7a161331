package scenes

import (
	"testing"

	"rummy/scenes/i18n"
)

// TestIssue26ServerStoreTexts (issue 26 items 1, 2, 6): the server's
// answers about its store and limits (a move not saved, a table not
// restored, too many tables) read in the player's language, each
// language its own text, and the online error line shows them.
func TestIssue26ServerStoreTexts(t *testing.T) {
	app := testApp(t)
	keys := []string{"unsaved", "unrestorable", "too_many_tables", "server_full"}
	seen := map[string]string{}
	for _, l := range []i18n.Lang{i18n.English, i18n.Russian, i18n.German} {
		app.Cat = i18n.New(l)
		for _, k := range keys {
			text, ok := serverRefusal(app, k)
			if !ok || text == "" || text == k {
				t.Fatalf("%v: the server's %q reads %q", l, k, text)
			}
			if prev, dup := seen[text]; dup {
				t.Fatalf("%v: %q reads %q, as %s does: not translated", l, k, text, prev)
			}
			seen[text] = k
			if got := serverProblem(app, k, "the server's English"); got != text {
				t.Fatalf("%v: the error line for %q reads %q, want %q", l, k, got, text)
			}
		}
	}
}

package scenes

import (
	"strings"
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// TestIssue24LobbyDescribesTheRuleSetInFull (issue 24 item 11): the
// lobby cut the rule sets' descriptions at the tiles' width. In every
// language, for every rule set, no tile text is cut, and the message
// box says the chosen rule set's whole description, wrapped within the
// box.
func TestIssue24LobbyDescribesTheRuleSetInFull(t *testing.T) {
	app := testApp(t)
	l := NewLobby(app, nil, DefaultSetup(engine.Classic))
	for _, lang := range []string{"en", "ru", "de"} {
		app.RunLang = lang
		app.applyLanguage()
		for _, v := range onlineVariants {
			l.variant = v
			l.build()
			for _, c := range l.form.Controls {
				if c.Kind != KindTile {
					continue
				}
				face := sprites.FitFace(app.Fonts, c.Label, 18*app.Unit(), sprites.Bold, c.Rect.W-28*app.Unit())
				if w, _ := sprites.Measure(c.Label, face); w > c.Rect.W-28*app.Unit() {
					t.Errorf("%s: the tile %q is cut", lang, c.Label)
				}
				if c.Detail != "" {
					if d := sprites.Ellipsize(c.Detail, app.Fonts.Face(13.5*app.Unit(), sprites.Regular), c.Rect.W-28*app.Unit()); d != c.Detail {
						t.Errorf("%s: the tile %q shows %q of %q", lang, c.Label, d, c.Detail)
					}
				}
			}
			text, _ := l.infoText()
			blurb := app.T(i18n.VariantBlurb(v))
			if !strings.Contains(text, blurb) {
				t.Errorf("%s %v: the message box says %q, not the description %q", lang, v, text, blurb)
			}
			box, face := lobbyInfoBox(FrameOf(app)), lobbyInfoFace(app)
			lines := sprites.Wrap(text, face, box.W-28*app.Unit())
			if h := face.Size * 1.35 * float64(len(lines)); h > box.H-14*app.Unit() {
				t.Errorf("%s %v: the message box's %d lines (%.0f px) overflow its %.0f px: %q", lang, v, len(lines), h, box.H, lines)
			}
		}
	}
}

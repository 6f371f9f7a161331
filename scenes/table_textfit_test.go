package scenes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes/i18n"
	"rummy/sprites"
)

// overflow measures a button's label with the real font as the form
// draws it (bold 18 units, shrunk to the box down to the smallest print)
// and reports how far it runs past the button less 1 unit each side
// (≤ 0: it fits). The form's own margin is 8 units a side, which a label
// may eat into at the smallest print without being cut.
func overflow(app *App, label string, w float64) float64 {
	u := app.Unit()
	tw, _ := sprites.Measure(label, sprites.FitFace(app.Fonts, label, 18*u, sprites.Bold, w-16*u))
	return tw - (w - 2*u)
}

// Issue 24 item 6: at the smallest window (640×400), in every language
// and rule set, every line of the side panel and every button label the
// table can show fits its box, measured with the real font: no text is
// cut ("Herauskommen: 30 Pun…") or runs past its button ("Rückgängig").
// The side panel's lines are all drawn, word for word.
func TestIssue24NoTableTextIsCutAt640x400(t *testing.T) {
	screen := ebiten.NewImage(640, 400)
	tables := [][]string{
		{"classic", "human,bot,bot", "target=200"},
		{"romme", "human,bot,bot"},
		{"romme", "human,bot,bot", "opening=40", "knocking=true"},
		{"liverpool", "human,bot,bot"},
	}
	actions := []i18n.Key{i18n.BtnCancel, i18n.BtnPass, i18n.BtnKeep, i18n.BtnCut, i18n.BtnGroup, i18n.BtnOpen,
		i18n.BtnGoDown, i18n.BtnMeld, i18n.BtnClear, i18n.BtnEndTurn, i18n.BtnKnock, i18n.BtnBuy, i18n.BtnLiverpool, i18n.BtnRummy}
	for _, args := range tables {
		for _, l := range i18n.Langs {
			t.Run(strings.Join(args, " ")+"/"+l.Code(), func(t *testing.T) {
				app := testApp(t)
				app.Settings.Language = l.Code()
				app.ApplySettings()
				app.Resize(640, 400, 1)
				r := newRigIn(t, app, args...)
				r.settle()
				tb := r.table
				tb.Draw(screen)
				lay := tb.layouter()
				rows := lay.infoLayout()
				var drawn []string
				for _, line := range rows.lines {
					face := lay.infoFace(line.text, rows.px, line.title)
					if w, _ := sprites.Measure(line.text, face); w > lay.infoWidth() {
						t.Errorf("side panel: %q is %.0f px wide in a %.0f px panel", line.text, w, lay.infoWidth())
					}
					drawn = append(drawn, line.text)
				}
				// Word for word, unless the panel cannot hold every line at
				// the smallest print (12 px since issue 29): then the lines
				// it draws are the first ones, the last of them "…".
				got, want := strings.Fields(strings.Join(drawn, " ")), strings.Fields(strings.Join(tb.texts.info, " "))
				if fmt.Sprint(got) != fmt.Sprint(want) {
					if !cutShort(got, want) {
						t.Errorf("side panel draws %q, its lines are %q", drawn, tb.texts.info)
					}
					t.Logf("side panel cut at 640×400: draws %q of %q", drawn, tb.texts.info)
				}
				if bottom := rows.scoresTop + rows.step*float64(len(tb.view.Totals)); bottom > lay.infoBottom()+rows.step/2 {
					t.Errorf("side panel: the scores end at %.0f, below the buttons at %.0f", bottom, lay.infoBottom())
				}
				for _, c := range tb.form.Controls {
					if c.Kind == KindButton {
						if o := overflow(app, c.Label, c.Rect.W); o > 0 {
							t.Errorf("button %q runs %.0f px past its %.0f px box", c.Label, o, c.Rect.W)
						}
					}
				}
				for _, k := range actions {
					if o := overflow(app, app.T(k), tb.lay.Buttons.W); o > 0 {
						t.Errorf("action button %q runs %.0f px past its %.0f px box", app.T(k), o, tb.lay.Buttons.W)
					}
				}
				if strings.Contains(strings.Join(tb.texts.info, "\n"), app.T(i18n.TableSpecialRules)+"\n"+app.T(i18n.OptLabel("target"))) {
					t.Errorf("the target score is listed as a special rule: %q", tb.texts.info)
				}
			})
		}
	}
}

// cutShort reports whether the words got are the words want cut short:
// the same words, a word too long for its place cut with "…", and the
// rest left out after a lone "…".
func cutShort(got, want []string) bool {
	for i, g := range got {
		switch {
		case g == "…" && i == len(got)-1:
			return true
		case i >= len(want):
			return false
		case strings.HasSuffix(g, "…") && strings.HasPrefix(want[i], strings.TrimSuffix(g, "…")):
		case g != want[i]:
			return false
		}
	}
	return len(got) == len(want)
}

package scenes

import (
	"slices"
	"strings"
	"testing"

	"rummy/scenes/i18n"
)

// TestLogSpeaksToThePerson: the person's own moves are logged in the
// second person, with the verb agreeing in Russian ("Вы взяли", not
// "Вы взял"); bots' moves keep their names.
func TestLogSpeaksToThePerson(t *testing.T) {
	for _, tc := range []struct {
		lang       i18n.Lang
		code, drew string
		bot        string
	}{
		{i18n.English, "en", "You drew from the stock", "Alice "},
		{i18n.Russian, "ru", "Вы взяли карту из колоды", "Анна "},
		{i18n.German, "de", "Du ziehst vom Talon", "Anna "},
	} {
		t.Run(tc.code, func(t *testing.T) {
			app := testApp(t)
			app.Settings.Language = tc.code
			app.Cat = i18n.New(tc.lang)
			r := newRigIn(t, app, "classic", "human,bot")
			r.settle()
			sx, sy := r.table.lay.Stock.Center()
			r.tap(sx, sy)
			r.run(2)
			lines := r.table.log.lines[:r.table.log.n]
			if !slices.Contains(lines, tc.drew) {
				t.Fatalf("log %q has no %q", lines, tc.drew)
			}
			for _, l := range lines {
				if strings.HasPrefix(l, "Вы ") && strings.Contains(l, "л ") {
					t.Errorf("a Russian line to the person with a singular verb: %q", l)
				}
			}
			// Play on until a bot has moved, and check it is named.
			r.run(1)
			card := r.table.view.Hand[0]
			x, y := r.cardPoint(card)
			dx, dy := r.table.lay.Discard.Center()
			r.drag(x, y, dx, dy)
			r.settle()
			named := false
			for _, l := range r.table.log.lines[:r.table.log.n] {
				named = named || strings.HasPrefix(l, tc.bot)
			}
			if !named {
				t.Errorf("no line names the bot: %q", r.table.log.lines[:r.table.log.n])
			}
		})
	}
}

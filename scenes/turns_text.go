package scenes

import (
	"strings"

	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/scenes/i18n"
)

// notifyText is a system notification's title and line for a table
// newly due: "Your turn at Rommé with Anna, Bot (hard)".
func notifyText(app *App, t proto.MyTable) (title, body string) {
	name := t.Variant
	if v, err := engine.ParseVariant(t.Variant); err == nil {
		name = app.T(i18n.VariantName(v))
	}
	var others []string
	for i, s := range t.Seats {
		if i != t.Seat {
			others = append(others, seatLabel(app, s))
		}
	}
	return app.Cat.F(i18n.TurnsNotifyTitle, name, strings.Join(others, ", ")), app.T(i18n.TurnsNotifyBody)
}

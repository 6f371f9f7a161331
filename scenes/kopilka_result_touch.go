package scenes

import (
	"strconv"

	"rummy/scenes/i18n"
	"rummy/sprites"
)

// buildTouch lays Kopilka's result out for a finger, in one scrolling
// column: the headline, the rounds, then a line per seat (place, name,
// chips and standing; fifteen seats scroll rather than shrink), the
// buttons at the foot. It replaces the controls build laid out.
func (r *KopilkaResult) buildTouch() {
	k := r.k
	app := k.app
	c := &r.col
	desk := append([]Control(nil), r.form.Controls...)
	c.begin(app, app.T(i18n.KopResult), 1, len(desk))
	c.text(app, r.Headline(), 18, sprites.Bold, sprites.Gold)
	c.text(app, app.Cat.F(i18n.KopRounds, k.shown.round), 15, sprites.Regular, sprites.InkDim)
	for i, seat := range r.rows {
		value := app.Cat.F(i18n.KopChips, k.shown.chips[seat]) + " · " + app.T(kopStatusKey(k.shown.status[seat]))
		c.pair(app, strconv.Itoa(r.place(i))+". "+k.names[seat], value, 16)
	}
	for i := range desk {
		desk[i].Rect = c.footButton(app)
	}
	r.form.Controls = append(r.form.Controls[:0], desk...)
}

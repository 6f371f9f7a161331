package scenes

import (
	"image/color"

	"rummy/scenes/i18n"
	"rummy/sprites"
)

// buildTouch lays My tables out for a finger: the message, then every
// table a row (the list scrolls, however long), the recent opponents to
// play again with, the notifications' button or how they stand, Back
// and Refresh at the foot. It replaces the controls build laid out.
func (s *MyTablesScene) buildTouch() {
	app := s.app
	c := &s.col
	c.begin(app, app.T(i18n.MyTablesTitle), 1, 2)
	back, refresh := s.form.Controls[0], s.form.Controls[1]
	var again, notify []Control
	for _, ctl := range s.form.Controls[2:] {
		switch {
		case ctl.ID == idMineNotify:
			notify = append(notify, ctl)
		case ctl.ID >= idMineAgain:
			again = append(again, ctl)
		}
	}
	cs := s.form.Controls[:0]
	text, ink := s.message()
	s.shownText = text
	c.text(app, text, 16, sprites.Regular, ink)
	name := app.Fonts.Face(18*c.U, sprites.Bold)
	for i, t := range s.list {
		line, detail := s.rowText(t)
		r, ok := c.place(max(64, 2.9*name.Size/c.U))
		if !ok {
			continue
		}
		cs = append(cs, Control{ID: idMineRow + i, Kind: KindTile, Rect: r, Label: sprites.Ellipsize(line, name, r.W-28*c.U), Detail: detail,
			On: t.YourTurn, Enabled: s.opening == nil})
	}
	if len(again) > 0 {
		c.text(app, app.T(i18n.MyTablesRecent), 16, sprites.Bold, sprites.InkDim)
	}
	for _, ctl := range append(again, notify...) {
		if r, ok := c.row(app); ok {
			ctl.Rect = r
			cs = append(cs, ctl)
		}
	}
	if text := s.notifyText(); text != "" {
		c.text(app, text, 14, sprites.Regular, sprites.InkDim)
	}
	back.Rect, refresh.Rect = c.footButton(app), c.footButton(app)
	s.form.Controls = append(cs, back, refresh)
}

// message is what the screen says over the list, and in which ink: that
// it asks the server, the problem, that there are no tables, or "".
func (s *MyTablesScene) message() (string, color.Color) {
	app := s.app
	switch {
	case s.asking != nil:
		return app.Cat.F(i18n.MyTablesAsking, s.server), sprites.Gold
	case s.err != "":
		return s.err, sprites.Danger
	case len(s.list) == 0:
		return app.T(i18n.MyTablesNone), sprites.InkDim
	}
	return "", sprites.InkDim
}

package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes/i18n"
	"rummy/sprites"
)

// lobbyTouch is the lobby's layout on a phone or a tablet: one scrolling
// column (see column), in use while on; info is the message it shows.
type lobbyTouch struct {
	on   bool
	col  column
	info string
}

// buildTouch lays the lobby out for a finger, in one scrolling column:
// the server and the name; the invite code with Join and Watch; the
// message; a new table (the rule sets two a row, the players, the seats,
// the timer, the hints, the note on the rules, Create), Ratings; Back, My tables
// and Identity at the foot. It replaces what build laid out.
func (l *Lobby) buildTouch() {
	app := l.app
	c := &l.touch.col
	c.begin(app, app.T(i18n.OnlineTitle), 1, 3)
	desk := append([]Control(nil), l.form.Controls...)
	byID := map[int]Control{}
	for _, ctl := range desk {
		byID[ctl.ID] = ctl
	}
	cs := l.form.Controls[:0]
	add := func(ctl Control, r sprites.Rect, ok bool) {
		if ok {
			ctl.Rect = r
			cs = append(cs, ctl)
		}
	}
	field := func(i int) {
		c.place(14) // the field's label
		l.fields[i].rect, l.fields[i].unit = sprites.Rect{}, c.U
		if r, ok := c.row(app); ok {
			l.fields[i].rect = r
		}
	}
	field(fieldServer)
	field(fieldName)
	c.text(app, app.T(i18n.OnlineJoinPanel), 15, sprites.Bold, sprites.Gold)
	field(fieldCode)
	c.twoARow(app, []Control{byID[idLobJoin], byID[idLobWatch]}, add)
	text, ink := l.infoText()
	l.touch.info = text
	c.text(app, text, 14, sprites.Regular, ink)
	c.text(app, app.T(i18n.OnlineCreatePanel), 15, sprites.Bold, sprites.Gold)
	var tiles []Control
	for _, ctl := range desk {
		switch {
		case ctl.ID >= idLobVariant && ctl.ID < idLobVariant+100 && ctl.Kind == KindTile:
			tiles = append(tiles, ctl)
		}
	}
	c.twoARow(app, tiles, add)
	for _, ctl := range desk {
		if ctl.ID == idLobPlayers || (ctl.Kind == KindCycler && ctl.ID != idLobTimer && ctl.ID != idLobHints) {
			r, ok := c.row(app)
			add(ctl, r, ok)
		}
	}
	for _, id := range []int{idLobTimer, idLobHints} {
		r, ok := c.row(app)
		add(byID[id], r, ok)
	}
	c.text(app, app.T(i18n.OnlineRulesNote), 13, sprites.Regular, sprites.InkFaint)
	r, ok := c.row(app)
	add(byID[idLobCreate], r, ok)
	r, ok = c.row(app)
	add(byID[idLobRatings], r, ok)
	for _, id := range []int{idLobBack, idLobMine, idLobIdentity} {
		ctl := byID[id]
		ctl.Rect = c.footButton(app)
		cs = append(cs, ctl)
	}
	l.form.Controls = cs
}

// drawTouch draws the lobby laid out for a finger.
func (l *Lobby) drawTouch(dst *ebiten.Image) {
	l.touch.col.draw(dst, l.app, &l.form)
	for i := range l.fields {
		l.fields[i].draw(dst, l.app, i == l.focus)
	}
}

package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/scenes/online"
	"rummy/sprites"
)

// roomTouch is the waiting room's layout on a phone or a tablet: one
// scrolling column (see column), in use while on.
type roomTouch struct {
	on  bool
	col column
}

// buildTouch lays the room out for a finger, in one scrolling column,
// each tick (the chat and the status change without input): the invite
// code and its link, the server's commitment, the seats, the status or
// the problem, the phrases two a row and the chat; Leave (and the host's
// Start) at the foot. It replaces the controls build laid out.
func (r *Room) buildTouch(info online.Info, desk []Control) {
	app := r.app
	c := &r.touch.col
	title := app.T(i18n.RoomTitle)
	if info.Lobby != nil {
		if v, err := engine.ParseVariant(info.Lobby.Variant); err == nil {
			title += " · " + app.T(i18n.VariantName(v))
		}
	}
	var foot, phrases []Control
	for _, ctl := range desk {
		switch {
		case ctl.ID == idRoomLeave || ctl.ID == idRoomStart:
			foot = append(foot, ctl)
		case ctl.ID >= idRoomPhrase:
			phrases = append(phrases, ctl)
		}
	}
	c.begin(app, title, 1, len(foot))
	cs := r.form.Controls[:0]
	add := func(ctl Control, rect sprites.Rect, ok bool) {
		if ok {
			ctl.Rect = rect
			cs = append(cs, ctl)
		}
	}
	c.text(app, app.T(i18n.RoomCodeHint), 14, sprites.Regular, sprites.InkDim)
	c.text(app, info.Code, 34, sprites.Bold, sprites.Gold)
	c.code(app, info.Link, 14, sprites.Ink)
	c.text(app, commitmentText(app, info.Lobby), 13, sprites.Regular, sprites.InkDim)
	c.text(app, app.T(i18n.RoomSeats), 15, sprites.Bold, sprites.Gold)
	for _, ctl := range desk {
		if ctl.ID >= idRoomSeat && ctl.ID < idRoomPhrase {
			rect, ok := c.row(app)
			add(ctl, rect, ok)
		}
	}
	for _, ctl := range desk {
		if ctl.ID == idRoomClaims {
			rect, ok := c.row(app)
			add(ctl, rect, ok)
		}
	}
	text, ink := r.status(info), sprites.InkDim
	if r.err != "" {
		text, ink = r.err, sprites.Danger
	}
	c.text(app, text, 14, sprites.Regular, ink)
	c.text(app, app.T(i18n.RoomChat), 15, sprites.Bold, sprites.Gold)
	c.twoARow(app, phrases, add)
	for _, ch := range r.chats {
		who := "?"
		if info.Lobby != nil && ch.Seat >= 0 && ch.Seat < len(info.Lobby.Seats) {
			who = info.Lobby.Seats[ch.Seat].Name
		}
		c.text(app, app.Cat.F(i18n.RoomSays, who, app.T(i18n.ChatPhrase(ch.Phrase))), 14, sprites.Regular, sprites.Ink)
	}
	for _, ctl := range foot {
		ctl.Rect = c.footButton(app)
		cs = append(cs, ctl)
	}
	r.form.Controls = cs
}

// drawTouch draws the room laid out for a finger.
func (r *Room) drawTouch(dst *ebiten.Image) {
	r.touch.col.draw(dst, r.app, &r.form)
}

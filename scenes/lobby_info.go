package scenes

import (
	"image/color"

	"rummy/scenes/i18n"
	"rummy/sprites"
)

// The lobby's message box (issue 24 item 11): the request under way or
// the last problem when there is one; else that there is no connection
// when the device is offline (issue 29 item 4); else what the chosen rule set is,
// in full (the rule-set tiles show only their names: a description cut
// at a tile's width told nobody anything), then how to type.

// infoText is what the message box says, and in which ink.
func (l *Lobby) infoText() (string, color.Color) {
	app := l.app
	switch {
	case l.busy != nil:
		return l.busyText, sprites.Gold
	case l.err != "":
		return l.err, sprites.Danger
	case deviceOffline():
		return app.T(i18n.OnlineNoConnection), sprites.Danger
	}
	return app.T(i18n.VariantName(l.variant)) + ": " + app.T(i18n.VariantBlurb(l.variant)) + "\n" + app.T(i18n.OnlineTyping), sprites.InkDim
}

// lobbyInfoBox is the message box's place.
func lobbyInfoBox(f Frame) sprites.Rect { return f.Rect(640, 560, 590, 110) }

// lobbyInfoFace is the message box's type.
func lobbyInfoFace(app *App) *sprites.Face { return app.Fonts.Face(15*app.Unit(), sprites.Regular) }

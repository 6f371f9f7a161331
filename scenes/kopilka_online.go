package scenes

import (
	"slices"

	"rummy/engine/match"
	"rummy/scenes/i18n"
)

// kopConn is what the Kopilka table shows of a game played at a table
// server (match.Online): the link, the seats away and those a bot plays
// for meanwhile, and the refusals already shown.
type kopConn struct {
	link     match.Link
	away     []int
	botFor   []int
	refusals uint64
}

// watchConnection reads the connection of an online game: a refusal of
// the person's reveal is shown once, in the player's language, and
// frees the card to be revealed again; a stopped game says why.
func (k *Kopilka) watchConnection() {
	if k.online == nil {
		return
	}
	c := k.online.Connection()
	k.conn.link = c.Link
	k.conn.away = append(k.conn.away[:0], c.Away...)
	k.conn.botFor = append(k.conn.botFor[:0], c.BotFor...)
	if c.Refusals != k.conn.refusals {
		k.conn.refusals = c.Refusals
		k.sent = false
		switch {
		case c.Refused != nil:
			k.err = k.app.Cat.Reason(*c.Refused, k.seatName)
		case c.RefusedText != "":
			k.err = c.RefusedText
		}
	}
	if c.Link == match.LinkClosed && k.err == "" {
		k.err = k.app.T(i18n.KopLinkClosed)
	}
}

// linkText is the connection badge's text, or "" for a local game.
func (k *Kopilka) linkText() string {
	if k.online == nil {
		return ""
	}
	switch k.conn.link {
	case match.LinkConnecting:
		return k.app.T(i18n.KopLinkConnecting)
	case match.LinkReconnecting:
		return k.app.T(i18n.KopLinkReconnecting)
	case match.LinkClosed:
		return k.app.T(i18n.KopLinkClosed)
	}
	return k.app.T(i18n.KopLinkConnected)
}

// awayKey is what a seat's box says of an away person: a bot plays for
// them, or the table waits for them (ok false: the seat is not away).
func (k *Kopilka) awayKey(seat int) (i18n.Key, bool) {
	switch {
	case slices.Contains(k.conn.botFor, seat):
		return i18n.KopBotFor, true
	case slices.Contains(k.conn.away, seat):
		return i18n.KopAway, true
	}
	return "", false
}

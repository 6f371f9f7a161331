package scenes

import (
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// Where the parts of a seat's badge lie (Draw and the tests read them).

// wideBadge reports whether a seat's badge has room for the name and
// the card count on its first line (text starting at ax).
func (t tableArt) wideBadge(seat int, ax float64) bool {
	u := t.lay.u
	b := t.lay.Seats[t.layouter().rel(seat)].Badge
	cw, _ := sprites.Measure(t.texts.counts[seat], t.app.Fonts.Face(12*u, sprites.Regular))
	nw, _ := sprites.Measure(t.texts.names[seat], t.app.Fonts.Face(14*u, sprites.Bold))
	return ax+nw+6*u+cw <= b.Right()-10*u
}

// badgeTextX is where a seat's badge text starts, right of its picture.
func (t tableArt) badgeTextX(seat int) float64 {
	u := t.lay.u
	b := t.lay.Seats[t.layouter().rel(seat)].Badge
	if t.app.Avatars.Size() < 12 {
		return b.X + 10*u
	}
	return b.X + 12*u + t.app.Avatars.Size()
}

// oneCardFace is the face of a seat's "one card left!" line: the
// badge's small face, smaller where the badge is narrow.
func (t tableArt) oneCardFace(seat int) *sprites.Face {
	b := t.lay.Seats[t.layouter().rel(seat)].Badge
	return sprites.FitFace(t.app.Fonts, t.app.T(i18n.TableOneCard), 12*t.lay.u, sprites.Regular, b.Right()-6*t.lay.u-t.art().badgeTextX(seat))
}

// oneCardRect is where a seat's "one card left!" line lies: the badge's
// second line, in place of the seat's kind (or its count, on a narrow
// badge).
func (t tableArt) oneCardRect(seat int) sprites.Rect {
	b := t.lay.Seats[t.layouter().rel(seat)].Badge
	x := t.art().badgeTextX(seat)
	w, h := sprites.Measure(t.app.T(i18n.TableOneCard), t.art().oneCardFace(seat))
	return sprites.Rect{X: x, Y: b.Y + b.H*0.73 - h/2, W: w, H: h}
}

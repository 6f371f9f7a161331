package scenes

import (
	"strings"

	"rummy/engine"
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

// openedLabel is the mark on a seat's badge once it has opened or gone
// down ("" before).
func (t tableArt) openedLabel(seat int) string {
	if !t.view.Seats[seat].Opened {
		return ""
	}
	if t.view.Rules.Terms().Opened == engine.TermDown {
		return t.app.Cat.About(i18n.TableDown, t.person(seat))
	}
	return t.app.Cat.About(i18n.TableOpened, t.person(seat))
}

// row2Room is the width the left part of a seat's second badge line may
// take from ax: up to the badge's edge, or to the opened mark.
func (t tableArt) row2Room(seat int, ax float64) float64 {
	u := t.lay.u
	b := t.lay.Seats[t.layouter().rel(seat)].Badge
	right := b.Right() - 10*u
	if label := t.openedLabel(seat); label != "" {
		w, _ := sprites.Measure(label, t.app.Fonts.Face(12*u, sprites.Regular))
		right -= w + 6*u
	}
	return max(0, right-ax)
}

// stockLabel is the stock's label for a column w wide: "Stock · 81
// cards", else the count alone, else the count cut to fit.
func (t tableArt) stockLabel(face *sprites.Face, w float64) string {
	full := t.texts.stockLabel
	if fw, _ := sprites.Measure(full, face); fw <= w {
		return full
	}
	count := full
	if i := strings.LastIndex(full, " · "); i >= 0 {
		count = full[i+len(" · "):]
	}
	return clip(count, face, w)
}

// clip is s cut with "…" to width w, or "" where not even that fits.
func clip(s string, face *sprites.Face, w float64) string {
	c := sprites.Ellipsize(s, face, w)
	if cw, _ := sprites.Measure(c, face); cw > w {
		return ""
	}
	return c
}

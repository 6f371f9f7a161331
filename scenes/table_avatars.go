package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/sprites"
)

// badgeAvatar is the diameter of a seat's picture in its badge: the
// badge's height less a margin, at most a fifth of its width (eight
// seats on a small screen leave little room beside the name).
func badgeAvatar(l tableLayout) float64 {
	if len(l.Seats) == 0 {
		return 0
	}
	b := l.Seats[len(l.Seats)-1].Badge
	return math.Floor(math.Min(b.H-10*l.u, b.W*0.2))
}

// drawAvatar draws a seat's picture at the left of its badge and returns
// where the badge's text starts.
func (t tableArt) drawAvatar(dst *ebiten.Image, seat int, b sprites.Rect) float64 {
	u := t.lay.u
	d := t.app.Avatars.Size()
	if d < 12 {
		return b.X + 10*u
	}
	t.app.Avatars.Draw(dst, t.texts.names[seat], b.X+6*u, b.Y+(b.H-d)/2)
	return b.X + 6*u + d + 6*u
}

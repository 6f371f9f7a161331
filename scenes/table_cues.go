package scenes

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/engine"
	"rummy/sprites"
)

// tableCues are the table's short signals (issue 18 item 8): a ring
// that swells from the badge of the seat whose turn starts, and each
// seat's points of a finished hand flying from its badge to its line
// in the score panel. They are advanced per tick at the animation speed
// and make the table tick (repaint) only while they play.
type tableCues struct {
	// turnSeat is the seat whose turn was last seen starting (−1: none);
	// turnLeft counts the ring's remaining ticks out of turnTicks.
	turnSeat, turnLeft, turnTicks int
	points                        []pointsFly
}

// pointsFly is one seat's points on their way to the score panel.
type pointsFly struct {
	seat int
	text string
	tw   sprites.Tween
}

// cueTurnTicks and cuePointsTicks are the cues' lengths at normal speed.
const (
	cueTurnTicks   = 36
	cuePointsTicks = 50
	cuePointsGap   = 8
)

// active reports whether a cue is playing.
func (c *tableCues) active() bool { return c.turnLeft > 0 || len(c.points) > 0 }

// stepCues advances the cues by a tick and starts the turn ring when
// another seat's turn has begun.
func (t tableEvents) stepCues() {
	c := &t.cues
	if c.turnLeft > 0 {
		c.turnLeft--
	}
	t.noteTurn()
	n := 0
	for i := range c.points {
		c.points[i].tw.Step()
		if !c.points[i].tw.Done() {
			c.points[n] = c.points[i]
			n++
		}
	}
	c.points = c.points[:n]
}

// noteTurn starts the turn ring when another seat's turn has begun
// (called each tick and after the events of a move).
func (t tableEvents) noteTurn() {
	c := &t.cues
	if s := t.judge().activeSeat(); s != c.turnSeat {
		c.startRing(s, t.layouter().motionTicks(cueTurnTicks))
	}
}

// flyPoints sends every seat's points of a finished hand to the score
// panel, one seat after another in seat order.
func (t tableEvents) flyPoints(r engine.HandResult) {
	t.cues.points = t.cues.points[:0]
	k := 0
	for seat, p := range r.Scores {
		if p == 0 || seat >= len(t.lay.Seats) {
			continue
		}
		text := strconv.Itoa(p)
		if p > 0 {
			text = "+" + text
		}
		b := t.lay.Seats[t.layouter().rel(seat)].Badge
		x, y := b.Center()
		tx, ty := t.layouter().scoreRow(seat)
		t.cues.points = append(t.cues.points, pointsFly{seat: seat, text: text, tw: sprites.Tween{
			From: sprites.Pose{X: x, Y: y}, To: sprites.Pose{X: tx, Y: ty},
			Delay: k * t.layouter().motionTicks(cuePointsGap), Ticks: t.layouter().motionTicks(cuePointsTicks), Ease: sprites.EaseInOutCubic}})
		k++
	}
}

// drawTurnCue draws the ring swelling and fading around the badge of the
// seat whose turn just started.
func (t tableArt) drawTurnCue(dst *ebiten.Image) {
	c := &t.cues
	if c.turnLeft <= 0 || c.turnSeat < 0 || c.turnSeat >= len(t.lay.Seats) {
		return
	}
	u := t.lay.u
	p := 1 - float64(c.turnLeft)/float64(max(1, c.turnTicks))
	b := t.lay.Seats[t.layouter().rel(c.turnSeat)].Badge
	// One radius and one width, so the ring is one shape texture however
	// far it has swollen; only its place and its fading ink change.
	grow := (2 + 12*p) * u
	if t.app.Settings.ReducedMotion {
		grow = 2 * u // the ring fades where it is, without swelling
	}
	t.app.Paint.StrokeRoundRect(dst, b.Inset(-grow), 12*u, 2.5*u, sprites.Fade(sprites.Gold, 1-p))
}

// drawPointsCue draws the points flying to the score panel.
func (t tableArt) drawPointsCue(dst *ebiten.Image) {
	if len(t.cues.points) == 0 {
		return
	}
	face := t.app.Fonts.Face(22*t.lay.u, sprites.Bold)
	for i := range t.cues.points {
		f := &t.cues.points[i]
		if !f.tw.Started() {
			continue
		}
		at := f.tw.Pose()
		ink := sprites.Gold
		if f.text[0] == '-' {
			ink = sprites.Danger
		}
		sprites.DrawText(dst, f.text, face, at.X, at.Y, sprites.AlignCenter, ink)
	}
}

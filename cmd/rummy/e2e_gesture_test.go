//go:build !js

package main

import (
	"fmt"
	"math"
	"time"
)

// The gestures below wait for the game to see each step, never for a
// fixed time: the game reads the pointer once a frame, and on a loaded
// machine (a software-rendered display at a few frames a second) a press
// and its release sent a fixed time apart can both fall between two
// frames, so the game never sees the click, or a drag's press is seen
// only at its end point and reads as a tap there.

// pointerWait bounds the wait for one step of a gesture: one frame, even
// a very slow one.
const pointerWait = time.Minute

// pointerSlop is how far, in the game's pixels, the pointer the game saw
// may be from the point sent (rounding between the game's and the
// window's pixels).
const pointerSlop = 3.0

// presses returns the count of presses the game has seen so far.
func (p *player) presses() int {
	p.t.Helper()
	s := p.await("the probe's pointer", pointerWait, func(*screen) bool { return true })
	return s.Pointer.Presses
}

// seen waits until the game has seen the pointer at (x, y) (game pixels),
// down or up, after presses presses.
func (p *player) seen(what string, x, y float64, down bool, presses int) {
	p.t.Helper()
	p.await(fmt.Sprintf("the game saw %s at (%.0f, %.0f)", what, x, y), pointerWait, func(s *screen) bool {
		q := s.Pointer
		return q.Down == down && q.Presses == presses && math.Abs(q.X-x) <= pointerSlop && math.Abs(q.Y-y) <= pointerSlop
	})
}

// moveTo moves the pointer to (x, y) and waits until the game saw it
// there, pressed or not.
func (p *player) moveTo(x, y float64, down bool, presses int) {
	p.t.Helper()
	wx, wy := p.xy(x, y)
	xdo(p.t, "mousemove", "--window", p.wid, wx, wy)
	p.seen("the pointer", x, y, down, presses)
}

// drag presses at one point, moves through the middle and releases at
// another, each step once the game has seen the one before.
func (p *player) drag(x0, y0, x1, y1 float64) {
	p.t.Helper()
	n := p.presses()
	p.moveTo(x0, y0, false, n)
	xdo(p.t, "mousedown", "1")
	p.seen("the press", x0, y0, true, n+1)
	p.moveTo((x0+x1)/2, (y0+y1)/2, true, n+1)
	p.moveTo(x1, y1, true, n+1)
	xdo(p.t, "mouseup", "1")
	p.seen("the release", x1, y1, false, n+1)
}

// tap presses and releases without moving, each once the game has seen
// the step before.
func (p *player) tap(x, y float64) {
	p.t.Helper()
	n := p.presses()
	p.moveTo(x, y, false, n)
	xdo(p.t, "mousedown", "1")
	p.seen("the press", x, y, true, n+1)
	xdo(p.t, "mouseup", "1")
	p.seen("the release", x, y, false, n+1)
}

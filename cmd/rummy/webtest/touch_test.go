package webtest

import (
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// touchPage drives a page emulating a phone with the finger only: every
// gesture is Input.dispatchTouchEvent (touchStart, touchMove, touchEnd),
// never a mouse event.
type touchPage struct{ *page }

func (p *touchPage) label() string { return "phone" }

// phoneViewport emulates a phone of width×height CSS pixels at three
// device pixels to the CSS pixel, with a touch screen.
func phoneViewport(width, height int64) chromedp.Action {
	orient := chromedp.EmulatePortrait
	if width > height {
		orient = chromedp.EmulateLandscape
	}
	return chromedp.EmulateViewport(width, height, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch, orient)
}

// finger is a touch point at a place of the game's screen, in CSS pixels.
func (p *touchPage) finger(s *state, x, y float64) []*input.TouchPoint {
	px, py := p.css(s, x, y)
	return []*input.TouchPoint{{X: px, Y: py, ID: 1}}
}

// tap puts a finger down at a point of the game's screen and lifts it,
// each step once the game has seen the one before (gesture_test.go).
func (p *touchPage) tap(s *state, x, y float64) {
	p.t.Helper()
	g := startGesture(p.t, p, x, y)
	p.run("touch start", input.DispatchTouchEvent(input.TouchStart, p.finger(s, x, y)))
	g.pressed(x, y)
	p.run("touch end", input.DispatchTouchEvent(input.TouchEnd, []*input.TouchPoint{}))
	g.released(x, y)
}

// drag puts a finger down at one point, slides it to another in steps
// and lifts it there, each step once the game has seen the one before.
func (p *touchPage) drag(s *state, x0, y0, x1, y1 float64) {
	p.t.Helper()
	g := startGesture(p.t, p, x0, y0)
	p.run("touch start", input.DispatchTouchEvent(input.TouchStart, p.finger(s, x0, y0)))
	g.pressed(x0, y0)
	const steps = 6
	for i := 1; i <= steps; i++ {
		f := float64(i) / steps
		gx, gy := x0+(x1-x0)*f, y0+(y1-y0)*f
		p.run("touch move", input.DispatchTouchEvent(input.TouchMove, p.finger(s, gx, gy)))
		g.at(gx, gy, true)
	}
	p.run("touch end", input.DispatchTouchEvent(input.TouchEnd, []*input.TouchPoint{}))
	g.released(x1, y1)
}

// phoneWait bounds the wait for one condition on the phone: software
// WebGL drawing three device pixels to the CSS pixel on a loaded machine
// may take seconds a frame, and a cross-fade takes 14 ticks. Only a
// failure waits that long; the hand is bounded by the person's steps.
const phoneWait = 10 * time.Minute

// waitFor is the page's waitFor with the phone's bound.
func (p *touchPage) waitFor(what string, timeout time.Duration, ok func(*state) bool) *state {
	p.t.Helper()
	return p.page.waitFor(what, max(timeout, phoneWait), ok)
}

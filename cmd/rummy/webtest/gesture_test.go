package webtest

import (
	"fmt"
	"math"
	"testing"
	"time"
)

// pointer is the probe's pointer as the game read it in its last tick
// (scenes.ProbePointer).
type pointer struct {
	X       float64 `json:"x"`
	Y       float64 `json:"y"`
	Down    bool    `json:"down"`
	Presses int     `json:"presses"`
}

// gesture drives a tap or a drag step by step on conditions, not on
// time: the game polls the pointer once a frame, so on a loaded machine
// (a software-rendered display at a few frames a second) a press and
// its release sent a fixed time apart can both fall between two frames,
// and the game never sees the click. Each step waits until the probe
// shows that the game has seen the one before.
type gesture struct {
	t       *testing.T
	d       driver
	presses int
}

// pointerWait bounds the wait for one step: a frame, even a very slow one.
const pointerWait = 60 * time.Second

// pointerSlop is how far the game's pointer may be from the point sent
// (rounding between the game's, the window's and the page's pixels).
const pointerSlop = 3.0

// startGesture begins a gesture at (x, y) on d.
func startGesture(t *testing.T, d driver, x, y float64) *gesture {
	t.Helper()
	g := &gesture{t: t, d: d}
	s := awaitOn(t, d, "the probe's pointer", pointerWait, func(s *state) bool { return s.Pointer != nil })
	g.presses = s.Pointer.Presses
	return g
}

// wait waits until the game saw the pointer at (x, y), down or not,
// after presses presses.
func (g *gesture) wait(what string, x, y float64, down bool) {
	g.t.Helper()
	awaitOn(g.t, g.d, fmt.Sprintf("the game to see %s at (%.0f, %.0f)", what, x, y), pointerWait, func(s *state) bool {
		p := s.Pointer
		return p != nil && p.Down == down && p.Presses == g.presses && math.Abs(p.X-x) <= pointerSlop && math.Abs(p.Y-y) <= pointerSlop
	})
}

// at waits for the pointer at (x, y), pressed (a drag's step) or not.
func (g *gesture) at(x, y float64, down bool) { g.t.Helper(); g.wait("the pointer", x, y, down) }

// pressed waits for the press at (x, y).
func (g *gesture) pressed(x, y float64) {
	g.t.Helper()
	g.presses++
	g.wait("the press", x, y, true)
}

// released waits for the release at (x, y).
func (g *gesture) released(x, y float64) { g.t.Helper(); g.wait("the release", x, y, false) }

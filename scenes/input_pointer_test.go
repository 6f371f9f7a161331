package scenes

import "testing"

// After a finger lifts, the pointer stays a finger where it lifted —
// no hover, no jump to a mouse cursor the phone never moved (a browser
// on a phone sends no mouse events, so the cursor sits at 0,0) — until a
// mouse really moves or presses.
func TestLiftedFingerStaysAFingerUntilTheMouseMoves(t *testing.T) {
	var m pointerMemo
	type want struct {
		x, y        float64
		down, touch bool
	}
	check := func(step string, d pointerDevices, w want) {
		t.Helper()
		x, y, down, touch := m.next(d)
		if (want{x, y, down, touch}) != w {
			t.Errorf("%s: pointer (%v, %v) down %v touch %v; want %+v", step, x, y, down, touch, w)
		}
	}
	check("mouse before any touch", pointerDevices{}, want{0, 0, false, false})
	check("finger down", pointerDevices{Finger: true, FingerX: 200, FingerY: 300}, want{200, 300, true, true})
	check("finger moved", pointerDevices{Finger: true, FingerX: 210, FingerY: 320}, want{210, 320, true, true})
	check("finger lifted", pointerDevices{FingerLifted: true}, want{210, 320, false, true})
	for i := 0; i < 3; i++ {
		check("the tick after the lift", pointerDevices{}, want{210, 320, false, true})
	}
	check("the mouse moves", pointerDevices{CursorX: 5, CursorY: 7}, want{5, 7, false, false})
	check("the mouse presses", pointerDevices{CursorX: 5, CursorY: 7, MouseButtonDown: true}, want{5, 7, true, false})
	check("a finger again", pointerDevices{Finger: true, FingerX: 40, FingerY: 50, CursorX: 5, CursorY: 7}, want{40, 50, true, true})
	check("lifted again", pointerDevices{FingerLifted: true, CursorX: 5, CursorY: 7}, want{40, 50, false, true})
	check("the cursor where it was", pointerDevices{CursorX: 5, CursorY: 7}, want{40, 50, false, true})
	check("a mouse press where the cursor was", pointerDevices{CursorX: 5, CursorY: 7, MouseButtonDown: true}, want{5, 7, true, false})
}

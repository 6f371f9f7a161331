package scenes

// pointerDevices is one tick of the devices behind the primary pointer:
// the first finger on the screen (if any), whether a finger lifted this
// tick, the mouse cursor and its left button.
type pointerDevices struct {
	Finger          bool
	FingerX         float64
	FingerY         float64
	FingerLifted    bool
	CursorX         float64
	CursorY         float64
	MouseButtonDown bool
}

// pointerMemo picks the primary pointer from the devices each tick,
// remembering the last finger's place (a lifted finger has none). Once
// a finger has touched, the pointer stays that finger, lifted where it
// left the screen, until the mouse moves or presses: a phone's browser
// moves no mouse, and its cursor, left at 0,0, must not hover there.
type pointerMemo struct {
	fingerX, fingerY float64
	// finger is true from a touch until the mouse moves or presses;
	// cursorX and cursorY are where the cursor was at that touch.
	finger           bool
	cursorX, cursorY float64
}

// next returns this tick's pointer: its place, whether it is pressed and
// whether it is a finger.
func (m *pointerMemo) next(d pointerDevices) (x, y float64, down, touch bool) {
	switch {
	case d.Finger:
		m.fingerX, m.fingerY = d.FingerX, d.FingerY
		m.finger, m.cursorX, m.cursorY = true, d.CursorX, d.CursorY
		return d.FingerX, d.FingerY, true, true
	case d.FingerLifted:
		return m.fingerX, m.fingerY, false, true
	case m.finger && !d.MouseButtonDown && d.CursorX == m.cursorX && d.CursorY == m.cursorY:
		return m.fingerX, m.fingerY, false, true
	}
	m.finger = false
	return d.CursorX, d.CursorY, d.MouseButtonDown, false
}

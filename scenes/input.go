package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Intent is something the player asks for with a key; mouse, touch and
// keyboard all end up as one Input per tick.
type Intent uint32

// Key intents (a bit set).
const (
	IntentUp Intent = 1 << iota
	IntentDown
	IntentLeft
	IntentRight
	IntentActivate // Enter, Space
	IntentBack     // Escape, Backspace
	IntentNext     // Tab
	IntentPrev     // Shift+Tab
	IntentPageUp
	IntentPageDown
	IntentSortSuit // S
	IntentSortRank // R
	IntentDraw     // D
	IntentMeld     // M
	IntentDiscard  // X
	IntentTake     // T: take the top discard
	IntentUndo     // Ctrl+Z: take the last move back (issue 15)
	IntentHint     // H: show the normal bot's choice
	IntentHelp     // ? or F1: the keys overlay
	IntentLayOff   // L: lay the selected card off
	IntentSwap     // J: swap the selected card for a joker
	IntentClaim    // K: buy, knock or call in a claim window
	IntentPass     // P: pass in a claim window
	IntentLog      // Shift+L: the full log
	IntentPile     // Shift+P: the discard pile's history
)

// LongPressTicks is how long, in ticks (60 a second), a finger rests
// without moving before the press shows what a mouse's hover shows.
const LongPressTicks = 30

// TapSlop is how far, in layout units, a press may move and still count
// as a tap rather than a drag.
const TapSlop = 6.0

// RawInput is one tick of device state: the primary pointer (left mouse
// button or first touch), the wheel and the intents whose key went down.
type RawInput struct {
	X, Y  float64
	Down  bool
	Touch bool
	Wheel float64
	Keys  Intent
	// Text is the characters typed this tick (for text fields); Erase is
	// Backspace going down (or repeating).
	Text  string
	Erase bool
	// Key is a key that went down this tick, when KeyDown (the key
	// settings read it to rebind an action).
	Key     ebiten.Key
	KeyDown bool
	// CursorTo puts the hand's keyboard cursor on a card (its index + 1;
	// 0 leaves it): the browser page's card list asks for it.
	CursorTo int
}

// Input is what a scene reads each tick.
type Input struct {
	// X and Y are the pointer position in screen pixels.
	X, Y float64
	// Down is true while the pointer is pressed.
	Down bool
	// Pressed and Released are true on the tick the press starts or ends.
	Pressed, Released bool
	// Tap is true on release when the pointer moved less than the slop.
	Tap bool
	// Dragging is true while pressed after moving at least the slop.
	Dragging bool
	// StartX and StartY are where the current (or last) press began.
	StartX, StartY float64
	// Held is how many ticks the current press has lasted without
	// moving past the slop (0 once it moves; kept on the release tick).
	Held int
	// Hover is false for touch input, which has no pointer between presses.
	Hover bool
	// Wheel is the vertical scroll this tick (positive is up).
	Wheel float64
	// Keys holds this tick's key intents.
	Keys Intent
	// Text is the characters typed this tick; Erase is Backspace (a text
	// field takes them, see textField).
	Text  string
	Erase bool
	// Key is a key that went down this tick, when KeyDown.
	Key     ebiten.Key
	KeyDown bool
	// CursorTo puts the hand's cursor on a card (index + 1; 0 none).
	CursorTo int
}

// Has reports whether a key intent happened this tick.
func (in *Input) Has(i Intent) bool { return in.Keys&i != 0 }

// LongPress reports whether a finger has rested on one spot long enough
// to show what hover shows (a touch only: a mouse hovers instead).
func (in *Input) LongPress() bool { return !in.Hover && in.Held >= LongPressTicks }

// Any reports whether the player did anything this tick.
func (in *Input) Any() bool {
	return in.Pressed || in.Keys != 0 || in.Wheel != 0 || in.Text != "" || in.Erase
}

// InputState turns raw device state into Inputs, remembering the press.
type InputState struct {
	last  Input
	moved bool
}

// Step consumes one tick of raw input; slop is the tap distance in pixels.
func (s *InputState) Step(raw RawInput, slop float64) Input {
	in := Input{X: raw.X, Y: raw.Y, Down: raw.Down, Hover: !raw.Touch, Wheel: raw.Wheel, Keys: raw.Keys, Text: raw.Text, Erase: raw.Erase, Key: raw.Key, KeyDown: raw.KeyDown, CursorTo: raw.CursorTo,
		StartX: s.last.StartX, StartY: s.last.StartY}
	in.Pressed = raw.Down && !s.last.Down
	in.Released = !raw.Down && s.last.Down
	if in.Released && raw.Touch {
		// A lifted finger has no position of its own: keep where it was.
		in.X, in.Y = s.last.X, s.last.Y
	}
	if in.Pressed {
		in.StartX, in.StartY = raw.X, raw.Y
		s.moved = false
	}
	if raw.Down && !s.moved && math.Hypot(raw.X-in.StartX, raw.Y-in.StartY) >= slop {
		s.moved = true
	}
	in.Dragging = raw.Down && s.moved
	switch {
	case s.moved || (!raw.Down && !in.Released):
		in.Held = 0
	case in.Pressed:
		in.Held = 1
	case raw.Down:
		in.Held = s.last.Held + 1
	default:
		in.Held = s.last.Held
	}
	in.Tap = in.Released && !s.moved
	s.last = in
	return in
}

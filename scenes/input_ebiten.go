package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// fixedIntents are the keys that keep their meaning whatever the keymap
// says (see bindables).
var fixedIntents = [...]struct {
	key    ebiten.Key
	intent Intent
}{
	{ebiten.KeyEscape, IntentBack}, {ebiten.KeyBackspace, IntentBack},
}

// poller reads Ebiten's devices into RawInput, reusing its touch buffer.
type poller struct {
	touches []ebiten.TouchID
	chars   []rune
	pointer pointerMemo
	pressed []ebiten.Key
	// keys is the person's keymap (nil: the defaults).
	keys *KeyMap
}

// poll reads this tick's devices. Ebiten reports positions already in
// screen pixels (the size Layout returned).
func (p *poller) poll() RawInput {
	var raw RawInput
	var dev pointerDevices
	p.touches = ebiten.AppendTouchIDs(p.touches[:0])
	if len(p.touches) > 0 {
		x, y := ebiten.TouchPosition(p.touches[0])
		dev.Finger, dev.FingerX, dev.FingerY = true, float64(x), float64(y)
	} else {
		dev.FingerLifted = len(inpututil.AppendJustReleasedTouchIDs(p.touches[:0])) > 0
	}
	cx, cy := ebiten.CursorPosition()
	dev.CursorX, dev.CursorY = float64(cx), float64(cy)
	dev.MouseButtonDown = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	raw.X, raw.Y, raw.Down, raw.Touch = p.pointer.next(dev)
	_, wy := ebiten.Wheel()
	raw.Wheel = wy
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	if inpututil.IsKeyJustPressed(ebiten.KeyTab) {
		if shift {
			raw.Keys |= IntentPrev
		} else {
			raw.Keys |= IntentNext
		}
	}
	if p.chars = ebiten.AppendInputChars(p.chars[:0]); len(p.chars) > 0 {
		raw.Text = string(p.chars)
	}
	if d := inpututil.KeyPressDuration(ebiten.KeyBackspace); d == 1 || d > 24 && d%4 == 0 {
		raw.Erase = true
	}
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	if ctrl && inpututil.IsKeyJustPressed(ebiten.KeyZ) {
		raw.Keys |= IntentUndo
	}
	if shift && inpututil.IsKeyJustPressed(ebiten.KeyL) {
		raw.Keys |= IntentLog
	}
	if shift && inpututil.IsKeyJustPressed(ebiten.KeyP) {
		raw.Keys |= IntentPile
	}
	for _, k := range fixedIntents {
		if inpututil.IsKeyJustPressed(k.key) {
			raw.Keys |= k.intent
		}
	}
	keys := p.keys
	if keys == nil {
		d := DefaultKeyMap()
		keys = &d
	}
	raw.Keys |= keys.Intents(inpututil.KeyPressDuration)
	if p.pressed = inpututil.AppendJustPressedKeys(p.pressed[:0]); len(p.pressed) > 0 {
		raw.Key, raw.KeyDown = p.pressed[0], true
	}
	if shift {
		// Shift+L and Shift+P open the log and the pile's history; the
		// plain letters' lay-off and pass do not fire with them.
		raw.Keys &^= IntentLayOff | IntentPass
	}
	return raw
}

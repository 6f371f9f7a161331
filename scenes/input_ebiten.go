package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// keyIntents maps keys to intents.
var keyIntents = [...]struct {
	key    ebiten.Key
	intent Intent
	repeat bool
}{
	{ebiten.KeyArrowUp, IntentUp, true}, {ebiten.KeyArrowDown, IntentDown, true},
	{ebiten.KeyArrowLeft, IntentLeft, true}, {ebiten.KeyArrowRight, IntentRight, true},
	{ebiten.KeyEnter, IntentActivate, false}, {ebiten.KeyNumpadEnter, IntentActivate, false},
	{ebiten.KeySpace, IntentActivate, false},
	{ebiten.KeyEscape, IntentBack, false}, {ebiten.KeyBackspace, IntentBack, false},
	{ebiten.KeyPageUp, IntentPageUp, true}, {ebiten.KeyPageDown, IntentPageDown, true},
	{ebiten.KeyS, IntentSortSuit, false}, {ebiten.KeyR, IntentSortRank, false},
	{ebiten.KeyD, IntentDraw, false}, {ebiten.KeyM, IntentMeld, false}, {ebiten.KeyX, IntentDiscard, false},
	{ebiten.KeyT, IntentTake, false},
	{ebiten.KeyH, IntentHint, false}, {ebiten.KeyF1, IntentHelp, false}, {ebiten.KeySlash, IntentHelp, false},
	{ebiten.KeyL, IntentLayOff, false}, {ebiten.KeyJ, IntentSwap, false},
	{ebiten.KeyK, IntentClaim, false}, {ebiten.KeyP, IntentPass, false},
}

// poller reads Ebiten's devices into RawInput, reusing its touch buffer.
type poller struct {
	touches []ebiten.TouchID
	chars   []rune
	touchX  float64
	touchY  float64
}

// poll reads this tick's devices. Ebiten reports positions already in
// screen pixels (the size Layout returned).
func (p *poller) poll() RawInput {
	var raw RawInput
	p.touches = ebiten.AppendTouchIDs(p.touches[:0])
	if len(p.touches) > 0 {
		x, y := ebiten.TouchPosition(p.touches[0])
		p.touchX, p.touchY = float64(x), float64(y)
		raw.X, raw.Y, raw.Down, raw.Touch = p.touchX, p.touchY, true, true
	} else if len(inpututil.AppendJustReleasedTouchIDs(p.touches[:0])) > 0 {
		raw.X, raw.Y, raw.Touch = p.touchX, p.touchY, true
	} else {
		x, y := ebiten.CursorPosition()
		raw.X, raw.Y = float64(x), float64(y)
		raw.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	}
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
	for _, k := range keyIntents {
		d := inpututil.KeyPressDuration(k.key)
		if d == 1 || (k.repeat && d > 24 && d%4 == 0) {
			raw.Keys |= k.intent
		}
	}
	if shift {
		// Shift+L and Shift+P open the log and the pile's history; the
		// plain letters' lay-off and pass do not fire with them.
		raw.Keys &^= IntentLayOff | IntentPass
	}
	return raw
}

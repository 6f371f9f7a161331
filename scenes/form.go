package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rummy/sprites"
)

// The widget kit lives in sprites; the scenes use it under these names.
type (
	// Form is sprites.Form.
	Form = sprites.Form
	// Control is sprites.Control.
	Control = sprites.Control
	// ControlKind is sprites.ControlKind.
	ControlKind = sprites.ControlKind
	// Activation is sprites.Activation.
	Activation = sprites.Activation
)

// Kinds of controls (see sprites).
const (
	KindButton  = sprites.KindButton
	KindToggle  = sprites.KindToggle
	KindCycler  = sprites.KindCycler
	KindStepper = sprites.KindStepper
	KindTile    = sprites.KindTile
	KindField   = sprites.KindField
)

// NewForm returns an empty form with nothing focused.
func NewForm() Form { return sprites.NewForm() }

// formKeys maps the intents a form listens to onto its keys.
var formKeys = [...]struct {
	intent Intent
	key    sprites.FormKey
}{
	{IntentUp, sprites.FormUp}, {IntentDown, sprites.FormDown}, {IntentLeft, sprites.FormLeft},
	{IntentRight, sprites.FormRight}, {IntentActivate, sprites.FormActivate},
	{IntentNext, sprites.FormNext}, {IntentPrev, sprites.FormPrev},
}

// Form returns the tick's input as a form reads it.
func (in *Input) Form() sprites.FormInput {
	f := sprites.FormInput{X: in.X, Y: in.Y, Hover: in.Hover, Down: in.Down, Pressed: in.Pressed, Released: in.Released, Tap: in.Tap}
	for _, k := range formKeys {
		if in.Has(k.intent) {
			f.Keys |= k.key
		}
	}
	return f
}

// formArt is what the app draws forms with.
func (a *App) formArt() sprites.FormArt {
	return sprites.FormArt{Fonts: a.Fonts, Paint: a.Paint, Unit: a.Unit()}
}

// DrawForm draws every control of a form.
func DrawForm(dst *ebiten.Image, app *App, f *Form) { f.Draw(dst, app.formArt()) }

// DrawPanel draws a panel with an optional title.
func DrawPanel(dst *ebiten.Image, app *App, r sprites.Rect, title string) {
	sprites.DrawPanel(dst, app.formArt(), r, title)
}

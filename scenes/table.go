//go:build !tableflow

package scenes

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"rummy/sprites"
)

// Table is the game table: the human's hand, the opponents, the piles and
// the melds.
type Table struct {
	app      *App
	setup    Setup
	back     Scene
	backdrop *sprites.Backdrop
}

// NewTable starts a new game of a setup; the menu is where it returns.
func NewTable(app *App, setup Setup, back Scene) (*Table, error) {
	return &Table{app: app, setup: setup, back: back, backdrop: app.Backdrop}, nil
}

// ResumeTable continues the autosaved game.
func ResumeTable(app *App, back Scene) (*Table, error) {
	if _, err := app.Store.Read(AutosaveFile); err != nil {
		return nil, errors.New("scenes: there is no saved game to resume: start a new one")
	}
	return nil, errors.New("scenes: resuming a saved game needs the engine's save format")
}

// Update advances the table.
func (t *Table) Update(in *Input) Request {
	if in.Has(IntentBack) {
		return Request{Next: t.back}
	}
	return Request{}
}

// Draw draws the table.
func (t *Table) Draw(dst *ebiten.Image) {
	t.backdrop.Draw(dst)
}

package scenes

import (
	"errors"

	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// watchAction opens a kept game in the replay viewer.
type watchAction struct{}

// Label is the button's text.
func (watchAction) Label(app *App) string { return app.T(i18n.StatsWatch) }

// Run opens the replay; Back returns to the statistics.
func (watchAction) Run(app *App, id int64, back Scene) (Scene, string) {
	k, err := store.OpenArchive(app.Store).Get(id)
	if errors.Is(err, store.ErrNotFound) || id == 0 {
		return nil, app.T(i18n.StatsNotKept)
	}
	if err != nil {
		return nil, err.Error()
	}
	r, err := Open(app, ScreenReplay, Opening{Back: back, Kept: k, Backdrop: app.Backdrop})
	if err != nil {
		return nil, app.Cat.F(i18n.ReplayUnreadable, err.Error())
	}
	return r, ""
}

package scenes

import (
	"errors"

	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// exportAction writes a kept game as a file `rummy-sim replay` reads:
// into the settings folder on the desktop, as a download in the browser.
type exportAction struct{}

// Label is the button's text.
func (exportAction) Label(app *App) string { return app.T(i18n.StatsExport) }

// Run exports the game and says where it went.
func (exportAction) Run(app *App, id int64, _ Scene) (Scene, string) {
	a := store.OpenArchive(app.Store)
	k, err := a.Get(id)
	if errors.Is(err, store.ErrNotFound) || id == 0 {
		return nil, app.T(i18n.StatsNotKept)
	}
	if err != nil {
		return nil, err.Error()
	}
	data, err := a.Export(id)
	if err != nil {
		return nil, err.Error()
	}
	note, err := deliverExport(app, store.ExportName(k.ArchiveEntry), data)
	if err != nil {
		return nil, err.Error()
	}
	return nil, note
}

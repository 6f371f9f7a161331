//go:build !js

package scenes

import (
	"path/filepath"

	"rummy/scenes/i18n"
)

// deliverExport writes the exported game next to the settings and says
// its path.
func deliverExport(app *App, name string, data []byte) (string, error) {
	if err := app.Store.Save(name, data); err != nil {
		return "", err
	}
	if d, ok := app.Store.(interface{ Path() string }); ok {
		name = filepath.Join(d.Path(), name)
	}
	return app.Cat.F(i18n.StatsExported, name), nil
}

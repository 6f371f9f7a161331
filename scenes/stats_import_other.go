//go:build !js

package scenes

import "rummy/scenes/i18n"

// chooseImport says how to import on the desktop: drop the file on the
// window (the statistics screen reads it at once).
func chooseImport(app *App) string { return app.T(i18n.StatsImportDrop) }

// pollImport has nothing to poll on the desktop: files come dropped.
func pollImport() (string, []byte, bool) { return "", nil, false }

package scenes

import (
	"errors"
	"io/fs"
	"path"
	"strings"

	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// importGame reads an exported game into the archive (Archive.Import:
// a bad file changes nothing and the error says why) and opens it in the
// replay viewer; it returns the scene to go to and the line to show.
func importGame(app *App, name string, data []byte, back Scene) (Scene, string) {
	a := store.OpenArchive(app.Store)
	id, err := a.Import(data, app.now())
	if err != nil {
		return nil, app.Cat.F(i18n.StatsImportFailed, name, app.T(importReason(err)))
	}
	k, err := a.Get(id)
	if err != nil {
		return nil, err.Error()
	}
	r, err := Open(app, ScreenReplay, Opening{Back: back, Kept: k, Backdrop: app.Backdrop})
	if err != nil {
		return nil, app.Cat.F(i18n.ReplayUnreadable, err.Error())
	}
	return r, ""
}

// droppedGame returns the first game file (.json) among the files
// dropped on the window this tick.
func droppedGame(files fs.FS) (name string, data []byte, ok bool) {
	if files == nil {
		return "", nil, false
	}
	_ = fs.WalkDir(files, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || ok || d.IsDir() || !strings.EqualFold(path.Ext(p), ".json") {
			return nil
		}
		if b, err := fs.ReadFile(files, p); err == nil {
			name, data, ok = path.Base(p), b, true
		}
		return nil
	})
	return name, data, ok
}

// incomingFile is a game file given this tick: dropped on the window,
// or read by the browser's file chooser.
func (s *StatsScene) incomingFile() (string, []byte, bool) {
	if s.drop != nil {
		if name, data, ok := droppedGame(s.drop()); ok {
			return name, data, true
		}
	}
	return pollImport()
}

// importReason names why a file was refused, in words for the player.
func importReason(err error) i18n.Key {
	switch {
	case errors.Is(err, store.ErrImportTooLarge):
		return i18n.StatsImportTooLarge
	case errors.Is(err, store.ErrImportUnfinished):
		return i18n.StatsImportUnfinished
	}
	return i18n.StatsImportUnreadable
}

package main

import (
	"errors"

	"rummy/scenes"
	"rummy/scenes/replay"
	"rummy/scenes/store"
)

// showReplay opens the newest kept game in the replay viewer (-show
// replay). With -variant and no game kept, bots play one to its end
// first (it is kept like any finished game).
func showReplay(app *scenes.App, cfg config, setup scenes.Setup, back scenes.Scene) (scenes.Scene, error) {
	r, err := replay.OpenNewest(app, back)
	if !errors.Is(err, store.ErrNotFound) || cfg.setup == nil {
		if errors.Is(err, store.ErrNotFound) {
			return nil, errors.New("rummy: -show replay: no finished game is kept yet; add -variant to let bots play one")
		}
		return r, err
	}
	t, err := scenes.NewTable(app, setup, back)
	if err != nil {
		return nil, err
	}
	if _, err := t.PlayOutGame(); err != nil {
		return nil, err
	}
	return replay.OpenNewest(app, back)
}

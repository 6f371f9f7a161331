package main

import "rummy/scenes"

// onlineLobby is the first scene of -show online, -join and -watch:
// the lobby with the flags' server and name filled in, and with -join
// or -watch already on its way to the table.
func onlineLobby(app *scenes.App, menu *scenes.Menu, setup scenes.Setup, cfg config) *scenes.Lobby {
	l := scenes.NewLobby(app, menu, setup)
	if cfg.server != "" {
		l.SetServer(cfg.server)
	}
	if cfg.name != "" {
		l.SetName(cfg.name)
	}
	switch {
	case cfg.join != "":
		l.SetCode(cfg.join)
		l.Start(false)
	case cfg.watch != "":
		l.SetCode(cfg.watch)
		l.Start(true)
	}
	return l
}

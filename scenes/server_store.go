package scenes

import "rummy/scenes/i18n"

// serverRefusal says, in the player's language, a server's refusal
// about its store (issue 26): a move it could not save, a table it
// could not restore. ok is false for other keys.
func serverRefusal(app *App, key string) (string, bool) {
	switch key {
	case "unsaved":
		return app.T(i18n.NetUnsaved), true
	case "unrestorable":
		return app.T(i18n.OnlineErrUnrestorable), true
	}
	return "", false
}

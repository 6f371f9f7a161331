package scenes

import "rummy/scenes/i18n"

// serverRefusal says, in the player's language, a server's refusal
// about its store and limits (issue 26): a move it could not save, a
// table it could not restore, too many tables. ok is false for other
// keys.
func serverRefusal(app *App, key string) (string, bool) {
	switch key {
	case "unsaved":
		return app.T(i18n.NetUnsaved), true
	case "unrestorable":
		return app.T(i18n.OnlineErrUnrestorable), true
	case "too_many_tables":
		return app.T(i18n.OnlineErrTooManyTables), true
	case "server_full":
		return app.T(i18n.OnlineErrServerFull), true
	}
	return "", false
}

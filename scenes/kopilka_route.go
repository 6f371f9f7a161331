package scenes

import (
	"rummy/engine"
	"rummy/scenes/store"
)

// OpenTable starts a new game of setup at the table its variant needs:
// Kopilka's chip table or the rummy table.
func OpenTable(app *App, setup Setup, back Scene) (Scene, error) {
	if setup.Variant == engine.Kopilka {
		return NewKopilka(app, setup, back)
	}
	return NewTable(app, setup, back)
}

// resumeScene continues the autosaved game at the table its variant
// needs.
func (m *Menu) resumeScene() (Scene, error) {
	sv, err := store.LoadGame(m.app.Store)
	if err != nil {
		return nil, err
	}
	st, err := engine.Load(sv.Game)
	if err != nil {
		return nil, store.RejectGame(m.app.Store, err)
	}
	if st.Rules().Variant == engine.Kopilka {
		return ResumeKopilka(m.app, sv, st, m)
	}
	return ResumeTable(m.app, m)
}

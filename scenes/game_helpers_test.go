package scenes

import "rummy/engine"

// state returns the engine state of the table's local match. Only tests
// read it (to compare with the engine's log); the table sees views.
func (g *tableGame) state() *engine.State { return g.local.m.M.State() }

// botBusy reports whether the table waits on a bot.
func (t *Table) botBusy() bool { return t.game.botBusy(t.view) }

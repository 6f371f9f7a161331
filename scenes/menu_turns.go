package scenes

import (
	"rummy/engine/match/proto"
	"rummy/scenes/i18n"
)

// idMenuTurns is the menu's "Your turn at N tables" badge.
const idMenuTurns = 91

// menuTurns is the menu's view of the tables waiting on the person
// (issue 31): the app's watcher (turns_watch.go) asks the server the
// lobby used last (only when one is configured); the badge shows when
// it answered and at least one table waits; a click takes the seat back
// at the first of them.
type menuTurns struct {
	opening <-chan netResult
	waiting []proto.MyTable
	gen     uint64
	// fresh is set on the tick an answer changed the badge (the menu
	// paints it then).
	fresh bool
}

// pollTurns reads the watcher and takes an opened seat; it reports a
// change.
func (m *Menu) pollTurns() Request {
	t := &m.turns
	t.fresh = false
	w := m.app.turns()
	w.ensure(m.app)
	if due, gen := w.snapshot(); gen != t.gen {
		if len(due) != len(t.waiting) {
			t.fresh, m.dirty = true, true
		}
		t.gen, t.waiting = gen, due
	}
	if t.opening != nil {
		select {
		case r := <-t.opening:
			t.opening, t.fresh, m.dirty = nil, true, true
			if r.err != nil {
				m.err = netProblem(m.app, loadOnlinePrefs(m.app.Store).Server, r.err)
				break
			}
			w.poke()
			return Request{Next: NewRoom(m.app, r.c, m)}
		default:
		}
	}
	return Request{}
}

// menuServer is the server the lobby used last, as endpoints (nil: none
// configured, or not an address).
func menuServer(app *App) []string { return serverOf(app.Store) }

// openTurn takes the seat back at the first table waiting on the person.
func (m *Menu) openTurn() {
	t := &m.turns
	if t.opening != nil || len(t.waiting) == 0 {
		return
	}
	t.opening = startRequest(m.app.Store, netRequest{kind: netResume, urls: menuServer(m.app), table: t.waiting[0].Table})
}

// turnsControl is the badge, when tables wait on the person.
func (m *Menu) turnsControl(f Frame) (Control, bool) {
	n := len(m.turns.waiting)
	if n == 0 {
		return Control{}, false
	}
	return Control{ID: idMenuTurns, Kind: KindButton, Rect: f.Rect(656, 36, 360, 48), Label: m.app.Cat.F(i18n.MenuYourTurnAt, n),
		Enabled: m.turns.opening == nil, Primary: true}, true
}

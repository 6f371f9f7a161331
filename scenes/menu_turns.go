package scenes

import (
	"rummy/engine/match/proto"
	"rummy/scenes/i18n"
)

// idMenuTurns is the menu's "Your turn at N tables" badge.
const idMenuTurns = 91

// menuTurnsEvery is how often, in ticks, the menu asks the configured
// server again (a minute at 60 ticks a second).
const menuTurnsEvery = 3600

// menuTurns is the menu's view of the tables waiting on the person
// (issue 31): asked on a goroutine from the server the lobby used last
// (only when one is configured), shown when it answered and at least
// one table waits; a click takes the seat back at the first of them.
type menuTurns struct {
	asking  <-chan mineResult
	opening <-chan netResult
	waiting []proto.MyTable
	ticks   int
	// fresh is set on the tick an answer changed the badge (the menu
	// paints it then).
	fresh bool
}

// poll asks when it is time and takes an answer; it reports a change.
func (m *Menu) pollTurns() Request {
	t := &m.turns
	t.fresh = false
	if t.asking == nil && t.ticks%menuTurnsEvery == 0 {
		if urls := menuServer(m.app); urls != nil {
			out := make(chan mineResult, 1)
			st := m.app.Store
			go func() {
				list, err := netMine(st, urls)
				out <- mineResult{list, err}
			}()
			t.asking = out
		}
	}
	t.ticks++
	if t.asking != nil {
		select {
		case r := <-t.asking:
			t.asking = nil
			var waiting []proto.MyTable
			for _, tb := range r.list {
				if tb.YourTurn {
					waiting = append(waiting, tb)
				}
			}
			if len(waiting) != len(t.waiting) {
				t.fresh, m.dirty = true, true
			}
			t.waiting = waiting
		default:
		}
	}
	if t.opening != nil {
		select {
		case r := <-t.opening:
			t.opening, t.fresh, m.dirty = nil, true, true
			if r.err != nil {
				m.err = netProblem(m.app, loadOnlinePrefs(m.app.Store).Server, r.err)
				break
			}
			return Request{Next: NewRoom(m.app, r.c, m)}
		default:
		}
	}
	return Request{}
}

// menuServer is the server the lobby used last, as endpoints (nil: none
// configured, or not an address).
func menuServer(app *App) []string {
	p := loadOnlinePrefs(app.Store)
	if p.Server == "" {
		return nil
	}
	urls, err := ServerURLs(p.Server)
	if err != nil {
		return nil
	}
	return urls
}

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

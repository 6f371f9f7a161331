package scenes

import (
	"strings"
	"testing"
	"time"

	"rummy/engine"
	"rummy/internal/servertest"
	"rummy/scenes/i18n"
)

// startOnlineTable creates from the lobby a table of variant whose other
// seats are easy bots, with the lobby's timer choice timer (an index
// of lobbyTimers), starts it and returns the rig at the table scene.
func startOnlineTable(t *testing.T, srv *servertest.Server, variant engine.Variant, timer int) *onlineRig {
	t.Helper()
	return startOnlineTableAt(t, srv.Addr, variant, timer)
}

// startOnlineTableAt is startOnlineTable with the lobby's server field
// set to server (an address, or a list of nodes).
func startOnlineTableAt(t *testing.T, server string, variant engine.Variant, timer int) *onlineRig {
	t.Helper()
	r := newOnlineRig(t, server, DefaultSetup(variant))
	l := r.lobby
	r.typeInto(fieldName, "Anna")
	r.tapID(&l.form, idLobVariant+int(variant))
	for i := 1; i < len(l.seats); i++ {
		l.seats[i] = 1
	}
	l.timer = timer
	l.dirty = true
	r.run(1)
	r.tapID(&l.form, idLobCreate)
	var room *Room
	r.until("the waiting room", 20*time.Second, func() bool { room, _ = r.m.Current().(*Room); return room != nil && !r.m.Fading() })
	r.run(2)
	r.tapID(&room.form, idRoomStart)
	r.until("the table", 20*time.Second, func() bool { tb, _ := r.m.Current().(*Table); r.table = tb; return tb != nil && !r.m.Fading() })
	return r
}

// TestIssue14OnlineTableShowsTheTurnTimer (issue 14 review): at an
// online table with a 30-second turn timer, the status line of the
// person's turn says the time left, as local play does, and it counts
// down.
func TestIssue14OnlineTableShowsTheTurnTimer(t *testing.T) {
	srv := servertest.Start(t, "-hand-pause", "0s")
	r := startOnlineTable(t, srv, engine.Classic, 1)
	tb := r.table
	cat := r.app.Cat
	var first string
	r.until("the person's turn with its timer", 30*time.Second, func() bool {
		if tb.view.Turn != tb.viewer || !tb.judge().mayAct() {
			return false
		}
		first = tb.texts.status
		return strings.Contains(first, cat.F(i18n.TableTurnTimer, 30)) || strings.Contains(first, cat.F(i18n.TableTurnTimer, 29))
	})
	end := time.Now().Add(1500 * time.Millisecond)
	for time.Now().Before(end) {
		r.run(1)
		time.Sleep(5 * time.Millisecond)
	}
	if tb.view.Turn == tb.viewer && tb.texts.status == first {
		t.Errorf("the timer did not count down: %q", tb.texts.status)
	}
	t.Logf("status %q then %q", first, tb.texts.status)
	shoot(t, tb, "online-turn-timer")
}

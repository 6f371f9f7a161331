package scenes

import (
	"strings"
	"testing"
	"time"

	"rummy/engine"
	"rummy/internal/netcut"
	"rummy/internal/servertest"
	"rummy/scenes/i18n"
	"rummy/scenes/online"
)

// TestIssue17LobbyTakesAListOfNodes (issue 17): the lobby's server
// field takes the addresses of a server's nodes separated by commas; a
// list with an empty item or something that is not an address is told
// in the player's language and changes nothing (no request, nothing
// remembered); a list whose first address is dead creates the table
// through the second, and the list is remembered.
func TestIssue17LobbyTakesAListOfNodes(t *testing.T) {
	srv := servertest.Start(t)
	dead := netcut.DeadAddr(t)
	r := newOnlineRig(t, "127.0.0.1:1", DefaultSetup(engine.Classic))
	de := i18n.New(i18n.German)
	r.app.Cat = de
	l := r.lobby
	r.typeInto(fieldName, "Anna")
	for list, want := range map[string]string{
		dead + ",," + srv.Addr:       de.T(i18n.OnlineErrEmptyServer),
		dead + ", ftp://x":           de.F(i18n.OnlineErrBadServer, "ftp://x"),
		srv.Addr + ",":               de.T(i18n.OnlineErrEmptyServer),
		"http://," + srv.Addr:        de.F(i18n.OnlineErrBadServer, "http://"),
		"127.0.0.1:8787 127.0.0.1:1": de.F(i18n.OnlineErrBadServer, "127.0.0.1:8787 127.0.0.1:1"),
	} {
		r.typeInto(fieldServer, list)
		r.tapID(&l.form, idLobCreate)
		if l.Busy() || l.Problem() != want {
			t.Errorf("%q: busy %v, problem %q, want %q", list, l.Busy(), l.Problem(), want)
		}
		if p := loadOnlinePrefs(r.app.Store); p.Server != "" {
			t.Errorf("%q: a bad list was remembered: %+v", list, p)
		}
		if strings.Contains(list, "ftp") {
			r.run(1)
			shoot(t, l, "lobby-bad-server-list-de")
		}
	}
	list := dead + ", " + srv.Addr
	r.typeInto(fieldServer, list)
	r.tapID(&l.form, idLobCreate)
	var room *Room
	r.until("the waiting room", 20*time.Second, func() bool { room, _ = r.m.Current().(*Room); return room != nil })
	if in := room.Client().Info(); in.Addr != srv.WS || in.State != online.Connected {
		t.Errorf("the room is at %s (%v), want %s", in.Addr, in.State, srv.WS)
	}
	if p := loadOnlinePrefs(r.app.Store); p.Server != list {
		t.Errorf("remembered %+v, want the list %q", p, list)
	}
}

// TestIssue17RoomSaysWhichNodeItReconnectsTo (issue 17): the node a
// waiting room went through dies; the room says, in the player's
// language, that it reconnects to the next address (naming it), and it
// comes back there with its seat: still the host, at the same table.
func TestIssue17RoomSaysWhichNodeItReconnectsTo(t *testing.T) {
	// -public: the relay's clients name the relay's port as the Host.
	srv := servertest.Start(t, "-public")
	relay := netcut.Start(t, srv.Addr)
	r := newOnlineRig(t, relay.Addr+","+srv.Addr, DefaultSetup(engine.Classic))
	ru := i18n.New(i18n.Russian)
	r.app.Cat = ru
	r.typeInto(fieldName, "Anna")
	r.tapID(&r.lobby.form, idLobCreate)
	var room *Room
	r.until("the waiting room", 20*time.Second, func() bool { room, _ = r.m.Current().(*Room); return room != nil && !r.m.Fading() })
	before := room.Client().Info()
	if !strings.Contains(before.Addr, relay.Addr) || !room.host(before) {
		t.Fatalf("the room is at %s (host %v)", before.Addr, room.host(before))
	}
	relay.Cut()
	want := ru.F(i18n.NetReconnectingTo, srv.Addr)
	said := false
	r.until("the room back at the second node", 20*time.Second, func() bool {
		in := room.Client().Info()
		if room.status(in) == want && !said {
			said = true
			room.Update(&Input{})
			shoot(t, room, "room-reconnecting-to")
		}
		return in.State == online.Connected && in.Addr == srv.WS
	})
	if !said {
		t.Errorf("the room never said %q", want)
	}
	after := room.Client().Info()
	if after.Table != before.Table || after.Seat != before.Seat || !room.host(after) {
		t.Errorf("after: table %s seat %d host %v; before %s %d", after.Table, after.Seat, room.host(after), before.Table, before.Seat)
	}
	if got := online.NewRemote(room.Client()).Connection().Addr; got != srv.Addr {
		t.Errorf("the table's badge would name %q, want %q", got, srv.Addr)
	}
}

// TestIssue17TableBadgeNamesTheNodeItReconnectsTo (issue 17): at a
// table played through the first of two nodes, the node dies: the
// connection badge says it reconnects to the second, naming it, then
// that it is connected again; the person's seat and hand are still
// there.
func TestIssue17TableBadgeNamesTheNodeItReconnectsTo(t *testing.T) {
	srv := servertest.Start(t, "-public", "-hand-pause", "0s")
	relay := netcut.Start(t, srv.Addr)
	r := startOnlineTableAt(t, relay.Addr+","+srv.Addr, engine.Classic, 0)
	tb := r.table
	r.until("a dealt hand", 20*time.Second, func() bool { return len(tb.view.Hand) > 0 })
	hand := len(tb.view.Hand)
	if at := tb.net.remote.Client().Info().Addr; !strings.Contains(at, relay.Addr) {
		t.Fatalf("the table plays through %s, not the relay %s", at, relay.Addr)
	}
	relay.Cut()
	want := r.app.Cat.F(i18n.NetReconnectingTo, srv.Addr)
	said := false
	var badges []string
	r.until("the badge saying so, then connected at the second node", 20*time.Second, func() bool {
		if b := tb.NetBadge(); len(badges) == 0 || badges[len(badges)-1] != b {
			badges = append(badges, b)
		}
		if strings.HasPrefix(tb.NetBadge(), want) && !said {
			said = true
			shoot(t, tb, "table-badge-reconnecting-to")
		}
		in := tb.net.remote.Client().Info()
		return said && tb.NetBadge() == r.app.T(i18n.NetConnected) && in.State == online.Connected && in.Addr == srv.WS
	})
	if !said {
		t.Errorf("the badge never said %q: %q (client at %s)", want, badges, tb.net.remote.Client().Info().Addr)
	}
	if tb.viewer != 0 || len(tb.view.Hand) < hand-1 {
		t.Errorf("after the failover: viewer %d, %d cards (had %d)", tb.viewer, len(tb.view.Hand), hand)
	}
}

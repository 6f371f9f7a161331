package scenes

import (
	"context"
	"slices"
	"testing"
	"time"

	"rummy/engine"
	"rummy/internal/servertest"
	"rummy/scenes/i18n"
	"rummy/scenes/online"
)

// TestIssue27RoomShowsTheCommitment (issue 27 item 5): in the waiting
// room a spectator, like the seats, sees the server's commitment to the
// deal, the one its end-of-game check holds the server to.
func TestIssue27RoomShowsTheCommitment(t *testing.T) {
	srv := servertest.Start(t)
	r := newOnlineRig(t, srv.Addr, DefaultSetup(engine.Classic))
	r.typeInto(fieldName, "Anna")
	r.tapID(&r.lobby.form, idLobCreate)
	var room *Room
	r.until("the waiting room", 20*time.Second, func() bool { room, _ = r.m.Current().(*Room); return room != nil && !r.m.Fading() })
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	spec, err := online.Dial(ctx, online.Config{URL: srv.WS})
	if err != nil {
		t.Fatal(err)
	}
	defer spec.Close()
	if err := spec.Spectate(ctx, room.Client().Info().Code); err != nil {
		t.Fatal(err)
	}
	watch := NewRoom(r.app, spec, nil)
	var l = spec.Info().Lobby
	r.until("the spectator's lobby", 20*time.Second, func() bool { l = spec.Info().Lobby; return l != nil })
	want := r.app.Cat.F(i18n.RoomCommitment, l.Commitment[:8]+"…"+l.Commitment[56:])
	if len(l.Commitment) != 64 || !slices.Contains(watch.notes(), want) || !slices.Contains(room.notes(), want) {
		t.Fatalf("commitment %q: the spectator's room says %q, the host's %q", l.Commitment, watch.notes(), room.notes())
	}
	watch.Update(&Input{})
	shoot(t, watch, "issue27-room-commitment-spectator")
}

// TestIssue27LeftOutSaysWhichSeats: the end line names the seats left
// out of the seed, in each language.
func TestIssue27LeftOutSaysWhichSeats(t *testing.T) {
	app := testApp(t)
	if got := leftOutText(app, nil); got != "" {
		t.Fatalf("no seat left out: %q", got)
	}
	if got, want := leftOutText(app, []int{1, 3}), app.Cat.F(i18n.NetDealLeftOut, "2, 4"); got != want || got == "" {
		t.Fatalf("%q, want %q", got, want)
	}
}

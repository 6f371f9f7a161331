package main

import (
	"errors"
	"strings"
	"testing"

	"rummy/engine/match/proto"
	"rummy/scenes/online"
)

// TestMoveTimeOptionRefusesBadValues: a table asking for a move time
// that is not a choice, or for both move_time and turn_seconds, is
// refused with a message that says what to send, and no table is made.
func TestMoveTimeOptionRefusesBadValues(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), newFakeClock(), fastLimits())
	cases := []struct {
		ct   proto.CreateTable
		want string
	}{
		{proto.CreateTable{Variant: "classic", Options: []byte(`{"players":2}`), MoveTime: "2h"}, "5m, 1h, 12h, 24h, 72h"},
		{proto.CreateTable{Variant: "classic", Options: []byte(`{"players":2}`), MoveTime: "24h", TurnSeconds: 30}, "leave turn_seconds out"},
	}
	for _, c := range cases {
		c.ct.Seats = []proto.SeatSpec{{Kind: proto.SeatOpen}}
		cl, _ := dial(t, ts.url)
		err := cl.Create(tctx(t), c.ct, "host")
		var se *online.ServerError
		if !errors.As(err, &se) || se.Key != "bad_table" || !strings.Contains(se.Text, c.want) {
			t.Errorf("move_time %q, turn_seconds %d: %v, want bad_table saying %q", c.ct.MoveTime, c.ct.TurnSeconds, err, c.want)
		}
	}
	if n := len(ts.srv.hub.tables); n != 0 {
		t.Fatalf("%d tables made from refused requests", n)
	}
}

// TestClaimPrefRefusedForSpectatorAndUnknown: a spectator has no claim
// preference to set; an unknown one never reaches a table (Decode).
func TestClaimPrefRefusedForSpectatorAndUnknown(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), newFakeClock(), fastLimits())
	ct := proto.CreateTable{Variant: "liverpool", Options: []byte(`{"players":3}`), MoveTime: "1h"}
	p := openPeople(t, ts, ct, 3)
	watcher, _ := dial(t, ts.url)
	if err := watcher.Spectate(tctx(t), p.clients[0].Info().Code); err != nil {
		t.Fatal(err)
	}
	var se *online.ServerError
	if err := watcher.SetClaimPref(tctx(t), "never"); !errors.As(err, &se) || se.Key != "spectator" {
		t.Fatalf("a spectator's preference: %v, want refused as spectator", err)
	}
	if err := p.clients[1].SetClaimPref(tctx(t), "always"); err == nil {
		t.Fatal("the client sent an unknown preference")
	}
	r, _, err := dialRaw(t, ts.url, nil)
	if err != nil {
		t.Fatal(err)
	}
	if m := r.answer(`{"v":1,"type":"claim_pref","pref":"always"}`, 0); m.Error != "malformed" || !strings.Contains(m.Text, "ask, never, meld") {
		t.Fatalf("an unknown preference: %+v, want malformed naming the preferences", m)
	}
	if got := p.seat(1).pref.String(); got != "ask" {
		t.Fatalf("seat 1's preference is %q after refusals", got)
	}
	if l := p.clients[1].Info().Lobby; l == nil || l.MoveTime != "1h" {
		t.Fatalf("the lobby's move time: %+v", l)
	}
}

package main

import (
	"testing"
	"time"

	"rummy/engine/match/proto"
	"rummy/internal/identity"
)

// TestInvitedSeatIsKeptForItsPlayer (issue 31 item 6, "play again
// with"): a table created with an open seat kept for a player id is an
// invitation in that id's My tables; another id's join is refused and
// changes nothing; the invited id's join by the code takes that seat;
// the table tells its people each other's ids (to remember opponents).
// A malformed invited id is refused at the creation.
func TestInvitedSeatIsKeptForItsPlayer(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), wallClock{}, fastLimits())
	ctx := tctx(t)
	a, _ := identity.New()
	b, _ := identity.New()
	c, _ := identity.New()
	host := identClient(t, ts.url, a, nil)
	bad := classicTwo
	bad.Seats = []proto.SeatSpec{{Kind: proto.SeatOpen, Invite: "not-an-id"}}
	if err := host.Create(ctx, bad, "host"); err == nil {
		t.Fatal("a table inviting a malformed id was created")
	}
	host = identClient(t, ts.url, a, nil)
	ct := classicTwo
	ct.Seats = []proto.SeatSpec{{Kind: proto.SeatOpen, Invite: b.ID()}}
	if err := host.Create(ctx, ct, "host"); err != nil {
		t.Fatal(err)
	}
	table, code := host.Info().Table, host.Info().Code

	mine, err := identClient(t, ts.url, b, nil).Mine(ctx)
	if err != nil || len(mine) != 1 || !mine[0].Invited || mine[0].Table != table || mine[0].Code != code || mine[0].Seat != 1 {
		t.Fatalf("the invited id's tables: %+v %v", mine, err)
	}
	if other, err := identClient(t, ts.url, c, nil).Mine(ctx); err != nil || len(other) != 0 {
		t.Fatalf("another id's tables: %+v %v", other, err)
	}
	if err := identClient(t, ts.url, c, nil).Join(ctx, code, "c"); err == nil {
		t.Fatal("another id took the seat kept for the invited one")
	}
	guest := identClient(t, ts.url, b, nil)
	if err := guest.Join(ctx, code, "b"); err != nil || guest.Info().Seat != 1 {
		t.Fatalf("the invited id joining: seat %d, %v", guest.Info().Seat, err)
	}
	waitFor(t, "the guest at the table", 10*time.Second, func() bool {
		l := guest.Info().Lobby
		return l != nil && l.Seats[1].Kind == proto.SeatPerson && l.Seats[0].Player == a.ID() && l.Seats[1].Player == b.ID() && !l.Seats[1].Invited
	})
	if mine, err := identClient(t, ts.url, b, nil).Mine(ctx); err != nil || len(mine) != 1 || mine[0].Invited || mine[0].Seat != 1 {
		t.Fatalf("the guest's tables once seated: %+v %v", mine, err)
	}
}

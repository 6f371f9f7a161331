package main

import (
	"testing"
	"time"

	"rummy/engine/match/proto"
	"rummy/internal/identity"
	"rummy/scenes/online"
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

// TestPlayAgainWithARecentOpponent (issue 31 item 6): once an online
// game between two player ids is over, each client's store lists the
// other as a recent opponent (name, rule set; the id kept, not shown);
// "play again with" makes a table that invites that id, and the
// invitation reaches it through My tables, where it joins.
func TestPlayAgainWithARecentOpponent(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), wallClock{}, fastLimits())
	ctx := tctx(t)
	ids := []identity.Identity{}
	r := &rematchRig{t: t}
	for i := 0; i < 2; i++ {
		id, _ := identity.New()
		st := &online.MemStore{}
		ids, r.stores = append(ids, id), append(r.stores, st)
		r.clients = append(r.clients, identClient(t, ts.url, id, st))
	}
	host, p1 := r.clients[0], r.clients[1]
	ct := classicTwo
	ct.Seats = []proto.SeatSpec{{Kind: proto.SeatOpen}}
	if err := host.Create(ctx, ct, "Ann"); err != nil {
		t.Fatal(err)
	}
	if err := p1.Join(ctx, host.Info().Code, "Bob"); err != nil {
		t.Fatal(err)
	}
	if online.RecentOpponents(r.stores[1]) != nil {
		t.Fatal("an opponent remembered before the game was over")
	}
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	r.playOut()
	waitFor(t, "the opponents remembered", 10*time.Second, func() bool {
		return online.RecentOpponents(r.stores[0]) != nil && online.RecentOpponents(r.stores[1]) != nil
	})
	for seat, want := range []string{"Bob", "Ann"} {
		got := online.RecentOpponents(r.stores[seat])
		if len(got) != 1 || got[0].Name != want || got[0].ID != ids[1-seat].ID() || got[0].Variant != "classic" {
			t.Fatalf("seat %d's recent opponents: %+v, want %s", seat, got, want)
		}
	}
	again := identClient(t, ts.url, ids[1], r.stores[1])
	if err := again.Create(ctx, online.PlayAgainWith(online.RecentOpponents(r.stores[1])[0]), "Bob"); err != nil {
		t.Fatal(err)
	}
	mine, err := identClient(t, ts.url, ids[0], nil).Mine(ctx)
	var inv *proto.MyTable
	for i := range mine {
		if mine[i].Invited {
			inv = &mine[i]
		}
	}
	if err != nil || inv == nil || inv.Table != again.Info().Table || inv.Seats[0].Name != "Bob" {
		t.Fatalf("Ann's tables do not show Bob's invitation: %+v %v", mine, err)
	}
	ann := identClient(t, ts.url, ids[0], nil)
	if err := ann.Join(ctx, inv.Code, "Ann"); err != nil || ann.Info().Seat != 1 {
		t.Fatalf("Ann joining Bob's invitation: seat %d, %v", ann.Info().Seat, err)
	}
}

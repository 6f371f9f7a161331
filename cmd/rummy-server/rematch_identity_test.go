package main

import (
	"encoding/json"
	"testing"

	"rummy/engine/match/proto"
	"rummy/internal/identity"
	"rummy/scenes/online"
)

// TestRematchKeepsSeatsBoundToIdentities (issue 31 item 6): after a
// rematch everyone accepted, each seat is still bound to the player id
// it was taken with: My tables lists the table for that id, and the id
// takes its seat back on another device with no token.
func TestRematchKeepsSeatsBoundToIdentities(t *testing.T) {
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
	ct := proto.CreateTable{Variant: "classic", Options: json.RawMessage(`{"players":2,"target":0,"hands":1}`), Level: "greedy",
		Seats: []proto.SeatSpec{{Kind: proto.SeatOpen}}}
	if err := host.Create(ctx, ct, "host"); err != nil {
		t.Fatal(err)
	}
	table := host.Info().Table
	if err := p1.Join(ctx, host.Info().Code, "p1"); err != nil {
		t.Fatal(err)
	}
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	r.playOut()
	if err := host.Rematch(proto.RematchOffer); err != nil {
		t.Fatal(err)
	}
	r.lobbyOf("the offer", func(l *proto.Lobby, _ *online.Client) bool { return l.Rematch != nil })
	if err := p1.Rematch(proto.RematchAccept); err != nil {
		t.Fatal(err)
	}
	r.lobbyOf("the second game", func(l *proto.Lobby, _ *online.Client) bool {
		return l.Games == 1 && l.Status == proto.StatusPlaying
	})
	for seat, id := range ids {
		other := identClient(t, ts.url, id, nil) // another device: the id, no token
		mine, err := other.Mine(ctx)
		if err != nil || len(mine) != 1 || mine[0].Table != table || mine[0].Seat != seat {
			t.Fatalf("seat %d: my tables after the rematch: %+v %v", seat, mine, err)
		}
		if err := other.Resume(ctx, table); err != nil || other.Info().Seat != seat {
			t.Fatalf("seat %d: taking the seat back by the id after the rematch: seat %d, %v", seat, other.Info().Seat, err)
		}
		other.Close()
	}
}

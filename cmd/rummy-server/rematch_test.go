package main

import (
	"context"
	"encoding/json"
	"sync"
	"testing"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/scenes/online"
)

// rematchRig is a table of two people (host and p1) and a bot, each
// person a client with its own token store.
type rematchRig struct {
	t       *testing.T
	clients []*online.Client
	stores  []*online.MemStore
}

// playOut plays both people with greedy bots until the game is over.
func (r *rematchRig) playOut() {
	r.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	errs := make([]error, len(r.clients))
	for i, c := range r.clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = online.PlayBot(ctx, c, bots.NewGreedy(uint64(i)+5, i), nil)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			r.t.Fatalf("seat %d: %v", i, err)
		}
	}
}

// lobbyOf waits until every client's table description satisfies ok.
func (r *rematchRig) lobbyOf(what string, ok func(l *proto.Lobby, c *online.Client) bool) {
	r.t.Helper()
	waitFor(r.t, what, 30*time.Second, func() bool {
		for _, c := range r.clients {
			if l := c.Info().Lobby; l == nil || !ok(l, c) {
				return false
			}
		}
		return true
	})
}

// TestIssue24RematchOverWebSockets (issue 24 item 11): after an online
// game ends, only the host may offer a rematch; the offer and the
// answers survive a server restart and the people's reconnection; when
// everyone has accepted, the next game starts at the same table (same
// id, invite code and seats, the bot still a bot) with a new deal
// committed afresh, plays to its end and verifies. A second offer that
// p1 declines frees p1's seat: the table is back in its waiting room,
// a newcomer takes the seat by the same code, and the host starts.
func TestIssue24RematchOverWebSockets(t *testing.T) {
	dir := t.TempDir()
	ts := newTestServer(t, dir, wallClock{}, fastLimits())
	ctx := tctx(t)
	r := &rematchRig{t: t}
	for i := 0; i < 2; i++ {
		st := &online.MemStore{}
		c, _ := dialStore(t, ts.url, st, 20*time.Millisecond)
		r.clients, r.stores = append(r.clients, c), append(r.stores, st)
	}
	host, p1 := r.clients[0], r.clients[1]
	ct := proto.CreateTable{Variant: "classic", Options: json.RawMessage(`{"players":3,"target":0,"hands":1}`), Level: "greedy",
		Seats: []proto.SeatSpec{{Kind: proto.SeatOpen}, {Kind: proto.SeatBot, Level: "greedy"}}}
	if err := host.Create(ctx, ct, "host"); err != nil {
		t.Fatal(err)
	}
	code, id := host.Info().Code, host.Info().Table
	if err := p1.Join(ctx, code, "p1"); err != nil {
		t.Fatal(err)
	}
	if err := host.Rematch(proto.RematchOffer); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "no rematch before the game is over", 10*time.Second, func() bool { return host.Info().ErrorKey == "not_over" })
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	r.playOut()
	first := host.Info().Lobby.Commitment

	if err := p1.Rematch(proto.RematchOffer); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "p1's offer refused", 10*time.Second, func() bool { return p1.Info().ErrorKey == "not_host" })
	if err := host.Rematch(proto.RematchOffer); err != nil {
		t.Fatal(err)
	}
	r.lobbyOf("the offer at both seats", func(l *proto.Lobby, _ *online.Client) bool {
		return l.Rematch != nil && l.Rematch.Answers[0] == proto.RematchAccept && l.Rematch.Answers[1] == "" && l.Rematch.Answers[2] == proto.RematchAccept
	})

	// The server restarts with the offer open: it is still there, and
	// the people come back to their seats with their tokens.
	for _, c := range r.clients {
		c.Close()
	}
	ts.close()
	ts = newTestServer(t, dir, wallClock{}, fastLimits())
	for i, st := range r.stores {
		c, _ := dialStore(t, ts.url, st, 20*time.Millisecond)
		if err := c.Resume(ctx, id); err != nil {
			t.Fatalf("seat %d resuming: %v", i, err)
		}
		r.clients[i] = c
	}
	host, p1 = r.clients[0], r.clients[1]
	r.lobbyOf("the offer after the restart", func(l *proto.Lobby, _ *online.Client) bool {
		return l.Status == proto.StatusOver && l.Rematch != nil && l.Rematch.Pending() == 1
	})

	if err := p1.Rematch(proto.RematchAccept); err != nil {
		t.Fatal(err)
	}
	r.lobbyOf("the second game at both seats", func(l *proto.Lobby, c *online.Client) bool {
		v := c.View()
		return l.Games == 1 && l.Status == proto.StatusPlaying && l.Rematch == nil && v != nil && v.Phase != engine.PhaseGameOver
	})
	for i, c := range r.clients {
		info := c.Info()
		l := info.Lobby
		if info.Table != id || info.Code != code || info.Seat != i {
			t.Errorf("seat %d is at table %s code %s seat %d, want %s %s %d", i, info.Table, info.Code, info.Seat, id, code, i)
		}
		if l.Seats[0].Name != "host" || l.Seats[1].Name != "p1" || l.Seats[2].Kind != proto.SeatBot || l.Seats[2].Level != "greedy" {
			t.Errorf("the seats changed: %+v", l.Seats)
		}
		if l.Commitment == first || l.Commitment == "" {
			t.Errorf("the second game's commitment %q is not new (first %q)", l.Commitment, first)
		}
	}
	r.playOut()
	if _, err := host.Verify(); err != nil {
		t.Fatalf("the second game's deal: %v", err)
	}

	// A restart replays the rematch: same position, same game.
	tb := ts.srv.hub.byID(id)
	tb.hold()
	pos, hash := tb.pos, tb.game.hash()
	tb.release()
	for _, c := range r.clients {
		c.Close()
	}
	ts.close()
	ts = newTestServer(t, dir, wallClock{}, fastLimits())
	tb = ts.srv.hub.byID(id)
	tb.hold()
	gotPos, gotHash, games := tb.pos, tb.game.hash(), tb.games
	tb.release()
	if gotPos != pos || gotHash != hash || games != 1 {
		t.Fatalf("after the restart the table is at %d (hash %x, %d games before), want %d (hash %x, 1)", gotPos, gotHash, games, pos, hash)
	}
	var hostRec *recorder
	for i, st := range r.stores {
		c, rec := dialStore(t, ts.url, st, 20*time.Millisecond)
		if err := c.Resume(ctx, id); err != nil {
			t.Fatalf("seat %d resuming: %v", i, err)
		}
		r.clients[i] = c
		if i == 0 {
			hostRec = rec
		}
	}
	host, p1 = r.clients[0], r.clients[1]

	// The host withdraws an offer: nobody is asked any more.
	if err := host.Rematch(proto.RematchOffer); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the third offer", 10*time.Second, func() bool { l := p1.Info().Lobby; return l != nil && l.Rematch != nil })
	if err := host.Rematch(proto.RematchDecline); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the offer withdrawn", 10*time.Second, func() bool { l := p1.Info().Lobby; return l != nil && l.Rematch == nil })

	// p1 declines the next offer: the seat opens, p1's connection is
	// told, and the table waits in its room for the host.
	if err := host.Rematch(proto.RematchOffer); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the fourth offer", 10*time.Second, func() bool { l := p1.Info().Lobby; return l != nil && l.Rematch != nil })
	if err := p1.Rematch(proto.RematchDecline); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the waiting room with seat 1 open", 10*time.Second, func() bool {
		l := host.Info().Lobby
		return l != nil && l.Games == 2 && l.Status == proto.StatusLobby && l.Seats[1].Kind == proto.SeatOpen && host.View() == nil
	})
	waitFor(t, "p1 told it left", 10*time.Second, func() bool { return p1.Info().ErrorKey == "left" })
	nc, _ := dialStore(t, ts.url, &online.MemStore{}, 20*time.Millisecond)
	if err := nc.Join(ctx, code, "newcomer"); err != nil || nc.Info().Seat != 1 {
		t.Fatalf("joining the freed seat by the code: %v (seat %d)", err, nc.Info().Seat)
	}
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the third game", 10*time.Second, func() bool {
		l := nc.Info().Lobby
		return l != nil && l.Status == proto.StatusPlaying && nc.View() != nil
	})
	waitFor(t, "the third game at the host", 10*time.Second, func() bool { return host.View() != nil })
	oldClientSees(t, hostRec.all())
}

// oldClientSees checks that a client that knows nothing of rematches
// follows them: every message is of a type clients knew before, and
// the advancing ones move the table one position at a time (a gap
// would make a client drop the connection and catch up).
func oldClientSees(t *testing.T, msgs []proto.ServerMsg) {
	t.Helper()
	known := map[string]bool{proto.SJoined: true, proto.SSnapshot: true, proto.SLobby: true, proto.SStarted: true, proto.SEvent: true,
		proto.SRefused: true, proto.SError: true, proto.SChat: true, proto.SPresence: true, proto.SSave: true, proto.SPong: true, proto.SUndone: true,
		proto.SSeed:      true, // the fair deal's request (issue 27) comes with every start
		proto.SChallenge: true} // the identity challenge (issue 31) on every connect: old clients ignore it (it does not advance)
	var last uint64
	lobbies := 0
	for _, m := range msgs {
		if !known[m.Type] {
			t.Errorf("a message of a type old clients do not know: %q", m.Type)
		}
		switch {
		case m.Type == proto.SSnapshot:
			last = m.Seq
		case proto.Advances(m.Type):
			if m.Seq != last+1 {
				t.Errorf("%s at %d after %d: a gap", m.Type, m.Seq, last)
			}
			last = m.Seq
			if m.Type == proto.SLobby {
				lobbies++
			}
		}
	}
	if lobbies < 3 {
		t.Errorf("the host heard %d lobby changes through the offer, the decline and the new seat; want 3 or more", lobbies)
	}
}

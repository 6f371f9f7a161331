package main

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"sync"
	"testing"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/scenes/online"
)

// kopilkaFifteen is a Kopilka table for fifteen: the host, six open
// seats for persons and eight bots.
func kopilkaFifteen() proto.CreateTable {
	ct := proto.CreateTable{Variant: "kopilka", Options: []byte(`{"players":15}`), Level: "greedy"}
	for i := 1; i < 15; i++ {
		s := proto.SeatSpec{Kind: proto.SeatOpen}
		if i%2 == 0 {
			s = proto.SeatSpec{Kind: proto.SeatBot, Level: "normal"}
		}
		ct.Seats = append(ct.Seats, s)
	}
	return ct
}

// openKopilka creates ct, seats a person (a client each) at the host's
// seat and every open seat, adds a spectator that takes whole views,
// and starts the game. It returns the persons by seat (nil at a bot's).
func openKopilka(t *testing.T, ts *testServer, ct proto.CreateTable) ([]*seatClient, seatClient) {
	t.Helper()
	ctx := tctx(t)
	host, hrec := dial(t, ts.url)
	if err := host.Create(ctx, ct, "host"); err != nil {
		t.Fatal(err)
	}
	code := host.Info().Code
	players := make([]*seatClient, len(ct.Seats)+1)
	players[0] = &seatClient{host, hrec}
	for i, s := range ct.Seats {
		if s.Kind != proto.SeatOpen {
			continue
		}
		c, rec := dial(t, ts.url)
		if err := c.Join(ctx, code, fmt.Sprintf("p%d", i+1)); err != nil {
			t.Fatal(err)
		}
		if c.Info().Seat != i+1 {
			t.Fatalf("a joiner got seat %d, want the first open seat %d", c.Info().Seat, i+1)
		}
		players[i+1] = &seatClient{c, rec}
	}
	spec, srec := dialWith(t, ts.url, true)
	if err := spec.Spectate(ctx, code); err != nil {
		t.Fatal(err)
	}
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	return players, seatClient{spec, srec}
}

// revealAll plays every person's seat: each reveals its card whenever
// the game waits on it, until the game is over.
func revealAll(t *testing.T, players []*seatClient) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	errs := make([]error, len(players))
	for i, p := range players {
		if p == nil {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = online.PlayBot(ctx, p.c, bots.NewGreedy(uint64(i)+5, i), nil)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("seat %d: %v", i, err)
		}
	}
}

// TestIssue19KopilkaOnlineFifteenSeats (issue 19 item 3, "it works
// online like the other games"): a Kopilka table for fifteen, seven
// persons (one client each) and eight bots the server runs, plus a
// spectator, is played to the end over WebSockets. Every message each
// client received is checked against a local replay of the server's
// log (the view equals the engine's view of that position for that
// seat; no event shows a card the viewer could not know), every
// person's final view shows the same chips as the replay, chips are
// conserved, and the deal matches its commitment.
func TestIssue19KopilkaOnlineFifteenSeats(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), wallClock{}, fastLimits())
	players, spec := openKopilka(t, ts, kopilkaFifteen())
	revealAll(t, players)
	host := players[0].c
	waitFor(t, "the spectator's game over", 10*time.Second, func() bool {
		v := spec.c.View()
		return v != nil && v.Phase == engine.PhaseGameOver
	})
	data, err := host.SaveGame(tctx(t))
	if err != nil {
		t.Fatal(err)
	}
	local, err := engine.Load(data)
	if err != nil {
		t.Fatalf("the saved game does not load: %v", err)
	}
	seed := verifiedSeed(t, host)
	clients := []*online.Client{spec.c}
	for _, p := range players {
		if p != nil {
			clients = append(clients, p.c)
		}
	}
	allVerified(t, len(clients)-1, clients...)
	if seed != local.Seed() {
		t.Fatalf("revealed seed %d, saved seed %d", seed, local.Seed())
	}
	tb := ts.srv.hub.byID(host.Info().Table)
	tb.hold()
	serverHash := tb.game.hash()
	bySeats := map[bool]int{}
	for _, r := range tb.ring.entries {
		if r.rec.T == recAct {
			bySeats[r.rec.Bot]++
		}
	}
	tb.release()
	if serverHash != local.Hash() {
		t.Fatal("the server's final state differs from a local replay of its log")
	}
	if bySeats[true] == 0 || bySeats[false] == 0 {
		t.Fatalf("the last records were played by bots %d times and by persons %d times: want both", bySeats[true], bySeats[false])
	}
	want := local.View(proto.Spectator).Kopilka
	if want == nil || want.ChipsInPlay() != 15*engine.KopilkaMinChips {
		t.Fatalf("the replay's chips are %+v, want %d in play", want, 15*engine.KopilkaMinChips)
	}
	states := replayStates(t, data)
	for i, p := range players {
		if p == nil {
			continue
		}
		got := p.c.View().Kopilka
		if !reflect.DeepEqual(got.Chips, want.Chips) || got.Bank != want.Bank || !reflect.DeepEqual(got.Status, want.Status) {
			t.Fatalf("seat %d ends with chips %v bank %d, the replay with %v bank %d", i, got.Chips, got.Bank, want.Chips, want.Bank)
		}
		checkMessages(t, i, p.rec.all(), states)
	}
	checkMessages(t, proto.Spectator, spec.rec.all(), states)
}

// TestIssue19KopilkaAwayAndTimer (issue 19 item 3): at a Kopilka table
// a connected person who does not reveal within the turn timer has the
// card revealed by the bot (and keeps the seat), and a person who went
// away is played by a bot after the away time; fake clock.
func TestIssue19KopilkaAwayAndTimer(t *testing.T) {
	clk := newFakeClock()
	ts := newTestServer(t, t.TempDir(), clk, fastLimits())
	ct := proto.CreateTable{Variant: "kopilka", Options: []byte(`{"players":3}`), Level: "greedy", TurnSeconds: 20, AwaySeconds: 30}
	p := openPeople(t, ts, ct, 3)
	w := p.waiting()[0]
	at := p.pos()
	clk.Advance(19 * time.Second)
	p.settle()
	if p.pos() != at {
		t.Fatal("the turn timer ran out early")
	}
	clk.Advance(2 * time.Second)
	waitFor(t, "the timed-out reveal", 10*time.Second, func() bool { return p.pos() > at })
	p.settle()
	if r := p.last(); r.Seat != w || !r.Bot || r.Action.Kind != engine.ActReveal {
		t.Fatalf("the record after the timeout is %+v, want seat %d's reveal by the bot", r, w)
	}
	if s := p.seat(w); s.botPlaying || s.conns == 0 {
		t.Fatal("a timed-out person lost the seat")
	}

	// Seat 2 goes away: after the away time a bot reveals for it.
	p.stepUntil("seat 2's card next", 2, func() bool { return slices.Contains(p.waiting(), 2) })
	p.clients[2].Close()
	waitFor(t, "seat 2 away", 5*time.Second, func() bool { return p.seat(2).conns == 0 })
	at = p.pos()
	clk.Advance(19 * time.Second) // within both times
	p.settle()
	if p.pos() != at {
		t.Fatal("a bot revealed for the away seat early")
	}
	clk.Advance(12 * time.Second)
	waitFor(t, "the away seat's reveal", 10*time.Second, func() bool { return p.pos() > at })
	p.settle()
	if r := p.last(); r.Seat != 2 || !r.Bot {
		t.Fatalf("the record is %+v, want seat 2's by its bot", r)
	}
	waitFor(t, "the host told", 5*time.Second, func() bool {
		l := p.clients[0].Info().Lobby
		return l != nil && l.Seats[2].BotPlaying && !l.Seats[2].Connected
	})
}

// TestIssue19KopilkaResumesFromLog (issue 19 item 3): a Kopilka table
// part-way through its game survives a server restart on the same data
// directory: the restored table is at the same position with the same
// state, its persons resume their seats with their stored tokens, and
// the game plays to its end legally.
func TestIssue19KopilkaResumesFromLog(t *testing.T) {
	dir := t.TempDir()
	ts := newTestServer(t, dir, wallClock{}, fastLimits())
	ct := proto.CreateTable{Variant: "kopilka", Options: []byte(`{"players":5}`), Level: "greedy"}
	p := openPeople(t, ts, ct, 5)
	for i := 0; i < 12; i++ {
		p.step(p.waiting()[0])
	}
	id := p.tb.meta.ID
	pos := p.pos()
	p.tb.hold()
	hash := p.tb.game.hash()
	p.tb.release()
	for _, c := range p.clients {
		c.Close()
	}
	ts.close()

	again := newTestServer(t, dir, wallClock{}, fastLimits())
	tb := again.srv.hub.byID(id)
	if tb == nil {
		t.Fatal("the restarted server lost the Kopilka table")
	}
	tb.hold()
	gotPos, gotHash := tb.pos, tb.game.hash()
	tb.release()
	if gotPos != pos || gotHash != hash {
		t.Fatalf("the restored table is at %d (hash %x), want %d (hash %x)", gotPos, gotHash, pos, hash)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	done := make(chan error, len(p.stores))
	for i, st := range p.stores {
		c, _ := dialStore(t, again.url, st, 20*time.Millisecond)
		if err := c.Resume(tctx(t), id); err != nil {
			t.Fatalf("seat %d resuming: %v", i, err)
		}
		if c.Info().Seat != i {
			t.Fatalf("seat %d resumed as seat %d", i, c.Info().Seat)
		}
		go func() {
			_, err := online.PlayBot(ctx, c, bots.NewGreedy(uint64(i), i), nil)
			done <- err
		}()
	}
	for range p.stores {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
	tb.hold()
	defer tb.release()
	if !tb.game.over() {
		t.Fatal("the resumed game did not end")
	}
	k := tb.game.view(proto.Spectator).Kopilka
	if k.ChipsInPlay() != 5*engine.KopilkaMinChips {
		t.Fatalf("the resumed game ends with %d chips in play, want %d", k.ChipsInPlay(), 5*engine.KopilkaMinChips)
	}
	var saved struct {
		Actions []json.RawMessage `json:"actions"`
	}
	data, err := tb.game.save()
	if err != nil || json.Unmarshal(data, &saved) != nil || uint64(len(saved.Actions)) < pos-6 {
		t.Fatalf("the resumed game's log has %d actions (%v), want more than the %d before the restart", len(saved.Actions), err, pos-6)
	}
}

package main

import (
	"errors"
	"strings"
	"testing"
	"time"

	"rummy/engine"
	"rummy/engine/match"
	"rummy/scenes/online"
)

// liveHash is the table's state hash now.
func (p *people) liveHash() uint64 {
	p.tb.hold()
	defer p.tb.release()
	return p.tb.game.hash()
}

// TestIssue15OnlineUndo (issue 15 item 2, online): at a table the seat
// to play takes the discard through its Remote; Undo is lit, and the
// undo comes back to every client as the position before (the state
// hash and both seats' views as they were); the undo is in the table's
// log, so the table loaded again from its log (a restarted server) is
// at the undone position. Nothing more can be undone then, nor after a
// stock draw: the client says ErrNoUndo and the server, asked anyway,
// refuses with no_undo and changes nothing.
func TestIssue15OnlineUndo(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), newFakeClock(), fastLimits())
	p := openPeople(t, ts, classicTwo, 2)
	games := []*online.Remote{online.NewRemote(p.clients[0]), online.NewRemote(p.clients[1])}
	// Play until the seat to play may take the discard.
	var w int
	for i := 0; ; i++ {
		if i == 200 {
			t.Fatal("no turn where the discard could be taken")
		}
		w = p.waiting()[0]
		v := p.caughtUp(w)
		if v.Phase == engine.PhaseDraw && v.Check(engine.DrawAction(true)) == nil {
			break
		}
		p.step(w)
	}
	other := 1 - w
	p.caughtUp(other)
	hash := p.liveHash()
	views := []string{wireJSON(t, games[0].View(0)), wireJSON(t, games[1].View(1))}
	if games[w].CanUndo(w) {
		t.Fatal("Undo is lit before the seat played")
	}
	if err := games[w].Submit(w, engine.DrawAction(true)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the discard taken", 5*time.Second, func() bool { return p.liveHash() != hash })
	p.caughtUp(w)
	if !games[w].CanUndo(w) || games[other].CanUndo(other) {
		t.Fatalf("after taking the discard: CanUndo %v for the seat, %v for the other", games[w].CanUndo(w), games[other].CanUndo(other))
	}
	if err := games[w].Undo(w); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the undo", 5*time.Second, func() bool { return p.liveHash() == hash })
	p.caughtUp(w)
	p.caughtUp(other)
	for seat, g := range games {
		if got := wireJSON(t, g.View(seat)); got != views[seat] {
			t.Fatalf("seat %d's view after the undo differs from before:\n got %s\nwant %s", seat, got, views[seat])
		}
	}
	if games[w].CanUndo(w) {
		t.Fatal("Undo is still lit with nothing left to take back")
	}
	if err := games[w].Undo(w); !errors.Is(err, match.ErrNoUndo) {
		t.Fatalf("a second undo: %v, want ErrNoUndo", err)
	}
	// The log holds the undo: the table loaded again is where it is now.
	fresh, err := ts.srv.hub.loadTable(tctx(t), p.tb.meta.ID)
	if err != nil {
		t.Fatal(err)
	}
	if fresh.game.hash() != hash || fresh.pos != p.pos() {
		t.Fatalf("the table loaded from its log: hash %x pos %d, live %x pos %d", fresh.game.hash(), fresh.pos, hash, p.pos())
	}
	// A stock draw reveals a card: the server refuses to take it back.
	if err := games[w].Submit(w, engine.DrawAction(false)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the stock draw", 5*time.Second, func() bool { return p.liveHash() != hash })
	p.caughtUp(w)
	drawn := p.liveHash()
	if games[w].CanUndo(w) {
		t.Fatal("Undo is lit after a stock draw")
	}
	if err := p.clients[w].Undo(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the server's refusal", 5*time.Second, func() bool { return strings.Contains(p.clients[w].Info().Error, "nothing to take back") })
	if p.liveHash() != drawn {
		t.Fatal("a refused undo changed the game")
	}
	// Issue 27: played on to its end, the game verifies at both seats:
	// what the undone move showed is no part of the deal's check.
	for i := 0; len(p.waiting()) > 0; i++ {
		if i == 5000 {
			t.Fatal("the game does not end")
		}
		p.step(p.waiting()[0])
	}
	allVerified(t, 2, p.clients...)
}

// TestIssue15OnlineHintsOption (issue 15 item 3, online): hints are the
// host's table option: a table made with hints lets its Remote games
// show them, a table made without does not.
func TestIssue15OnlineHintsOption(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), newFakeClock(), fastLimits())
	with := classicTwo
	with.Hints = true
	for _, tc := range []struct {
		hints bool
	}{{true}, {false}} {
		ct := classicTwo
		if tc.hints {
			ct = with
		}
		p := openPeople(t, ts, ct, 2)
		for seat, c := range p.clients {
			p.caughtUp(seat)
			if got := online.NewRemote(c).HintsAllowed(); got != tc.hints {
				t.Errorf("table made with hints %v: seat %d's HintsAllowed is %v", tc.hints, seat, got)
			}
		}
	}
}

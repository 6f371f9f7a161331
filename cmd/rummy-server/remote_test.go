package main

import (
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"testing"
	"time"

	"rummy/engine"
	"rummy/engine/match"
	"rummy/scenes/online"
)

// TestRemoteGameMatchesLocal (issue 14 item 4): scenes/online's Remote
// is a match.Game: a remote game and a local one over the same deal and
// the same actions show the same viewer the same sequence of views and
// the same projected events; Submit refuses an illegal action at once
// from the view (nothing is sent); a refusal by the server arrives in
// Connection with the engine's key; the connection state and the
// seats played by bots for away persons are visible there.
func TestRemoteGameMatchesLocal(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), newFakeClock(), fastLimits())
	p := openPeople(t, ts, classicTwo, 2)
	games := []*online.Remote{online.NewRemote(p.clients[0]), online.NewRemote(p.clients[1])}
	var g match.Game = games[0]
	if s := g.Seats(); len(s) != 2 || s[0].Kind != match.KindPerson || s[1].Kind != match.KindRemote || s[1].Name != "p1" {
		t.Fatalf("seats %+v", s)
	}
	if !reflect.DeepEqual(g.Viewers(), []int{0}) || g.View(1) != nil {
		t.Fatal("a remote game shows another seat's view")
	}

	// An illegal action is refused from the view, with the engine's key,
	// and nothing goes to the server.
	w := p.waiting()[0]
	p.caughtUp(w)
	before := p.fingerprint()
	var ref engine.Refusal
	if err := games[w].Submit(w, engine.EndTurnAction()); !errors.As(err, &ref) {
		t.Fatalf("an end of turn before drawing: %v, want the engine's refusal", err)
	}
	if p.clients[w].Info().Pending != 0 || p.fingerprint() != before {
		t.Fatal("a refused Submit reached the server")
	}
	// The server's refusal of an action sent anyway arrives in Connection.
	if _, err := p.clients[w].Act(engine.EndTurnAction()); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the server's refusal", 5*time.Second, func() bool { return games[w].Connection().Refusals == 1 })
	if c := games[w].Connection(); c.Refused == nil || c.Refused.Key != ref.Key || c.Link != match.LinkConnected {
		t.Fatalf("the connection after a refusal: %+v, want key %s", c, ref.Key)
	}

	// Play the game through the remote games, one step at a time,
	// keeping seat 0's view and events after every position.
	var remote []string
	record := func() {
		p.caughtUp(0)
		remote = append(remote, wireJSON(t, games[0].View(0)))
	}
	record()
	var actions []engine.LoggedAction
	for !games[0].Status().Over {
		seat := p.waiting()[0]
		v := p.caughtUp(seat)
		at := p.pos()
		var err error
		if v.Phase == engine.PhaseHandOver {
			err = games[seat].NextHand()
			actions = append(actions, engine.LoggedAction{Seat: seat, Action: engine.NextHandAction()})
		} else {
			a := p.bots[seat].Act(v)
			err = games[seat].Submit(seat, a)
			actions = append(actions, engine.LoggedAction{Seat: seat, Action: a})
		}
		if err != nil {
			t.Fatalf("action %d: %v", len(actions), err)
		}
		waitFor(t, "the action applied", 5*time.Second, func() bool { return p.pos() > at })
		record()
	}
	seed := verifiedSeed(t, p.clients[0])

	// The same deal and actions, locally.
	m, err := match.New(match.Config{Rules: p.tb.rules, Seed: seed, Players: []match.Player{match.Person{}, match.Person{}}})
	if err != nil {
		t.Fatal(err)
	}
	local := match.NewLocal(m)
	views := []string{wireJSON(t, local.View(0))}
	for _, la := range actions {
		if la.Action.Kind == engine.ActNextHand {
			err = local.NextHand()
		} else {
			err = local.Submit(la.Seat, la.Action)
		}
		if err != nil {
			t.Fatal(err)
		}
		views = append(views, wireJSON(t, local.View(0)))
	}
	if len(views) != len(remote) {
		t.Fatalf("%d local views, %d remote ones", len(views), len(remote))
	}
	for i := range views {
		if views[i] != remote[i] {
			t.Fatalf("view %d differs:\nremote %s\n local %s", i, remote[i], views[i])
		}
	}
	lev, lseq := local.EventsSince(0, 0)
	rev, rseq := games[0].EventsSince(0, 0)
	deal := len(rev) - len(lev) // the remote stream starts with the deal
	if deal <= 0 || rseq != uint64(len(rev)) || lseq != uint64(len(lev)) {
		t.Fatalf("event streams: remote %d (last %d), local %d (last %d)", len(rev), rseq, len(lev), lseq)
	}
	for i, e := range lev {
		if !reflect.DeepEqual(e.Event, rev[deal+i].Event) {
			t.Fatalf("event %d: remote %s, local %s", i, rev[deal+i].Event, e.Event)
		}
	}
	if later, last := games[0].EventsSince(0, rseq-1); len(later) != 1 || last != rseq {
		t.Fatal("EventsSince does not start after seq")
	}

	// Away and played by a bot: visible in Connection.
	p.clients[1].Close()
	waitFor(t, "seat 1 away", 5*time.Second, func() bool { return slices.Contains(games[0].Connection().Away, 1) })
	if c := games[1].Connection(); c.Link != match.LinkClosed {
		t.Fatalf("a closed client's link is %s", c.Link)
	}
}

// wireJSON is a view as the wire writes it (the rules left out).
func wireJSON(t *testing.T, v *engine.View) string {
	t.Helper()
	if v == nil {
		t.Fatal("no view")
	}
	b, err := json.Marshal(seatView(v))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"sync"
	"testing"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/scenes/online"
)

// seatClient is one player of a test table.
type seatClient struct {
	c   *online.Client
	rec *recorder
}

// openTable creates a table of variant with every seat a person (a
// client each) and a spectator, and starts it.
func openTable(t *testing.T, url, variant, options string) ([]seatClient, seatClient) {
	t.Helper()
	o, err := engine.DecodeOptions(mustVariant(t, variant), []byte(options))
	if err != nil {
		t.Fatal(err)
	}
	n := o.NumPlayers()
	seats := make([]proto.SeatSpec, n-1)
	for i := range seats {
		seats[i] = proto.SeatSpec{Kind: proto.SeatOpen}
	}
	ctx := tctx(t)
	host, hrec := dial(t, url)
	if err := host.Create(ctx, proto.CreateTable{Variant: variant, Options: json.RawMessage(options), Seats: seats, Level: "greedy"}, "host"); err != nil {
		t.Fatal(err)
	}
	code := host.Info().Code
	players := []seatClient{{host, hrec}}
	for i := 1; i < n; i++ {
		c, rec := dial(t, url)
		if err := c.Join(ctx, code, fmt.Sprintf("p%d", i)); err != nil {
			t.Fatal(err)
		}
		if c.Info().Seat != i {
			t.Fatalf("joiner %d got seat %d", i, c.Info().Seat)
		}
		players = append(players, seatClient{c, rec})
	}
	spec, srec := dialWith(t, url, true) // the seats get patches, the spectator whole views
	if err := spec.Spectate(ctx, code); err != nil {
		t.Fatal(err)
	}
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	return players, seatClient{spec, srec}
}

func mustVariant(t *testing.T, s string) engine.Variant {
	v, err := engine.ParseVariant(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// playAll plays every seat with a greedy bot until the game is over.
func playAll(t *testing.T, players []seatClient) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	errs := make([]error, len(players))
	for i, p := range players {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = online.PlayBot(ctx, p.c, bots.NewGreedy(uint64(i)+7, i), nil)
		}()
	}
	wg.Wait()
	for i, p := range players {
		if errs[i] != nil {
			info, v := p.c.Info(), p.c.View()
			t.Logf("seat %d: %+v", i, info)
			msgs := p.rec.all()
			for _, m := range msgs[max(0, len(msgs)-4):] {
				t.Logf("  %s seq %d id %d actor %d err %s", m.Type, m.Seq, m.ID, m.Actor, m.Text)
			}
			joins := 0
			for _, m := range msgs {
				if m.Type == proto.SJoined {
					joins++
				}
			}
			t.Logf("  joined %d times", joins)
			if v != nil {
				t.Logf("seat %d: phase %s waiting %v turn %d", i, v.Phase, v.Waiting, v.Turn)
			}
		}
	}
	for i, err := range errs {
		if err != nil {
			buf := make([]byte, 1<<20)
			n := runtime.Stack(buf, true)
			os.WriteFile(filepath.Join(os.TempDir(), "rummy-stacks.txt"), buf[:n], 0o644)
			t.Fatalf("seat %d: %v", i, err)
		}
	}
}

// TestWholeGamesOverWebSockets (issue 14 item 9): a whole game of every
// rule set, one WebSocket client per seat plus a spectator, checked
// message by message against a local replay of the server's log: each
// view (rebuilt from patches at the seats, whole at the spectator) equals the engine's view of the same position, no event shows a
// card the viewer may not know, the score sheet and the final state
// equal the replay, and the deal matches its commitment.
func TestWholeGamesOverWebSockets(t *testing.T) {
	games := []struct{ variant, options string }{
		{"classic", `{"players":3,"target":0,"hands":2}`},
		{"romme", `{"players":4,"hands":2,"knocking":true}`},
		{"liverpool", `{"players":4}`},
	}
	for _, g := range games {
		variant := g.variant
		t.Run(variant, func(t *testing.T) {
			ts := newTestServer(t, t.TempDir(), wallClock{}, fastLimits())
			players, spec := openTable(t, ts.url, variant, g.options)
			playAll(t, players)
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
				clients = append(clients, p.c)
			}
			allVerified(t, len(players), clients...)
			if seed != local.Seed() {
				t.Fatalf("revealed seed %d, saved seed %d", seed, local.Seed())
			}
			tb := ts.srv.hub.byID(host.Info().Table)
			tb.hold()
			serverHash := tb.game.hash()
			tb.release()
			if serverHash != local.Hash() {
				t.Fatalf("the server's final state differs from a local replay of its log")
			}
			final := host.View()
			if !reflect.DeepEqual(final.Results, local.Results()) || !reflect.DeepEqual(final.Totals, local.Totals()) {
				t.Fatalf("score sheet %v %v, local replay %v %v", final.Results, final.Totals, local.Results(), local.Totals())
			}
			states := replayStates(t, data)
			for i, p := range append(players, spec) {
				viewer := i
				if i == len(players) {
					viewer = proto.Spectator
				}
				checkMessages(t, viewer, p.rec.all(), states)
			}
		})
	}
}

// replayStates returns the state after the deal and after each action.
func replayStates(t *testing.T, save []byte) []*engine.State {
	var g struct {
		Actions []engine.LoggedAction `json:"actions"`
	}
	if err := json.Unmarshal(save, &g); err != nil {
		t.Fatal(err)
	}
	full, err := engine.Load(save)
	if err != nil {
		t.Fatal(err)
	}
	st, err := engine.NewGame(full.Rules(), full.Seed())
	if err != nil {
		t.Fatal(err)
	}
	out := []*engine.State{st.Clone()}
	for _, la := range g.Actions {
		if _, err := st.Apply(la.Seat, la.Action); err != nil {
			t.Fatal(err)
		}
		out = append(out, st.Clone())
	}
	return out
}

// knowable is every card viewer may know in st: its hand and the
// public zones (and every hand once a hand is over).
func knowable(st *engine.State, viewer int) map[engine.Card]bool {
	v := st.View(viewer)
	k := map[engine.Card]bool{}
	for _, c := range v.Hand {
		k[c] = true
	}
	for _, c := range v.Pile {
		k[c] = true
	}
	for _, m := range v.Table {
		for _, c := range m.Cards {
			k[c] = true
		}
	}
	for _, h := range v.Hands {
		for _, c := range h {
			k[c] = true
		}
	}
	if v.Kopilka != nil { // Kopilka deals face up (KOP-2)
		for _, c := range v.Kopilka.Cards {
			k[c] = true
		}
	}
	return k
}

// checkMessages compares a viewer's messages with the replay: message
// seq start+k is the position after action k.
func checkMessages(t *testing.T, viewer int, msgs []proto.ServerMsg, states []*engine.State) {
	t.Helper()
	var start uint64
	checked := 0
	for _, m := range msgs {
		if m.Type == proto.SStarted {
			start = m.Seq
		}
		if start == 0 || (m.Type != proto.SStarted && m.Type != proto.SEvent) {
			continue
		}
		k := int(m.Seq - start)
		if k >= len(states) {
			t.Fatalf("viewer %d: message %d beyond the log", viewer, m.Seq)
		}
		after := states[k]
		allowed := knowable(after, viewer)
		if k > 0 {
			for c := range knowable(states[k-1], viewer) {
				allowed[c] = true
			}
		}
		for _, e := range m.Events {
			cards := e.Cards
			if e.Kind == engine.EvCardMoved || e.Kind == engine.EvJokerSwapped || e.Kind == engine.EvMeldExtended {
				cards = append([]engine.Card{e.Card}, cards...)
			}
			for _, c := range cards {
				shown := e.Kind == engine.EvCardMoved && (e.To == engine.ZoneDiscard || e.To == engine.ZoneTable)
				if c != engine.NoCard && !allowed[c] && !shown {
					t.Fatalf("viewer %d, message %d: event %s shows %s, which the viewer may not know", viewer, m.Seq, e, c)
				}
			}
		}
		if m.View != nil {
			want, _ := json.Marshal(seatView(after.View(viewer)))
			got, _ := json.Marshal(m.View)
			if string(want) != string(got) {
				t.Fatalf("viewer %d, message %d: the view differs from the engine's view of that position\n got %s\nwant %s", viewer, m.Seq, got, want)
			}
		}
		checked++
	}
	if checked < 10 {
		t.Fatalf("viewer %d: only %d game messages", viewer, checked)
	}
}

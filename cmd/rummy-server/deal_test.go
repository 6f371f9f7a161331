package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/internal/verify"
	"rummy/scenes/online"
)

// swapStock is cheat (a): once the game is dealt, the server swaps the
// stock's top card with the card it turned up, keeping the hands it
// dealt (a classic game: the last seat deals, no cut).
func swapStock(t *testing.T) func(tb *table) {
	return func(tb *table) {
		r := tb.rules
		rng := engine.NewRNG(tb.seed)
		deck := engine.ShuffledDeck(r.Options, &rng)
		st := tb.game.state()
		n := st.Players()
		dealer := n - 1
		size := len(st.HandOf(0))
		hands := make([][]engine.Card, n)
		k := 0
		for round := 0; round < size; round++ {
			for i := 1; i <= n; i++ {
				seat := (dealer + i) % n
				hands[seat] = append(hands[seat], deck[k])
				k++
			}
		}
		up := deck[k]
		stock := slices.Clone(deck[k+1:])
		// The up-card and the stock's top change places: every seat and
		// the spectator see the turned-up card, so every honest client
		// can tell. (A swap deeper in the stock is caught only by the
		// seats its card reaches, in what they are shown: a card drawn
		// and kept to the end of a hand whose hands are not shown may
		// reach none.)
		up, stock[0] = stock[0], up
		cheat, _, err := engine.NewGameFromDeal(r, engine.Deal{Dealer: dealer, Hands: hands, Up: up, Stock: stock, Seed: tb.seed})
		if err != nil {
			t.Error(err)
			return
		}
		for i := range n {
			if !slices.Equal(cheat.HandOf(i), st.HandOf(i)) {
				t.Errorf("the cheat's deal gives seat %d %v, the game dealt %v", i, cheat.HandOf(i), st.HandOf(i))
			}
		}
		g, err := newTableGame(cheat, tb.gameSeats())
		if err != nil {
			t.Error(err)
			return
		}
		tb.game = g
	}
}

// TestFairDealCheatingServer (issue 27 item 4): a server that (a) swaps
// a stock card after the start, (b) chooses its secret after seeing the
// contributions, (c) reveals another secret than it committed to, or (d)
// leaves a seat's contribution out of the seed silently is caught by
// every honest client, the spectator too: each ends "Deal NOT verified"
// naming what differs. Before issue 27 the client checked only a hash of
// the revealed seed, which every one of these servers passes.
func TestFairDealCheatingServer(t *testing.T) {
	cases := []struct {
		name  string
		hooks func(t *testing.T) dealHooks
		// want are the failures a client may report.
		want []verify.Failure
	}{
		{"a_swapped_stock_card", func(t *testing.T) dealHooks { return dealHooks{started: swapStock(t)} },
			[]verify.Failure{verify.CardDiffers, verify.ActionImpossible, verify.EventDiffers}},
		{"b_secret_after_contributions", func(*testing.T) dealHooks {
			return dealHooks{seeding: func(tb *table, _ []string) { tb.setSecret(newSecret()) }}
		}, []verify.Failure{verify.BadSecret}},
		{"c_other_secret_revealed", func(*testing.T) dealHooks {
			return dealHooks{reveal: func(_ *table, r *proto.Reveal) { r.Salt = newSecret() }}
		}, []verify.Failure{verify.BadSecret}},
		{"d_contribution_dropped", func(*testing.T) dealHooks {
			return dealHooks{seeds: func(_ *table, seeds []string) []string {
				out := slices.Clone(seeds)
				out[1] = ""
				return out
			}}
		}, []verify.Failure{verify.CardDiffers}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ts := newTestServer(t, t.TempDir(), wallClock{}, fastLimits())
			ts.srv.hub.cheat = tc.hooks(t)
			players, spec := openTable(t, ts.url, "classic", `{"players":3,"target":0,"hands":1}`)
			playAll(t, players)
			clients := []*online.Client{spec.c}
			for _, p := range players {
				clients = append(clients, p.c)
			}
			for _, c := range clients {
				waitFor(t, "the revelation", 10*time.Second, func() bool { _, err := c.Evidence(); return err == nil })
				rep, err := c.Verify()
				if err != nil {
					t.Fatal(err)
				}
				seat := c.Info().Seat
				if rep.OK() || !slices.Contains(tc.want, rep.Failure) || !strings.HasPrefix(rep.String(), "Deal NOT verified: ") {
					t.Errorf("seat %d: %s (failure %d, want one of %v)", seat, rep, rep.Failure, tc.want)
				}
				if rep.Failure == verify.CardDiffers && (!rep.Seen.Valid() && !rep.Dealt.Valid() || rep.What == "") {
					t.Errorf("seat %d: %s: names no card", seat, rep)
				}
				t.Logf("seat %d: %s", seat, rep)
				// The evidence, saved, checks the same way.
				e, _ := c.Evidence()
				data, err := e.Marshal()
				if err != nil {
					t.Fatal(err)
				}
				back, err := verify.Unmarshal(data)
				if err != nil {
					t.Fatal(err)
				}
				if again := verify.Check(back); again.String() != rep.String() {
					t.Errorf("seat %d: saved evidence checks %q, live %q", seat, again, rep)
				}
			}
		})
	}
}

// TestFairDealSeatLeftOut (issue 27 item 1): a seat that commits to its
// entropy and never reveals it is left out once the wait is over; the
// game starts anyway, the table says which seat, and the others verify
// the deal seeded without it.
func TestFairDealSeatLeftOut(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), wallClock{}, fastLimits())
	ts.srv.hub.seedWait = 100 * time.Millisecond
	ctx := tctx(t)
	host, _ := dial(t, ts.url)
	ct := proto.CreateTable{Variant: "classic", Options: json.RawMessage(`{"players":3,"target":0,"hands":1}`),
		Seats: []proto.SeatSpec{{Kind: proto.SeatOpen}, {Kind: proto.SeatOpen}}, Level: "greedy", AwaySeconds: 1}
	if err := host.Create(ctx, ct, "host"); err != nil {
		t.Fatal(err)
	}
	code := host.Info().Code
	p1, _ := dial(t, ts.url)
	if err := p1.Join(ctx, code, "p1"); err != nil {
		t.Fatal(err)
	}
	// Seat 2 is a client that commits and then says nothing.
	mute, _, err := dialRaw(t, ts.url, nil)
	if err != nil {
		t.Fatal(err)
	}
	join, _ := json.Marshal(proto.ClientMsg{V: proto.Version, Type: proto.TJoin, ID: 1, Code: code, Name: "mute", EntropyHash: proto.EntropyHash(make([]byte, 32))})
	if err := mute.send(string(join)); err != nil {
		t.Fatal(err)
	}
	tb := ts.srv.hub.byCode(code)
	waitFor(t, "the mute seat", 5*time.Second, func() bool {
		tb.hold()
		defer tb.release()
		return tb.seats[2].kind == proto.SeatPerson
	})
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the start", 10*time.Second, func() bool {
		l := host.Info().Lobby
		return l != nil && l.Status != proto.StatusLobby
	})
	if l := host.Info().Lobby; !slices.Equal(l.LeftOut, []int{2}) {
		t.Fatalf("the table says seats %v were left out, want [2]", l.LeftOut)
	}
	mute.c.CloseNow()
	playAll(t, []seatClient{{c: host}, {c: p1}})
	allVerified(t, 2, host, p1)
}

// TestFairDealRematchSeededAfresh (issue 27, with the rematch of issue
// 24): a rematch's game has a fresh server secret with a new commitment,
// every person commits fresh entropy for it (none is left out), and its
// deal verifies on every client like the first game's.
func TestFairDealRematchSeededAfresh(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), wallClock{}, fastLimits())
	players, _ := openTable(t, ts.url, "classic", `{"players":2,"target":0,"hands":1}`)
	playAll(t, players)
	host, p1 := players[0].c, players[1].c
	allVerified(t, 2, host, p1)
	first := host.Info().Lobby.Commitment
	if err := host.Rematch(proto.RematchOffer); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the offer", 10*time.Second, func() bool { l := p1.Info().Lobby; return l != nil && l.Rematch != nil })
	if err := p1.Rematch(proto.RematchAccept); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the rematch dealt", 10*time.Second, func() bool {
		l := host.Info().Lobby
		return l != nil && l.Games == 1 && l.Status == proto.StatusPlaying && host.View() != nil && p1.View() != nil
	})
	l := host.Info().Lobby
	if l.Commitment == first || len(l.Commitment) != 64 {
		t.Fatalf("the rematch's commitment %q, the first game's %q", l.Commitment, first)
	}
	if len(l.LeftOut) != 0 {
		t.Fatalf("seats %v left out of the rematch's seed", l.LeftOut)
	}
	playAll(t, players)
	allVerified(t, 2, host, p1)
}

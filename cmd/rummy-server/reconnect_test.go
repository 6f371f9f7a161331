package main

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/scenes/online"
)

// classicTwo is a short classic game for two.
var classicTwo = proto.CreateTable{Variant: "classic", Options: []byte(`{"players":2,"target":0,"hands":1}`), Level: "greedy"}

// TestReconnectMidTurn (issue 14 item 5, item 9 "reconnect mid-turn"):
// the connection of the seat the game waits on is cut; while it is
// away the table moves on (a chat); the client reconnects by itself
// with its last sequence, gets exactly what it missed (no snapshot),
// and plays on to the end of the game. Cut again and left behind by
// more than the table keeps, it gets a snapshot instead.
func TestReconnectMidTurn(t *testing.T) {
	ts := newTestServer(t, t.TempDir(), newFakeClock(), fastLimits())
	p := openPeopleBackoff(t, ts, classicTwo, 2, 300*time.Millisecond) // away long enough to miss something
	w := p.waiting()[0]
	other := 1 - w
	p.caughtUp(w)
	c := p.clients[w]
	seenBefore := c.Info().Last
	joinedBefore := count(p.recs[w].all(), proto.SJoined)

	p.cut(w)
	waitFor(t, "the seat away", 5*time.Second, func() bool { return p.seat(w).conns == 0 })
	if err := p.clients[other].Chat("thinking"); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the chat applied", 5*time.Second, func() bool { return p.pos() == seenBefore+1 })
	if p.seat(w).conns != 0 {
		t.Fatal("the client came back before the table moved on: the test did not test a catch-up")
	}
	waitFor(t, "the reconnection", 10*time.Second, func() bool { return count(p.recs[w].all(), proto.SJoined) > joinedBefore })
	p.caughtUp(w)
	after := since(p.recs[w].all(), proto.SJoined, joinedBefore)
	if i := slices.IndexFunc(after, func(m proto.ServerMsg) bool { return m.Type == proto.SChat }); i < 0 || after[i].Seq != seenBefore+1 {
		t.Fatalf("after the reconnection the seat did not get the chat it missed at %d: %v", seenBefore+1, types(after))
	}
	if count(after, proto.SSnapshot) != 0 {
		t.Fatalf("a catch-up of one record came as a snapshot: %v", types(after))
	}
	// It plays on: its own decision is applied.
	if r := p.step(w); r.Seat != w || r.Bot {
		t.Fatalf("after the reconnection the record is %+v, want seat %d's own action", r, w)
	}

	// Left behind by more than the table keeps: a snapshot.
	behind := p.pos()
	for i := 0; i < ringSize+2; i++ {
		if err := c.Chat("oops"); err != nil {
			t.Fatal(err)
		}
	}
	waitFor(t, "the chats applied", 5*time.Second, func() bool { return p.pos() == behind+ringSize+2 })
	token, _ := p.stores[other].Get("online.token." + p.tb.meta.ID)
	late, _, err := dialRaw(t, ts.url, nil)
	if err != nil {
		t.Fatal(err)
	}
	late.answer(fmt.Sprintf(`{"v":1,"type":"resume","id":1,"table":%q,"token":%q,"last":%d}`, p.tb.meta.ID, token, behind), 1)
	m, err := late.next(func(m proto.ServerMsg) bool { return m.Type == proto.SSnapshot || m.Type == proto.SChat })
	if err != nil || m.Type != proto.SSnapshot || m.Seq != p.pos() {
		t.Fatalf("a seat behind by more than the ring got %+v (%v), want a snapshot of %d", m.Type, err, p.pos())
	}

	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	done := make(chan error, 2)
	for i, cl := range p.clients {
		go func() {
			_, err := online.PlayBot(ctx, cl, bots.NewGreedy(uint64(i)+3, i), nil)
			done <- err
		}()
	}
	for range p.clients {
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}
}

// TestAwaySeatPlayedByBot (issue 14 item 5): a seat away longer than
// the table's away time is played by a bot at the table's level (not
// before), everyone is told so, and its person takes it back at the
// next decision after resuming with the stored token. The server's
// clock is a fake one.
func TestAwaySeatPlayedByBot(t *testing.T) {
	clk := newFakeClock()
	ts := newTestServer(t, t.TempDir(), clk, fastLimits())
	ct := classicTwo
	ct.AwaySeconds = 30
	ct.Options = []byte(`{"players":2,"target":0,"hands":3}`)
	p := openPeople(t, ts, ct, 2)
	p.stepUntil("a decision of seat 1", 1, func() bool { return slices.Contains(p.waiting(), 1) })
	p.caughtUp(1)
	p.clients[1].Close()
	waitFor(t, "seat 1 away", 5*time.Second, func() bool { return p.seat(1).conns == 0 })
	at := p.pos()

	clk.Advance(29 * time.Second)
	p.settle()
	if p.pos() != at || p.seat(1).botPlaying {
		t.Fatal("a bot played for seat 1 before its away time")
	}
	clk.Advance(2 * time.Second)
	waitFor(t, "the bot's move", 10*time.Second, func() bool { return p.pos() > at })
	p.settle()
	if !p.seat(1).botPlaying {
		t.Fatal("seat 1 is played by a bot but the table does not say so")
	}
	waitFor(t, "the host told", 5*time.Second, func() bool {
		l := p.clients[0].Info().Lobby
		return l != nil && l.Seats[1].BotPlaying && !l.Seats[1].Connected
	})
	if _, ok := p.seat(1).bot.(*bots.Greedy); !ok {
		t.Fatalf("the away seat's bot is %T, want the table's level greedy", p.seat(1).bot)
	}
	// The bot plays the seat's whole turn, until the game waits on the host.
	waitFor(t, "the host's turn", 10*time.Second, func() bool {
		p.settle()
		return slices.Contains(p.waiting(), 0) && !slices.Contains(p.waiting(), 1)
	})
	r := p.last()
	if r.Seat != 1 || !r.Bot {
		t.Fatalf("the last record is %+v, want seat 1's by its bot", r)
	}

	// The person comes back with the stored token.
	back, rec := dialStore(t, ts.url, p.stores[1], 20*time.Millisecond)
	if err := back.Resume(tctx(t), p.tb.meta.ID); err != nil {
		t.Fatal(err)
	}
	p.clients[1], p.recs[1] = back, rec
	waitFor(t, "the host told of the return", 5*time.Second, func() bool {
		l := p.clients[0].Info().Lobby
		return l != nil && !l.Seats[1].BotPlaying && l.Seats[1].Connected
	})
	p.stepUntil("seat 1's next decision", 1, func() bool { return slices.Contains(p.waiting(), 1) })
	clk.Advance(time.Hour) // no timer may hand the decision to the bot
	p.settle()
	if r := p.last(); r.Seat == 1 {
		t.Fatalf("a bot played seat 1's decision after its person came back: %+v", r)
	}
	if r := p.step(1); r.Seat != 1 || r.Bot || r.ID == 0 {
		t.Fatalf("seat 1's decision after its return is %+v, want its person's", r)
	}
}

// TestTurnTimerMovesByBot (issue 14 item 5): with a turn timer, a
// connected person who does not act within it has the move made by the
// bot (once: the next decision has its own time), and stays the seat's
// player. Fake clock.
func TestTurnTimerMovesByBot(t *testing.T) {
	clk := newFakeClock()
	ts := newTestServer(t, t.TempDir(), clk, fastLimits())
	ct := classicTwo
	ct.TurnSeconds = 20
	p := openPeople(t, ts, ct, 2)
	w := p.waiting()[0]
	at := p.pos()
	clk.Advance(19 * time.Second)
	p.settle()
	if p.pos() != at {
		t.Fatal("the turn timer ran out early")
	}
	clk.Advance(2 * time.Second)
	waitFor(t, "the timed-out move", 10*time.Second, func() bool { return p.pos() > at })
	p.settle()
	if r := p.last(); r.Seat != w || !r.Bot {
		t.Fatalf("the record after the timeout is %+v, want seat %d's by the bot", r, w)
	}
	if p.pos() != at+1 {
		t.Fatalf("the bot made %d moves on one timeout", p.pos()-at)
	}
	if s := p.seat(w); s.botPlaying || s.conns == 0 {
		t.Fatal("a timed-out person lost the seat")
	}
	// The person makes the next decision in time.
	next := p.waiting()[0]
	clk.Advance(10 * time.Second)
	if r := p.step(next); r.Bot {
		t.Fatalf("the next decision in time was the bot's: %+v", r)
	}
}

// TestClaimWindowBoundedByTimer (issue 14 item 5): a Liverpool claim
// window (buying) waits on persons who do not answer only as long as
// the turn timer; then the bot answers for them. Fake clock.
func TestClaimWindowBoundedByTimer(t *testing.T) {
	clk := newFakeClock()
	ts := newTestServer(t, t.TempDir(), clk, fastLimits())
	ct := proto.CreateTable{Variant: "liverpool", Options: []byte(`{"players":3}`), Level: "greedy", TurnSeconds: 15}
	p := openPeople(t, ts, ct, 3)
	open := func() (engine.ClaimWindow, bool) {
		p.tb.hold()
		defer p.tb.release()
		v := p.tb.game.view(proto.Spectator)
		return v.Claim, v.Claim.Open()
	}
	p.stepUntil("a claim window", -1, func() bool { _, ok := open(); return ok })
	w, _ := open()
	var pending []int
	for _, s := range w.Eligible {
		if w.Pending(s) {
			pending = append(pending, s)
		}
	}
	at := p.pos()
	clk.Advance(14 * time.Second)
	p.settle()
	if p.pos() != at {
		t.Fatal("the claim window closed before the timer")
	}
	clk.Advance(2 * time.Second)
	waitFor(t, "the claimers answered", 10*time.Second, func() bool {
		p.settle()
		cw, ok := open()
		if !ok {
			return true
		}
		for _, s := range pending {
			if cw.Pending(s) {
				return false
			}
		}
		return true
	})
	p.tb.hold()
	defer p.tb.release()
	for q := at + 1; q <= p.tb.pos; q++ {
		e, _ := p.tb.ring.get(q)
		if slices.Contains(pending, e.rec.Seat) && !e.rec.Bot {
			t.Fatalf("record %d (%+v) answered the window without the timer's bot", q, e.rec)
		}
	}
}

func count(msgs []proto.ServerMsg, typ string) int {
	n := 0
	for _, m := range msgs {
		if m.Type == typ {
			n++
		}
	}
	return n
}

// since returns the messages after the (k+1)-th of type typ.
func since(msgs []proto.ServerMsg, typ string, k int) []proto.ServerMsg {
	for i, m := range msgs {
		if m.Type == typ {
			if k == 0 {
				return msgs[i+1:]
			}
			k--
		}
	}
	return nil
}

func types(msgs []proto.ServerMsg) []string {
	var out []string
	for _, m := range msgs {
		out = append(out, m.Type)
	}
	return out
}

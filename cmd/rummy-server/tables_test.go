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

// people is a test table whose every seat is a person with a client of
// its own (and a store keeping its seat token).
type people struct {
	t       *testing.T
	url     string
	tb      *table
	clients []*online.Client
	stores  []*online.MemStore
	recs    []*recorder
	bots    []bots.Bot
}

// dialStore connects a client that keeps its token in store.
func dialStore(t *testing.T, url string, store *online.MemStore, minBackoff time.Duration) (*online.Client, *recorder) {
	t.Helper()
	rec := &recorder{}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := online.Dial(ctx, online.Config{URL: url, Store: store, OnMessage: rec.on, MinBackoff: minBackoff,
		MaxBackoff: 4 * minBackoff, Resend: 500 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c, rec
}

// openPeople creates the table ct describes (its seats are made open),
// seats n persons and starts it.
func openPeople(t *testing.T, ts *testServer, ct proto.CreateTable, n int) *people {
	t.Helper()
	return openPeopleBackoff(t, ts, ct, n, 20*time.Millisecond)
}

// openPeopleBackoff is openPeople with clients that wait at least
// backoff before reconnecting.
func openPeopleBackoff(t *testing.T, ts *testServer, ct proto.CreateTable, n int, backoff time.Duration) *people {
	t.Helper()
	ct.Seats = make([]proto.SeatSpec, n-1)
	for i := range ct.Seats {
		ct.Seats[i] = proto.SeatSpec{Kind: proto.SeatOpen}
	}
	p := &people{t: t, url: ts.url}
	ctx := tctx(t)
	for i := 0; i < n; i++ {
		store := &online.MemStore{}
		c, rec := dialStore(t, ts.url, store, backoff)
		var err error
		if i == 0 {
			err = c.Create(ctx, ct, "host")
		} else {
			err = c.Join(ctx, p.clients[0].Info().Code, fmt.Sprintf("p%d", i))
		}
		if err != nil {
			t.Fatal(err)
		}
		p.clients, p.stores, p.recs = append(p.clients, c), append(p.stores, store), append(p.recs, rec)
		p.bots = append(p.bots, bots.NewGreedy(uint64(i)+11, i))
	}
	p.tb = ts.srv.hub.byID(p.clients[0].Info().Table)
	if err := p.clients[0].Start(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the start", 5*time.Second, func() bool { return p.pos() > uint64(n) && p.clients[0].View() != nil })
	return p
}

// pos is the table's position.
func (p *people) pos() uint64 {
	p.tb.hold()
	defer p.tb.release()
	return p.tb.pos
}

// waiting lists the seats the server's game waits on.
func (p *people) waiting() []int {
	p.tb.hold()
	defer p.tb.release()
	return p.tb.game.waiting()
}

// last is the table's last record.
func (p *people) last() record {
	p.tb.hold()
	defer p.tb.release()
	e, _ := p.tb.ring.get(p.tb.pos)
	return e.rec
}

// seat returns a copy of the server's state of a seat.
func (p *people) seat(i int) seatState {
	p.tb.hold()
	defer p.tb.release()
	return *p.tb.seats[i]
}

// caughtUp waits until seat's client has seen the table's position.
func (p *people) caughtUp(seat int) *engine.View {
	p.t.Helper()
	c := p.clients[seat]
	waitFor(p.t, fmt.Sprintf("seat %d to catch up", seat), 10*time.Second, func() bool {
		i := c.Info()
		return i.State == online.Connected && i.Last == p.pos() && i.Pending == 0 && c.View() != nil
	})
	return c.View()
}

// step plays seat's next decision with its bot through its client and
// waits for the server to apply it.
func (p *people) step(seat int) record {
	p.t.Helper()
	v := p.caughtUp(seat)
	if !slices.Contains(v.Waiting, seat) {
		p.t.Fatalf("step: the game does not wait on seat %d (%v)", seat, v.Waiting)
	}
	a := engine.NextHandAction()
	if v.Phase != engine.PhaseHandOver {
		a = p.bots[seat].Act(v)
	}
	before := p.pos()
	if _, err := p.clients[seat].Act(a); err != nil {
		p.t.Fatal(err)
	}
	waitFor(p.t, "the action applied", 10*time.Second, func() bool {
		if r := p.clients[seat].Info().Refusal; r != nil {
			p.t.Fatalf("seat %d's %s was refused: %s", seat, a, r.Text)
		}
		return p.pos() > before && p.clients[seat].Info().Pending == 0
	})
	return p.last()
}

// stepUntil steps whichever seat is waited on (the lowest other than
// avoid, if it can) until cond holds.
func (p *people) stepUntil(what string, avoid int, cond func() bool) {
	p.t.Helper()
	for i := 0; !cond(); i++ {
		if i == 2000 {
			p.t.Fatalf("stepUntil: no %s after %d actions", what, i)
		}
		w := p.waiting()
		seat := w[0]
		for _, s := range w {
			if s != avoid {
				seat = s
				break
			}
		}
		p.step(seat)
	}
}

// cut closes the server's side of seat's connections (its client sees
// its connection drop).
func (p *people) cut(seat int) {
	p.tb.hold()
	defer p.tb.release()
	for s, v := range p.tb.subs {
		if v == seat {
			s.close("cut by the test")
		}
	}
}

// settle waits until no bot thinks for any seat (a bot's move is
// applied under the table's lock before its seat stops thinking).
func (p *people) settle() {
	p.t.Helper()
	waitFor(p.t, "the bots to settle", 10*time.Second, func() bool {
		p.tb.hold()
		defer p.tb.release()
		for _, s := range p.tb.seats {
			if s.thinking {
				return false
			}
		}
		return true
	})
}

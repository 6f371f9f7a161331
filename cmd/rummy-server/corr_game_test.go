package main

import (
	"fmt"
	"testing"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match/proto"
)

// corrTally counts how a correspondence game's decisions were made.
type corrTally struct {
	byPref   map[int]int // claim answers the seat's preference gave (no id, no bot)
	prefBuys int         // of which claims
	byPerson map[int]int // answers sent by the seat's client
	byBot    map[int]int // moves a bot made for the seat
	windows  int         // claim windows opened
}

// note counts the records from pos from+1 to the table's position.
func (c *corrTally) note(t *testing.T, p *people, from uint64) uint64 {
	t.Helper()
	p.tb.hold()
	defer p.tb.release()
	for pos := from + 1; pos <= p.tb.pos; pos++ {
		e, ok := p.tb.ring.get(pos)
		if !ok {
			t.Fatalf("record %d left the ring before it was counted", pos)
		}
		r := e.rec
		if r.T != recAct || r.Action == nil {
			continue
		}
		for _, ev := range e.events {
			if ev.Kind == engine.EvClaimWindowOpened {
				c.windows++
			}
		}
		k := r.Action.Kind
		switch {
		case r.Bot:
			c.byBot[r.Seat]++
		case r.ID != 0:
			c.byPerson[r.Seat]++
		case k == engine.ActPass || k == engine.ActClaim:
			c.byPref[r.Seat]++
			if k != engine.ActPass {
				c.prefBuys++
			}
		}
	}
	return p.tb.pos
}

// corrNext is what the game waits for now: a connected person's
// decision (seat, false) or only deadlines (-1, true), and the match's
// next deadline.
func corrNext(p *people, absent int) (seat int, claim bool, next time.Time) {
	p.tb.hold()
	defer p.tb.release()
	m := p.tb.game.m
	v := m.View(-1)
	for _, w := range v.Waiting {
		if w != absent && (!v.Claim.Open() || w == 0) {
			return w, v.Claim.Open(), time.Time{}
		}
	}
	return -1, v.Claim.Open(), m.NextDeadline()
}

// TestCorrespondenceLiverpoolFourPeopleToTheEndAcrossRestart is issue
// 31's done-when for correspondence tables: four people at a Liverpool
// table with a move time of 24 h, real WebSocket clients, the server's
// clock jumping days. Seat 0 answers claim windows itself (ask), seat 1
// never claims, seats 2 and 3 buy what completes a meld; seat 3 is
// gone for the whole game. Claim windows close on the preferences (at
// once for never and the absent seat, at the claim time for seat 2);
// seat 3's moves are made by its bot once its move time and 7-day bank
// are spent, and seat 1 lets one move run out too. Midway the server is
// stopped and started again on the same store: the preferences and the
// banks spent come back; the game plays on to the end (LIV-BUY-1,
// LIV-BUY-4, LIV-POOL-1, LIV-RUM-1).
func TestCorrespondenceLiverpoolFourPeopleToTheEndAcrossRestart(t *testing.T) {
	clk := newFakeClock()
	dir := t.TempDir()
	ts := newTestServer(t, dir, clk, fastLimits())
	ct := proto.CreateTable{Variant: "liverpool", Options: []byte(`{"players":4}`), Level: "normal", MoveTime: "24h"}
	p := openPeople(t, ts, ct, 4)
	table := p.clients[0].Info().Table
	if l := p.clients[0].Info().Lobby; l == nil || l.MoveTime != "24h" {
		t.Fatalf("the lobby does not show the move time: %+v", l)
	}
	prefs := []string{"ask", "never", "meld", "meld"}
	for i, pref := range prefs {
		p.bots[i] = bots.NewNormal(uint64(i)+21, i)
		if pref == "ask" {
			continue
		}
		if err := p.clients[i].SetClaimPref(tctx(t), pref); err != nil {
			t.Fatal(err)
		}
		if got := p.clients[i].ClaimPref(); got != pref {
			t.Fatalf("seat %d's preference is %q after setting %q", i, got, pref)
		}
	}
	const absent = 3
	p.clients[absent].Close()
	waitFor(t, "seat 3 gone", 10*time.Second, func() bool { return p.seat(absent).conns == 0 })

	tally := &corrTally{byPref: map[int]int{}, byPerson: map[int]int{}, byBot: map[int]int{}}
	seen := p.pos()
	restarted, outOfTime := false, false
	start := clk.Now()
	for i := 0; ; i++ {
		if i == 5000 {
			t.Fatalf("no end after %d decisions", i)
		}
		seen = tally.note(t, p, seen)
		if p.over() {
			break
		}
		if !restarted && p.handNo() == 3 {
			restarted = true
			banks := p.banks()
			seen = tally.note(t, p, seen)
			for _, c := range p.clients[:absent] {
				c.Close()
			}
			ts.close()
			ts = newTestServer(t, dir, clk, fastLimits())
			p.url, p.tb = ts.url, ts.srv.hub.byID(table)
			if p.tb == nil {
				t.Fatal("the table is not back after the restart")
			}
			for s := 0; s < absent; s++ {
				c, rec := dialStore(t, ts.url, p.stores[s], 20*time.Millisecond)
				if err := c.Resume(tctx(t), table); err != nil {
					t.Fatalf("seat %d resuming after the restart: %v", s, err)
				}
				p.clients[s], p.recs[s] = c, rec
				if got := c.ClaimPref(); got != prefs[s] {
					t.Fatalf("seat %d's preference after the restart is %q, want %q", s, got, prefs[s])
				}
			}
			if got := p.seat(absent).pref.String(); got != prefs[absent] {
				t.Fatalf("the absent seat's preference after the restart is %q", got)
			}
			if got := p.banks(); fmt.Sprint(got) != fmt.Sprint(banks) {
				t.Fatalf("the banks left after the restart are %v, before %v", got, banks)
			}
			continue
		}
		seat, claim, next := corrNext(p, absent)
		if seat == 1 && !claim && !outOfTime && tally.byPerson[1] > 20 {
			// Seat 1 lets this move run out: its whole bank, then a bot.
			outOfTime = true
			seat, next = -1, p.deadline()
		}
		if seat >= 0 {
			p.step(seat)
			continue
		}
		if next.IsZero() {
			t.Fatalf("the game waits on nobody's deadline: waiting %v", p.waiting())
		}
		before := p.pos()
		clk.Advance(next.Sub(clk.Now()))
		waitFor(t, "the deadline's move", 10*time.Second, func() bool { return p.pos() > before })
		p.settle()
	}
	if !restarted {
		t.Fatal("the game ended before the third hand: no restart was tested")
	}
	days := clk.Now().Sub(start).Hours() / 24
	t.Logf("%.0f days; %d claim windows; by preference %v (%d claims), by the people %v, by bots %v",
		days, tally.windows, tally.byPref, tally.prefBuys, tally.byPerson, tally.byBot)
	switch {
	case tally.byPref[1] == 0 || tally.byPref[absent] == 0 || tally.byPref[2] == 0:
		t.Fatalf("a seat's preference never answered a claim window: %v", tally.byPref)
	case tally.prefBuys == 0:
		t.Fatal("no meld preference ever claimed a card")
	case tally.byBot[absent] == 0 || tally.byBot[1] == 0:
		t.Fatalf("no bot moved for a seat out of move time and bank: %v", tally.byBot)
	case tally.byPerson[0] == 0 || tally.byPerson[2] == 0:
		t.Fatalf("the people did not play: %v", tally.byPerson)
	case days < 8:
		t.Fatalf("the game took %.1f days: the bank was not spent", days)
	}
	// Every client still connected saw the end.
	for s := 0; s < absent; s++ {
		waitFor(t, "the end told", 10*time.Second, func() bool { return p.clients[s].Info().Last == p.pos() })
	}
}

// over reports whether the table's game has ended.
func (p *people) over() bool {
	p.tb.hold()
	defer p.tb.release()
	return p.tb.game.over()
}

// handNo is the number of the hand being played.
func (p *people) handNo() int {
	p.tb.hold()
	defer p.tb.release()
	return p.tb.game.state().HandNumber()
}

// banks are the seats' vacation banks left.
func (p *people) banks() []time.Duration {
	p.tb.hold()
	defer p.tb.release()
	var b []time.Duration
	for s := range p.tb.seats {
		b = append(b, p.tb.game.m.BankLeft(s))
	}
	return b
}

// deadline is the match's next deadline.
func (p *people) deadline() time.Time {
	p.tb.hold()
	defer p.tb.release()
	return p.tb.game.m.NextDeadline()
}

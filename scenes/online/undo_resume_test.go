package online

import (
	"context"
	"testing"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/internal/netcut"
	"rummy/internal/servertest"
)

// playToUndoable plays c's seat with a bot until the seat has taken the
// discard (an undoable move) and Undo is lit.
func playToUndoable(t *testing.T, c *Client) {
	t.Helper()
	b := bots.NewGreedy(7, c.Info().Seat)
	var seen uint64
	end := time.Now().Add(30 * time.Second)
	for !c.CanUndo() {
		if time.Now().After(end) {
			t.Fatal("no turn where the discard could be taken")
		}
		in, v := c.Info(), c.View()
		if v == nil || in.Pending > 0 || in.Last == seen || !waits(v, in.Seat) {
			time.Sleep(2 * time.Millisecond)
			continue
		}
		seen = in.Last
		a := engine.NextHandAction()
		switch {
		case v.Phase == engine.PhaseDraw && v.Check(engine.DrawAction(true)) == nil:
			a = engine.DrawAction(true)
		case v.Phase != engine.PhaseHandOver:
			a = b.Act(v)
		}
		if _, err := c.Act(a); err != nil {
			t.Fatal(err)
		}
	}
}

// TestIssue14UndoSurvivesAReconnect (issue 14 review): the seat took the
// discard (Undo lit); its connection drops and it resumes at the next
// address: Undo is still lit. The app is then opened again and joins
// with the invite code: the server answers with the whole table (a
// snapshot), and Undo is still lit, and the undo works.
func TestIssue14UndoSurvivesAReconnect(t *testing.T) {
	srv := servertest.Start(t, "-public", "-hand-pause", "0s")
	relay := netcut.Start(t, srv.Addr)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	st := &MemStore{}
	c, err := Dial(ctx, Config{URLs: []string{"ws://" + relay.Addr + "/ws", srv.WS}, MinBackoff: 20 * time.Millisecond, Store: st})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Create(ctx, proto.CreateTable{Variant: "classic", Seats: []proto.SeatSpec{{Kind: proto.SeatBot, Level: "easy"}}}, "Anna"); err != nil {
		t.Fatal(err)
	}
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	playToUndoable(t, c)
	before := c.Info().Last
	relay.Cut()
	waitFor(t, "the seat resumed at the second address", func() bool {
		in := c.Info()
		return in.State == Connected && in.Addr == srv.WS
	})
	time.Sleep(300 * time.Millisecond) // whatever the server sends on resuming
	if !c.CanUndo() {
		t.Fatalf("Undo is not lit after the reconnection (position %d, was %d)", c.Info().Last, before)
	}
	code, seat := c.Info().Code, c.Info().Seat
	c.Close()
	c, err = Dial(ctx, Config{URL: srv.WS, Store: st})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Join(ctx, code, "Anna"); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the table again", func() bool { return c.View() != nil })
	if in := c.Info(); in.Seat != seat || in.Last != before {
		t.Fatalf("joined again at seat %d position %d, want %d %d", in.Seat, in.Last, seat, before)
	}
	if !c.CanUndo() {
		t.Fatal("Undo is not lit in the app opened again")
	}
	if err := c.Undo(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the undo", func() bool { return c.Info().Last > before && !c.CanUndo() })
	if in := c.Info(); in.Error != "" {
		t.Fatalf("the server said %q", in.Error)
	}
}

package online

import (
	"context"
	"testing"
	"time"

	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/internal/servertest"
)

// TestIssue14OnlineTurnTimer (issue 14 review): at a table with a turn
// timer the client shows the seat's remaining time as a local match
// does (Timers: ticks, 60 a second), counting down from the table's
// seconds when the table begins to wait on the seat; none for a table
// without a timer.
func TestIssue14OnlineTurnTimer(t *testing.T) {
	srv := servertest.Start(t, "-hand-pause", "0s")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	for _, secs := range []int{0, 30} {
		c, err := Dial(ctx, Config{URL: srv.WS})
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		if err := c.Create(ctx, proto.CreateTable{Variant: "classic", TurnSeconds: secs, Seats: []proto.SeatSpec{{Kind: proto.SeatBot, Level: "easy"}}}, "Anna"); err != nil {
			t.Fatal(err)
		}
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		r := NewRemote(c)
		waitFor(t, "the seat's turn", func() bool {
			v := c.View()
			return v != nil && v.Turn == 0 && waits(v, 0) && (v.Phase == engine.PhaseDraw || v.Phase == engine.PhasePlay)
		})
		first := r.Timers()
		if secs == 0 {
			if first.TurnLeft != 0 || first.ClaimLeft[0] != -1 {
				t.Errorf("no timer, but Timers says %+v", first)
			}
			continue
		}
		if first.TurnLeft > secs*60 || first.TurnLeft < (secs-3)*60 {
			t.Fatalf("turn left %d ticks, want about %d", first.TurnLeft, secs*60)
		}
		time.Sleep(1100 * time.Millisecond)
		later := r.Timers()
		if d := first.TurnLeft - later.TurnLeft; d < 60 || d > 120 {
			t.Errorf("after 1.1 s the timer went from %d to %d ticks", first.TurnLeft, later.TurnLeft)
		}
		// The seat acts and the turn passes: no clock for it while the
		// table waits on the bot.
		v := c.View()
		a := engine.DrawAction(false)
		if v.Phase == engine.PhasePlay {
			a = engine.DiscardAction(v.Hand[0])
		}
		if _, err := c.Act(a); err != nil {
			t.Fatal(err)
		}
		waitFor(t, "the answer", func() bool { return c.Info().Pending == 0 })
		if v := c.View(); !waits(v, 0) && r.Timers().TurnLeft != 0 {
			t.Errorf("a clock for a seat not waited on: %+v", r.Timers())
		}
	}
}

package scenes

import (
	"testing"
	"time"

	"rummy/engine"
	"rummy/scenes/store"
)

// TestIssue18TurnRingFollowsTheTurn: when another seat's turn starts a
// ring swells from its badge for a while that the animation speed sets
// (slow longer than fast), the table ticks while it plays and is still
// again after it.
func TestIssue18TurnRingFollowsTheTurn(t *testing.T) {
	ticks := map[store.Speed]int{}
	for _, speed := range []store.Speed{store.Slow, store.Fast} {
		r := newRig(t, "classic", "bot,bot,bot")
		r.app.Settings.AnimationSpeed = speed
		seen := map[int]bool{}
		for i := 0; i < 20000 && len(seen) < 3; i++ {
			before := r.table.cues.turnSeat
			r.run(1)
			tb := r.table
			if s := tb.judge().activeSeat(); s >= 0 && s != before {
				if tb.cues.turnSeat != s || tb.cues.turnLeft <= 0 || !tb.Ticking() {
					t.Fatalf("seat %d's turn started: ring on seat %d with %d ticks left, ticking %v", s, tb.cues.turnSeat, tb.cues.turnLeft, tb.Ticking())
				}
				seen[s] = true
				ticks[speed] = tb.cues.turnTicks
			}
			if tb.botBusy() {
				time.Sleep(50 * time.Microsecond)
			}
		}
		if len(seen) < 3 {
			t.Fatalf("%s: the ring was seen on %d seats, want all 3", speed, len(seen))
		}
	}
	if ticks[store.Slow] <= ticks[store.Fast] {
		t.Errorf("the ring lasts %d ticks slow and %d fast", ticks[store.Slow], ticks[store.Fast])
	}
}

// TestIssue18PointsFlyToTheScores: at a hand's end every seat that
// scored sends its points from its badge to its line in the score panel,
// one after another; when they have landed the table no longer ticks.
func TestIssue18PointsFlyToTheScores(t *testing.T) {
	r := newRig(t, "classic", "human,bot,bot")
	r.run(2)
	tb := r.table
	tb.cues.turnLeft = 0
	tb.events().flyPoints(engine.HandResult{Winner: 0, Scores: []int{42, -7, 0}})
	if len(tb.cues.points) != 2 {
		t.Fatalf("%d points fly for two seats that scored", len(tb.cues.points))
	}
	a, b := tb.cues.points[0], tb.cues.points[1]
	if a.text != "+42" || b.text != "-7" || a.seat != 0 || b.seat != 1 {
		t.Errorf("flying %q (seat %d) and %q (seat %d)", a.text, a.seat, b.text, b.seat)
	}
	if b.tw.Delay <= a.tw.Delay {
		t.Errorf("seat 1's points leave at tick %d, seat 0's at %d: not one after another", b.tw.Delay, a.tw.Delay)
	}
	bx, by := tb.lay.Seats[tb.layouter().rel(1)].Badge.Center()
	tx, ty := tb.layouter().scoreRow(1)
	if b.tw.From.X != bx || b.tw.From.Y != by || b.tw.To.X != tx || b.tw.To.Y != ty {
		t.Errorf("seat 1's points go %+v → %+v, want (%v,%v) → (%v,%v)", b.tw.From, b.tw.To, bx, by, tx, ty)
	}
	if !tb.lay.Info.Contains(tx, ty) {
		t.Errorf("the score line (%v,%v) is outside the panel %+v", tx, ty, tb.lay.Info)
	}
	if !tb.Ticking() {
		t.Error("the table does not tick while points fly")
	}
	for i := 0; i < 400 && tb.cues.active(); i++ {
		tb.events().stepCues()
	}
	if tb.cues.active() {
		t.Error("the points never land")
	}
}

// TestIssue18DealtCardsLandInOrder: the cards dealt to the person land
// one after another in the order they were dealt, at every speed.
func TestIssue18DealtCardsLandInOrder(t *testing.T) {
	for _, speed := range []store.Speed{store.Slow, store.Normal, store.Fast} {
		r := newRig(t, "classic", "human,bot")
		r.app.Settings.AnimationSpeed = speed
		r.run(1)
		tb := r.table
		hand := append([]engine.Card(nil), tb.view.Hand...)
		ev := []engine.Event{{Kind: engine.EvHandStarted, Hand: 1}}
		for _, c := range hand {
			ev = append(ev, engine.Event{Kind: engine.EvCardMoved, Card: c, From: engine.ZoneStock, To: engine.ZoneHand, ToIndex: tb.viewer},
				// the other seat's card, unseen, between two of the person's
				engine.Event{Kind: engine.EvCardMoved, Card: engine.NoCard, From: engine.ZoneStock, To: engine.ZoneHand, ToIndex: 1 - tb.viewer})
		}
		tb.events().onEvents(ev)
		last := -1
		for i, c := range hand {
			s := tb.anim.cards[c]
			if s == nil {
				t.Fatalf("%s: dealt card %s has no sprite", speed, c)
			}
			land := s.tw.Delay + s.tw.Ticks
			if land <= last {
				t.Errorf("%s: card %d lands at tick %d, not after card %d (tick %d)", speed, i, land, i-1, last)
			}
			last = land
		}
	}
}

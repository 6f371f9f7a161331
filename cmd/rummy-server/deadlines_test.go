package main

import (
	"testing"
	"time"

	"rummy/engine"
	"rummy/engine/match/proto"
)

// phase is the table's game phase now.
func (p *people) phase() engine.Phase {
	p.tb.hold()
	defer p.tb.release()
	return p.tb.game.state().Phase()
}

// TestRommeTurnTimerTimesOutOnServer (ROM-16): at a Rommé table with
// the turn_timer option, a connected person who does not finish the
// turn in time has it finished by the rules' timeout (the match's
// deadline on the server's clock; logged as the seat's own action, not
// a bot's), at the deadline and not before. Fake clock.
func TestRommeTurnTimerTimesOutOnServer(t *testing.T) {
	clk := newFakeClock()
	ts := newTestServer(t, t.TempDir(), clk, fastLimits())
	ct := proto.CreateTable{Variant: "romme", Options: []byte(`{"players":2,"turn_timer":20}`), Level: "greedy"}
	p := openPeople(t, ts, ct, 2)
	p.stepUntil("a turn to draw", -1, func() bool { return p.phase() == engine.PhaseDraw })
	turn := p.waiting()[0]
	at := p.pos()
	clk.Advance(19 * time.Second)
	p.settle()
	if p.pos() != at {
		t.Fatalf("the turn timed out early: %+v", p.last())
	}
	clk.Advance(time.Second)
	waitFor(t, "the timed-out turn", 10*time.Second, func() bool { return p.pos() > at })
	p.settle()
	r := p.last()
	if r.T != recAct || r.Seat != turn || r.Bot || r.Action == nil || r.Action.Kind != engine.ActTimeout {
		t.Fatalf("the record after the turn time is %+v, want seat %d's timeout", r, turn)
	}
	// Every seat hears of it, as of any action.
	for seat := range p.clients {
		seq := p.pos()
		waitFor(t, "the timeout told", 10*time.Second, func() bool { return p.clients[seat].Info().Last >= seq })
	}
}

// TestHandPauseHoldsTheBotsDeal: a finished hand stays shown for the
// hand pause before a bot standing in for its dealer (here: out of
// decision time) deals the next one. Fake clock.
func TestHandPauseHoldsTheBotsDeal(t *testing.T) {
	clk := newFakeClock()
	ts := newTestServer(t, t.TempDir(), clk, fastLimits())
	ts.srv.hub.handPause = 5 * time.Second
	ct := classicTwo
	ct.TurnSeconds = 2
	ct.Options = []byte(`{"players":2,"target":0,"hands":2}`)
	p := openPeople(t, ts, ct, 2)
	p.stepUntil("the end of a hand", -1, func() bool { return p.phase() == engine.PhaseHandOver })
	at := p.pos()
	clk.Advance(4 * time.Second)
	p.settle()
	if p.pos() != at {
		t.Fatalf("a bot dealt during the hand pause: %+v", p.last())
	}
	clk.Advance(time.Second)
	waitFor(t, "the bot's deal", 10*time.Second, func() bool { return p.pos() > at })
	p.settle()
	if r := p.last(); r.Action == nil || r.Action.Kind != engine.ActNextHand || !r.Bot {
		t.Fatalf("the record after the pause is %+v, want a bot's next hand", r)
	}
}

// TestOnlyTheDealerDealsTheNextHand: once a hand is over the match
// says who deals the next one (Match.NextDeal): the other person's
// next_hand is refused and changes nothing; the dealer's deals.
func TestOnlyTheDealerDealsTheNextHand(t *testing.T) {
	clk := newFakeClock()
	ts := newTestServer(t, t.TempDir(), clk, fastLimits())
	ct := classicTwo
	ct.Options = []byte(`{"players":2,"target":0,"hands":2}`)
	p := openPeople(t, ts, ct, 2)
	p.stepUntil("the end of a hand", -1, func() bool { return p.phase() == engine.PhaseHandOver })
	dealer := p.waiting()[0]
	other := 1 - dealer
	at := p.pos()
	p.caughtUp(other)
	if _, err := p.clients[other].Act(engine.NextHandAction()); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the refusal", 10*time.Second, func() bool { return p.clients[other].Info().Refusal != nil })
	if p.pos() != at || p.phase() != engine.PhaseHandOver {
		t.Fatalf("seat %d, not the dealer, dealt the next hand", other)
	}
	if r := p.step(dealer); r.Action == nil || r.Action.Kind != engine.ActNextHand || r.Seat != dealer {
		t.Fatalf("the dealer's next hand is %+v", r)
	}
}

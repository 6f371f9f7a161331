package scenes

import (
	"strings"
	"testing"
	"time"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// TestIssue15ClaimWindowWaitsForPeople (issue 15 item 5): the claim
// window's length is the setting's, whatever the bots' speed; with
// "wait for me" a person's buy window stays open however long the
// person takes, and the status line says it waits.
func TestIssue15ClaimWindowWaitsForPeople(t *testing.T) {
	for _, speed := range []store.Speed{store.Fast, store.Slow} {
		app := testApp(t)
		app.Settings.ClaimSeconds, app.Settings.BotSpeed = 5, speed
		setup := Setup{Variant: engine.Liverpool, Seats: []Seat{{Kind: Human}, {Kind: Bot, Level: Easy}, {Kind: Bot, Level: Easy}}}
		o, err := engine.ParseOptions(engine.Liverpool, []string{"players=3"})
		if err != nil {
			t.Fatal(err)
		}
		setup.Options = o
		st, err := engine.NewGame(engine.MustRules(o), 3)
		if err != nil {
			t.Fatal(err)
		}
		g, err := newLocalGame(app, setup, 3, nil).start(st, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := g.Timers().ClaimTicks; got != 5*store.TicksPerSecond {
			t.Fatalf("bot speed %v: the claim window lasts %d ticks, the setting says 5 s", speed, got)
		}
	}
	app := testApp(t)
	app.Settings.WaitForMe = true
	r := newRigIn(t, app, "liverpool", "human,bot,bot")
	tb := r.table
	if got := tb.game.Timers().ClaimTicks; got != 0 {
		t.Fatalf("wait for me: the claim window lasts %d ticks", got)
	}
	// Play (stock draws, first discards) until a bot's discard opens the
	// person's buy window.
	for tick := 0; tick < 100000; tick++ {
		r.run(1)
		if tb.botBusy() {
			time.Sleep(100 * time.Microsecond)
		}
		v := tb.view
		if v.Claim.Open() && v.Claim.Pending(tb.viewer) && !tb.animating() {
			break
		}
		if r.m.Current() != tb || tb.animating() || !tb.judge().mayAct() {
			continue
		}
		switch v.Phase {
		case engine.PhaseCut:
			r.key(IntentActivate)
		case engine.PhaseDraw:
			r.key(IntentDraw)
		case engine.PhasePlay:
			r.key(IntentDiscard)
		}
	}
	if !tb.view.Claim.Open() || !tb.view.Claim.Pending(tb.viewer) {
		t.Fatal("no buy window came to the person")
	}
	r.run(40 * store.TicksPerSecond)
	if !tb.view.Claim.Open() || !tb.view.Claim.Pending(tb.viewer) {
		t.Fatal("the buy window closed without the person's answer")
	}
	if !strings.Contains(tb.texts.status, app.T(i18n.AssistWaitsForU)) {
		t.Fatalf("the status line %q does not say the window waits", tb.texts.status)
	}
}

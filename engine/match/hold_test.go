package match

import (
	"testing"

	"rummy/engine"
)

// TestMatchHoldStopsTheClocks: a held seat's claim window (a Liverpool
// buy, LIV-BUY-1) does not run out however long the hold lasts, and
// counts its full ClaimTicks once released (a shared screen's curtain).
func TestMatchHoldStopsTheClocks(t *testing.T) {
	r := rules(t, engine.Liverpool, "players=3")
	held := true
	m, _ := New(Config{Rules: r, Seed: 4, Players: []Player{Person{}, Person{}, Person{}}, ClaimTicks: 5,
		Hold: func(int) bool { return held }})
	st := m.State()
	if err := m.Submit(st.Waiting()[0], engine.CutAction(1)); err != nil {
		t.Fatal(err)
	}
	if err := m.Submit(st.Waiting()[0], engine.DrawAction(false)); err != nil {
		t.Fatal(err)
	}
	if st.Phase() != engine.PhaseClaim {
		t.Fatalf("no buy window: phase %s", st.Phase())
	}
	for i := 0; i < 50; i++ {
		_ = m.Tick()
	}
	if st.Phase() != engine.PhaseClaim || m.Stats().Timeouts != 0 {
		t.Fatalf("a held window ran out: phase %s, %d timeouts", st.Phase(), m.Stats().Timeouts)
	}
	held = false
	for i := 0; i < 4; i++ {
		_ = m.Tick()
	}
	if st.Phase() != engine.PhaseClaim {
		t.Fatal("the released window did not count its full length")
	}
	_ = m.Tick()
	if st.Phase() == engine.PhaseClaim {
		t.Fatal("the released window did not run out after ClaimTicks")
	}
}

// TestMatchHoldStopsTheTurnTimer: a held seat's Rommé turn timer
// (ROM-16) stands still; released, it runs out and the turn times out.
func TestMatchHoldStopsTheTurnTimer(t *testing.T) {
	r := rules(t, engine.Romme, "players=2", "turn_timer=1")
	held := true
	m, _ := New(Config{Rules: r, Seed: 2, Players: []Player{Person{}, Person{}}, TicksPerSecond: 3,
		Hold: func(int) bool { return held }})
	log := len(m.State().Log())
	for i := 0; i < 20; i++ {
		_ = m.Tick()
	}
	if n := len(m.State().Log()); n != log || m.Timers().TurnLeft != 3 {
		t.Fatalf("the held turn timer ran: %d actions, %d ticks left", n-log, m.Timers().TurnLeft)
	}
	held = false
	for i := 0; i < 3; i++ {
		_ = m.Tick()
	}
	if m.Stats().Timeouts != 1 {
		t.Fatalf("the released timer did not time the turn out (%d timeouts)", m.Stats().Timeouts)
	}
}

// TestMatchDealtEventsOpenTheStreams: the first deal's events given in
// Config.Dealt head every stream watched before the first action, masked
// per viewer (a person sees only their own cards' faces), and not the
// streams of viewers watched later.
func TestMatchDealtEventsOpenTheStreams(t *testing.T) {
	r := rules(t, engine.Classic, "players=2")
	st, dealt, err := engine.NewGameEvents(r, 9)
	if err != nil {
		t.Fatal(err)
	}
	m, _ := New(Config{State: st, Dealt: dealt, Players: []Player{Person{}, firstLegal{}}})
	m.Watch(0)
	ev, _ := m.EventsSince(0, 0)
	if len(ev) != len(dealt) || ev[0].Event.Kind != engine.EvHandStarted {
		t.Fatalf("the person's stream opens with %d events, the deal had %d", len(ev), len(dealt))
	}
	for _, e := range ev {
		if e.Event.Kind == engine.EvCardMoved && e.Event.To == engine.ZoneHand && (e.Event.Card == engine.NoCard) != (e.Event.ToIndex != 0) {
			t.Fatalf("seat 0 sees %v dealt to seat %d", e.Event.Card, e.Event.ToIndex)
		}
	}
	if err := m.Submit(0, engine.DrawAction(false)); err != nil {
		t.Fatal(err)
	}
	m.Watch(Spectator)
	if ev, _ := m.EventsSince(Spectator, 0); len(ev) != 0 {
		t.Fatalf("a stream watched after the first action holds %d events", len(ev))
	}
}

// TestMatchPausesBeforeTheFirstBot: BotPause, asked with the zero
// action, holds the bots back before their first move too.
func TestMatchPausesBeforeTheFirstBot(t *testing.T) {
	r := rules(t, engine.Classic, "players=2")
	m, _ := New(Config{Rules: r, Seed: 3, Players: bots(2), BotPause: func(a engine.Action) int {
		if a.Kind == 0 {
			return 3
		}
		return 0
	}})
	for i := 0; i < 2; i++ {
		_ = m.Tick()
	}
	if m.Stats().Applied != 0 {
		t.Fatal("a bot moved before the first pause was over")
	}
	_ = m.Tick()
	if m.Stats().Applied == 0 {
		t.Fatal("no bot moved after the first pause")
	}
}

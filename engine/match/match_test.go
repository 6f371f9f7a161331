package match

import (
	"errors"
	"strings"
	"testing"

	"rummy/engine"
)

func rules(t *testing.T, v engine.Variant, settings ...string) *engine.Rules {
	t.Helper()
	o, err := engine.ParseOptions(v, settings)
	if err != nil {
		t.Fatal(err)
	}
	return engine.MustRules(o)
}

// firstLegal answers at once with a legal action picked by the version (a test bot
// that needs no bots package).
type firstLegal struct{}

func (firstLegal) Kind() Kind { return KindBot }
func (firstLegal) Ask(q Question) (engine.Action, bool) {
	acts := engine.Legal(q.View)
	return acts[int(q.Version*2654435761>>7)%len(acts)], true
}
func (firstLegal) Poll() (Answer, bool) { return Answer{}, false }

// later answers after Ask returned, on a copy of the view, when the test
// releases it; it remembers every question.
type later struct {
	asked []Question
	ready []Answer
}

func (l *later) Kind() Kind { return KindBot }
func (l *later) Ask(q Question) (engine.Action, bool) {
	q.View = q.OwnView()
	l.asked = append(l.asked, q)
	return engine.Action{}, false
}
func (l *later) Poll() (Answer, bool) {
	if len(l.ready) == 0 {
		return Answer{}, false
	}
	a := l.ready[0]
	l.ready = l.ready[1:]
	return a, true
}

func bots(n int) []Player {
	ps := make([]Player, n)
	for i := range ps {
		ps[i] = firstLegal{}
	}
	return ps
}

type memSink struct {
	appended []engine.LoggedAction
	snaps    []Snapshot
	fail     error
}

func (s *memSink) Append(n int, la engine.LoggedAction) error {
	if s.fail != nil {
		return s.fail
	}
	if n != len(s.appended)+1 {
		return errors.New("gap")
	}
	s.appended = append(s.appended, la)
	return nil
}
func (s *memSink) Snapshot(x Snapshot) error { s.snaps = append(s.snaps, x); return nil }

// TestMatchPlaysAndReplays: a whole game through the match (hand ends
// waiting in PhaseHandOver for NextHand), saved action by action; the
// saved log replayed through Replay players reaches the same state, and
// an altered log fails loudly (COM-8, issue 13 items 1 and 4).
func TestMatchPlaysAndReplays(t *testing.T) {
	for _, v := range []engine.Variant{engine.Classic, engine.Romme, engine.Liverpool} {
		r := rules(t, v, "players=3")
		sink := &memSink{}
		m, err := New(Config{Rules: r, Seed: 7, Players: bots(3), Sink: sink, MaxActions: 100000})
		if err != nil {
			t.Fatal(err)
		}
		hands := 0
		for !m.State().Over() {
			if err := m.Run(); err != nil {
				t.Fatal(err)
			}
			if m.State().Phase() == engine.PhaseHandOver {
				hands++
				if vw := m.View(0); len(vw.Hands) != 3 {
					t.Fatalf("%s: hand over view shows %d hands", v, len(vw.Hands))
				}
				if err := m.NextHand(); err != nil {
					t.Fatal(err)
				}
			}
		}
		if hands+1 != m.State().HandNumber() {
			t.Fatalf("%s: %d hand overs for %d hands", v, hands, m.State().HandNumber())
		}
		log := m.State().Log()
		if len(sink.appended) != len(log) || !sink.snaps[len(sink.snaps)-1].Over {
			t.Fatalf("%s: sink got %d of %d actions", v, len(sink.appended), len(log))
		}
		rp := NewReplay(log)
		ps := make([]Player, 3)
		for i := range ps {
			ps[i] = rp.Player(i)
		}
		m2, _ := New(Config{Rules: r, Seed: 7, Players: ps, AutoNextHand: true})
		if err := m2.Run(); err != nil || m2.State().Hash() != m.State().Hash() || !rp.Done() {
			t.Fatalf("%s: replay: %v, hash %#x want %#x", v, err, m2.State().Hash(), m.State().Hash())
		}
		bad := append([]engine.LoggedAction(nil), log...)
		bad[3].Seat = (bad[3].Seat + 1) % 3
		rp = NewReplay(bad)
		for i := range ps {
			ps[i] = rp.Player(i)
		}
		m3, _ := New(Config{Rules: r, Seed: 7, Players: ps, AutoNextHand: true})
		if err := m3.Run(); err == nil {
			t.Fatalf("%s: a replay with an out-of-turn entry ran through", v)
		}
	}
}

// TestMatchDropsStaleAnswers: an answer decided on an older version is
// dropped and the seat, asked again at the new version, answers that.
func TestMatchDropsStaleAnswers(t *testing.T) {
	r := rules(t, engine.Classic, "players=2")
	slow := &later{}
	m, _ := New(Config{Rules: r, Seed: 3, Players: []Player{slow, Person{}}})
	m.Watch(1)
	if err := m.Run(); err != nil || len(slow.asked) != 1 {
		t.Fatalf("asked %d times: %v", len(slow.asked), err)
	}
	q := slow.asked[0]
	// The position moves on under the bot (here by a direct submission
	// for its seat, as a timer would).
	if err := m.Submit(0, engine.DrawAction(false)); err != nil {
		t.Fatal(err)
	}
	slow.ready = append(slow.ready, Answer{Version: q.Version, Action: engine.DrawAction(false)})
	if err := m.Run(); err != nil {
		t.Fatal(err)
	}
	if m.Stats().Stale != 1 || len(slow.asked) != 2 || slow.asked[1].Version != m.Version() {
		t.Fatalf("stale %d, asked %d", m.Stats().Stale, len(slow.asked))
	}
	acts := engine.Legal(slow.asked[1].View)
	slow.ready = append(slow.ready, Answer{Version: m.Version(), Action: acts[len(acts)-1]})
	before := m.Version()
	if err := m.Run(); err != nil || m.Version() != before+1 {
		t.Fatalf("the current answer was not applied: %v", err)
	}
	ev, last := m.EventsSince(1, 0)
	if len(ev) == 0 || ev[len(ev)-1].Seq != last || ev[0].Seq != 1 {
		t.Fatalf("events %v last %d", ev, last)
	}
	more, _ := m.EventsSince(1, last-1)
	if len(more) != 1 || more[0].Seq != last {
		t.Fatalf("events since %d: %v", last-1, more)
	}
}

// TestMatchIllegalAnswerStops: an illegal answer from a bot is never
// replaced: the match stops with an IllegalError (issue 13 item 6).
func TestMatchIllegalAnswerStops(t *testing.T) {
	r := rules(t, engine.Classic, "players=2")
	slow := &later{}
	m, _ := New(Config{Rules: r, Seed: 3, Players: []Player{slow, Person{}}})
	_ = m.Run()
	slow.ready = append(slow.ready, Answer{Version: m.Version(), Action: engine.PassAction()})
	err := m.Run()
	var ill *IllegalError
	if !errors.As(err, &ill) || ill.Seat != 0 || m.Stats().Illegal != 1 || m.Submit(1, engine.DrawAction(false)) == nil {
		t.Fatalf("error %v", err)
	}
}

// TestMatchMasksEvents: a person's stream hides the faces of the other
// seats' stock draws, the spectator's hides all of them, and a resend
// with the same client id is applied once.
func TestMatchMasksEvents(t *testing.T) {
	r := rules(t, engine.Classic, "players=2")
	m, _ := New(Config{Rules: r, Seed: 5, Players: []Player{Person{}, Person{}}})
	g := NewLocal(m)
	if got := g.Viewers(); len(got) != 2 {
		t.Fatalf("viewers %v", got)
	}
	if err := m.SubmitID(0, "a1", engine.DrawAction(false)); err != nil {
		t.Fatal(err)
	}
	if err := m.SubmitID(0, "a1", engine.DrawAction(false)); err != nil {
		t.Fatalf("a resend was refused: %v", err)
	}
	if n := len(m.State().Log()); n != 1 {
		t.Fatalf("the resend was applied again: %d actions", n)
	}
	for viewer, hidden := range map[int]bool{0: false, 1: true, Spectator: true} {
		ev, _ := g.EventsSince(viewer, 0)
		if len(ev) != 1 || (ev[0].Event.Card == engine.NoCard) != hidden {
			t.Fatalf("viewer %d sees %v", viewer, ev)
		}
	}
}

// TestMatchClaimTimer: a person's claim window (a Liverpool buy,
// LIV-BUY-1) runs out after ClaimTicks ticks and the match passes for
// them.
func TestMatchClaimTimer(t *testing.T) {
	r := rules(t, engine.Liverpool, "players=3")
	m, _ := New(Config{Rules: r, Seed: 4, Players: []Player{Person{}, Person{}, Person{}}, ClaimTicks: 5})
	st := m.State()
	if err := m.Submit(st.Waiting()[0], engine.CutAction(1)); err != nil {
		t.Fatal(err)
	}
	if err := m.Submit(st.Waiting()[0], engine.DrawAction(false)); err != nil {
		t.Fatal(err)
	}
	pending := len(st.Waiting())
	if st.Phase() != engine.PhaseClaim || pending == 0 {
		t.Fatalf("no buy window: phase %s", st.Phase())
	}
	for i := 0; i < 4; i++ {
		_ = m.Tick()
	}
	if st.Phase() != engine.PhaseClaim || m.Timers().ClaimLeft[st.Waiting()[0]] != 1 {
		t.Fatalf("the window closed before its time: %+v", m.Timers())
	}
	_ = m.Tick()
	if st.Phase() == engine.PhaseClaim || m.Stats().Timeouts != pending {
		t.Fatalf("the window is still open after 5 ticks (%d timeouts)", m.Stats().Timeouts)
	}
}

// TestMatchNeedsPlayers: a config without a player per seat is refused.
func TestMatchNeedsPlayers(t *testing.T) {
	_, err := New(Config{Rules: rules(t, engine.Classic, "players=2"), Seed: 1, Players: bots(1)})
	if err == nil || !strings.HasPrefix(err.Error(), "match: ") {
		t.Fatalf("error %v", err)
	}
}

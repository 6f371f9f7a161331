package match

import (
	"testing"
	"time"

	"rummy/engine"
)

// handClock is a Clock moved by hand.
type handClock struct{ now time.Time }

func (c *handClock) Now() time.Time { return c.now }

func (c *handClock) add(d time.Duration) time.Time {
	c.now = c.now.Add(d)
	return c.now
}

// quietBot is a bot seat whose decisions its owner runs elsewhere (the
// table server's bot pool): the match never gets an answer by asking.
type quietBot struct{}

func (quietBot) Kind() Kind                         { return KindBot }
func (quietBot) Ask(Question) (engine.Action, bool) { return engine.Action{}, false }
func (quietBot) Poll() (Answer, bool)               { return Answer{}, false }

func newClocked(t *testing.T, r *engine.Rules, d Deadlines, players ...Player) (*Match, *handClock) {
	t.Helper()
	clk := &handClock{now: time.Unix(1_700_000_000, 0)}
	d.Clock = clk
	m, err := New(Config{Rules: r, Seed: 4, Players: players, Deadlines: &d})
	if err != nil {
		t.Fatal(err)
	}
	return m, clk
}

// TestDeadlinesAwaySeatPlayedByBot: a person away for Away has a bot
// make the seat's decisions, not a moment before, and not once the
// person is back; NextDeadline names the moment.
func TestDeadlinesAwaySeatPlayedByBot(t *testing.T) {
	m, clk := newClocked(t, rules(t, engine.Classic, "players=2"), Deadlines{Away: 30 * time.Second}, Person{}, Person{})
	w := m.State().Waiting()[0]
	left := clk.now
	m.SetAway(w, true, left)
	if got := m.NextDeadline(); !got.Equal(left.Add(30 * time.Second)) {
		t.Fatalf("next deadline %v, want the away time %v", got, left.Add(30*time.Second))
	}
	if seats := m.BotSeats(nil, clk.add(29*time.Second)); len(seats) != 0 {
		t.Fatalf("a bot plays %v before the away time", seats)
	}
	if seats := m.BotSeats(nil, clk.add(time.Second)); len(seats) != 1 || seats[0] != w {
		t.Fatalf("a bot plays %v after the away time, want seat %d", seats, w)
	}
	m.SetAway(w, false, time.Time{})
	if ok, at := m.BotPlays(w, clk.add(time.Hour)); ok || !at.IsZero() {
		t.Fatalf("a bot plays seat %d after its person came back (%v, %v)", w, ok, at)
	}
	if got := m.NextDeadline(); !got.IsZero() {
		t.Fatalf("a deadline %v runs with nobody away and no timers", got)
	}
}

// TestDeadlinesDecisionTimer: a person out of time for a decision has a
// bot make that one; the person's own action starts the next decision's
// time afresh; a bot's seat is played at once.
func TestDeadlinesDecisionTimer(t *testing.T) {
	m, clk := newClocked(t, rules(t, engine.Classic, "players=2"), Deadlines{Away: time.Hour, Decision: 20 * time.Second}, Person{}, quietBot{})
	st := m.State()
	for st.Waiting()[0] != 0 {
		w := st.Waiting()[0]
		if ok, _ := m.BotPlays(w, clk.now); !ok {
			t.Fatalf("the bot's seat %d is not played at once", w)
		}
		if err := m.Submit(w, engine.Legal(m.View(w))[0]); err != nil {
			t.Fatal(err)
		}
	}
	start := clk.add(5 * time.Second)
	if err := m.Submit(0, engine.Legal(m.View(0))[0]); err != nil {
		t.Fatal(err)
	}
	if st.Waiting()[0] != 0 {
		t.Skip("the first action ended seat 0's decisions")
	}
	if got := m.NextDeadline(); !got.Equal(start.Add(20 * time.Second)) {
		t.Fatalf("next deadline %v, want 20 s after seat 0's last action (%v)", got, start.Add(20*time.Second))
	}
	if ok, _ := m.BotPlays(0, clk.add(19*time.Second)); ok {
		t.Fatal("the decision timer ran out early")
	}
	if ok, _ := m.BotPlays(0, clk.add(time.Second)); !ok {
		t.Fatal("the decision timer did not run out")
	}
}

// TestDeadlinesTurnTimerTimesOut (ROM-16): the seat to play out of its
// Rommé turn time has its turn finished by the match (a timeout
// action, logged like any other) at the deadline, not before; the next
// turn's timer starts then.
func TestDeadlinesTurnTimerTimesOut(t *testing.T) {
	m, clk := newClocked(t, rules(t, engine.Romme, "players=2", "turn_timer=20"), Deadlines{Away: time.Hour}, Person{}, Person{})
	st := m.State()
	start := clk.now
	if got := m.NextDeadline(); !got.Equal(start.Add(20 * time.Second)) {
		t.Fatalf("next deadline %v, want the turn timer's %v", got, start.Add(20*time.Second))
	}
	turn, n := m.View(-1).Turn, len(st.Log())
	if err := m.Advance(clk.add(19 * time.Second)); err != nil || len(st.Log()) != n {
		t.Fatalf("the turn timed out early (%v, %d actions)", err, len(st.Log())-n)
	}
	if err := m.Advance(clk.add(time.Second)); err != nil {
		t.Fatal(err)
	}
	log := st.Log()
	if len(log) <= n || log[n].Seat != turn || log[n].Action.Kind != engine.ActTimeout || m.Stats().Timeouts != 1 {
		t.Fatalf("after the turn time the log has %v, want seat %d's timeout", log[n:], turn)
	}
	if next := m.View(-1).Turn; next == turn {
		t.Fatalf("seat %d still plays after its timeout", turn)
	}
	if got := m.NextDeadline(); !got.Equal(clk.now.Add(20 * time.Second)) {
		t.Fatalf("the next turn's deadline is %v, want %v", got, clk.now.Add(20*time.Second))
	}
}

// TestDeadlinesClaimWindowPasses: a person who does not answer a claim
// window (a Liverpool buy, LIV-BUY-1) within Claim is passed for by the
// match.
func TestDeadlinesClaimWindowPasses(t *testing.T) {
	m, clk := newClocked(t, rules(t, engine.Liverpool, "players=3"), Deadlines{Away: time.Hour, Claim: 15 * time.Second}, Person{}, Person{}, Person{})
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
	if got := m.NextDeadline(); !got.Equal(clk.now.Add(15 * time.Second)) {
		t.Fatalf("next deadline %v, want the window's %v", got, clk.now.Add(15*time.Second))
	}
	if err := m.Advance(clk.add(14 * time.Second)); err != nil || st.Phase() != engine.PhaseClaim {
		t.Fatalf("the window closed before its time (%v)", err)
	}
	if err := m.Advance(clk.add(time.Second)); err != nil {
		t.Fatal(err)
	}
	if st.Phase() == engine.PhaseClaim || m.Stats().Timeouts != pending {
		t.Fatalf("the window is still open after its time (%d timeouts of %d)", m.Stats().Timeouts, pending)
	}
}

// TestDeadlinesHandPauseAndNextDeal: once a hand is over only its next
// dealer may deal (NextDeal refuses the others and DealBy changes
// nothing for them); a bot standing in deals only after the hand
// pause, which NextDeal and NextDeadline name.
func TestDeadlinesHandPauseAndNextDeal(t *testing.T) {
	m, clk := newClocked(t, rules(t, engine.Classic, "players=2"), Deadlines{HandPause: 5 * time.Second}, Person{}, Person{})
	st := m.State()
	for i := 0; st.Phase() != engine.PhaseHandOver; i++ {
		if i > 5000 || st.Over() {
			t.Fatal("the hand does not end")
		}
		w := st.Waiting()[0]
		acts := engine.Legal(m.View(w))
		if err := m.Submit(w, acts[i*7%len(acts)]); err != nil {
			t.Fatal(err)
		}
	}
	over := clk.now
	dealer := st.Waiting()[0]
	other := 1 - dealer
	m.SetAway(dealer, true, over)
	at, err := m.NextDeal(dealer)
	if err != nil || !at.Equal(over.Add(5*time.Second)) {
		t.Fatalf("NextDeal(dealer %d) = %v, %v; want the end of the pause %v", dealer, at, err, over.Add(5*time.Second))
	}
	if _, err := m.NextDeal(other); err == nil {
		t.Fatalf("seat %d, not the dealer, may deal", other)
	}
	hand := st.HandNumber()
	if err := m.DealBy(other); err == nil || st.HandNumber() != hand || st.Phase() != engine.PhaseHandOver {
		t.Fatalf("seat %d dealt the next hand (%v)", other, err)
	}
	if got := m.NextDeadline(); !got.Equal(over.Add(5 * time.Second)) {
		t.Fatalf("next deadline %v, want the end of the pause", got)
	}
	if ok, _ := m.BotPlays(dealer, clk.add(4*time.Second)); ok {
		t.Fatal("a bot deals before the hand pause is over")
	}
	if ok, _ := m.BotPlays(dealer, clk.add(time.Second)); !ok {
		t.Fatal("the away dealer's bot may not deal after the hand pause")
	}
	if err := m.DealBy(dealer); err != nil || st.HandNumber() != hand+1 {
		t.Fatalf("the dealer could not deal: %v", err)
	}
}

// TestAskForDropsStaleAnswers: a player its owner runs for a seat
// (AskFor) answers on the version it was asked at; once the match moved
// on, the answer is not fresh and counts as stale.
func TestAskForDropsStaleAnswers(t *testing.T) {
	m, _ := newClocked(t, rules(t, engine.Classic, "players=2"), Deadlines{}, Person{}, Person{})
	w := m.State().Waiting()[0]
	p := &later{}
	if _, ok := m.AskFor(w, p); ok || len(p.asked) != 1 || p.asked[0].Version != m.Version() || p.asked[0].Seat != w {
		t.Fatalf("AskFor put %+v", p.asked)
	}
	a := Answer{Version: p.asked[0].Version, Action: engine.Legal(p.asked[0].View)[0]}
	if !m.Fresh(a) {
		t.Fatal("an answer on the position now is not fresh")
	}
	if err := m.Submit(w, a.Action); err != nil {
		t.Fatal(err)
	}
	if m.Fresh(a) || m.Stats().Stale != 1 {
		t.Fatalf("an answer on a past position is fresh (%d stale)", m.Stats().Stale)
	}
}

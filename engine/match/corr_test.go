package match

import (
	"testing"
	"time"

	"rummy/engine"
)

// openBuyWindow plays a new three-seat Liverpool match to its first buy
// window (LIV-BUY-1: the first player passes on the turned-up card) and
// returns the seats it waits on.
func openBuyWindow(t *testing.T, m *Match) []int {
	t.Helper()
	st := m.State()
	if err := m.Submit(st.Waiting()[0], engine.CutAction(1)); err != nil {
		t.Fatal(err)
	}
	if err := m.Submit(st.Waiting()[0], engine.DrawAction(false)); err != nil {
		t.Fatal(err)
	}
	w := append([]int(nil), st.Waiting()...)
	if st.Phase() != engine.PhaseClaim || st.View(-1).Claim.Kind != engine.ClaimBuy || len(w) < 2 {
		t.Fatalf("no buy window with two buyers: phase %s, waiting %v", st.Phase(), w)
	}
	return w
}

// TestCorrespondenceMoveTimeThenBankThenBot: at a correspondence table
// a person away is not stood in for after Away; each decision has the
// move time, then the seat's bank, before a bot makes it; time taken
// past the move time is spent from the bank.
func TestCorrespondenceMoveTimeThenBankThenBot(t *testing.T) {
	d := Deadlines{Away: 30 * time.Second, Decision: time.Minute, Move: time.Hour, Bank: 2 * time.Hour}
	m, clk := newClocked(t, rules(t, engine.Classic, "players=2"), d, Person{}, Person{})
	w := m.State().Waiting()[0]
	m.SetAway(w, true, clk.now)
	start := clk.now
	if got := m.NextDeadline(); !got.Equal(start.Add(3 * time.Hour)) {
		t.Fatalf("next deadline %v, want move time and bank %v", got, start.Add(3*time.Hour))
	}
	if ok, _ := m.BotPlays(w, clk.add(time.Hour)); ok {
		t.Fatal("a bot plays at the end of the move time with the bank untouched")
	}
	// The person moves 90 minutes in: 30 minutes come from the bank.
	clk.add(30 * time.Minute)
	v := m.View(w)
	if err := m.Submit(w, engine.Legal(v)[0]); err != nil {
		t.Fatal(err)
	}
	if left := m.BankLeft(w); left != 90*time.Minute {
		t.Fatalf("bank left %v, want 1h30m", left)
	}
	w2 := m.State().Waiting()[0]
	if w2 != w {
		t.Skipf("seat %d's turn ended with one action", w)
	}
	due := clk.now.Add(time.Hour + 90*time.Minute)
	if ok, at := m.BotPlays(w, clk.now); ok || !at.Equal(due) {
		t.Fatalf("the next decision's bot at %v (plays %v), want %v", at, ok, due)
	}
	if ok, _ := m.BotPlays(w, due.Add(-time.Nanosecond)); ok {
		t.Fatal("a bot plays before the move time and the bank are spent")
	}
	if ok, _ := m.BotPlays(w, due); !ok {
		t.Fatal("no bot once the move time and the bank are spent")
	}
	m.SetBankLeft(w, 10*time.Minute)
	if left := m.BankLeft(w); left != 10*time.Minute {
		t.Fatalf("bank left %v after restoring 10m", left)
	}
}

// TestCorrespondenceNextHandNeedsNoDealer: at a correspondence table a
// finished hand is dealt on by a bot after the hand pause, without
// waiting for its dealer's move time.
func TestCorrespondenceNextHandNeedsNoDealer(t *testing.T) {
	d := Deadlines{Move: 24 * time.Hour, Bank: 7 * 24 * time.Hour, HandPause: 5 * time.Second}
	m, clk := newClocked(t, rules(t, engine.Classic, "players=2", "hands=2"), d, Person{}, Person{})
	st := m.State()
	for i := 0; st.Phase() != engine.PhaseHandOver; i++ {
		if i > 5000 || st.Over() {
			t.Fatalf("no hand over after %d actions", i)
		}
		w := st.Waiting()[0]
		l := engine.Legal(m.View(w))
		if err := m.Submit(w, l[i%len(l)]); err != nil {
			t.Fatal(err)
		}
	}
	dealer := st.Waiting()[0]
	if ok, _ := m.BotPlays(dealer, clk.add(4*time.Second)); ok {
		t.Fatal("a bot deals during the hand pause")
	}
	if ok, _ := m.BotPlays(dealer, clk.add(time.Second)); !ok {
		t.Fatal("no bot deals after the hand pause: the game waits on the dealer's move time")
	}
}

// TestClaimPrefNeverPassesAtOnce (LIV-BUY-1): a seat whose preference
// is never is passed for as soon as the window opens, at any table; the
// others keep their claim time.
func TestClaimPrefNeverPassesAtOnce(t *testing.T) {
	m, clk := newClocked(t, rules(t, engine.Liverpool, "players=3"), Deadlines{Away: time.Hour, Claim: 15 * time.Second}, Person{}, Person{}, Person{})
	m.SetClaimPref(2, ClaimNever)
	m.SetClaimPref(1, ClaimNever)
	w := openBuyWindow(t, m)
	if got := m.NextDeadline(); !got.Equal(clk.now) {
		t.Fatalf("next deadline %v, want now (the preference applies at once)", got)
	}
	if err := m.Advance(clk.now); err != nil {
		t.Fatal(err)
	}
	v := m.View(-1)
	for _, seat := range w {
		if (seat == 1 || seat == 2) && v.Claim.Open() && v.Claim.Pending(seat) {
			t.Fatalf("seat %d (never) still pending in %+v", seat, v.Claim)
		}
	}
}

// TestClaimPrefAppliedForAbsentPersonClosesWindow (LIV-BUY-1, LIV-BUY-4):
// at a correspondence table the buy window does not wait on absent
// people: each one's preference answers at once (meld buys exactly when
// the card completes a meld of its hand), and the window closes.
func TestClaimPrefAppliedForAbsentPersonClosesWindow(t *testing.T) {
	for seed := uint64(1); seed < 200; seed++ {
		clk := &handClock{now: time.Unix(1_700_000_000, 0)}
		d := Deadlines{Clock: clk, Move: 24 * time.Hour, Bank: 7 * 24 * time.Hour, Claim: time.Hour}
		m, err := New(Config{Rules: rules(t, engine.Liverpool, "players=3"), Seed: seed, Players: []Player{Person{}, Person{}, Person{}}, Deadlines: &d})
		if err != nil {
			t.Fatal(err)
		}
		w := openBuyWindow(t, m)
		buyer := -1
		for _, seat := range w {
			m.SetClaimPref(seat, ClaimMeld)
			m.SetAway(seat, true, clk.now)
			if v := m.View(seat); buyer < 0 && v.Claim.Pending(seat) && CompletesMeld(v, v.Claim.Card) {
				buyer = seat
			}
		}
		if buyer < 0 {
			continue // nobody's hand wants the card: another deal
		}
		before := len(m.State().Log())
		if err := m.Advance(clk.now); err != nil {
			t.Fatal(err)
		}
		if v := m.View(-1); v.Claim.Kind == engine.ClaimBuy {
			t.Fatalf("the buy window waits on absent people: %+v", v.Claim)
		}
		claimed := -1
		for _, la := range m.State().Log()[before:] {
			if la.Action.Kind == engine.ActClaim {
				claimed = la.Seat
			}
		}
		if claimed != buyer {
			t.Fatalf("seed %d: seat %d claimed, want seat %d, the first whose hand the card completes", seed, claimed, buyer)
		}
		return
	}
	t.Fatal("no deal where an absent buyer wants the card")
}

// TestClaimPrefMeldAtClaimDeadline: a connected person who lets the
// claim time pass has its preference applied then, not before.
func TestClaimPrefMeldAtClaimDeadline(t *testing.T) {
	d := Deadlines{Move: 24 * time.Hour, Bank: 7 * 24 * time.Hour, Claim: time.Hour}
	m, clk := newClocked(t, rules(t, engine.Liverpool, "players=3"), d, Person{}, Person{}, Person{})
	w := openBuyWindow(t, m)
	if got := m.NextDeadline(); !got.Equal(clk.now.Add(time.Hour)) {
		t.Fatalf("next deadline %v, want the claim time %v", got, clk.now.Add(time.Hour))
	}
	if err := m.Advance(clk.add(time.Hour - time.Second)); err != nil || m.State().Phase() != engine.PhaseClaim {
		t.Fatalf("the window closed before the claim time (%v)", err)
	}
	if err := m.Advance(clk.add(time.Second)); err != nil {
		t.Fatal(err)
	}
	if v := m.View(-1); v.Claim.Kind == engine.ClaimBuy {
		t.Fatalf("the window is open after the claim time (waiting %v)", w)
	}
}

// TestCompletesMeld: a card completes a meld with two of its rank, or
// with the run round it (4 in Liverpool, before going down), as far as
// the hand's contract asks for books and runs (LIV-5).
func TestCompletesMeld(t *testing.T) {
	m, _ := newClocked(t, rules(t, engine.Liverpool, "players=3"), Deadlines{}, Person{}, Person{}, Person{})
	v := m.View(0)
	cases := []struct {
		handNo     int
		hand, card string
		want       bool
	}{
		{1, "7C 7D 9S 2H", "7H", true},
		{1, "7C 8D 9S 2H", "7H", false},
		{1, "5H 6H 8H KC", "7H", false}, // two books: no run wanted
		{2, "5H 6H 8H KC", "7H", true},
		{2, "5H 6H 9H KC", "7H", false},
		{3, "JH QH KH 2C", "AH", false},
		{3, "2H 3H 4H 9C", "AH", true},
		{3, "7C 7D 9S 2H", "7H", false}, // two runs: no book wanted
		{1, "2C 3C", "*", true},
	}
	for _, c := range cases {
		hand, err := engine.ParseCards(c.hand)
		if err != nil {
			t.Fatal(err)
		}
		card, err := engine.ParseCards(c.card)
		if err != nil {
			t.Fatal(err)
		}
		v.Hand, v.HandNo = hand, c.handNo
		if got := CompletesMeld(v, card[0]); got != c.want {
			t.Errorf("%s with %s: completes a meld %v, want %v", c.card, c.hand, got, c.want)
		}
	}
}

// TestParseClaimPrefRefusesUnknown: the names round-trip; an unknown one
// is refused with the choices.
func TestParseClaimPrefRefusesUnknown(t *testing.T) {
	for _, n := range ClaimPrefNames() {
		if p, err := ParseClaimPref(n); err != nil || p.String() != n {
			t.Fatalf("%q: %v, %v", n, p, err)
		}
	}
	if _, err := ParseClaimPref("always"); err == nil {
		t.Fatal("an unknown preference is accepted")
	}
}

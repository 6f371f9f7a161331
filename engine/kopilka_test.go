package engine

import (
	"strconv"
	"strings"
	"testing"
)

// kopRig starts a Kopilka game of len(chips) seats, gives the seats those
// chips (the bank holds the rest of what the game started with; a seat
// with none is dead, or out when listed in out) and deals the current
// round again: faces, one per seat dealt in, in deal order.
func kopRig(t *testing.T, chips []int, out []int, faces string) *State {
	t.Helper()
	r := rulesFor(t, Kopilka, "players="+strconv.Itoa(len(chips)))
	s, err := NewGame(r, 1)
	if err != nil {
		t.Fatal(err)
	}
	k := s.pub.Kopilka
	total := 0
	for seat, c := range chips {
		k.Chips[seat] = c
		k.Status[seat] = SeatAlive
		if c == 0 {
			k.Status[seat] = SeatDead
		}
		total += c
	}
	for _, seat := range out {
		k.Status[seat] = SeatOut
	}
	k.Bank = len(chips)*r.kopilka.Chips - total
	s.redealKopilka(t, faces)
	return s
}

// redealKopilka replaces the current round's cards by faces, dealt to the
// seats with chips clockwise from the dealer's left.
func (s *State) redealKopilka(t *testing.T, faces string) {
	t.Helper()
	p := &s.pub
	k := p.Kopilka
	k.Order, k.Cards, k.Next = k.Order[:0], k.Cards[:0], 0
	for i := 1; i <= p.Players; i++ {
		if seat := (p.Dealer + i) % p.Players; k.Chips[seat] > 0 {
			k.Order = append(k.Order, seat)
		}
	}
	fs := strings.Fields(faces)
	if len(fs) != len(k.Order) {
		t.Fatalf("%d cards for %d seats dealt in (%v)", len(fs), len(k.Order), k.Order)
	}
	used := map[Card]bool{}
	for _, f := range fs {
		c := card(t, f, 0)
		k.Cards = append(k.Cards, c)
		used[c] = true
	}
	s.stock = s.stock[:0]
	for _, c := range NewDeck(p.Rules.Deck()) {
		if !used[c] {
			s.stock = append(s.stock, c)
		}
	}
	p.Turn = k.Order[0]
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// revealAll settles every card of the round in deal order.
func revealAll(t *testing.T, s *State) []Event {
	t.Helper()
	var ev []Event
	round := s.pub.Kopilka.Round
	for s.pub.Phase == PhaseReveal && s.pub.Kopilka.Round == round {
		ev = append(ev, do(t, s, s.pub.Turn, RevealAction())...)
	}
	return ev
}

// TestKOP1SeatsChipsAnte: KOP-1 — 3 to 15 players, a 52-card deck without
// jokers, chips ≥ 12 (default 12), 3 of each player's into the bank.
func TestKOP1SeatsChipsAnte(t *testing.T) {
	for _, bad := range [][]string{{"players=2"}, {"players=16"}, {"chips=11"}} {
		if _, err := ParseOptions(Kopilka, bad); err == nil {
			t.Errorf("KOP-1: %v accepted", bad)
		}
	}
	for _, n := range []int{3, 15} {
		r := rulesFor(t, Kopilka, "players="+strconv.Itoa(n), "chips=20")
		if d := r.Deck(); d.Size() != 52 || d.Jokers != 0 {
			t.Fatalf("KOP-1: deck %+v", d)
		}
		s, _ := NewGame(r, 7)
		k := s.View(0).Kopilka
		if k.Bank != 3*n {
			t.Errorf("KOP-1: bank %d, want %d", k.Bank, 3*n)
		}
		for seat, c := range k.Chips {
			if c != 17 {
				t.Errorf("KOP-1: seat %d starts with %d chips, want 20-3", seat, c)
			}
		}
	}
	if o, _ := NewOptions(Kopilka); o.(*KopilkaOptions).Chips != 12 {
		t.Error("KOP-1: chips default is not 12")
	}
}

// TestKOP2RoundDealAndSettleOrder: KOP-2 — one card face up to every
// player still in, clockwise from the dealer's left; cards are settled in
// deal order; then the deal passes one seat clockwise.
func TestKOP2RoundDealAndSettleOrder(t *testing.T) {
	r := rulesFor(t, Kopilka, "players=5")
	s, ev, err := NewGameEvents(r, 3)
	if err != nil {
		t.Fatal(err)
	}
	k := s.pub.Kopilka
	if s.pub.Dealer != 4 || k.Round != 1 || s.Phase() != PhaseReveal {
		t.Fatalf("KOP-2: dealer %d round %d phase %s", s.pub.Dealer, k.Round, s.Phase())
	}
	var dealt []int
	for _, e := range ev {
		if e.Kind == EvCardMoved && e.To == ZoneFaceUp {
			dealt = append(dealt, e.ToIndex)
			if e.Card == NoCard {
				t.Error("KOP-2: a card dealt face down")
			}
		}
	}
	if !equalInts(dealt, []int{0, 1, 2, 3, 4}) || !equalInts(k.Order, dealt) {
		t.Fatalf("KOP-2: dealt to %v (order %v), want 0..4 from the dealer's left", dealt, k.Order)
	}
	for i, want := range []int{0, 1, 2, 3} {
		if s.pub.Turn != want {
			t.Fatalf("KOP-2: card %d settled by seat %d, want %d", i, s.pub.Turn, want)
		}
		reject(t, s, (want+1)%5, RevealAction(), "turn")
		do(t, s, want, RevealAction())
	}
	do(t, s, 4, RevealAction())
	if s.Over() {
		t.Skip("the first round ended the game")
	}
	if s.pub.Dealer != 0 || k.Round != 2 || k.Order[0] != 1 {
		t.Errorf("KOP-2: round 2 dealer %d order %v, want dealer 0 dealing from seat 1", s.pub.Dealer, k.Order)
	}
}

// TestKOP3SettlingEachRank: KOP-3 — K/Q/J take 3/2/1 from the bank, 10,
// 2 and 3 nothing, an ace gives one chip to the left neighbour, 4/6/8 pay
// 2 and 5/7/9 pay 1; take only what the bank holds, pay only what you
// hold.
func TestKOP3SettlingEachRank(t *testing.T) {
	cases := []struct {
		face        string
		chips, bank int // the settler's chips after, the bank's change
		left        int // the left neighbour's change
	}{
		{"KS", 12, -3, 0}, {"QS", 11, -2, 0}, {"JS", 10, -1, 0},
		{"TS", 9, 0, 0}, {"2S", 9, 0, 0}, {"3S", 9, 0, 0},
		{"AS", 8, 0, 1},
		{"4S", 7, 2, 0}, {"6S", 7, 2, 0}, {"8S", 7, 2, 0},
		{"5S", 8, 1, 0}, {"7S", 8, 1, 0}, {"9S", 8, 1, 0},
	}
	for _, c := range cases {
		t.Run(c.face, func(t *testing.T) {
			s := kopRig(t, []int{9, 9, 9}, nil, c.face+" 2H 3H")
			bank := s.pub.Kopilka.Bank
			do(t, s, 0, RevealAction())
			k := s.pub.Kopilka
			if k.Chips[0] != c.chips || k.Bank-bank != c.bank || k.Chips[1]-9 != c.left {
				t.Errorf("KOP-3 %s: chips %d bank %+d left %+d; want %d %+d %+d", c.face, k.Chips[0], k.Bank-bank, k.Chips[1]-9, c.chips, c.bank, c.left)
			}
		})
	}
	t.Run("bank short", func(t *testing.T) {
		s := kopRig(t, []int{34, 1, 1}, nil, "KS 2H 3H") // the bank holds 0
		do(t, s, 0, RevealAction())
		if k := s.pub.Kopilka; k.Chips[0] != 34 || k.Bank != 0 {
			t.Errorf("KOP-3: a king took %d from an empty bank", k.Chips[0]-34)
		}
	})
	t.Run("pays what it holds", func(t *testing.T) {
		s := kopRig(t, []int{1, 9, 9}, nil, "8S 2H 3H")
		ev := do(t, s, 0, RevealAction())
		if k := s.pub.Kopilka; k.Chips[0] != 0 || !hasEvent(ev, EvDied, 0) {
			t.Errorf("KOP-3: owing 2 with 1 chip left %d chips", k.Chips[0])
		}
	})
}

// TestKOP4DeadRevivedOut: KOP-4 — a dead player gets no card; an ace of
// the neighbour on their right revives them and they are dealt in from
// the next round; a revived player owing more than one chip in a single
// card pays what they hold and is out for good; no ace revives them.
func TestKOP4DeadRevivedOut(t *testing.T) {
	s := kopRig(t, []int{3, 0, 5, 4}, nil, "AS 2H 3H") // seat 1 dead: not dealt
	if !equalInts(s.pub.Kopilka.Order, []int{0, 2, 3}) {
		t.Fatalf("KOP-4: dealt to %v", s.pub.Kopilka.Order)
	}
	ev := revealAll(t, s)
	k := s.pub.Kopilka
	if !hasEvent(ev, EvRevived, 1) || k.Chips[1] != 1 || k.Status[1] != SeatAlive || !k.Revived[1] {
		t.Fatalf("KOP-4: the ace did not revive seat 1: chips %d status %s", k.Chips[1], k.Status[1])
	}
	if !equalInts(k.Order, []int{1, 2, 3, 0}) {
		t.Fatalf("KOP-4: round 2 dealt to %v, want the revived seat 1 in", k.Order)
	}
	s.redealKopilka(t, "4S 2H 3H 5H") // the revived seat owes 2
	ev = do(t, s, 1, RevealAction())
	if !hasEvent(ev, EvOut, 1) || k.Status[1] != SeatOut || k.Chips[1] != 0 {
		t.Fatalf("KOP-4: a revived player owing 2 is %s with %d chips", k.Status[1], k.Chips[1])
	}
	revealAll(t, s)
	s.redealKopilka(t, "2H 3H AS") // seat 0's ace skips seat 1, out for good
	revealAll(t, s)
	if k.Status[1] != SeatOut || k.Chips[1] != 0 {
		t.Errorf("KOP-4: an ace revived a player who is out (%s, %d)", k.Status[1], k.Chips[1])
	}

	// A revived player owing a single chip is dead again, not out.
	s = kopRig(t, []int{3, 0, 5, 4}, nil, "AS 2H 3H")
	revealAll(t, s)
	s.redealKopilka(t, "5S 2H 3H 6H")
	ev = do(t, s, 1, RevealAction())
	if k := s.pub.Kopilka; k.Status[1] != SeatDead || hasEvent(ev, EvOut, 1) {
		t.Errorf("KOP-4: a revived player owing 1 is %s", k.Status[1])
	}
}

// TestKOP5LastTakesBankAndCap: KOP-5 — the last player with chips takes
// the whole bank and wins; a game reaching 1,000 rounds ends, the most
// chips taking the bank, ties sharing the win; chips are conserved.
func TestKOP5LastTakesBankAndCap(t *testing.T) {
	s := kopRig(t, []int{5, 1, 0}, nil, "2H 9S") // seat 1 pays its last chip
	ev := revealAll(t, s)
	k := s.pub.Kopilka
	if !s.Over() || !equalInts(s.Winners(), []int{0}) || k.Bank != 0 || k.Chips[0] != 36 {
		t.Fatalf("KOP-5: over %v winners %v bank %d chips %v", s.Over(), s.Winners(), k.Bank, k.Chips)
	}
	if !hasEvent(ev, EvGameOver, -1) || !equalInts(s.Totals(), k.Chips) {
		t.Errorf("KOP-5: no game over event or totals %v are not the chips", s.Totals())
	}

	s = kopRig(t, []int{4, 4, 2}, nil, "2H 3H TH")
	s.pub.Kopilka.Round = MaxKopilkaRounds
	revealAll(t, s)
	k = s.pub.Kopilka
	if !s.Over() || !equalInts(s.Winners(), []int{0, 1}) || k.Chips[0] != 4+13 || k.Bank != 0 {
		t.Errorf("KOP-5: cap: winners %v chips %v bank %d; want seats 0 and 1 sharing the bank of 26", s.Winners(), k.Chips, k.Bank)
	}
	if r := lastResult(t, s); r.Reason != EndTurnCap {
		t.Errorf("KOP-5: cap ends with reason %s", r.Reason)
	}
}

// TestKOP5ChipConservationRandomGames: KOP-5 — thousands of random games
// (hundreds with -short) of 3 to 15 seats, the invariants (chips
// conserved, the cards the deck's) checked after every action, every
// game ending within the round cap.
func TestKOP5ChipConservationRandomGames(t *testing.T) {
	games := 3000
	if testing.Short() {
		games = 300
	}
	for g := 0; g < games; g++ {
		n := 3 + g%13
		r := rulesFor(t, Kopilka, "players="+strconv.Itoa(n))
		s, _ := NewGame(r, uint64(g+1))
		for !s.Over() {
			v := s.View(s.pub.Turn)
			acts := Legal(v)
			if len(acts) != 1 || acts[0].Kind != ActReveal {
				t.Fatalf("KOP-6: legal actions %v", acts)
			}
			if _, err := s.Apply(v.Seat, acts[0]); err != nil {
				t.Fatal(err)
			}
			if err := s.CheckInvariants(); err != nil {
				t.Fatalf("game %d round %d: %v", g, s.pub.Kopilka.Round, err)
			}
		}
		if k := s.pub.Kopilka; k.Round > MaxKopilkaRounds || k.ChipsInPlay() != n*12 {
			t.Fatalf("game %d: round %d, %d chips", g, k.Round, k.ChipsInPlay())
		}
	}
}

// TestKOP6RevealIsTheOnlyMove: KOP-6 — a person's only action is to
// reveal their card; everything dealt is face up in every view, the
// stock's order in none; a saved game replays to the same state.
func TestKOP6RevealIsTheOnlyMove(t *testing.T) {
	s := kopRig(t, []int{9, 9, 9}, nil, "KS 5H AD")
	reject(t, s, 0, DrawAction(false), "reveal")
	reject(t, s, 0, DiscardAction(card(t, "KS", 0)), "reveal")
	reject(t, s, 1, RevealAction(), "turn")
	v := s.View(2)
	if !equalInts(v.Waiting, []int{0}) || v.Kopilka.Cards[0] != card(t, "KS", 0) || len(v.Hand) != 0 {
		t.Errorf("KOP-6: view waiting %v cards %v hand %v", v.Waiting, v.Kopilka.Cards, v.Hand)
	}
	r := rulesFor(t, Kopilka, "players=7")
	g, _ := NewGame(r, 42)
	for i := 0; i < 50 && !g.Over(); i++ {
		do(t, g, g.pub.Turn, RevealAction())
	}
	data, err := Save(g)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Hash() != g.Hash() {
		t.Error("KOP-6: a saved Kopilka game does not replay to the same state")
	}
}

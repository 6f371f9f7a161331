package engine

import "testing"

// livHands is a three-player Liverpool deal for hand 1 (two books).
var livHands = []string{
	"7C 7D 7S 9C 9D 9H 2S 4D 6H KC",
	"3C 3D 3H 8C 8D 8S QH JS 5C TD",
	"5S 5H 5D JC JD JH 2C 4C 6D KS",
}

// LIV-5 LIV-6: before going down only draw and discard; going down lays
// exactly the contract; afterwards only lay-offs.
func TestLiverpoolGoingDown(t *testing.T) {
	s := rig(t, rulesFor(t, Liverpool, "players=3"), deal{hands: livHands, up: "AS", stock: "8H 7H"})
	ldraw(t, s, 0)
	t.Run("LIV-6 nothing but draw and discard before going down", func(t *testing.T) {
		reject(t, s, 0, LayOffAction(hc(t, s, 0, "7C"), 0, false), "go down")
	})
	t.Run("LIV-5 exactly the contract", func(t *testing.T) {
		reject(t, s, 0, MeldAction(hm(t, s, 0, "7C 7D 7S")...), "engine: ")
		reject(t, s, 0, MeldAction(hm(t, s, 0, "7C 7D 7S / 9C 9D")...), "engine: ")
		if !isLegal(s, 0, MeldAction(hm(t, s, 0, "7C 7S 7D / 9C 9H 9D")...)) {
			t.Fatalf("Legal misses the contract: %v", Legal(s.View(0)))
		}
		do(t, s, 0, MeldAction(hm(t, s, 0, "7C 7D 7S / 9C 9D 9H")...))
		if !s.pub.Seats[0].Opened || s.pub.Seats[0].OpenedTurn != 1 {
			t.Fatal("not down")
		}
	})
	t.Run("LIV-6 only lay-offs after going down", func(t *testing.T) {
		reject(t, s, 0, MeldAction(hm(t, s, 0, "2S 4D 6H")...), "only lay off")
		do(t, s, 0, DiscardAction(hc(t, s, 0, "KC")))
		ldraw(t, s, 1) // 7H
		reject(t, s, 1, LayOffAction(hc(t, s, 1, "7H"), 0, false), "go down")
	})
}

// LIV-POOL-1 LIV-RUM-1: a discard that fits a table meld may be called
// by a seat that has gone down (not the discarder or next player), who
// lays it off and may discard; a player who has gone down and discards a
// fitting card can be called for Rummy: a penalty card and the discard
// back.
func TestLiverpoolCalls(t *testing.T) {
	s := rig(t, rulesFor(t, Liverpool, "players=3"), deal{hands: livHands, up: "AS", stock: "8H 7H QS 9S TS"})
	ldraw(t, s, 0) // 8H
	do(t, s, 0, MeldAction(hm(t, s, 0, "7C 7D 7S / 9C 9D 9H")...))
	do(t, s, 0, DiscardAction(hc(t, s, 0, "8H")))
	ldraw(t, s, 1) // 7H
	t.Run("LIV-POOL-1 Liverpool call", func(t *testing.T) {
		ev := do(t, s, 1, DiscardAction(hc(t, s, 1, "7H")))
		if !hasEvent(ev, EvClaimWindowOpened, 1) || s.pub.Claim.Kind != ClaimLiverpool || !equalInts(s.Waiting(), []int{0}) {
			t.Fatalf("no Liverpool window: %v waiting %v", ev, s.Waiting())
		}
		got := Legal(s.View(0))
		if len(got) != 2 || !got[0].Equal(CallAction(0, false)) || got[1].Kind != ActPass {
			t.Fatalf("caller's legal actions %v", got)
		}
		reject(t, s, 2, ClaimAction(), "may not answer")
		reject(t, s, 0, CallAction(1, false), "does not fit")
		do(t, s, 0, CallAction(0, false))
		if FormatCards(s.pub.Table[0].Cards) != "7C 7D 7S 7H" || s.Phase() != PhaseCallerDiscard || !equalInts(s.Waiting(), []int{0}) {
			t.Fatalf("after the call: %v phase %s", s.pub.Table[0].Cards, s.Phase())
		}
		ev = do(t, s, 0, DiscardAction(hc(t, s, 0, "KC")))
		if !hasEvent(ev, EvTurnStarted, 2) || s.pub.top().Face() != NewFace(King, Clubs) {
			t.Fatalf("play does not go on with seat 2: %v", ev)
		}
	})
	ldraw(t, s, 2) // QS
	do(t, s, 2, DiscardAction(hc(t, s, 2, "QS")))
	t.Run("LIV-RUM-1 Rummy call", func(t *testing.T) {
		ldraw(t, s, 0) // 9S
		ev := do(t, s, 0, DiscardAction(hc(t, s, 0, "9S")))
		if s.pub.Claim.Kind != ClaimRummy || !equalInts(s.Waiting(), []int{1, 2}) {
			t.Fatalf("no Rummy window: %v", ev)
		}
		do(t, s, 2, ClaimAction())
		if !s.pub.Claim.Open() {
			t.Fatal("LIV-BUY-3 nearest priority: seat 2's call decided before seat 1 answered")
		}
		ev = do(t, s, 1, PassAction())
		if FormatCards(s.hands[0]) != "2S 4D 6H 9S TS" || !hasEvent(ev, EvTurnStarted, 1) {
			t.Fatalf("offender's hand %s, events %v", FormatCards(s.hands[0]), ev)
		}
	})
}

// LIV-BUY-1 LIV-BUY-2 LIV-BUY-3 LIV-BUY-4: after the next player passes,
// others (not the discarder) may buy with a penalty card; priority is
// nearest or first caller; buy_limit caps buys per hand.
func TestLiverpoolBuying(t *testing.T) {
	hands := append(append([]string(nil), livHands...), "2D 3S 4S 6C 6S 8S TC TH QC KD")
	d := deal{hands: hands, up: "AS", stock: "AC KH QD JS TS"}
	t.Run("LIV-BUY-1 LIV-BUY-2 LIV-BUY-3 nearest buyer wins", func(t *testing.T) {
		s := rig(t, rulesFor(t, Liverpool, "players=4"), d)
		ldraw(t, s, 0) // AC
		do(t, s, 0, DiscardAction(hc(t, s, 0, "KC")))
		if got := Legal(s.View(1)); len(got) != 2 || !got[1].Equal(DrawAction(true)) {
			t.Fatalf("next player's choices %v", got)
		}
		ev := do(t, s, 1, DrawAction(false)) // pass on KC
		if s.pub.Claim.Kind != ClaimBuy || !equalInts(s.Waiting(), []int{2, 3}) || !hasEvent(ev, EvClaimWindowOpened, 0) {
			t.Fatalf("buy window: %v waiting %v", ev, s.Waiting())
		}
		reject(t, s, 0, ClaimAction(), "you discarded this card") // LIV-BUY-3: the discarder never buys
		do(t, s, 3, ClaimAction())
		do(t, s, 2, PassAction())
		if len(s.hands[3]) != 12 || indexOf(s.hands[3], card(t, "KC", 0)) < 0 || s.pub.Seats[3].BuysUsed != 1 {
			t.Fatalf("buyer's hand %s", FormatCards(s.hands[3]))
		}
		if len(s.hands[1]) != 11 || s.Phase() != PhasePlay || s.pub.Turn != 1 {
			t.Fatalf("the next player did not draw from the stock: %d cards", len(s.hands[1]))
		}
	})
	t.Run("LIV-BUY-3 first caller", func(t *testing.T) {
		s := rig(t, rulesFor(t, Liverpool, "players=4", "buy_priority=first_caller", "buy_penalty=2"), d)
		ldraw(t, s, 0)
		do(t, s, 0, DiscardAction(hc(t, s, 0, "KC")))
		do(t, s, 1, DrawAction(false))
		do(t, s, 3, ClaimAction())
		if s.pub.Claim.Open() || len(s.hands[3]) != 13 {
			t.Fatalf("first caller did not win at once with two penalty cards: %d cards", len(s.hands[3]))
		}
	})
	t.Run("LIV-BUY-4 buy limit", func(t *testing.T) {
		s := rig(t, rulesFor(t, Liverpool, "players=4", "buy_limit=1"), d)
		s.pub.Seats[2].BuysUsed = 1
		ldraw(t, s, 0)
		do(t, s, 0, DiscardAction(hc(t, s, 0, "KC")))
		do(t, s, 1, DrawAction(false))
		if !equalInts(s.Waiting(), []int{3}) {
			t.Fatalf("waiting %v: seat 2 used its buy", s.Waiting())
		}
		do(t, s, 3, PassAction())
		if s.Phase() != PhasePlay || len(s.hands[1]) != 11 {
			t.Fatal("LIV-BUY-4 the chance to buy ends with the next player's stock card")
		}
	})
}

// LIV-OUT-1 LIV-OUT-2 LIV-OUT-3 LIV-OUT-4 LIV-SCORE-1: a down player goes
// out only with a discard that fits nowhere; with every card laid off they
// float; one card left is signalled; the others add their hand values.
func TestLiverpoolOut(t *testing.T) {
	hands := []string{"7C 7D 7S 9C 9D 9H 7H", "3C 3D 3H 8C 8D 8S QH JS 5C TD", "5S 5H 5D JC JD JH 2C 4C 6D KS"}
	s := rig(t, rulesFor(t, Liverpool, "players=3"), deal{hands: hands, up: "AS", stock: "9S QD 2H KC"})
	ldraw(t, s, 0) // 9S
	do(t, s, 0, MeldAction(hm(t, s, 0, "7C 7D 7S / 9C 9D 9H")...))
	ev := do(t, s, 0, LayOffAction(hc(t, s, 0, "9S"), 1, false))
	if !hasEvent(ev, EvOneCard, 0) || !s.View(1).OneCard(0) {
		t.Fatal("LIV-OUT-4 one card not signalled")
	}
	reject(t, s, 0, DiscardAction(hc(t, s, 0, "7H")), "fits meld 0")
	do(t, s, 0, LayOffAction(hc(t, s, 0, "7H"), 0, false))
	if !s.View(2).Floating(0) || s.View(2).Floating(1) {
		t.Fatal("LIV-OUT-3 floating not shown")
	}
	if got := Legal(s.View(0)); len(got) != 1 || got[0].Kind != ActEndTurn {
		t.Fatalf("LIV-OUT-3 floater's actions %v", got)
	}
	do(t, s, 0, EndTurnAction())
	ldraw(t, s, 1) // QD
	do(t, s, 1, DiscardAction(hc(t, s, 1, "QD")))
	ldraw(t, s, 2) // 2H
	do(t, s, 2, DiscardAction(hc(t, s, 2, "2H")))
	reject(t, s, 0, DrawAction(true), "floating")
	ldraw(t, s, 0) // KC
	ev = do(t, s, 0, DiscardAction(hc(t, s, 0, "KC")))
	if !hasEvent(ev, EvWentOut, 0) {
		t.Fatalf("not out: %v", ev)
	}
	// Seat 1: 3C 3D 3H 8C 8D 8S 5C QH JS TD = 7×5 + 3×10 = 65;
	// seat 2: 5S 5H 5D 2C 4C 6D JC JD JH KS = 6×5 + 4×10 = 70.
	if res := lastResult(t, s); !equalInts(res.Scores, []int{0, 65, 70}) {
		t.Fatalf("LIV-SCORE-1 %+v", res)
	}
	t.Run("LIV-OUT-2 no discard of the card drawn from the pile", func(t *testing.T) {
		s := rig(t, rulesFor(t, Liverpool, "players=3"), deal{hands: livHands, up: "AS", stock: "8H"})
		do(t, s, 0, DrawAction(true))
		reject(t, s, 0, DiscardAction(hc(t, s, 0, "AS")), "took AS from the discard pile")
	})
}

// LIV-SCORE-3: with false_meld_penalty a failed lay-down costs 50 points
// and the cards stay in hand; by default it is refused.
func TestLiverpoolFalseMeld(t *testing.T) {
	s := rig(t, rulesFor(t, Liverpool, "players=3", "false_meld_penalty=true"), deal{hands: livHands, up: "AS", stock: "8H"})
	ldraw(t, s, 0)
	ev := do(t, s, 0, MeldAction(hm(t, s, 0, "7C 7D 7S / 2S 4D 6H")...))
	if !hasEvent(ev, EvPenalty, 0) || len(s.hands[0]) != 11 || len(s.pub.Table) != 0 || s.pub.Seats[0].Penalty != 50 {
		t.Fatalf("penalty not applied: %v", ev)
	}
	s.pub.TurnNo = MaxTurnsPerHand
	do(t, s, 0, DiscardAction(hc(t, s, 0, "KC")))
	if res := lastResult(t, s); !equalInts(res.Scores, []int{50, 0, 0}) {
		t.Fatalf("LIV-SCORE-3 result %+v", res)
	}
}

// LIV-CUT-1: the player right of the dealer cuts; an exact packet (players
// × cards + 1) is dealt from and earns −50.
func TestLiverpoolCut(t *testing.T) {
	for _, tc := range []struct {
		name  string
		opts  []string
		n     int
		bonus int
	}{
		{"LIV-CUT-1 exact cut", []string{"players=3"}, 31, -50},
		{"LIV-CUT-1 other cut", []string{"players=3"}, 30, 0},
		{"LIV-CUT-1 cut_bonus off", []string{"players=3", "cut_bonus=false"}, 31, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := NewGame(rulesFor(t, Liverpool, tc.opts...), 4)
			if s.Phase() != PhaseCut || s.pub.Cutter != 1 || !equalInts(s.Waiting(), []int{1}) {
				t.Fatalf("phase %s cutter %d (dealer %d)", s.Phase(), s.pub.Cutter, s.pub.Dealer)
			}
			if got := Legal(s.View(1)); len(got) != 107 || got[0].N != 1 {
				t.Fatalf("cut choices %d", len(got))
			}
			reject(t, s, 0, CutAction(31), "cut")
			reject(t, s, 1, CutAction(108), "lift between 1 and 107")
			packet := map[Card]bool{}
			for _, c := range s.stock[len(s.stock)-tc.n:] {
				packet[c] = true
			}
			do(t, s, 1, CutAction(tc.n))
			dealt := append(append(append(append([]Card(nil), s.hands[0]...), s.hands[1]...), s.hands[2]...), s.pub.Pile...)
			from := 0
			for _, c := range dealt {
				if packet[c] {
					from++
				}
			}
			if tc.n == 31 && from != 31 {
				t.Fatalf("dealt %d of 31 cards from the packet", from)
			}
			if s.pub.Seats[1].Penalty != tc.bonus {
				t.Fatalf("cutter's bonus %d, want %d", s.pub.Seats[1].Penalty, tc.bonus)
			}
		})
	}
}

// LIV-3 LIV-SCORE-2: seven hands of 10 then 12 cards; the player left of
// the dealer may take the turned-up card; the lowest total wins.
func TestLiverpoolSevenHands(t *testing.T) {
	s, _ := NewGame(rulesFor(t, Liverpool, "players=3"), 8)
	for hand := 1; hand <= 7; hand++ {
		do(t, s, s.pub.Cutter, CutAction(1))
		want := 10
		if hand >= 5 {
			want = 12
		}
		if s.HandNumber() != hand || len(s.hands[0]) != want {
			t.Fatalf("LIV-3 hand %d deals %d cards", s.HandNumber(), len(s.hands[0]))
		}
		first := s.pub.next(s.pub.Dealer)
		if !isLegal(s, first, DrawAction(true)) {
			t.Fatal("LIV-3 the first player may not take the turned-up card")
		}
		if hand == 7 {
			s.pub.Totals = []int{30, 10, 20}
		}
		s.pub.TurnNo = MaxTurnsPerHand
		do(t, s, first, DrawAction(true))
		do(t, s, first, DiscardAction(s.hands[first][0]))
		if hand < 7 {
			do(t, s, s.pub.next(s.pub.Dealer), NextHandAction())
		}
	}
	if !s.Over() || !equalInts(s.Winners(), []int{1}) {
		t.Fatalf("LIV-SCORE-2 over=%v winners %v", s.Over(), s.Winners())
	}
}

// LIV-5 hand 7: three runs using every card, no discard: going down is
// going out.
func TestLiverpoolHandSeven(t *testing.T) {
	s := rig(t, rulesFor(t, Liverpool, "players=3"), deal{hands: livHands, up: "AS"})
	s.pub.HandNo = 7
	s.restack(t, deal{hands: []string{"3H 4H 5H 6H 8C 9C TC JC 2S 3S 4S 5S", "3C 3D 3H 8C 8D 8S QH JS 5C TD 2D 2C", "5S 5H 5D JC JD JH 2C 4C 6D KS QS QC"}, up: "AS", stock: "6S 7S"})
	ldraw(t, s, 0)
	reject(t, s, 0, MeldAction(hm(t, s, 0, "3H 4H 5H 6H / 8C 9C TC JC / 2S 3S 4S 5S")...), "every card")
	ev := do(t, s, 0, MeldAction(hm(t, s, 0, "3H 4H 5H 6H / 8C 9C TC JC / 2S 3S 4S 5S 6S")...))
	if !hasEvent(ev, EvWentOut, 0) || !s.Over() {
		t.Fatalf("hand 7 going down is going out: %v", ev)
	}
}

// LIV-STOCK-1: an empty stock is refilled from the discard pile except
// its top card, shuffled.
func TestLiverpoolStockRefill(t *testing.T) {
	s := rig(t, rulesFor(t, Liverpool, "players=3"), deal{hands: livHands, up: "AS", stock: "8H"})
	for len(s.stock) > 1 {
		s.pub.Pile = append(s.pub.Pile, s.stock[0])
		s.stock = s.stock[1:]
	}
	under := len(s.pub.Pile)
	ldraw(t, s, 0)
	ev := do(t, s, 0, DiscardAction(hc(t, s, 0, "KC")))
	refilled := false
	for _, e := range ev {
		refilled = refilled || e.Kind == EvStockRefilled
	}
	if !refilled || len(s.pub.Pile) != 1 || s.pub.top().Face() != NewFace(King, Clubs) || s.StockSize() != under {
		t.Fatalf("refill: pile %s stock %d (want %d)", FormatCards(s.pub.Pile), s.StockSize(), under)
	}
}

// LIV-POOL-1 LIV-RUM-1: when a Liverpool call takes an offending discard,
// the Rummy call still costs the offender a stock card (but no take-back),
// and the caller's own discard then goes through the windows again.
func TestLiverpoolCallThenRummy(t *testing.T) {
	s := rig(t, rulesFor(t, Liverpool, "players=3"), deal{hands: livHands, up: "AS", stock: "8H QS 5C 7H TS"})
	ldraw(t, s, 0)
	do(t, s, 0, MeldAction(hm(t, s, 0, "7C 7D 7S / 9C 9D 9H")...))
	do(t, s, 0, DiscardAction(hc(t, s, 0, "8H")))
	ldraw(t, s, 1)
	do(t, s, 1, DiscardAction(hc(t, s, 1, "QS")))
	ldraw(t, s, 2)
	do(t, s, 2, MeldAction(hm(t, s, 2, "5S 5H 5D 5C / JC JD JH")...))
	do(t, s, 2, DiscardAction(hc(t, s, 2, "KS")))
	ldraw(t, s, 0) // 7H
	do(t, s, 0, DiscardAction(hc(t, s, 0, "7H")))
	if s.pub.Claim.Kind != ClaimLiverpool || !equalInts(s.Waiting(), []int{2}) {
		t.Fatalf("Liverpool window first: %s %v", s.pub.Claim.Kind, s.Waiting())
	}
	do(t, s, 2, CallAction(0, false))
	do(t, s, 2, DiscardAction(hc(t, s, 2, "6D")))
	if s.pub.Claim.Kind != ClaimRummy || s.pub.Claim.Against != 0 || !equalInts(s.Waiting(), []int{1, 2}) {
		t.Fatalf("then the Rummy window on seat 0: %s against %d, waiting %v", s.pub.Claim.Kind, s.pub.Claim.Against, s.Waiting())
	}
	ev := do(t, s, 1, ClaimAction())
	if FormatCards(s.hands[0]) != "2S 4D 6H KC TS" || FormatCards(s.hands[2]) != "2C 4C" || !hasEvent(ev, EvTurnStarted, 1) {
		t.Fatalf("seat 0 %s, seat 2 %s, events %v", FormatCards(s.hands[0]), FormatCards(s.hands[2]), ev)
	}
	if s.pub.top().Face() != NewFace(6, Diamonds) {
		t.Fatalf("the caller's discard is not on top: %s", s.pub.top())
	}
}

// LIV-5: Legal proposes the hand-7 lay-down when the hand is exactly three
// runs.
func TestLiverpoolHandSevenLegal(t *testing.T) {
	s := rig(t, rulesFor(t, Liverpool, "players=3"), deal{hands: livHands, up: "AS"})
	s.pub.HandNo = 7
	s.restack(t, deal{hands: []string{"3H 4H 5H 6H * 2S 3S 4S 5S 8C 9C TC", "3C 3D 3H 8C 8D 8S QH JS 5C TD 2D 2C", "5S 5H 5D JC JD JH 2C 4C 6D KS QS QC"}, up: "AS", stock: "JC"})
	ldraw(t, s, 0)
	var downs []Action
	for _, a := range Legal(s.View(0)) {
		if a.Kind == ActMeld {
			downs = append(downs, a)
		}
	}
	if len(downs) == 0 {
		t.Fatalf("no hand-7 lay-down proposed: %v", Legal(s.View(0)))
	}
	do(t, s, 0, downs[0])
	if !s.Over() || lastResult(t, s).Winner != 0 {
		t.Fatal("the proposed lay-down did not take seat 0 out")
	}
}

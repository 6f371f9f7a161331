package engine

import "testing"

// classicDeal is a two-player classic deal used by several tests. Seat 1
// holds 2C 3C 4C 7D 8D 9D TH JH QH 6S, worth 69 under CLA-8.
func classicDeal(seat0, stock string) deal {
	return deal{hands: []string{seat0, "2C 3C 4C 7D 8D 9D TH JH QH 6S"}, up: "KD", stock: stock}
}

// COM-3 CLA-3 COM-7: a turn is draw, table actions, discard; a card taken
// from the discard pile may not be discarded in the same turn; rejected
// actions change nothing and say why.
func TestClassicTurnShape(t *testing.T) {
	r := rulesFor(t, Classic)
	s := rig(t, r, classicDeal("AH 2H 3H 5C 5D 5S 9C JD QS KC", "4H"))
	t.Run("COM-3 draw first", func(t *testing.T) {
		reject(t, s, 0, DiscardAction(card(t, "9C", 0)), "draw a card first")
		reject(t, s, 0, MeldAction(meldsOf(t, "AH 2H 3H")...), "draw a card first")
		reject(t, s, 1, DrawAction(false), "seat 0's turn")
		got := Legal(s.View(0))
		if len(got) != 2 || !got[0].Equal(DrawAction(false)) || !got[1].Equal(DrawAction(true)) {
			t.Fatalf("legal draws: %v", got)
		}
		if len(Legal(s.View(1))) != 0 {
			t.Fatal("seat 1 has legal actions out of turn")
		}
	})
	t.Run("CLA-3 no discard of the card taken", func(t *testing.T) {
		kd := card(t, "KD", 0)
		ev := do(t, s, 0, DrawAction(true))
		if len(ev) != 1 || ev[0].Kind != EvCardMoved || ev[0].Card != kd || ev[0].From != ZoneDiscard || ev[0].To != ZoneHand || ev[0].ToIndex != 0 {
			t.Fatalf("events %v", ev)
		}
		reject(t, s, 0, DrawAction(false), "already drawn")
		reject(t, s, 0, DiscardAction(kd), "you took KD from the discard pile this turn; discard another card")
		reject(t, s, 0, DiscardAction(card(t, "7S", 0)), "7S is not in your hand")
		if isLegal(s, 0, DiscardAction(kd)) {
			t.Fatal("Legal lists the discard of the card just taken")
		}
		if !isLegal(s, 0, DiscardAction(card(t, "9C", 0))) || !isLegal(s, 0, MeldAction(meldsOf(t, "AH 2H 3H")...)) {
			t.Fatal("Legal misses an ordinary discard or meld")
		}
		ev = do(t, s, 0, DiscardAction(card(t, "9C", 0)))
		if !hasEvent(ev, EvTurnStarted, 1) {
			t.Fatalf("the turn did not pass to seat 1: %v", ev)
		}
	})
}

// COM-4 COM-5 COM-6 CLA-5: after drawing, any number of melds (sets and
// runs) at once, no opening requirement, lay-offs on anyone's melds;
// melds keep their owner and stay valid.
func TestClassicMeldAndLayOff(t *testing.T) {
	r := rulesFor(t, Classic)
	s := rig(t, r, classicDeal("AH 2H 3H 5C 5D 5S 9C JD QS KC", "4H 5H"))
	do(t, s, 0, DrawAction(false)) // 4H
	ev := do(t, s, 0, MeldAction(meldsOf(t, "AH 2H 3H 4H / 5C 5D 5S")...))
	if !hasEvent(ev, EvMeldCreated, 0) || len(s.pub.Table) != 2 || s.pub.Table[0].Owner != 0 || s.pub.Table[1].Owner != 0 {
		t.Fatalf("melds not laid: %v", s.pub.Table)
	}
	reject(t, s, 0, MeldAction(meldsOf(t, "9C JD QS")...), "JD QS")
	do(t, s, 0, DiscardAction(card(t, "9C", 0)))
	do(t, s, 1, DrawAction(false)) // 5H
	t.Run("COM-5 lay off on another seat's meld", func(t *testing.T) {
		ev := do(t, s, 1, LayOffAction(card(t, "5H", 0), 0, false))
		if !hasEvent(ev, EvMeldExtended, 1) || FormatCards(s.pub.Table[0].Cards) != "AH 2H 3H 4H 5H" || s.pub.Table[0].Owner != 0 {
			t.Fatalf("lay-off: %v", s.pub.Table[0])
		}
		do(t, s, 1, MeldAction(meldsOf(t, "2C 3C 4C")...))
		if s.pub.Table[2].Owner != 1 {
			t.Fatal("the new meld does not belong to seat 1")
		}
	})
	t.Run("COM-6 a lay-off must keep the meld valid", func(t *testing.T) {
		reject(t, s, 1, LayOffAction(card(t, "6S", 0), 1, false), "does not fit")
		reject(t, s, 1, LayOffAction(card(t, "TH", 0), 0, true), "does not fit")
	})
}

// CLA-7 CLA-8 CLA-10: going out by a last discard; each loser pays the
// winner the value of their hand, written with signs.
func TestClassicOutByDiscard(t *testing.T) {
	r := rulesFor(t, Classic)
	s := rig(t, r, classicDeal("AH 2H 3H 5C 5D 5S 7H 8H 9H KC", "4S 2S 4H"))
	do(t, s, 0, DrawAction(false)) // 4S
	do(t, s, 0, MeldAction(meldsOf(t, "AH 2H 3H / 5C 5D 5S / 7H 8H 9H")...))
	do(t, s, 0, DiscardAction(card(t, "KC", 0)))
	do(t, s, 1, DrawAction(false)) // 2S
	do(t, s, 1, DiscardAction(card(t, "2S", 0)))
	do(t, s, 0, DrawAction(false)) // 4H
	do(t, s, 0, LayOffAction(card(t, "4H", 0), 0, false))
	ev := do(t, s, 0, DiscardAction(card(t, "4S", 0)))
	if !hasEvent(ev, EvWentOut, 0) || !hasEvent(ev, EvHandEnded, 0) {
		t.Fatalf("no going out: %v", ev)
	}
	res := lastResult(t, s)
	if res.Winner != 0 || res.Rummy || res.Reason != EndOut || !equalInts(res.Scores, []int{69, -69}) {
		t.Fatalf("CLA-10 result %+v", res)
	}
	t.Run("COM-2 hand over: the finished position waits for the next hand", func(t *testing.T) {
		if s.Phase() != PhaseHandOver || !equalInts(s.Waiting(), []int{0}) {
			t.Fatalf("phase %s waiting %v, want hand_over waiting on the next dealer 0", s.Phase(), s.Waiting())
		}
		v := s.View(1)
		if len(v.Hands) != 2 || len(v.Hands[0]) != 0 || FormatCards(v.Hands[1]) != FormatCards(s.HandOf(1)) || len(v.Table) != 3 {
			t.Fatalf("the hand-over view shows hands %v table %v", v.Hands, v.Table)
		}
		reject(t, s, 1, NextHandAction(), "seat 0's turn")
		reject(t, s, 0, DrawAction(false), "not ready")
		if acts := Legal(s.View(0)); len(acts) != 1 || acts[0].Kind != ActNextHand {
			t.Fatalf("legal in hand over: %v", acts)
		}
		ev := do(t, s, 0, NextHandAction())
		if !hasEvent(ev, EvHandStarted, 0) || s.View(1).Hands != nil {
			t.Fatalf("next hand: %v", ev)
		}
	})
	t.Run("COM-2 next hand: the dealer rotates", func(t *testing.T) {
		if s.HandNumber() != 2 || s.pub.Dealer != 0 || s.pub.Turn != 1 || s.Phase() != PhaseDraw {
			t.Fatalf("hand %d dealer %d turn %d phase %s", s.HandNumber(), s.pub.Dealer, s.pub.Turn, s.Phase())
		}
		if !equalInts(s.Totals(), []int{69, -69}) {
			t.Fatalf("totals %v", s.Totals())
		}
	})
}

// CLA-7 CLA-9 CLA-11: going out by melding the last card, all in one turn,
// is a rummy paid double; reaching the target ends the game.
func TestClassicRummy(t *testing.T) {
	r := rulesFor(t, Classic)
	t.Run("CLA-9 out without discard, doubled", func(t *testing.T) {
		s := rig(t, r, classicDeal("AH 2H 3H 5C 5D 5S 7S 8S 9S TS", "JS"))
		do(t, s, 0, DrawAction(false))
		ev := do(t, s, 0, MeldAction(meldsOf(t, "AH 2H 3H / 5C 5D 5S / 7S 8S 9S TS JS")...))
		res := lastResult(t, s)
		if !res.Rummy || !equalInts(res.Scores, []int{138, -138}) {
			t.Fatalf("result %+v", res)
		}
		if !s.Over() || !equalInts(s.Winners(), []int{0}) || !hasEvent(ev, EvGameOver, -1) {
			t.Fatalf("CLA-11 the target of 100 ends the game: over=%v winners=%v", s.Over(), s.Winners())
		}
		if len(s.Waiting()) != 0 || len(Legal(s.View(0))) != 0 {
			t.Fatal("actions after the game ended")
		}
		reject(t, s, 0, DrawAction(false), "game is over")
	})
	t.Run("CLA-9 rummy with a final discard", func(t *testing.T) {
		s := rig(t, r, classicDeal("AH 2H 3H 5C 5D 5S 7S 8S 9S KC", "TS"))
		do(t, s, 0, DrawAction(false))
		do(t, s, 0, MeldAction(meldsOf(t, "AH 2H 3H / 5C 5D 5S / 7S 8S 9S TS")...))
		do(t, s, 0, DiscardAction(card(t, "KC", 0)))
		if res := lastResult(t, s); !res.Rummy || !equalInts(res.Scores, []int{138, -138}) {
			t.Fatalf("result %+v", res)
		}
	})
}

// CLA-6: when the stock runs out the discard pile is turned over, not
// shuffled, and its top card starts a new discard pile.
func TestClassicStockRefill(t *testing.T) {
	r := rulesFor(t, Classic)
	s := rig(t, r, classicDeal("AH 2H 3H 5C 5D 5S 9C JD QS KC", ""))
	// Put all but one stock card on the discard pile, above KD.
	n := len(s.stock)
	for i := n - 1; i >= 1; i-- {
		s.pub.Pile = append(s.pub.Pile, s.stock[i])
	}
	s.stock = s.stock[:1]
	old := append([]Card(nil), s.pub.Pile...)
	do(t, s, 0, DrawAction(false))
	if s.StockSize() != 0 {
		t.Fatal("stock not empty")
	}
	ev := do(t, s, 0, DiscardAction(card(t, "9C", 0)))
	old = append(old, card(t, "9C", 0))
	refilled := false
	for _, e := range ev {
		refilled = refilled || e.Kind == EvStockRefilled
	}
	if !refilled {
		t.Fatalf("no refill: %v", ev)
	}
	if len(s.pub.Pile) != 1 || s.pub.Pile[0] != old[0] {
		t.Fatalf("new pile %s, want the old bottom card %s", FormatCards(s.pub.Pile), old[0])
	}
	if s.StockSize() != len(old)-1 || s.stock[len(s.stock)-1] != old[1] || s.stock[0] != old[len(old)-1] {
		t.Fatalf("stock after refill not the pile turned over: top %s", s.stock[len(s.stock)-1])
	}
}

// CLA-2 COM-1 COM-2: deal sizes by player count; cards are dealt one at a
// time clockwise from the dealer's left, who plays first.
func TestClassicDeal(t *testing.T) {
	want := map[int]int{2: 10, 3: 7, 4: 7, 5: 6, 6: 6}
	for players, size := range want {
		o := DefaultClassicOptions()
		o.Players = players
		s, ev, err := NewGameEvents(MustRules(&o), 5)
		if err != nil {
			t.Fatal(err)
		}
		for seat := 0; seat < players; seat++ {
			if len(s.HandOf(seat)) != size {
				t.Errorf("CLA-2 %d players: seat %d holds %d cards, want %d", players, seat, len(s.HandOf(seat)), size)
			}
		}
		if s.StockSize() != 52-players*size-1 || len(s.pub.Pile) != 1 {
			t.Errorf("CLA-2 %d players: stock %d, pile %d", players, s.StockSize(), len(s.pub.Pile))
		}
		// COM-2: dealer is the last seat, cards go 0, 1, 2, … then the upcard.
		for i := 0; i < players*size; i++ {
			if e := ev[1+i]; e.Kind != EvCardMoved || e.ToIndex != i%players || e.To != ZoneHand {
				t.Fatalf("COM-2 %d players: deal event %d is %v", players, i, e)
			}
		}
		if e := ev[1+players*size]; e.To != ZoneDiscard {
			t.Fatalf("COM-2: the card after the deal goes to %s", e.To)
		}
		if !hasEvent(ev, EvTurnStarted, 0) || s.pub.Dealer != players-1 {
			t.Fatalf("COM-2: first turn is not seat 0's")
		}
	}
}

// COM-1: turns go clockwise, seat by seat.
func TestClockwiseTurns(t *testing.T) {
	o := DefaultClassicOptions()
	o.Players = 4
	s := rig(t, MustRules(&o), deal{hands: []string{"2C 3C 4C 5C 6C 7C 8C", "2D 3D 4D 5D 6D 7D 8D", "2H 3H 4H 5H 6H 7H 8H", "2S 3S 4S 5S 6S 7S 8S"}, up: "KD"})
	order := []string{"2C", "2D", "2H", "2S", "3C"}
	for i, c := range order {
		seat := i % 4
		if w := s.Waiting(); len(w) != 1 || w[0] != seat {
			t.Fatalf("COM-1 turn %d waits on %v, want seat %d", i, w, seat)
		}
		do(t, s, seat, DrawAction(false))
		do(t, s, seat, DiscardAction(card(t, c, 0)))
	}
}

// CLA-11: with target=0 the game lasts `hands` hands; the highest total
// wins and tied leaders all win. The turn cap ends a hand with no winner
// and no scores.
func TestClassicHandsAndTies(t *testing.T) {
	r := rulesFor(t, Classic, "target=0", "hands=1")
	s := rig(t, r, classicDeal("AH 2H 3H 5C 5D 5S 9C JD QS KC", ""))
	s.pub.TurnNo = MaxTurnsPerHand
	do(t, s, 0, DrawAction(false))
	ev := do(t, s, 0, DiscardAction(card(t, "9C", 0)))
	res := lastResult(t, s)
	if res.Reason != EndTurnCap || res.Winner != -1 || !equalInts(res.Scores, []int{0, 0}) {
		t.Fatalf("capped hand: %+v", res)
	}
	if !s.Over() || !equalInts(s.Winners(), []int{0, 1}) || !hasEvent(ev, EvGameOver, -1) {
		t.Fatalf("CLA-11 tie: over=%v winners %v", s.Over(), s.Winners())
	}
}

// COM-8: the same rules, seed and actions replay exactly, through Save
// and Load too; another seed deals differently.
func TestReplayExact(t *testing.T) {
	for _, v := range Variants {
		r := DefaultRules(v)
		a, _ := NewGame(r, 42)
		b, _ := NewGame(r, 42)
		c, _ := NewGame(r, 43)
		if a.Hash() != b.Hash() || a.Hash() == c.Hash() {
			t.Fatalf("COM-8 %s: same seed differs or different seeds agree", v)
		}
		rng := NewRNG(7)
		for i := 0; i < 300 && !a.Over(); i++ {
			seat, act := randomAction(a, &rng)
			do(t, a, seat, act)
			do(t, b, seat, act)
		}
		if a.Hash() != b.Hash() {
			t.Fatalf("COM-8 %s: replays diverge", v)
		}
		roundTrip(t, a, 300)
	}
}

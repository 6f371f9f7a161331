package engine

import (
	"strings"
	"testing"
)

// rommeFiller is a 13-card hand with nothing to meld: 2S 3D 4C 6H 8S 9D
// JC KD QS 7C 4S AD 6C, worth 2+3+4+6+8+9+10+10+10+7+4+11+6 = 90.
const rommeFiller = "2S 3D 4C 6H 8S 9D JC KD QS 7C 4S AD 6C"

// ROM-7 ROM-8 ROM-SR-40 ROM-SR-NOOPEN ROM-SR-SMALL: the opening needs
// melds worth the requirement laid in one turn; before it only draw and
// discard; after it melds, lay-offs and joker swaps in the same turn.
func TestRommeOpening(t *testing.T) {
	hand := "TH JH QH 5C 5D 5S 2C 3D 7S 8D 9C KS 9H"
	t.Run("ROM-7 requirement over one or several melds", func(t *testing.T) {
		s := rig(t, rulesFor(t, Romme, "players=2"), deal{hands: []string{hand, rommeFiller}, up: "KC", stock: "4H"})
		do(t, s, 0, DrawAction(false))
		reject(t, s, 0, MeldAction(hm(t, s, 0, "5C 5D 5S")...), "opening melds total 15 points; 30 needed")
		if len(s.pub.Table) != 0 {
			t.Fatal("a rejected opening reached the table")
		}
		if !isLegal(s, 0, MeldAction(hm(t, s, 0, "9H TH JH QH")...)) {
			t.Fatalf("Legal misses the opening run: %v", Legal(s.View(0)))
		}
		do(t, s, 0, MeldAction(hm(t, s, 0, "TH JH QH / 5C 5D 5S")...))
		if !s.pub.Seats[0].Opened {
			t.Fatal("not opened")
		}
		t.Run("ROM-8 lay off in the rest of the opening turn", func(t *testing.T) {
			do(t, s, 0, LayOffAction(card(t, "9H", 0), 0, true))
			if FormatCards(s.pub.Table[0].Cards) != "9H TH JH QH" {
				t.Fatalf("table %v", s.pub.Table[0].Cards)
			}
		})
	})
	t.Run("ROM-7 no table action before opening", func(t *testing.T) {
		s := rig(t, rulesFor(t, Romme, "players=2"), deal{hands: []string{hand, "4D * 6D QS QC QH 2S 3S 8S 9D JC KD 7C"}, up: "KC", stock: "4H 5H 8H"})
		do(t, s, 0, DrawAction(false))
		do(t, s, 0, DiscardAction(hc(t, s, 0, "4H")))
		do(t, s, 1, DrawAction(false))
		do(t, s, 1, MeldAction(hm(t, s, 1, "4D * 6D / QS QC QH")...))
		do(t, s, 1, DiscardAction(hc(t, s, 1, "5H")))
		do(t, s, 0, DrawAction(false)) // 8H
		reject(t, s, 0, LayOffAction(card(t, "7S", 0), 0, false), "open first")
		reject(t, s, 0, SwapJokerAction(0, 1, card(t, "5D", 0), -1, false), "open first")
		do(t, s, 0, MeldAction(hm(t, s, 0, "TH JH QH")...))
		t.Run("ROM-8 joker swap after opening", func(t *testing.T) {
			if !isLegal(s, 0, SwapJokerAction(0, 1, card(t, "5D", 0), -1, false)) {
				t.Fatalf("Legal misses the swap: %v", Legal(s.View(0)))
			}
			ev := do(t, s, 0, SwapJokerAction(0, 1, card(t, "5D", 0), -1, false))
			if !hasEvent(ev, EvJokerSwapped, 0) || FormatCards(s.pub.Table[0].Cards) != "4D 5D 6D" || indexOf(s.hands[0], card(t, "*", 0)) < 0 {
				t.Fatalf("swap: table %v hand %v", s.pub.Table[0].Cards, s.hands[0])
			}
		})
	})
}

// ROM-11 ROM-13 ROM-14: a hand ends when a player discards their last
// card; losers lose their hand value and the winner gains it all; the
// first to meld who goes out in that same turn scores hand rummy, doubled.
func TestRommeGoingOut(t *testing.T) {
	r := rulesFor(t, Romme, "players=2")
	out := "TH JH QH KH 5C 5D 5S 7S 7D 7C 2S 2D AH"
	other := "4D * 6D QS QC QH 2H 3S 8S 9D JC KD 7H"
	all := meldsOf(t, "TH JH QH KH / 5C 5D 5S / 7S 7D 7C / 2S 2D 2C")
	t.Run("ROM-11 ROM-13 out by discard after another seat melded", func(t *testing.T) {
		s := rig(t, r, deal{hands: []string{out, other}, up: "KC", stock: "3C 9S 2C"})
		do(t, s, 0, DrawAction(false))
		do(t, s, 0, DiscardAction(hc(t, s, 0, "3C")))
		do(t, s, 1, DrawAction(false))
		do(t, s, 1, MeldAction(hm(t, s, 1, "4D * 6D / QS QC QH")...))
		do(t, s, 1, DiscardAction(hc(t, s, 1, "9S")))
		do(t, s, 0, DrawAction(false))
		do(t, s, 0, MeldAction(all...))
		ev := do(t, s, 0, DiscardAction(hc(t, s, 0, "AH")))
		res := lastResult(t, s)
		if !hasEvent(ev, EvWentOut, 0) || res.Rummy || !equalInts(res.Scores, []int{49, -49}) {
			t.Fatalf("result %+v", res)
		}
	})
	t.Run("ROM-14 hand rummy doubles", func(t *testing.T) {
		s := rig(t, r, deal{hands: []string{out, other}, up: "KC", stock: "3C 9S 2C"})
		do(t, s, 0, DrawAction(false))
		do(t, s, 0, DiscardAction(hc(t, s, 0, "3C")))
		do(t, s, 1, DrawAction(false))
		do(t, s, 1, DiscardAction(hc(t, s, 1, "9S")))
		do(t, s, 0, DrawAction(false))
		do(t, s, 0, MeldAction(all...))
		do(t, s, 0, DiscardAction(hc(t, s, 0, "AH")))
		if res := lastResult(t, s); !res.Rummy || !equalInts(res.Scores, []int{218, -218}) {
			t.Fatalf("result %+v", res)
		}
	})
	t.Run("ROM-SR-NODISCARD out by melding the last card", func(t *testing.T) {
		hand := "TH JH QH KH 5C 5D 5S 7S 7D 7C 2S 2D 2H"
		melds := meldsOf(t, "TH JH QH KH / 5C 5D 5S / 7S 7D 7C / 2S 2D 2H 2C")
		s := rig(t, r, deal{hands: []string{hand, other}, up: "KC", stock: "2C"})
		do(t, s, 0, DrawAction(false))
		reject(t, s, 0, MeldAction(melds...), "keep a card to discard")
		s = rig(t, rulesFor(t, Romme, "players=2", "win_without_discard=true"), deal{hands: []string{hand, other}, up: "KC", stock: "2C"})
		do(t, s, 0, DrawAction(false))
		ev := do(t, s, 0, MeldAction(melds...))
		if !hasEvent(ev, EvWentOut, 0) || !lastResult(t, s).Rummy {
			t.Fatalf("not out with hand rummy: %v", ev)
		}
	})
}

// ROM-12 ROM-15: when the last stock card is drawn that turn finishes and
// the hand ends with no winner, everyone losing their own hand value;
// stop_at ends the game early.
func TestRommeStockOut(t *testing.T) {
	for _, tc := range []struct {
		name     string
		settings []string
		over     bool
	}{
		{"ROM-12 no winner", []string{"players=2"}, false},
		{"ROM-15 stop_at ends the game", []string{"players=2", "stop_at=100"}, true},
		{"ROM-15 hands ends the game", []string{"players=2", "hands=1"}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := rig(t, rulesFor(t, Romme, tc.settings...), deal{hands: []string{rommeFiller, "TH JH QH 5C 5D 5S 2C 3D 7S 8D 9C KS 9H"}, up: "KC", stock: "2H"})
			for len(s.stock) > 1 {
				s.pub.Pile = append(s.pub.Pile, s.stock[0])
				s.stock = s.stock[1:]
			}
			s.pub.Totals[1] = -60
			do(t, s, 0, DrawAction(false))
			if !s.pub.LastStock {
				t.Fatal("the last stock card is not noted")
			}
			ev := do(t, s, 0, DiscardAction(hc(t, s, 0, "2H")))
			res := lastResult(t, s)
			if res.Winner != -1 || res.Reason != EndStockOut || !equalInts(res.Scores, []int{-90, -93}) {
				t.Fatalf("result %+v (%v)", res, ev)
			}
			if s.Over() != tc.over {
				t.Fatalf("over = %v", s.Over())
			}
			if tc.over && !equalInts(s.Winners(), []int{0}) {
				t.Fatalf("winners %v", s.Winners())
			}
		})
	}
}

// ROM-16 ROM-17: a card taken from the pile may not be discarded that
// turn; when the turn timer expires the engine finishes the turn.
func TestRommeTimeout(t *testing.T) {
	d := deal{hands: []string{rommeFiller, "TH JH QH 5C 5D 5S 2C 3D 7S 8D 9C KS 9H"}, up: "KC", stock: "2H 3H"}
	reject(t, rig(t, rulesFor(t, Romme, "players=2"), d), 0, TimeoutAction(), "no turn timer")
	s := rig(t, rulesFor(t, Romme, "players=2", "turn_timer=30"), d)
	t.Run("ROM-16 before drawing: draw and discard the stock card", func(t *testing.T) {
		ev := do(t, s, 0, TimeoutAction())
		if len(s.hands[0]) != 13 || s.pub.top() != card(t, "2H", 0) || !hasEvent(ev, EvTurnStarted, 1) {
			t.Fatalf("pile top %s, events %v", s.pub.top(), ev)
		}
		if isLegal(s, 1, TimeoutAction()) {
			t.Fatal("Legal lists the timeout")
		}
	})
	t.Run("ROM-17 no discard of the card taken", func(t *testing.T) {
		do(t, s, 1, DrawAction(true))
		reject(t, s, 1, DiscardAction(hc(t, s, 1, "2H")), "took 2H from the discard pile")
	})
	t.Run("ROM-16 after a pile draw: the highest card that may go", func(t *testing.T) {
		do(t, s, 1, TimeoutAction())
		if s.pub.top() != card(t, "TH", 0) {
			t.Fatalf("discarded %s, want TH", s.pub.top())
		}
	})
}

// ROM-1 ROM-2: 13 cards each from 110 cards; the first player is chosen
// at random and then rotates clockwise; up to 4 players, or 6.
func TestRommeSeats(t *testing.T) {
	firsts := map[int]bool{}
	for seed := uint64(1); seed <= 20; seed++ {
		s, err := NewGame(rulesFor(t, Romme, "players=4"), seed)
		if err != nil {
			t.Fatal(err)
		}
		firsts[s.pub.Turn] = true
		if s.pub.Dealer != s.pub.prev(s.pub.Turn) {
			t.Fatal("ROM-1 the first player is not left of the dealer")
		}
		for i := 0; i < 4; i++ {
			if len(s.hands[i]) != 13 {
				t.Fatalf("ROM-2 seat %d holds %d cards", i, len(s.hands[i]))
			}
		}
		if s.StockSize() != 110-52-1 {
			t.Fatalf("ROM-2 stock %d", s.StockSize())
		}
	}
	if len(firsts) < 3 {
		t.Fatalf("ROM-1 first players over 20 seeds: %v", firsts)
	}
	if _, err := ParseOptions(Romme, []string{"players=5"}); err == nil {
		t.Fatal("ROM-1 five players allowed with max_players=4")
	}
	if _, err := NewGame(rulesFor(t, Romme, "max_players=6", "players=6"), 1); err != nil {
		t.Fatal(err)
	}
}

// ROM-SR-SMALL ROM-SR-40 ROM-SR-NOOPEN: deal sizes of the small deck and
// the opening requirement options.
func TestRommeSpecialOpenings(t *testing.T) {
	t.Run("ROM-SR-SMALL deal sizes and no opening requirement", func(t *testing.T) {
		for players, size := range map[int]int{2: 10, 3: 7, 4: 7} {
			s, _ := NewGame(rulesFor(t, Romme, "small_deck=true", "opening=40", "players="+string(rune('0'+players))), 3)
			if len(s.hands[0]) != size || s.StockSize() != 55-players*size-1 {
				t.Fatalf("%d players: %d cards, stock %d", players, len(s.hands[0]), s.StockSize())
			}
		}
		s := rig(t, rulesFor(t, Romme, "small_deck=true", "opening=40", "players=2"), deal{hands: []string{"5C 5D 5S 2H", "9C 9D"}, up: "KC", stock: "3H"})
		do(t, s, 0, DrawAction(false))
		do(t, s, 0, MeldAction(hm(t, s, 0, "5C 5D 5S")...))
	})
	t.Run("ROM-SR-40", func(t *testing.T) {
		s := rig(t, rulesFor(t, Romme, "opening=40", "players=2"), deal{hands: []string{"TH JH QH 5C 5D 5S 2H", "9C 9D"}, up: "KC", stock: "3H"})
		do(t, s, 0, DrawAction(false))
		reject(t, s, 0, MeldAction(hm(t, s, 0, "TH JH QH")...), "30 points; 40 needed")
		do(t, s, 0, MeldAction(hm(t, s, 0, "TH JH QH / 5C 5D 5S")...))
	})
	t.Run("ROM-SR-NOOPEN", func(t *testing.T) {
		s := rig(t, rulesFor(t, Romme, "opening=0", "players=2"), deal{hands: []string{"2C 3C 4C 9H", "9C 9D"}, up: "KC", stock: "3H"})
		do(t, s, 0, DrawAction(false))
		do(t, s, 0, MeldAction(hm(t, s, 0, "2C 3C 4C")...))
	})
}

// ROM-SR-KNOCK: with 3+ players anyone but the discarder and the next
// player may knock for the discard and takes a penalty card; knocks end
// when the next player draws.
func TestRommeKnock(t *testing.T) {
	hands := []string{rommeFiller, "TH JH QH 5C 5D 5S 2C 3D 7S 8D 9C KS 9H", "AC AS 3C 3S 4D 4H 5H 6S 7D 8C 9S TD JS"}
	r := rulesFor(t, Romme, "players=3", "knocking=true")
	t.Run("ROM-SR-KNOCK knock with a penalty card", func(t *testing.T) {
		s := rig(t, r, deal{hands: hands, up: "KC", stock: "2H 3H"})
		do(t, s, 0, DrawAction(false))
		ev := do(t, s, 0, DiscardAction(hc(t, s, 0, "2H")))
		if !hasEvent(ev, EvClaimWindowOpened, 0) {
			t.Fatalf("no knock window: %v", ev)
		}
		if w := s.Waiting(); !equalInts(w, []int{2, 1}) {
			t.Fatalf("waiting %v, want the knocker then the next player", w)
		}
		reject(t, s, 0, ClaimAction(), "turn")
		if got := Legal(s.View(2)); len(got) != 2 || got[0].Kind != ActClaim || got[1].Kind != ActPass {
			t.Fatalf("knocker's legal actions %v", got)
		}
		do(t, s, 2, ClaimAction())
		if len(s.hands[2]) != 15 || indexOf(s.hands[2], card(t, "2H", 0)) < 0 || indexOf(s.hands[2], card(t, "3H", 0)) < 0 {
			t.Fatalf("knocker's hand %s", FormatCards(s.hands[2]))
		}
		if s.pub.Claim.Open() || !equalInts(s.Waiting(), []int{1}) {
			t.Fatal("the window did not close")
		}
		do(t, s, 1, DrawAction(true)) // the newly exposed KC
		if indexOf(s.hands[1], card(t, "KC", 0)) < 0 {
			t.Fatal("the next player could not take the exposed discard")
		}
	})
	t.Run("ROM-SR-KNOCK the next player's draw ends knocking", func(t *testing.T) {
		s := rig(t, r, deal{hands: hands, up: "KC", stock: "2H 3H"})
		do(t, s, 0, DrawAction(false))
		do(t, s, 0, DiscardAction(hc(t, s, 0, "2H")))
		do(t, s, 1, DrawAction(false))
		reject(t, s, 2, ClaimAction(), "turn")
	})
	t.Run("ROM-SR-KNOCK only with 3 or more players", func(t *testing.T) {
		s := rig(t, rulesFor(t, Romme, "players=2", "knocking=true"), deal{hands: hands[:2], up: "KC", stock: "2H 3H"})
		do(t, s, 0, DrawAction(false))
		ev := do(t, s, 0, DiscardAction(hc(t, s, 0, "2H")))
		if hasEvent(ev, EvClaimWindowOpened, 0) {
			t.Fatal("a knock window with two players")
		}
	})
}

// ROM-SR-CASINO: casino values; the winner also gains the casino value of
// the cards they put on the table, which the others share as a loss, the
// remainder going one point each clockwise from the winner.
func TestRommeCasino(t *testing.T) {
	r := rulesFor(t, Romme, "players=3", "casino_scoring=true")
	s := rig(t, r, deal{hands: []string{"TH JH QH KH 5C 5D 5S 7S 7D 7C 2S 2D AH", rommeFiller, "QS QC QD 3H 4H 9H 8C 9C TC KC KS 2D 3S"}, up: "KC", stock: "3C 9S 4S 2C"})
	do(t, s, 0, DrawAction(false))
	do(t, s, 0, DiscardAction(hc(t, s, 0, "3C")))
	do(t, s, 1, DrawAction(false))
	do(t, s, 1, DiscardAction(hc(t, s, 1, "9S")))
	do(t, s, 2, DrawAction(false))
	do(t, s, 2, MeldAction(hm(t, s, 2, "QS QC QD")...))
	do(t, s, 2, DiscardAction(hc(t, s, 2, "4S")))
	do(t, s, 0, DrawAction(false))
	do(t, s, 0, MeldAction(hm(t, s, 0, "TH JH QH KH / 5C 5D 5S / 7S 7D 7C / 2S 2D 2C")...))
	do(t, s, 0, DiscardAction(hc(t, s, 0, "AH")))
	if res := lastResult(t, s); res.Rummy || !equalInts(res.Scores, []int{270, -163, -107}) {
		t.Fatalf("ROM-SR-CASINO result %+v", res)
	}
}

// ROM-SR-STRICTJOKER: jokers may not be discarded; a swapped joker may be
// laid off in the same move (or taken into hand and melded later, see
// TestAuditStrictJokerMeldsLater); no action may leave the player without
// a legal discard.
func TestRommeStrictJokerFlow(t *testing.T) {
	t.Run("ROM-SR-STRICTJOKER no joker discard", func(t *testing.T) {
		s := rig(t, rulesFor(t, Romme, "players=2", "strict_jokers=true"), deal{hands: []string{"* 2C 7D", "9C 9D"}, up: "KC", stock: "3H"})
		do(t, s, 0, DrawAction(false))
		reject(t, s, 0, DiscardAction(hc(t, s, 0, "*")), "strict jokers")
		if isLegal(s, 0, DiscardAction(card(t, "*", 0))) {
			t.Fatal("Legal lists a joker discard")
		}
	})
	t.Run("ROM-SR-STRICTJOKER swapped joker laid off in the same move", func(t *testing.T) {
		s := rig(t, rulesFor(t, Romme, "players=2", "strict_jokers=true"), deal{hands: []string{"TH JH QH QD 2C 7D", "QS QC QH * 8C"}, up: "KC", stock: "4H 5H 8H"})
		do(t, s, 0, DrawAction(false))
		do(t, s, 0, DiscardAction(hc(t, s, 0, "4H")))
		do(t, s, 1, DrawAction(false))
		do(t, s, 1, MeldAction(hm(t, s, 1, "QS QC QH *")...))
		do(t, s, 1, DiscardAction(hc(t, s, 1, "5H")))
		do(t, s, 0, DrawAction(false))
		do(t, s, 0, MeldAction(hm(t, s, 0, "TH JH QH")...))
		qd := card(t, "QD", 0)
		if !isLegal(s, 0, SwapJokerAction(0, 3, qd, -1, false)) {
			t.Fatal("the swap to hand is not listed, though the joker could be laid off later")
		}
		do(t, s, 0, SwapJokerAction(0, 3, qd, 1, false))
		if FormatCards(s.pub.Table[1].Cards) != "TH JH QH *" || FormatCards(s.pub.Table[0].Cards) != "QS QC QH QD" {
			t.Fatalf("table %v", s.pub.Table)
		}
	})
	t.Run("ROM-SR-STRICTJOKER keep a legal discard", func(t *testing.T) {
		s := rig(t, rulesFor(t, Romme, "players=2", "strict_jokers=true", "opening=0"), deal{hands: []string{"* 3H 4H 5H", "9C 9D"}, up: "KC", stock: "6H"})
		do(t, s, 0, DrawAction(false))
		reject(t, s, 0, MeldAction(hm(t, s, 0, "3H 4H 5H 6H")...), "no card you may discard")
		do(t, s, 0, MeldAction(hm(t, s, 0, "3H 4H 5H")...))
		s = rig(t, rulesFor(t, Romme, "players=2", "strict_jokers=true"), deal{hands: []string{"* *", "9C 9D"}, up: "KC", stock: "6H"})
		reject(t, s, 0, DrawAction(true), "strict jokers")
	})
}

// ROM-SR-PRACTICE: a practice game plays the same but does not count in
// the statistics.
func TestRommePractice(t *testing.T) {
	a, _ := NewGame(rulesFor(t, Romme, "practice=true"), 9)
	b, _ := NewGame(rulesFor(t, Romme), 9)
	if a.CountsForStatistics() || !b.CountsForStatistics() {
		t.Fatal("ROM-SR-PRACTICE flag not reported")
	}
	if a.Hash() != b.Hash() {
		t.Fatal("ROM-SR-PRACTICE changes the play")
	}
	if !strings.Contains(string(mustSave(t, a)), `"practice":true`) {
		t.Fatal("ROM-SR-PRACTICE not saved")
	}
}

func mustSave(t *testing.T, s *State) []byte {
	t.Helper()
	b, err := Save(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

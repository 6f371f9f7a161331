package engine

import "testing"

// LIV-OUT-5 (issue 12): in hands 1–6 a player may go down with every card
// of their hand; having nothing to discard, they float (LIV-OUT-3) and the
// hand goes on.
func TestLiverpoolDownWithEveryCardFloatsLIVOUT5(t *testing.T) {
	hands := []string{"7C 7D 7S 9C 9D", "3C 3D 3H 8C 8D 8S QH JS 5C TD", "5S 5H 5D JC JD JH 2C 4C 6D KS"}
	s := rig(t, rulesFor(t, Liverpool, "players=3"), deal{hands: hands, up: "AS", stock: "9H QD"})
	ldraw(t, s, 0) // 9H
	every := MeldAction(hm(t, s, 0, "7C 7S 7D / 9C 9H 9D")...)
	if !isLegal(s, 0, every) {
		t.Fatalf("LIV-OUT-5 Legal does not offer going down with every card: %v", Legal(s.View(0)))
	}
	ev := do(t, s, 0, every)
	if hasEvent(ev, EvWentOut, 0) || hasEvent(ev, EvHandEnded, 0) || s.HandNumber() != 1 {
		t.Fatalf("LIV-OUT-5 going down with every card ended the hand: %v", ev)
	}
	if len(s.hands[0]) != 0 || !s.View(1).Floating(0) {
		t.Fatal("LIV-OUT-5 the player does not float")
	}
	if got := Legal(s.View(0)); len(got) != 1 || got[0].Kind != ActEndTurn {
		t.Fatalf("LIV-OUT-5 the floater's actions %v, want only ending the turn", got)
	}
	do(t, s, 0, EndTurnAction())
	if s.pub.Turn != 1 || s.Phase() != PhaseDraw {
		t.Fatalf("LIV-OUT-5 play does not go on: turn %d phase %s", s.pub.Turn, s.Phase())
	}
}

// LIV-OUT-5: a Liverpool caller (LIV-POOL-1) never discards their last
// card: going out happens only in one's own turn.
func TestLiverpoolCallerKeepsLastCardLIVOUT5(t *testing.T) {
	hands := []string{"7C 7D 7S 9C 9D 9H 2S", "3C 3D 3H 8C 8D 8S QH JS 5C TD", "5S 5H 5D JC JD JH 2C 4C 6D KS"}
	s := rig(t, rulesFor(t, Liverpool, "players=3"), deal{hands: hands, up: "AS", stock: "KC 9S QS"})
	ldraw(t, s, 0) // KC
	do(t, s, 0, MeldAction(hm(t, s, 0, "7C 7D 7S / 9C 9D 9H")...))
	do(t, s, 0, DiscardAction(hc(t, s, 0, "KC"))) // one card left: 2S
	ldraw(t, s, 1)                                // 9S
	do(t, s, 1, DiscardAction(hc(t, s, 1, "9S")))
	if s.pub.Claim.Kind != ClaimLiverpool || !equalInts(s.Waiting(), []int{0}) {
		t.Fatalf("no Liverpool window for seat 0: waiting %v", s.Waiting())
	}
	do(t, s, 0, CallAction(1, false))
	if s.Phase() != PhaseCallerDiscard || len(s.hands[0]) != 1 {
		t.Fatalf("after the call: phase %s, hand %s", s.Phase(), FormatCards(s.hands[0]))
	}
	if got := Legal(s.View(0)); len(got) != 1 || got[0].Kind != ActPass {
		t.Fatalf("LIV-OUT-5 the caller with one card may %v, want only a pass", got)
	}
	reject(t, s, 0, DiscardAction(hc(t, s, 0, "2S")), "keep your last card")
	ev := do(t, s, 0, PassAction())
	if hasEvent(ev, EvWentOut, 0) || !hasEvent(ev, EvTurnStarted, 2) || len(s.hands[0]) != 1 {
		t.Fatalf("LIV-OUT-5 after the caller's pass: %v, hand %s", ev, FormatCards(s.hands[0]))
	}
}

// LIV-STOCK-1 (issue 12): when the stock is empty and the discard pile
// holds no card below its top to refill it (here the last stock card went
// to another hand, as buys and Rummy penalties take them), the next turn
// has no card to draw from the stock: the hand ends with no winner and
// nobody scores for it.
func TestLiverpoolStockAndPileEmptyLIVSTOCK1(t *testing.T) {
	s := rig(t, rulesFor(t, Liverpool, "players=3"), deal{hands: livHands, up: "AS", stock: "8H"})
	// Every card stays somewhere (COM-6): the stock below 8H goes to
	// seat 2's hand.
	s.hands[2] = append(s.hands[2], s.stock[:len(s.stock)-1]...)
	s.stock = s.stock[len(s.stock)-1:]
	totals := s.Totals()
	do(t, s, 0, DrawAction(true)) // AS: the pile is empty
	s.hands[2] = append(s.hands[2], s.stock...)
	s.stock = s.stock[:0] // the stock is empty too
	ev := do(t, s, 0, DiscardAction(hc(t, s, 0, "KC")))
	if !hasEvent(ev, EvHandEnded, -1) {
		t.Fatalf("LIV-STOCK-1 the hand goes on with no card to draw: %v (stock %d, pile %s)", ev, s.StockSize(), FormatCards(s.pub.Pile))
	}
	res := lastResult(t, s)
	if res.Hand != 1 || res.Winner != -1 || res.Reason != EndStockOut || !equalInts(res.Scores, []int{0, 0, 0}) {
		t.Fatalf("LIV-STOCK-1 result %+v, want hand 1, no winner, stock out, no scores", res)
	}
	if !equalInts(s.Totals(), totals) || s.Phase() != PhaseHandOver {
		t.Fatalf("LIV-STOCK-1 totals %v (were %v), phase %s", s.Totals(), totals, s.Phase())
	}
}

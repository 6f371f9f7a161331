package engine

import "testing"

// COM-6 COM-8: a view holds only what its seat may know; a state rebuilt
// from a view with the true hidden cards plays on exactly like the real
// one.
func TestViewAndDeterminization(t *testing.T) {
	r := rulesFor(t, Liverpool, "players=3")
	s := rig(t, r, deal{hands: livHands, up: "AS", stock: "8H 7H"})
	ldraw(t, s, 0)
	v := s.View(1)
	if !sameCards(v.Hand, s.hands[1]) || !equalInts(v.Counts, []int{11, 10, 10}) || v.StockSize != s.StockSize() {
		t.Fatalf("view: hand %s counts %v stock %d", FormatCards(v.Hand), v.Counts, v.StockSize)
	}
	if v.DrawnStock != NoCard {
		t.Fatal("seat 1 sees the card seat 0 drew")
	}
	if own := s.View(0); own.DrawnStock != card(t, "8H", 0) {
		t.Fatalf("seat 0 does not see its own drawn card: %s", own.DrawnStock)
	}
	if err := viewHidesOthers(s, v); err != nil {
		t.Fatal(err)
	}
	b, c := v.Contract()
	if b != 2 || c != 0 || v.OpeningRequirement() != 0 {
		t.Fatalf("contract %d books %d runs", b, c)
	}
	// Rebuild seat 0's view with the true hidden cards.
	v0 := s.View(0)
	hands := [][]Card{nil, s.HandOf(1), s.HandOf(2)}
	stock := append([]Card(nil), s.stock...)
	d, err := NewStateFromView(v0, hands, stock)
	if err != nil {
		t.Fatal(err)
	}
	if len(Legal(d.View(0))) != len(Legal(v0)) {
		t.Fatal("rebuilt state offers different actions")
	}
	a := MeldAction(hm(t, s, 0, "7C 7D 7S / 9C 9D 9H")...)
	do(t, s, 0, a)
	do(t, d, 0, a)
	if !sameCards(d.hands[0], s.hands[0]) || len(d.pub.Table) != len(s.pub.Table) {
		t.Fatal("rebuilt state diverges")
	}
	hands[1] = hands[1][1:]
	if _, err := NewStateFromView(v0, hands, stock); err == nil {
		t.Fatal("a wrong card count was accepted")
	}
	hands[1] = append(s.HandOf(2)[:1], s.HandOf(1)[1:]...)
	if _, err := NewStateFromView(v0, hands, stock); err == nil {
		t.Fatal("a card given twice was accepted")
	}
}

// COM-7: View.Check judges an action exactly as Apply does, without
// changing anything.
func TestViewCheck(t *testing.T) {
	s := rig(t, rulesFor(t, Classic), classicDeal("AH 2H 3H 5C 5D 5S 9C JD QS KC", "4H"))
	v := s.View(0)
	if err := v.Check(DrawAction(true)); err != nil {
		t.Fatal(err)
	}
	if err := v.Check(DiscardAction(card(t, "9C", 0))); err == nil {
		t.Fatal("Check accepts a discard before the draw")
	}
	if err := s.View(1).Check(DrawAction(false)); err == nil {
		t.Fatal("Check accepts a draw out of turn")
	}
}

// MaskFor hides the faces of cards drawn by other seats.
func TestMaskFor(t *testing.T) {
	s := rig(t, rulesFor(t, Classic), classicDeal("AH 2H 3H 5C 5D 5S 9C JD QS KC", "4H"))
	ev := do(t, s, 0, DrawAction(false))
	if MaskFor(ev, 1)[0].Card != NoCard || MaskFor(ev, 0)[0].Card != card(t, "4H", 0) {
		t.Fatal("stock draws not masked for others")
	}
}

package scenes

import (
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
)

// discardByDrag drags a hand card onto the discard pile.
func (r *tableRig) discardByDrag(c engine.Card) {
	x, y := r.cardPoint(c)
	dx, dy := r.table.lay.Discard.Center()
	r.drag(x, y, dx, dy)
}

// TestIssue15DiscardThatFitsWarnsFirst: in Liverpool a discard that fits
// a table meld (another player may call it) only warns the first time;
// a second try discards it; a card that fits nothing goes at once; the
// settings can turn the warning off.
func TestIssue15DiscardThatFitsWarnsFirst(t *testing.T) {
	r := position{seats: "human,bot,bot", hand: "9H 2C 3D KD", pile: "4S", melds: []string{"1: 5H 6H 7H 8H"}, down: []int{1}}.build(t)
	tb := r.table
	nine := r.handCard("9H")
	before := r.logLen()
	r.discardByDrag(nine)
	want := tb.app.Cat.F(i18n.TableDiscardFitsWarning, tb.app.Cat.Card(nine))
	if r.logLen() != before || tb.toast.text != want {
		t.Fatalf("the first try: log %d→%d, toast %q", before, r.logLen(), tb.toast.text)
	}
	r.discardByDrag(nine)
	if r.logLen() != before+1 || !r.lastAction().Action.Equal(engine.DiscardAction(nine)) {
		t.Fatalf("the second try discards: %v", r.lastAction().Action)
	}

	r = position{seats: "human,bot,bot", hand: "9H 2C 3D KD", pile: "4S", melds: []string{"1: 5H 6H 7H 8H"}, down: []int{1}}.build(t)
	before = r.logLen()
	r.discardByDrag(r.handCard("2C"))
	if r.logLen() != before+1 {
		t.Fatalf("a card that fits nothing is discarded at once (toast %q)", r.table.toast.text)
	}

	r = position{seats: "human,bot,bot", hand: "9H 2C 3D KD", pile: "4S", melds: []string{"1: 5H 6H 7H 8H"}, down: []int{1}}.build(t)
	r.app.Settings.NoDiscardWarning = true
	before = r.logLen()
	r.discardByDrag(r.handCard("9H"))
	if r.logLen() != before+1 {
		t.Fatalf("with the warning off the card goes at once (toast %q)", r.table.toast.text)
	}
}

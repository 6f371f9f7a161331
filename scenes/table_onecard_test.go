package scenes

import (
	"testing"

	"rummy/scenes/i18n"
	"rummy/sprites"
)

// TestIssue24OneCardLeftClearOfOwnerLabels (issue 24 item 11): the
// "one card left!" line of a seat lies inside its badge, clear of the
// meld area's owner labels (with RUMMY_SHOTS set, table-one-card.png).
func TestIssue24OneCardLeftClearOfOwnerLabels(t *testing.T) {
	r := position{seats: "human,bot,bot", hand: "7H 7S 7D 4C 5C 6C 7C KD 2S 9H", pile: "3D",
		melds: []string{"1: 8S 8H 8D", "1: 3H 4H 5H 6H", "2: TC TD TS"}, down: []int{1, 2}, counts: []int{0, 1, 1}}.build(t)
	tb := r.table
	for seat := 1; seat <= 2; seat++ {
		if !tb.view.OneCard(seat) {
			t.Fatalf("seat %d holds %d cards", seat, tb.view.Counts[seat])
		}
	}
	u := tb.lay.u
	tag := tb.app.Fonts.Face(12*u, sprites.Bold)
	if len(tb.anim.ownerTags) == 0 {
		t.Fatal("no owner labels over the melds")
	}
	for seat := 1; seat <= 2; seat++ {
		lr := tb.art().oneCardRect(seat)
		b := tb.lay.Seats[tb.layouter().rel(seat)].Badge
		if lr.X < b.X || lr.Right() > b.Right() || lr.Y < b.Y || lr.Bottom() > b.Bottom() {
			t.Errorf("seat %d: %q at %+v leaves its badge %+v", seat, tb.app.T(i18n.TableOneCard), lr, b)
		}
		for _, o := range tb.anim.ownerTags {
			w, h := sprites.Measure(o.text, tag)
			or := sprites.Rect{X: o.x, Y: o.y - h/2, W: w, H: h}
			if lr.Overlap(or) > 0 {
				t.Errorf("seat %d: the one-card line %+v covers the owner label %q %+v", seat, lr, o.text, or)
			}
		}
	}
	render(t, r.app, "table-one-card", tb, 2)
}

package scenes

import (
	"os"
	"testing"

	"rummy/sprites"
)

// TestIssue15RevealLabelsNeverCoverCards: at every screen size and seat
// count, the reveal's names and values lie beside the cards, never over
// any card of any row, and every row stays on the screen.
func TestIssue15RevealLabelsNeverCoverCards(t *testing.T) {
	for _, size := range [][2]float64{{1280, 800}, {1920, 1080}, {1024, 768}, {800, 600}, {2560, 1440}} {
		lay := layoutTable(size[0], size[1], 8)
		art := tableArt{&Table{lay: lay}}
		area := art.revealArea()
		for seats := 2; seats <= 8; seats++ {
			counts := make([]int, seats)
			for i := range counts {
				counts[i] = []int{0, 14, 3, 11, 1, 9, 14, 6}[i]
			}
			spots := revealLayout(area, counts, lay.MeldH, lay.u)
			var cards []sprites.Rect
			for _, s := range spots {
				cards = append(cards, s.cards...)
			}
			for i, s := range spots {
				for _, label := range []sprites.Rect{s.name, s.info} {
					for _, c := range cards {
						if label.Overlap(c) > 0 {
							t.Errorf("%vx%v, %d seats: row %d's label %+v covers a card %+v", size[0], size[1], seats, i, label, c)
						}
					}
					if label.Right() > lay.Screen.W || label.Bottom() > lay.Screen.H {
						t.Errorf("%vx%v, %d seats: row %d's label %+v is off the screen", size[0], size[1], seats, i, label)
					}
				}
				for _, c := range s.cards {
					if c.X < area.X || c.Right() > area.Right() || c.Bottom() > area.Bottom()+0.01 {
						t.Errorf("%vx%v, %d seats: row %d's card %+v leaves the area %+v", size[0], size[1], seats, i, c, area)
					}
				}
			}
		}
	}
}

// TestIssue15RevealShowsEverySeat: at the end of a hand every seat has a
// row with its cards left, their value and its result, and each label
// fits its box.
func TestIssue15RevealShowsEverySeat(t *testing.T) {
	r := newRig(t, "romme", "human,bot,bot")
	playHand(t, r)
	for i := 0; i < 300 && r.table.animating(); i++ {
		r.run(1)
	}
	tb := r.table
	rows := tb.texts.reveal
	if len(rows) != 3 {
		t.Fatalf("%d reveal rows for 3 seats", len(rows))
	}
	counts := make([]int, len(rows))
	for i, row := range rows {
		counts[i] = len(row.cards)
		if row.left == "" || row.result == "" {
			t.Errorf("seat %d: left %q, result %q", row.seat, row.left, row.result)
		}
		if got, want := len(row.cards), len(tb.game.state().HandOf(row.seat)); got != want {
			t.Errorf("seat %d: %d cards shown, %d held", row.seat, got, want)
		}
	}
	spots := revealLayout(tb.art().revealArea(), counts, tb.lay.MeldH, tb.lay.u)
	for i, row := range rows {
		if w, _ := sprites.Measure(row.left, tb.app.Fonts.Face(13*tb.lay.u, sprites.Regular)); w > spots[i].info.W {
			t.Errorf("seat %d: %q is wider (%v) than its box (%v)", row.seat, row.left, w, spots[i].info.W)
		}
	}
	if os.Getenv("RUMMY_SHOTS") != "" {
		render(t, r.app, "issue15-reveal-romme", tb, 0)
	}
}

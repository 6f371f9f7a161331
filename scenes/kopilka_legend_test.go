package scenes

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// Issue 24 item 7: the Kopilka table explains itself: it draws what
// each card does (KOP-3: K, Q, J take; A gives; 4–9 pay; 10, 2, 3 do
// nothing) and what "dead" and "out" mean (KOP-4), in every language,
// each line inside its corner (measured with the real font) and clear of
// every seat and card, for 3 to 15 seats, at 1280×800; at 800×600 and
// the smallest window, 640×400, a corner with no room for its lines
// beside many seats is left out rather than drawn over them.
func TestIssue24KopilkaLegend(t *testing.T) {
	for _, l := range i18n.Langs {
		for _, size := range [][2]float64{{1280, 800}, {800, 600}, {640, 400}} {
			for n := 3; n <= 15; n += 3 {
				t.Run(fmt.Sprintf("%s/%vx%v/%d", l.Code(), size[0], size[1], n), func(t *testing.T) {
					r := newKopRig(t, "human"+strings.Repeat(",bot", n-1))
					r.app.Settings.Language = l.Code()
					r.app.ApplySettings()
					r.app.Resize(int(size[0]), int(size[1]), 1)
					var drawn []string
					r.app.Fonts.Record(func(s string, px float64) { drawn = append(drawn, s) })
					r.run(2)
					r.app.Fonts.Record(nil)
					cat := r.app.Cat
					want := []string{cat.T(i18n.KopLegendTake), cat.T(i18n.KopLegendAce), cat.T(i18n.KopLegendPay),
						cat.F(i18n.KopLegendDead, cat.T(i18n.KopDead)), cat.F(i18n.KopLegendOut, cat.T(i18n.KopOut))}
					var legend []string
					for _, line := range r.k.legendLines() {
						if !slices.Contains(drawn, line.text) {
							t.Errorf("the table does not draw %q", line.text)
						}
						legend = append(legend, line.text)
					}
					got := strings.Fields(strings.Join(legend, " "))
					full := slices.Equal(got, strings.Fields(strings.Join(want, " ")))
					cardsOnly := slices.Equal(got, strings.Fields(strings.Join(want[:3], " ")))
					standingsOnly := slices.Equal(got, strings.Fields(strings.Join(want[3:], " ")))
					if !full && !(size[0] < 1280 && (cardsOnly || standingsOnly || len(got) == 0)) {
						// At 1280×800 the whole legend is there; a smaller
						// window may leave out a corner that has no room.
						t.Errorf("the legend reads %q, want %q", legend, want)
					}
					if !strings.Contains(want[0], cat.Rank(engine.King)) || !strings.Contains(want[2], "4 6 8") {
						t.Errorf("the card lines do not name the cards: %q", want)
					}
					for _, line := range r.k.legendLines() {
						face := r.k.legendFace()
						w, h := sprites.Measure(line.text, face)
						if w > line.box.W+0.5 {
							t.Errorf("%q is %.0f px wide in a %.0f px corner", line.text, w, line.box.W)
						}
						x := line.x
						if line.align == sprites.AlignRight {
							x -= w
						}
						box := sprites.Rect{X: x, Y: line.y - h/2, W: w, H: h}
						for seat := range r.k.lay.seats {
							if overlaps(box, r.k.lay.seats[seat]) || overlaps(box, r.k.lay.cards[seat]) {
								t.Errorf("%q (%v) covers seat %d (%v) or its card (%v)", line.text, box, seat, r.k.lay.seats[seat], r.k.lay.cards[seat])
							}
						}
						if box.X < 0 || box.Right() > size[0] || box.Bottom() > size[1] {
							t.Errorf("%q (%v) leaves the screen", line.text, box)
						}
					}
				})
			}
		}
	}
}

// overlaps reports whether two rectangles share any area.
func overlaps(a, b sprites.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

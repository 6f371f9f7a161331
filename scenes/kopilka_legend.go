package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rummy/scenes/i18n"
	"rummy/sprites"
)

// The Kopilka table's legend (issue 24 item 7): in the lower left
// corner what each card does (KOP-3), in the lower right what "dead"
// and "out" mean (KOP-4), clear of every seat and card for 3 to 15
// seats (kopilka_legend_test.go).
var (
	// kopLegendCards are the card lines, top down.
	kopLegendCards = []i18n.Key{i18n.KopLegendTake, i18n.KopLegendAce, i18n.KopLegendPay}
	// kopLegendLeft and kopLegendRight are the two corners, in design
	// units: below the lowest side seats, beside the bottom ones.
	kopLegendLeft  = [4]float64{16, 672, 300, 120}
	kopLegendRight = [4]float64{964, 672, 300, 120}
)

// kopLegendLine is one drawn line of the legend with where it goes.
type kopLegendLine struct {
	text  string
	x, y  float64 // the line's anchor (left or right end) and middle
	align sprites.Align
	box   sprites.Rect
}

// legendLines lays the legend's lines out for the screen: each item
// wrapped to its corner, the items stacked up from the corner's foot.
// A corner narrows to clear the seats and cards beside it; one whose
// lines would not fit it (a small window with many seats) is left out.
func (k *Kopilka) legendLines() []kopLegendLine {
	app, f := k.app, k.lay.f
	cat := app.Cat
	if k.lay.legend.W > 0 {
		return k.legendCorner(k.legendItems(), k.lay.legend, sprites.AlignLeft) // a phone's, in one box
	}
	left := k.legendBox(f.Rect(kopLegendLeft[0], kopLegendLeft[1], kopLegendLeft[2], kopLegendLeft[3]), false)
	right := k.legendBox(f.Rect(kopLegendRight[0], kopLegendRight[1], kopLegendRight[2], kopLegendRight[3]), true)
	cards := make([]string, len(kopLegendCards))
	for i, key := range kopLegendCards {
		cards[i] = cat.T(key)
	}
	standings := []string{cat.F(i18n.KopLegendDead, cat.T(i18n.KopDead)), cat.F(i18n.KopLegendOut, cat.T(i18n.KopOut))}
	return append(k.legendCorner(cards, left, sprites.AlignLeft), k.legendCorner(standings, right, sprites.AlignRight)...)
}

// legendItems are the legend's items: the cards', then the standings'.
func (k *Kopilka) legendItems() []string {
	cat := k.app.Cat
	out := make([]string, 0, len(kopLegendCards)+2)
	for _, key := range kopLegendCards {
		out = append(out, cat.T(key))
	}
	return append(out, cat.F(i18n.KopLegendDead, cat.T(i18n.KopDead)), cat.F(i18n.KopLegendOut, cat.T(i18n.KopOut)))
}

// legendBox narrows a corner to clear every seat and card level with it
// (fromRight: the corner keeps its right edge).
func (k *Kopilka) legendBox(box sprites.Rect, fromRight bool) sprites.Rect {
	gap := 8 * k.lay.f.U
	for _, r := range append(append([]sprites.Rect(nil), k.lay.seats...), k.lay.cards...) {
		if r.Bottom() <= box.Y || r.Y >= box.Bottom() || r.Right() <= box.X || r.X >= box.Right() {
			continue
		}
		if fromRight {
			cut := r.Right() + gap - box.X
			box.X += cut
			box.W -= cut
		} else {
			box.W = r.X - gap - box.X
		}
	}
	box.W = max(0, box.W)
	return box
}

// legendCorner wraps items to a corner, their last line on its foot;
// none when they do not fit it.
func (k *Kopilka) legendCorner(items []string, box sprites.Rect, align sprites.Align) []kopLegendLine {
	face := k.legendFace()
	var lines []string
	for _, it := range items {
		for _, l := range sprites.Wrap(it, face, box.W) {
			if w, _ := sprites.Measure(l, face); w > box.W {
				return nil // a word wider than the corner
			}
			lines = append(lines, l)
		}
	}
	lh := face.Size * 1.25
	if lh*float64(len(lines)) > box.H {
		return nil
	}
	x := box.X
	if align == sprites.AlignRight {
		x = box.Right()
	}
	out := make([]kopLegendLine, len(lines))
	for i, s := range lines {
		out[i] = kopLegendLine{text: s, x: x, y: box.Bottom() - lh*(float64(len(lines)-i)-0.5), align: align, box: box}
	}
	return out
}

// legendFace is the legend's face: small, and never under the smallest
// print.
func (k *Kopilka) legendFace() *sprites.Face {
	return k.app.Fonts.Face(15*k.lay.f.U, sprites.Regular)
}

// drawLegend draws the legend.
func (k *Kopilka) drawLegend(dst *ebiten.Image) {
	face := k.legendFace()
	for _, l := range k.legendLines() {
		sprites.DrawText(dst, l.text, face, l.x, l.y, l.align, sprites.InkDim)
	}
}

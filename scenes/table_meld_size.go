package scenes

import "math"

// meldShrink is the step by which table melds shrink until all fit; the
// heights tried are a fixed ladder below the start, so a table makes card
// atlases for a few sizes only.
const meldShrink = 0.92

// meldMaxOfHand is the largest table card, as a share of a hand card's
// height: melds fill the free space up to it (issue 18: table melds as
// large as the space allows).
const meldMaxOfHand = 0.9

// meldStartHeight is the height table melds are first tried at: as tall
// as one row of the meld area allows (under its owner's label), at most
// meldMaxOfHand of a hand card, and never under the layout's meld height.
func meldStartHeight(l tableLayout, labelH float64) float64 {
	row := l.Melds.H - labelH - 8*l.u
	return math.Max(l.MeldH, math.Min(l.HandH*meldMaxOfHand, row))
}

package sprites

import "image/color"

// The colours that mark states on the table. Each one is told apart from
// the others (and from the felt) by people with protanopia, deuteranopia
// or tritanopia — checked by TestColoursStayApartForColourBlindPlayers —
// and each state also has a shape or a word, so colour is never the
// only cue.
var (
	// MarkTarget outlines a legal drop target (a solid frame).
	MarkTarget = Gold
	// MarkSelected frames a selected card (a double frame; the card lifts).
	MarkSelected = color.RGBA{0xf4, 0xf1, 0xe6, 0xff}
	// MarkHint glows round the hinted move (a thick frame and a line of text).
	MarkHint = color.RGBA{0x56, 0xb4, 0xe9, 0xff}
	// MarkIllegal marks what is refused or not a meld (a dashed frame and a word).
	MarkIllegal = color.RGBA{0xe0, 0x5a, 0x8a, 0xff}
	// MarkValid marks a staged group that is a meld (a solid frame and a word).
	MarkValid = color.RGBA{0x7c, 0xd6, 0x8c, 0xff}
	// SeatActive rings the badge of the seat whose turn it is (and an arrow).
	SeatActive = Gold
	// SeatOneCard rings a seat with one card left (and says so).
	SeatOneCard = MarkIllegal
)

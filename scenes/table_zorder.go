package scenes

// zBand is a layer of the table's cards, bottom to top: each card
// sprite's z lies inside its band, so no number of melds or staged
// groups can lift a card into the layer above.
type zBand int

// The table's layers, bottom to top.
const (
	// zMelds holds the melds on the table.
	zMelds zBand = iota
	// zDiscard holds the top of the discard pile.
	zDiscard
	// zStaging holds the groups being composed.
	zStaging
	// zHand holds the viewer's hand.
	zHand
	// zHeld holds the cards under the pointer (they cast a shadow).
	zHeld
	// zLifted holds the card of a choice, floating over everything.
	zLifted
	zBands
)

// zMaxCards is more cards than any deal uses (eight-seat Liverpool has
// 162): a meld, a staged group or a pile never holds more.
const zMaxCards = 256

// zBandSize is how many z values a band spans: room for zMaxCards
// groups of zMaxCards cards.
const zBandSize = zMaxCards * zMaxCards

// z is the z of the i-th card of a band (clamped inside the band).
func (b zBand) z(i int) int { return int(b)*zBandSize + min(max(i, 0), zBandSize-1) }

// zIn is the z of card pos of group g of a band (a meld, a staged group).
func (b zBand) zIn(g, pos int) int {
	return b.z(min(max(g, 0), zMaxCards-1)*zMaxCards + min(max(pos, 0), zMaxCards-1))
}

// bandOf is the band a z lies in.
func bandOf(z int) zBand { return zBand(z / zBandSize) }

// Package engine holds the rules of classic rummy, German rummy (Rommé) and
// Liverpool rummy: cards, decks, melds, values, options and game state.
// It is pure Go: no Ebiten, no I/O.
package engine

// Suit is a card suit. The order is clubs, diamonds, hearts, spades, as in
// the notation of RULES.md.
type Suit uint8

// The four suits.
const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
)

// NumSuits is the number of suits.
const NumSuits = 4

// Rank is a card rank: Ace = 1, 2…10, Jack = 11, Queen = 12, King = 13.
// A joker has rank 0.
type Rank uint8

// Named ranks.
const (
	NoRank Rank = 0
	Ace    Rank = 1
	Ten    Rank = 10
	Jack   Rank = 11
	Queen  Rank = 12
	King   Rank = 13
)

// Face is what is printed on a card, ignoring which physical copy it is:
// 0…51 are the natural cards (suit*13 + rank-1), JokerFace is the joker.
type Face uint8

// JokerFace is the face of every joker.
const JokerFace Face = 52

// NumFaces is the number of distinct faces (52 naturals + joker).
const NumFaces = 53

// NewFace returns the face of a natural card.
func NewFace(r Rank, s Suit) Face { return Face(uint8(s)*13 + uint8(r) - 1) }

// Rank returns the face's rank (NoRank for the joker).
func (f Face) Rank() Rank {
	if int(f) >= len(faceRanks) {
		return NoRank
	}
	return Rank(faceRanks[f])
}

// faceRanks holds the rank of each natural face, suit by suit (a table
// read is cheaper than the division it replaces, on a hot path).
const faceRanks = suitRanks + suitRanks + suitRanks + suitRanks

// suitRanks holds the ranks of one suit's faces.
const suitRanks = "\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d"

// Suit returns the face's suit (meaningless for the joker).
func (f Face) Suit() Suit { return Suit(f / 13 % 4) }

// IsJoker reports whether the face is the joker.
func (f Face) IsJoker() bool { return f == JokerFace }

// Card is one physical card: its face in the low 6 bits and, above them,
// which copy of that face it is (multi-deck games hold two 8♥; Rommé's six
// jokers are copies 0…5 of the joker face). Two cards are the same
// physical card exactly when they are equal.
type Card uint16

// NoCard is a sentinel that is never a real card.
const NoCard Card = 0xFFFF

// NewCard returns copy n of a face.
func NewCard(f Face, copyIndex int) Card { return Card(uint16(f) | uint16(copyIndex)<<6) }

// Face returns the card's face.
func (c Card) Face() Face { return Face(c & 63) }

// Copy returns which copy of its face the card is (0 for the first).
func (c Card) Copy() int { return int(c >> 6) }

// Rank returns the card's rank (NoRank for a joker).
func (c Card) Rank() Rank { return c.Face().Rank() }

// Suit returns the card's suit (meaningless for a joker).
func (c Card) Suit() Suit { return c.Face().Suit() }

// IsJoker reports whether the card is a joker.
func (c Card) IsJoker() bool { return c.Face() == JokerFace }

// Valid reports whether c encodes a real card face.
func (c Card) Valid() bool { return c != NoCard && c.Face() < NumFaces }

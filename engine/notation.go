package engine

import (
	"errors"
	"fmt"
	"strings"
)

const rankChars = "A23456789TJQK"
const suitChars = "CDHS"

// String returns the rank's letter in card notation (A 2…9 T J Q K).
func (r Rank) String() string {
	if r < Ace || r > King {
		return "?"
	}
	return rankChars[r-1 : r]
}

// String returns the suit's letter in card notation (C D H S).
func (s Suit) String() string {
	if s >= NumSuits {
		return "?"
	}
	return suitChars[s : s+1]
}

// Symbol returns the suit as ♣ ♦ ♥ ♠.
func (s Suit) Symbol() string {
	switch s {
	case Clubs:
		return "♣"
	case Diamonds:
		return "♦"
	case Hearts:
		return "♥"
	case Spades:
		return "♠"
	}
	return "?"
}

// String returns the face in card notation: "8H", "TD", "*".
func (f Face) String() string {
	if f == JokerFace {
		return "*"
	}
	if f > JokerFace {
		return "??"
	}
	return f.Rank().String() + f.Suit().String()
}

// String returns the card in card notation; the copy index is not shown.
func (c Card) String() string {
	if !c.Valid() {
		return "??"
	}
	return c.Face().String()
}

// ParseFace reads one card in notation: rank then suit ("8H", "TS", "10S"),
// or a joker ("*" or "JK"). Letters may be lower case.
func ParseFace(s string) (Face, error) {
	u := strings.ToUpper(strings.TrimSpace(s))
	if u == "*" || u == "JK" {
		return JokerFace, nil
	}
	if strings.HasPrefix(u, "10") {
		u = "T" + u[2:]
	}
	if len(u) != 2 {
		return 0, fmt.Errorf("engine: %q is not a card: write rank then suit, like 8H, TD or QS, or * for a joker", s)
	}
	ri := strings.IndexByte(rankChars, u[0])
	if ri < 0 {
		return 0, fmt.Errorf("engine: %q is not a card: the rank must be one of A 2 3 4 5 6 7 8 9 T J Q K", s)
	}
	si := strings.IndexByte(suitChars, u[1])
	if si < 0 {
		return 0, fmt.Errorf("engine: %q is not a card: the suit must be one of C D H S", s)
	}
	return NewFace(Rank(ri+1), Suit(si)), nil
}

// copyCounter hands out copy indices so that repeated faces become
// distinct physical cards.
type copyCounter [NumFaces]uint8

func (cc *copyCounter) next(f Face) Card {
	c := NewCard(f, int(cc[f]))
	cc[f]++
	return c
}

// ParseCards reads cards separated by spaces or commas. A face that occurs
// several times becomes several physical cards (copy 0, 1, …).
func ParseCards(s string) ([]Card, error) {
	var cc copyCounter
	return parseCardsWith(s, &cc)
}

func parseCardsWith(s string, cc *copyCounter) ([]Card, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' || r == '\n' || r == '\r' })
	cards := make([]Card, 0, len(fields))
	for _, f := range fields {
		face, err := ParseFace(f)
		if err != nil {
			return nil, err
		}
		if cc[face] >= 63 {
			return nil, errors.New("engine: too many copies of " + face.String())
		}
		cards = append(cards, cc.next(face))
	}
	return cards, nil
}

// ParseMelds reads melds separated by "/" ("3H 4H 5H / 7C 7D 7S"). Copy
// indices are counted across all melds, so the result holds distinct
// physical cards. An empty meld (two slashes in a row) is an error.
func ParseMelds(s string) ([][]Card, error) {
	var cc copyCounter
	parts := strings.Split(s, "/")
	melds := make([][]Card, 0, len(parts))
	for i, p := range parts {
		cards, err := parseCardsWith(p, &cc)
		if err != nil {
			return nil, err
		}
		if len(cards) == 0 {
			if len(parts) == 1 {
				return nil, errors.New("engine: no cards given")
			}
			return nil, fmt.Errorf("engine: meld %d of %d is empty: put cards between the slashes", i+1, len(parts))
		}
		melds = append(melds, cards)
	}
	return melds, nil
}

// FormatCards writes cards in notation separated by single spaces.
func FormatCards(cards []Card) string {
	var b strings.Builder
	for i, c := range cards {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// FormatMelds writes melds in notation separated by " / ".
func FormatMelds(melds [][]Card) string {
	parts := make([]string, len(melds))
	for i, m := range melds {
		parts[i] = FormatCards(m)
	}
	return strings.Join(parts, " / ")
}

package i18n

import (
	"strings"

	"rummy/engine"
)

// indices are the letters that name the ace and the court cards, on the
// cards, on the buttons and in every message.
type indices struct {
	jack, queen, king, ace string
	// text rewrites the rank letters of messages, written {J} {Q} {K} {A}.
	text *strings.Replacer
}

func newIndices(jack, queen, king, ace string) *indices {
	return &indices{jack: jack, queen: queen, king: king, ace: ace,
		text: strings.NewReplacer("{J}", jack, "{Q}", queen, "{K}", king, "{A}", ace)}
}

// latinIndices are the usual A K Q J; russianIndices the Russian Т К Д В
// (туз, король, дама, валет). Both are read-only.
var (
	latinIndices   = newIndices("J", "Q", "K", "A")
	russianIndices = newIndices("В", "Д", "К", "Т")
)

// WithRussianIndices returns the catalogue naming the ace and the court
// cards В Д К Т (on) or J Q K A (off), in any language: the cards, the
// sort button and the messages then agree.
func (c Catalog) WithRussianIndices(on bool) Catalog {
	c.ix = latinIndices
	if on {
		c.ix = russianIndices
	}
	return c
}

// RussianIndices reports whether the catalogue names ranks В Д К Т.
func (c Catalog) RussianIndices() bool { return c.ix == russianIndices }

// Rank returns a rank's index as the cards print it: 2…10, J Q K A (or
// В Д К Т).
func (c Catalog) Rank(r engine.Rank) string {
	ix := c.ix
	if ix == nil {
		ix = latinIndices
	}
	switch r {
	case engine.Ten:
		return "10"
	case engine.Jack:
		return ix.jack
	case engine.Queen:
		return ix.queen
	case engine.King:
		return ix.king
	case engine.Ace:
		return ix.ace
	}
	return r.String()
}

// Card writes a card as the table shows it: 10♥, Q♠, a word for a joker.
func (c Catalog) Card(x engine.Card) string {
	if x == engine.NoCard || !x.Valid() {
		return "?"
	}
	if x.IsJoker() {
		return c.T("arg.joker")
	}
	return c.Rank(x.Rank()) + x.Suit().Symbol()
}

// Cards writes several cards as the table shows them, separated by
// spaces.
func (c Catalog) Cards(xs []engine.Card) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = c.Card(x)
	}
	return strings.Join(parts, " ")
}

// ranks rewrites a message's rank letters ({A} …) as the cards show them.
func (c Catalog) ranks(s string) string {
	if strings.IndexByte(s, '{') < 0 {
		return s
	}
	ix := c.ix
	if ix == nil {
		ix = latinIndices
	}
	return ix.text.Replace(s)
}

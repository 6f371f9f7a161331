// Package arrange finds the best arrangement of a rummy hand into melds,
// exactly: least deadwood, the cheapest Rommé opening (ROM-7), a Liverpool
// contract (LIV-5) with the least left in hand, and the most cards shed onto
// the table. It follows the engine's meld rules for each variant and is
// the core tool of every bot. Pure Go: no I/O.
//
// An Arranger is built once per Rules (it precomputes meld tables) and
// keeps scratch space, so it is not safe for concurrent use: give each
// goroutine its own (New is cheap).
package arrange

import (
	"rummy/engine"
)

// Arranger arranges hands under one set of rules.
type Arranger struct {
	rules *engine.Rules
	cfg   meldRules
	// classic is the classic fast path's table (nil for other variants).
	classic *classicTable
	// hand values by face (CLA-8, ROM-3 or casino, LIV-SCORE-1).
	value faceValues
	gen   generator
	srch  searcher
}

// faceValues holds a value per card face, indexed by the face's 6 bits
// (faces past the joker are not cards and are worth 0).
type faceValues [64]int

// Result is an arrangement of a hand: the melds (each in table order) and
// the cards left over, with their value under the variant's hand values.
type Result struct {
	// Melds are the melds, each in table order (runs ascending, sets in
	// suit order), sorted by their lowest rank, then suit.
	Melds [][]engine.Card
	// Deadwood are the cards in no meld, in hand order.
	Deadwood []engine.Card
	// DeadwoodValue is the value of Deadwood as cards left in hand.
	DeadwoodValue int
}

// New returns an arranger for the rules.
func New(r *engine.Rules) *Arranger {
	a := &Arranger{rules: r, cfg: rulesFor(r)}
	for f := engine.Face(0); f < engine.NumFaces; f++ {
		a.value[f] = r.CardValue(engine.NewCard(f, 0))
	}
	if r.Variant == engine.Classic {
		a.classic = newClassicTable()
	}
	a.gen.init(&a.cfg, &a.value)
	return a
}

// Rules returns the rules the arranger follows.
func (a *Arranger) Rules() *engine.Rules { return a.rules }

// CardValue returns what a card left in hand costs under the rules.
func (a *Arranger) CardValue(c engine.Card) int { return a.value[c.Face()] }

// HandValue returns the value of cards left in hand.
func (a *Arranger) HandValue(cards []engine.Card) int {
	v := 0
	for _, c := range cards {
		v += a.value[c.Face()]
	}
	return v
}

// MinDeadwoodValue returns the least deadwood value the hand can be
// arranged to. It does not allocate.
func (a *Arranger) MinDeadwoodValue(hand []engine.Card) int {
	if a.classic != nil {
		var h classicHand
		if h.load(hand) {
			var sets [13]uint8
			return h.total - a.classic.classicMelded(&h, &sets)
		}
	}
	return a.generalMinDeadwood(hand, nil)
}

// MinDeadwood returns an arrangement of the hand with the least deadwood
// value. Among equal ones it is the first the search finds; the melds are
// always valid under the rules.
func (a *Arranger) MinDeadwood(hand []engine.Card) Result {
	if a.classic != nil {
		var h classicHand
		if h.load(hand) {
			return a.classicResult(hand, &h)
		}
	}
	var picks []pick
	a.generalMinDeadwood(hand, &picks)
	return a.build(hand, picks)
}

package engine

import "fmt"

// Rules is a variant's options made ready for play: validated once, with
// the settings the hot paths need unpacked into plain fields. Meld checks,
// values and (later) the game flow are methods on *Rules.
type Rules struct {
	// Variant is the rule set.
	Variant Variant
	// Options are the options the rules were built from (a private copy).
	Options Options

	classic   *ClassicOptions
	romme     *RommeOptions
	liverpool *LiverpoolOptions
	// deckCards counts each card of the deck once (see deckTable), and
	// deckMarks marks them (nil if it cannot), for CheckInvariants.
	deckCards *deckTable
	deckMarks *cardMarks
}

// NewRules validates options and returns the rules they describe.
func NewRules(o Options) (*Rules, error) {
	if o == nil {
		return nil, fmt.Errorf("engine: no options given")
	}
	if err := o.Validate(); err != nil {
		return nil, err
	}
	o = o.Clone()
	r := &Rules{Variant: o.Variant(), Options: o}
	switch o := o.(type) {
	case *ClassicOptions:
		r.classic = o
	case *RommeOptions:
		r.romme = o
	case *LiverpoolOptions:
		r.liverpool = o
	default:
		return nil, fmt.Errorf("engine: unknown options type %T", o)
	}
	t := newDeckTable(r.Deck())
	r.deckCards = &t
	r.deckMarks = t.marks()
	return r, nil
}

// MustRules is NewRules for options known to be valid (tests, defaults);
// it panics on an error.
func MustRules(o Options) *Rules {
	r, err := NewRules(o)
	if err != nil {
		panic(err)
	}
	return r
}

// DefaultRules returns the rules of a variant with default options.
func DefaultRules(v Variant) *Rules {
	o, err := NewOptions(v)
	if err != nil {
		panic(err)
	}
	return MustRules(o)
}

// Classic returns the classic options (nil for another variant).
func (r *Rules) Classic() *ClassicOptions { return r.classic }

// Romme returns the Rommé options (nil for another variant).
func (r *Rules) Romme() *RommeOptions { return r.romme }

// Liverpool returns the Liverpool options (nil for another variant).
func (r *Rules) Liverpool() *LiverpoolOptions { return r.liverpool }

// Deck returns the deck composition of these rules.
func (r *Rules) Deck() DeckSpec { return DeckFor(r.Options) }

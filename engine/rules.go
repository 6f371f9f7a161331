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
	kopilka   *KopilkaOptions
	// v is the variant's rules, chosen once here.
	v variantRules
	// feat holds the options the flow asks about, unpacked.
	feat features
	// contracts and calls answer HasContracts and CallsDiscards, which
	// the bots ask in their inner loops.
	contracts, calls bool
	// meld and layDown are the meld rules for the table and for a
	// lay-down (LIV-7).
	meld, layDown meldProfile
	// deckCards counts each card of the deck once (see deckTable), and
	// deckMarks marks them (nil if it cannot), for CheckInvariants.
	deckCards *deckTable
	deckMarks *cardMarks
	// public is the views' shared read-only copy (without the shuffle
	// seed option) that State.PeekInto hands out; nil in such a copy
	// made by a view itself.
	public *Rules
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
		r.v = classicRules{o}
	case *RommeOptions:
		r.romme = o
		r.v = rommeRules{o}
		r.feat = rommeFeatures(o)
	case *LiverpoolOptions:
		r.liverpool = o
		r.v = liverpoolRules{o}
	case *KopilkaOptions:
		r.kopilka = o
		r.v = kopilkaRules{o}
	default:
		return nil, fmt.Errorf("engine: unknown options type %T", o)
	}
	r.meld, r.layDown = r.v.profile(false), r.v.profile(true)
	r.contracts, r.calls = r.v.requirement(1).Kind == StageContract, r.v.callsDiscards()
	r.meld.values = valuesOf(r.v)
	r.layDown.values = r.meld.values
	t := newDeckTable(r.Deck())
	r.deckCards = &t
	r.deckMarks = t.marks()
	pub := new(publicRules)
	r.publicCopyInto(&pub.rules, &pub.options)
	pub.rules.public = &pub.rules
	r.public = &pub.rules
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

// Kopilka returns the Kopilka options (nil for another variant).
func (r *Rules) Kopilka() *KopilkaOptions { return r.kopilka }

// features are the options of a variant that the common flow asks about
// (all off in the variants that lack them).
type features struct {
	strictJokers, strictGroups, casino, practice bool
	turnTimer                                    int
}

// Deck returns the deck composition of these rules.
func (r *Rules) Deck() DeckSpec { return DeckFor(r.Options) }

// ruleOptions holds the options of a copy of Rules (one of the three is
// used).
type ruleOptions struct {
	classic   ClassicOptions
	romme     RommeOptions
	liverpool LiverpoolOptions
	kopilka   KopilkaOptions
}

// publicCopyInto makes dst a view's copy of r, its options living in o,
// so that writing through dst (its Options, Romme() and the like) never
// changes r. The shuffle seed option is left out (0): with it
// engine.NewGame would rebuild the hidden cards. It does not allocate;
// the deck tables, which nothing outside the engine can reach, stay
// shared.
func (r *Rules) publicCopyInto(dst *Rules, o *ruleOptions) {
	*dst = *r
	dst.public = nil
	switch {
	case r.classic != nil:
		o.classic = *r.classic
		o.classic.Seed = 0
		dst.classic, dst.Options = &o.classic, &o.classic
		dst.v = classicRules{&o.classic}
	case r.romme != nil:
		o.romme = *r.romme
		o.romme.Seed = 0
		dst.romme, dst.Options = &o.romme, &o.romme
		dst.v = rommeRules{&o.romme}
	case r.liverpool != nil:
		o.liverpool = *r.liverpool
		o.liverpool.Seed = 0
		dst.liverpool, dst.Options = &o.liverpool, &o.liverpool
		dst.v = liverpoolRules{&o.liverpool}
	case r.kopilka != nil:
		o.kopilka = *r.kopilka
		o.kopilka.Seed = 0
		dst.kopilka, dst.Options = &o.kopilka, &o.kopilka
		dst.v = kopilkaRules{&o.kopilka}
	}
}

// Equal reports whether r and o are the same rules of play: one variant
// with the same options, apart from the shuffle seed option (which a
// view's copy leaves out). A view's copy of a game's rules equals them.
func (r *Rules) Equal(o *Rules) bool {
	switch {
	case r == o:
		return true
	case r == nil || o == nil || r.Variant != o.Variant:
		return false
	case r.classic != nil && o.classic != nil:
		a, b := *r.classic, *o.classic
		a.Seed, b.Seed = 0, 0
		return a == b
	case r.romme != nil && o.romme != nil:
		a, b := *r.romme, *o.romme
		a.Seed, b.Seed = 0, 0
		return a == b
	case r.liverpool != nil && o.liverpool != nil:
		a, b := *r.liverpool, *o.liverpool
		a.Seed, b.Seed = 0, 0
		return a == b
	case r.kopilka != nil && o.kopilka != nil:
		a, b := *r.kopilka, *o.kopilka
		a.Seed, b.Seed = 0, 0
		return a == b
	}
	return false
}

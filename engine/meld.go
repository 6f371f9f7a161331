package engine

// MeldKind says whether a meld is a set (group, book) or a run.
type MeldKind uint8

// Meld kinds.
const (
	NoMeld MeldKind = iota
	Set
	Run
)

// String returns "set" or "run".
func (k MeldKind) String() string {
	switch k {
	case Set:
		return "set"
	case Run:
		return "run"
	}
	return "none"
}

// MeldInfo describes a valid meld.
type MeldInfo struct {
	// Kind is Set or Run.
	Kind MeldKind
	// Rank is a set's rank.
	Rank Rank
	// Suit is a run's suit.
	Suit Suit
	// Low is the rank at a run's first position: 1 for an ace-low run;
	// positions count up from it (14 is an ace after the king; with cyclic
	// runs ranks wrap past 14 back to 2).
	Low int
	// Jokers counts the jokers in the meld.
	Jokers int
	// Value is the meld's value as tools print it: ROM-3 for Rommé (a
	// joker worth the card it stands for), CLA-8 for classic, LIV-SCORE-1
	// for Liverpool (a joker 15).
	Value int
}

// MeldError is a reason a meld is not valid, as a sentence a player
// understands. It is a small value so that rejecting a meld does not
// allocate.
type MeldError uint8

// Reasons a meld is rejected.
const (
	ErrMeldTooShort MeldError = iota + 1
	ErrMeldMixed
	ErrSetTooLong
	ErrSetSuitTwice
	ErrRunMixedSuits
	ErrRunGap
	ErrRunOrder
	ErrRunAceInside
	ErrRunTooLong
	ErrRunRankTwice
	ErrAllJokers
	ErrTooManyJokers
	ErrJokersAdjacent
	ErrNoJokers
	ErrStrictSetOrder
	ErrRunTooShort
	ErrBookTooShort
	ErrBookNaturals
	ErrRunNaturals
	ErrRunJokerDensity
	ErrNotAMeld
	ErrAceLowOnly
)

var meldErrorText = [...]string{
	ErrMeldTooShort:    "a meld needs at least 3 cards",
	ErrMeldMixed:       "the cards form neither a set (one rank) nor a run (one suit in sequence)",
	ErrSetTooLong:      "a set has at most 4 cards, one of each suit",
	ErrSetSuitTwice:    "a set may hold each suit only once",
	ErrRunMixedSuits:   "a run must be all one suit",
	ErrRunGap:          "the cards of a run must follow each other without gaps",
	ErrRunOrder:        "a run is laid in ascending order, like 5H 6H 7H",
	ErrRunAceInside:    "the ace cannot sit inside a run unless cyclic runs are on",
	ErrRunTooLong:      "a run has at most 13 cards",
	ErrRunRankTwice:    "a run may hold each rank only once",
	ErrAllJokers:       "a meld needs natural cards, not only jokers",
	ErrTooManyJokers:   "a meld must have fewer jokers than natural cards",
	ErrJokersAdjacent:  "with strict jokers, two jokers may not sit side by side",
	ErrNoJokers:        "this game is played without jokers",
	ErrStrictSetOrder:  "with strict groups, a set is laid in the suit order clubs, spades, hearts, diamonds without gaps",
	ErrRunTooShort:     "a run needs at least 4 cards",
	ErrBookTooShort:    "a book needs at least 3 cards",
	ErrBookNaturals:    "a book needs at least 2 natural cards",
	ErrRunNaturals:     "a run needs at least 3 natural cards",
	ErrRunJokerDensity: "a run may have at most one joker in every four cards",
	ErrNotAMeld:        "the cards form neither a set nor a run",
	ErrAceLowOnly:      "the ace is low in this game: A-2-3 is a run, Q-K-A is not",
}

// Error returns the reason as a sentence.
func (e MeldError) Error() string {
	if int(e) < len(meldErrorText) && meldErrorText[e] != "" {
		return meldErrorText[e]
	}
	return "the meld is not valid"
}

// CheckMeld reports whether cards, in table order (runs ascending, a joker
// standing for the position it occupies), form a valid meld to lay down
// under these rules, and describes it. It does not allocate.
func (r *Rules) CheckMeld(cards []Card) (MeldInfo, error) {
	switch r.Variant {
	case Classic:
		return checkClassicMeld(cards)
	}
	return MeldInfo{}, ErrNotAMeld
}

// checkClassicMeld applies CLA-1 and CLA-4: one deck, no jokers, sets of 3
// or 4 of a rank, runs of 3 or more of a suit with the ace low only.
func checkClassicMeld(cards []Card) (MeldInfo, error) {
	if len(cards) < 3 {
		return MeldInfo{}, ErrMeldTooShort
	}
	for _, c := range cards {
		if c.IsJoker() {
			return MeldInfo{}, ErrNoJokers
		}
	}
	first := cards[0]
	sameRank := true
	for _, c := range cards[1:] {
		if c.Rank() != first.Rank() {
			sameRank = false
			break
		}
	}
	if sameRank {
		if len(cards) > 4 {
			return MeldInfo{}, ErrSetTooLong
		}
		var seen [NumSuits]bool
		value := 0
		for _, c := range cards {
			if seen[c.Suit()] {
				return MeldInfo{}, ErrSetSuitTwice
			}
			seen[c.Suit()] = true
			value += classicValue(c)
		}
		return MeldInfo{Kind: Set, Rank: first.Rank(), Value: value}, nil
	}
	value := 0
	for i, c := range cards {
		if c.Suit() != first.Suit() {
			return MeldInfo{}, ErrNotAMeld
		}
		if i > 0 {
			prev := cards[i-1].Rank()
			switch {
			case c.Rank() == Ace && prev == King:
				return MeldInfo{}, ErrAceLowOnly
			case c.Rank() == prev:
				return MeldInfo{}, ErrRunRankTwice
			case c.Rank() < prev:
				return MeldInfo{}, ErrRunOrder
			case c.Rank() != prev+1:
				return MeldInfo{}, ErrRunGap
			}
		}
		value += classicValue(c)
	}
	return MeldInfo{Kind: Run, Suit: first.Suit(), Low: int(first.Rank()), Value: value}, nil
}

// classicValue is CLA-8: J/Q/K 10, ace 1, 2–10 face value.
func classicValue(c Card) int {
	if r := c.Rank(); r < Ten {
		return int(r)
	}
	return 10
}

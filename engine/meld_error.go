package engine

import "fmt"

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
	ErrRunCorner
	ErrRunJokerFit
	ErrNotACard
	ErrCardTwice
	ErrNoMelds
	ErrSwapNoJoker
	ErrSwapNatural
	ErrSwapWrongCard
	ErrSwapBook
	ErrSwapStrict
	ErrSwapSuitThere
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
	ErrRunJokerDensity: "a run may have at most one joker in any four cards in a row",
	ErrNotAMeld:        "the cards form neither a set nor a run",
	ErrAceLowOnly:      "the ace is low in this game: A-2-3 is a run, Q-K-A is not",
	ErrRunCorner:       "a run may not turn the corner: the ace is either low (A-2-3-4) or high (J-Q-K-A)",
	ErrRunJokerFit:     "each joker stands for the card at its place, and here they do not fill the run exactly",
	ErrNotACard:        "one of the cards is not a real card",
	ErrCardTwice:       "the same card is used twice",
	ErrNoMelds:         "lay down at least one meld",
	ErrSwapNoJoker:     "there is no joker at that place",
	ErrSwapNatural:     "only a natural card can take a joker's place",
	ErrSwapWrongCard:   "that card is not the one the joker stands for",
	ErrSwapBook:        "a joker in a book can never be swapped; only jokers in runs can",
	ErrSwapStrict:      "with strict jokers, a joker may only be taken from a set of four",
	ErrSwapSuitThere:   "that suit is already in the set; the joker stands for a missing suit",
}

// Error returns the reason as a sentence.
func (e MeldError) Error() string {
	if int(e) < len(meldErrorText) && meldErrorText[e] != "" {
		return meldErrorText[e]
	}
	return "the meld is not valid"
}

// MeldsError says which of several melds is not valid and why.
type MeldsError struct {
	// Index is the meld's position, from 0.
	Index int
	// Reason is why it is not valid.
	Reason MeldError
}

// Error returns "meld N: reason", counting melds from 1.
func (e *MeldsError) Error() string {
	return fmt.Sprintf("meld %d: %s", e.Index+1, e.Reason.Error())
}

// Unwrap returns the reason.
func (e *MeldsError) Unwrap() error { return e.Reason }

// meldErrorNames are the reasons' stable names, for translations.
var meldErrorNames = [...]string{
	ErrMeldTooShort:    "too_short",
	ErrMeldMixed:       "mixed",
	ErrSetTooLong:      "set_too_long",
	ErrSetSuitTwice:    "set_suit_twice",
	ErrRunMixedSuits:   "run_mixed_suits",
	ErrRunGap:          "run_gap",
	ErrRunOrder:        "run_order",
	ErrRunAceInside:    "run_ace_inside",
	ErrRunTooLong:      "run_too_long",
	ErrRunRankTwice:    "run_rank_twice",
	ErrAllJokers:       "all_jokers",
	ErrTooManyJokers:   "too_many_jokers",
	ErrJokersAdjacent:  "jokers_adjacent",
	ErrNoJokers:        "no_jokers",
	ErrStrictSetOrder:  "strict_set_order",
	ErrRunTooShort:     "run_too_short",
	ErrBookTooShort:    "book_too_short",
	ErrBookNaturals:    "book_naturals",
	ErrRunNaturals:     "run_naturals",
	ErrRunJokerDensity: "run_joker_density",
	ErrNotAMeld:        "not_a_meld",
	ErrAceLowOnly:      "ace_low_only",
	ErrRunCorner:       "run_corner",
	ErrRunJokerFit:     "run_joker_fit",
	ErrNotACard:        "not_a_card",
	ErrCardTwice:       "card_twice",
	ErrNoMelds:         "no_melds",
	ErrSwapNoJoker:     "swap_no_joker",
	ErrSwapNatural:     "swap_natural",
	ErrSwapWrongCard:   "swap_wrong_card",
	ErrSwapBook:        "swap_book",
	ErrSwapStrict:      "swap_strict",
	ErrSwapSuitThere:   "swap_suit_there",
}

// Key returns the reason's stable name, like "run_gap", for translations;
// "invalid" for an unknown reason.
func (e MeldError) Key() string {
	if int(e) < len(meldErrorNames) && meldErrorNames[e] != "" {
		return meldErrorNames[e]
	}
	return "invalid"
}

package arrange

import "rummy/engine"

// meldRules are the meld rules of a variant, unpacked for the search.
type meldRules struct {
	variant engine.Variant
	// jokers says whether jokers may sit in melds at all.
	jokers bool
	// setMin and setMax bound a set's size (setMax 0 = no bound).
	setMin, setMax int
	// setDupSuits allows the same suit twice in a set (Liverpool books).
	setDupSuits bool
	// runMin and runMax bound a run's length.
	runMin, runMax int
	// aceHigh lets an ace end a run after the king; cyclic lets it sit
	// inside (ROM-SR-CYCLIC).
	aceHigh, cyclic bool
	// fewerJokers is ROM-6: fewer jokers than naturals in every meld.
	fewerJokers bool
	// liverpool is LIV-7: a book keeps 2 naturals; a run has 3 naturals and
	// at most one joker in any four cards in a row.
	liverpool bool
	// strictJokers (ROM-SR-STRICTJOKER) forbids adjacent jokers;
	// strictGroups (ROM-SR-STRICTSET) fixes the suit order of sets.
	strictJokers, strictGroups bool
	// rommeValues values melds by ROM-3 (a joker worth the card it stands
	// for, an ace 1 only when it starts a run before the 2); otherwise a
	// meld is worth its cards' hand values (CLA-8, LIV-SCORE-1).
	rommeValues bool
	// jokerMeldValue is a joker's meld value outside Rommé.
	jokerMeldValue int
}

// rulesFor unpacks the meld rules of r (CLA-4, ROM-4…ROM-6, LIV-4, LIV-7).
func rulesFor(r *engine.Rules) meldRules {
	switch r.Variant {
	case engine.Romme:
		o := r.Romme()
		return meldRules{variant: engine.Romme, jokers: o.Jokers, setMin: 3, setMax: 4,
			runMin: 3, runMax: 13, aceHigh: true, cyclic: o.CyclicRuns, fewerJokers: true,
			strictJokers: o.StrictJokers, strictGroups: o.StrictGroups, rommeValues: true}
	case engine.Liverpool:
		return meldRules{variant: engine.Liverpool, jokers: true, setMin: 3, setDupSuits: true,
			runMin: 4, runMax: 13, aceHigh: true, liverpool: true, jokerMeldValue: 15}
	}
	return meldRules{variant: engine.Classic, setMin: 3, setMax: 4, runMin: 3, runMax: 13}
}

// rommeMeldValue is ROM-3's value of a rank index (0 = ace) in a meld;
// first says the card starts a run (an ace there is low, worth 1).
func rommeMeldValue(rankIdx int, first bool) int {
	switch {
	case rankIdx == 0 && first:
		return 1
	case rankIdx == 0:
		return 11
	case rankIdx >= 9:
		return 10
	}
	return rankIdx + 1
}

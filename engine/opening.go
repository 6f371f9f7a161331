package engine

import "fmt"

// OpeningRequirement returns the points a Rommé player's first melds must
// total (ROM-7: 30; ROM-SR-40: 40; ROM-SR-NOOPEN and ROM-SR-SMALL: 0).
// The other variants have no opening requirement and return 0.
func (r *Rules) OpeningRequirement() int {
	if o := r.romme; o != nil {
		return o.OpeningPoints()
	}
	return 0
}

// OpeningError says an opening falls short of the requirement.
type OpeningError struct {
	// Total is what the melds are worth; Needed the requirement.
	Total, Needed int
}

// Error returns a sentence like "opening melds total 24 points; 30 needed".
func (e *OpeningError) Error() string {
	return fmt.Sprintf("opening melds total %d points; %d needed", e.Total, e.Needed)
}

// CheckOpening reports whether melds, laid down together in one turn, open
// (ROM-7): every meld valid with at least 3 cards, no card used twice, and
// the values (ROM-3) adding up to at least OpeningRequirement. It returns
// the total. A *MeldsError names an invalid meld; an *OpeningError a total
// that falls short. It does not allocate when the opening is valid.
func (r *Rules) CheckOpening(melds [][]Card) (total int, err error) {
	if len(melds) == 0 {
		return 0, ErrNoMelds
	}
	p := r.profile(true)
	for i, m := range melds {
		info, e := p.check(m)
		if e == 0 && cardsReused(melds, i) {
			e = ErrCardTwice
		}
		if e != 0 {
			return 0, &MeldsError{Index: i, Reason: e}
		}
		total += info.Value
	}
	if need := r.OpeningRequirement(); total < need {
		return total, &OpeningError{Total: total, Needed: need}
	}
	return total, nil
}

// cardsReused reports whether a card of melds[i] also occurs in an earlier
// meld.
func cardsReused(melds [][]Card, i int) bool {
	for _, c := range melds[i] {
		for _, m := range melds[:i] {
			for _, d := range m {
				if c == d {
					return true
				}
			}
		}
	}
	return false
}

package engine

// JokerStandsFor returns which card the joker at position i of a meld on
// the table stands for (ROM-10). In a run it is the card of that position.
// In a set with strict groups it is the suit its position implies; in any
// other set the joker stands for any missing suit, so anySuit is true and
// f carries the set's rank with the first missing suit. For a position
// that holds no joker, or cards that are not a valid meld, f is JokerFace.
func (r *Rules) JokerStandsFor(meld []Card, i int) (f Face, anySuit bool) {
	if i < 0 || i >= len(meld) || !meld[i].IsJoker() {
		return JokerFace, false
	}
	p := r.profile(false)
	info, e := p.check(meld)
	if e != 0 {
		return JokerFace, false
	}
	if info.Kind == Run {
		return NewFace(rankAt(info.Low+i), info.Suit), false
	}
	if p.strictSet {
		return NewFace(info.Rank, strictSuit[strictStart(meld)+i]), false
	}
	var seen [NumSuits]bool
	for _, c := range meld {
		if !c.IsJoker() {
			seen[c.Suit()] = true
		}
	}
	s := Clubs
	for s < NumSuits-1 && seen[s] {
		s++
	}
	return NewFace(info.Rank, s), true
}

// CheckJokerSwap reports whether natural card c may take the place of the
// joker at position i of a meld on the table (ROM-10, LIV-8). With strict
// jokers (ROM-SR-STRICTJOKER) only a set of four gives up its joker; in
// Liverpool only runs do. When and how often a swap may happen, and where
// the freed joker must go, is for the game flow. It does not allocate.
func (r *Rules) CheckJokerSwap(meld []Card, i int, c Card) error {
	if i < 0 || i >= len(meld) || !meld[i].IsJoker() {
		return ErrSwapNoJoker
	}
	if !c.Valid() || c.IsJoker() {
		return ErrSwapNatural
	}
	p := r.profile(false)
	info, e := p.check(meld)
	if e != 0 {
		return e
	}
	switch {
	case p.variant == Liverpool && info.Kind == Set:
		return ErrSwapBook
	case p.strictJokers && (info.Kind != Set || len(meld) != NumSuits):
		return ErrSwapStrict
	}
	f, anySuit := r.JokerStandsFor(meld, i)
	if anySuit {
		if c.Rank() != info.Rank {
			return ErrSwapWrongCard
		}
		for _, d := range meld {
			if !d.IsJoker() && d.Suit() == c.Suit() {
				return ErrSwapSuitThere
			}
		}
	} else if c.Face() != f {
		return ErrSwapWrongCard
	}
	for _, d := range meld {
		if d == c {
			return ErrCardTwice
		}
	}
	return nil
}

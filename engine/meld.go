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

// High returns the position of the last card of a run of n cards (see
// Low): 14 for a run ending on an ace after the king.
func (m MeldInfo) High(n int) int { return m.Low + n - 1 }

// CheckMeld reports whether cards, in table order (runs ascending, a joker
// standing for the position it occupies), form a valid meld to lay down
// under these rules, and describes it. It does not allocate.
func (r *Rules) CheckMeld(cards []Card) (MeldInfo, error) {
	info, e := r.checkMeld(cards, true)
	if e != 0 {
		return MeldInfo{}, e
	}
	return info, nil
}

// CheckTableMeld reports whether cards form a valid meld on the table,
// after lay-offs and joker swaps (COM-6). It is CheckMeld without the
// limits that only apply when a meld is laid down: in Liverpool (LIV-7) a
// run on the table may hold any number of jokers, while a book still keeps
// 2 natural cards. It does not allocate.
func (r *Rules) CheckTableMeld(cards []Card) (MeldInfo, error) {
	info, e := r.checkMeld(cards, false)
	if e != 0 {
		return MeldInfo{}, e
	}
	return info, nil
}

// meldProfile is what meld checks need to know about the rules, unpacked
// from the options.
type meldProfile struct {
	variant      Variant
	jokers       bool // jokers are in play
	fewerJokers  bool // ROM-6: fewer jokers than naturals
	strictJokers bool // ROM-SR-STRICTJOKER: no two jokers side by side
	strictSet    bool // ROM-SR-STRICTSET
	uniqueSuits  bool // a set holds each suit once (not Liverpool books)
	setMax       int  // most cards in a set; 0 = no limit
	runMin       int  // fewest cards in a run
	top          int  // highest run position: 13 (ace low only) or 14
	cyclic       bool // ROM-SR-CYCLIC
	bookNaturals bool // LIV-7: a book keeps 2 natural cards
	runLimits    bool // LIV-7 lay-down limits on runs
	// corner is the error for a run that would need the ace round the
	// corner.
	corner MeldError
	// values are the variant's card values.
	values *faceValues
}

func (r *Rules) profile(layDown bool) meldProfile {
	if layDown {
		return r.layDown
	}
	return r.meld
}

// checkMeld is CheckMeld (layDown) or CheckTableMeld; 0 means valid.
func (r *Rules) checkMeld(cards []Card, layDown bool) (MeldInfo, MeldError) {
	p := r.profile(layDown)
	return p.check(cards)
}

func (p *meldProfile) check(cards []Card) (MeldInfo, MeldError) {
	n := len(cards)
	if n < 3 {
		return MeldInfo{}, ErrMeldTooShort
	}
	jokers := 0
	first := NoCard
	sameRank := true
	for i, c := range cards {
		if !c.Valid() {
			return MeldInfo{}, ErrNotACard
		}
		for _, d := range cards[:i] {
			if d == c {
				return MeldInfo{}, ErrCardTwice
			}
		}
		switch {
		case c.IsJoker():
			jokers++
		case first == NoCard:
			first = c
		case c.Rank() != first.Rank():
			sameRank = false
		}
	}
	if jokers > 0 && !p.jokers {
		return MeldInfo{}, ErrNoJokers
	}
	if first == NoCard {
		return MeldInfo{}, ErrAllJokers
	}
	if p.fewerJokers && jokers >= n-jokers {
		return MeldInfo{}, ErrTooManyJokers
	}
	if p.strictJokers {
		for i := 1; i < n; i++ {
			if cards[i].IsJoker() && cards[i-1].IsJoker() {
				return MeldInfo{}, ErrJokersAdjacent
			}
		}
	}
	if !sameRank {
		return p.checkRun(cards, jokers)
	}
	info, e := p.checkSet(cards, first.Rank(), jokers)
	if e == 0 || n-jokers > 1 {
		return info, e
	}
	// One natural card among jokers could also start a run.
	if run, re := p.checkRun(cards, jokers); re == 0 {
		return run, 0
	}
	return info, e
}

package engine

// rankAt returns the rank at run position p ≥ 1: 1 is the ace before the
// 2, 14 the ace after the king, and cyclic runs wrap on to 15 = 2.
func rankAt(p int) Rank { return Rank((p-1)%13 + 1) }

// checkRun checks a run of one suit: CLA-1, CLA-4, ROM-5, ROM-SR-CYCLIC,
// LIV-2, LIV-4 and LIV-7's lay-down limits.
func (p *meldProfile) checkRun(cards []Card, jokers int) (MeldInfo, MeldError) {
	n := len(cards)
	if n < p.runMin {
		return MeldInfo{}, ErrRunTooShort
	}
	suit := Suit(0)
	var seen [King + 1]bool
	for _, c := range cards {
		if c.IsJoker() {
			continue
		}
		if seen[c.Rank()] {
			return MeldInfo{}, p.mixedOrTwice(cards)
		}
		seen[c.Rank()] = true
	}
	first := true
	for _, c := range cards {
		if c.IsJoker() {
			continue
		}
		if first {
			suit, first = c.Suit(), false
		} else if c.Suit() != suit {
			return MeldInfo{}, ErrRunMixedSuits
		}
	}
	if n > 13 {
		return MeldInfo{}, ErrRunTooLong
	}
	if p.runLimits {
		if n-jokers < 3 {
			return MeldInfo{}, ErrRunNaturals
		}
		if jokers > 1 && !jokersSpaced(cards) {
			return MeldInfo{}, ErrRunJokerDensity
		}
	}
	low, e := p.runLow(cards)
	if e != 0 {
		return MeldInfo{}, e
	}
	value := 0
	for k, c := range cards {
		if p.variant == Romme {
			value += rommeRunValue(low + k)
		} else {
			value += p.handValue(c)
		}
	}
	return MeldInfo{Kind: Run, Suit: suit, Low: low, Jokers: jokers, Value: value}, 0
}

// jokersSpaced reports whether any four consecutive cards of a run hold
// at most one joker (LIV-7 at lay-down): jokers stand at least four
// places apart.
func jokersSpaced(cards []Card) bool {
	last := -4
	for k, c := range cards {
		if c.IsJoker() {
			if k-last < 4 {
				return false
			}
			last = k
		}
	}
	return true
}

// jokerMaskSpaced is jokersSpaced for a mask of joker positions (bit i
// for position i+1).
func jokerMaskSpaced(m uint16) bool { return m&(m>>1) == 0 && m&(m>>2) == 0 && m&(m>>3) == 0 }

// jokerWithin3 reports whether the mask of joker positions (bit i for
// position i+1) holds a joker among the three positions before p or the
// three after it, so that a joker at p would break jokerMaskSpaced.
func jokerWithin3(m uint16, p int) bool {
	near := uint32(0x7F) << uint(p-1) >> 3 // positions p-3 … p+3
	return uint32(m)&near&^(1<<uint(p-1)) != 0
}

// mixedOrTwice explains a rank that occurs twice in a would-be run: with
// one suit it is a run holding a rank twice, otherwise a mix of set and run.
func (p *meldProfile) mixedOrTwice(cards []Card) MeldError {
	first := NoCard
	for _, c := range cards {
		if c.IsJoker() {
			continue
		}
		if first == NoCard {
			first = c
		} else if c.Suit() != first.Suit() {
			return ErrMeldMixed
		}
	}
	return ErrRunRankTwice
}

// runLow returns the position of a run's first card, given natural cards
// of one suit with distinct ranks and at most 13 cards.
func (p *meldProfile) runLow(cards []Card) (int, MeldError) {
	k0, r0 := -1, NoRank
	for k, c := range cards {
		if !c.IsJoker() {
			k0, r0 = k, c.Rank()
			break
		}
	}
	cyclicLow := ((int(r0)-1-k0)%13+13)%13 + 1
	if p.cyclic {
		if runFits(cards, cyclicLow, 0) {
			return cyclicLow, 0
		}
		return 0, runMismatch(cards, true)
	}
	// Anchor on a natural card that is not an ace when there is one; an
	// ace may be position 1 or 14.
	for k, c := range cards {
		if !c.IsJoker() && c.Rank() != Ace {
			k0, r0 = k, c.Rank()
			break
		}
	}
	if low := int(r0) - k0; runFits(cards, low, p.top) {
		return low, 0
	}
	if r0 == Ace {
		if low := 14 - k0; runFits(cards, low, p.top) {
			return low, 0
		}
	}
	if runFits(cards, cyclicLow, 0) {
		// The cards would fit if the ace could go round the corner.
		return 0, p.corner
	}
	return 0, runMismatch(cards, false)
}

// runFits reports whether every natural card matches its position when
// the first position is low. With top > 0 positions must stay within
// 1…top; top = 0 lets them wrap (cyclic runs).
func runFits(cards []Card, low, top int) bool {
	if top > 0 && (low < 1 || low+len(cards)-1 > top) {
		return false
	}
	for k, c := range cards {
		if !c.IsJoker() && rankAt(low+k) != c.Rank() {
			return false
		}
	}
	return true
}

// runMismatch explains why natural cards do not line up: out of order, a
// gap between neighbours, or jokers that do not fill the gaps exactly.
// Cyclic runs have no wrong order, only gaps.
func runMismatch(cards []Card, cyclic bool) MeldError {
	k1, r1 := -1, 0
	for k, c := range cards {
		if c.IsJoker() {
			continue
		}
		r := int(c.Rank())
		if k1 >= 0 {
			if r == 1 {
				r = 14
			}
			d := r - r1
			if cyclic {
				d = (d + 13) % 13
			} else if d < 0 {
				return ErrRunOrder
			}
			if d != k-k1 {
				if k-k1 == 1 {
					return ErrRunGap
				}
				return ErrRunJokerFit
			}
		}
		k1, r1 = k, r
	}
	return ErrRunGap
}

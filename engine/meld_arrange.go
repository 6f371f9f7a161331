package engine

import "sort"

// ArrangeMeld puts cards chosen in any order into a valid table order for
// a new meld: a run ascending with its jokers in the gaps or at the ends,
// a set in strict-group order when that option is on (otherwise by suit,
// jokers last). When several placements of the jokers are valid it takes
// the most valuable one (for Rommé a joker goes above the top card rather
// than below the bottom). When no order works, the error says why.
func (r *Rules) ArrangeMeld(cards []Card) ([]Card, MeldInfo, error) {
	p := r.profile(true)
	naturals := make([]Card, 0, len(cards))
	jokers := make([]Card, 0, len(cards))
	for _, c := range cards {
		if c.IsJoker() {
			jokers = append(jokers, c)
		} else {
			naturals = append(naturals, c)
		}
	}
	sort.Slice(naturals, func(i, j int) bool {
		a, b := naturals[i], naturals[j]
		if a.Rank() != b.Rank() {
			return a.Rank() < b.Rank()
		}
		if a.Suit() != b.Suit() {
			return strictRank[a.Suit()] < strictRank[b.Suit()]
		}
		return a < b
	})
	plain := append(append(make([]Card, 0, len(cards)), naturals...), jokers...)
	var best []Card
	var bestInfo MeldInfo
	try := func(order []Card) {
		info, e := p.check(order)
		if e == 0 && (best == nil || info.Value > bestInfo.Value) {
			best = append(best[:0:0], order...)
			bestInfo = info
		}
	}
	try(plain)
	if p.strictSet {
		for start := 0; start < NumSuits; start++ {
			if order := placeBySuit(naturals, jokers, start); order != nil {
				try(order)
			}
		}
	}
	for _, order := range runOrders(naturals, jokers, p.top, p.cyclic) {
		try(order)
	}
	if best == nil {
		return nil, MeldInfo{}, p.arrangeError(plain, naturals, jokers)
	}
	return best, bestInfo, nil
}

// runOrders lists every way to lay the cards as a run: one per first
// position (see runFits for top and cyclic).
func runOrders(naturals, jokers []Card, top int, cyclic bool) [][]Card {
	if len(naturals)+len(jokers) > 13 {
		return nil
	}
	lows := 14
	if cyclic {
		lows, top = 13, 0
	}
	var orders [][]Card
	for low := 1; low <= lows; low++ {
		if order := placeInRun(naturals, jokers, low, top); order != nil {
			orders = append(orders, order)
		}
	}
	return orders
}

// arrangeError explains why no order works: the cards would make a run
// if the ace could go round the corner, or else whatever is wrong with
// them sorted.
func (p *meldProfile) arrangeError(plain, naturals, jokers []Card) MeldError {
	_, e := p.check(plain)
	if p.cyclic || e == ErrTooManyJokers || e == ErrNoJokers || e == ErrJokersAdjacent {
		return e
	}
	wrap := *p
	wrap.cyclic = true
	for _, order := range runOrders(naturals, jokers, p.top, true) {
		if _, we := wrap.check(order); we == 0 {
			_, e = p.check(order)
			return e
		}
	}
	return e
}

// placeBySuit lays a set's cards in strict-group order from place start,
// jokers filling the free places; nil when the naturals do not fit.
func placeBySuit(naturals, jokers []Card, start int) []Card {
	n := len(naturals) + len(jokers)
	if start+n > NumSuits {
		return nil
	}
	order := emptyOrder(n)
	for _, c := range naturals {
		k := strictRank[c.Suit()] - start
		if k < 0 || k >= n || order[k] != NoCard {
			return nil
		}
		order[k] = c
	}
	return fillJokers(order, jokers)
}

// placeInRun lays a run's cards from position low (see runFits for top),
// jokers filling the free positions; nil when the naturals do not fit.
func placeInRun(naturals, jokers []Card, low, top int) []Card {
	n := len(naturals) + len(jokers)
	if top > 0 && low+n-1 > top {
		return nil
	}
	order := emptyOrder(n)
	for _, c := range naturals {
		k := -1
		for j := 0; j < n; j++ {
			if rankAt(low+j) == c.Rank() {
				k = j
				break
			}
		}
		if k < 0 || order[k] != NoCard {
			return nil
		}
		order[k] = c
	}
	return fillJokers(order, jokers)
}

// emptyOrder returns n free places (NoCard).
func emptyOrder(n int) []Card {
	order := make([]Card, n)
	for i := range order {
		order[i] = NoCard
	}
	return order
}

// fillJokers puts the jokers, in order, on the free places; nil if their
// count does not match.
func fillJokers(order, jokers []Card) []Card {
	j := 0
	for i, c := range order {
		if c == NoCard {
			if j >= len(jokers) {
				return nil
			}
			order[i] = jokers[j]
			j++
		}
	}
	if j != len(jokers) {
		return nil
	}
	return order
}

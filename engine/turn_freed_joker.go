package engine

// A joker swapped out under strict jokers goes into the hand and must be
// melded before the turn ends (ROM-SR-STRICTJOKER): a discard while it is
// still in hand is refused, so every action until then (the swap itself
// included) must leave the player a way to meld it and still discard.
// That way is looked for in one step: the joker laid off on a table
// meld, or in a new meld with two natural cards of the hand. The search
// is sound (when it finds a way, Legal lists it) though not complete (a
// joker that could go only into a longer new meld is not found), so a
// player is never left with the joker in hand and nothing to do.

// freedJoker returns the joker the seat freed this turn and still holds
// (ROM-SR-STRICTJOKER), or NoCard.
func (x *actor) freedJoker() Card {
	j := x.p.TurnState.FreedJoker
	if !j.IsJoker() || !x.strictJokers() || indexOf(x.hand, j) < 0 {
		return NoCard
	}
	return j
}

// freedJokerPlace reports whether joker j, held in hand, can be melded in
// one step that leaves the player a card to discard (or takes them out):
// laid off on a table meld, where meld m (if m ≥ 0) will hold mcards
// after the action being judged, or in a new meld of j and two natural
// cards of hand.
func (x *actor) freedJokerPlace(hand []Card, j Card, m int, mcards []Card) bool {
	r := x.p.Rules
	var restBuf [handBuf]Card
	rest := restBuf[:0]
	for _, c := range hand {
		if c != j {
			rest = append(rest, c)
		}
	}
	if x.leavesPlain(rest) == nil {
		for i, t := range x.p.Table {
			cards := t.Cards
			if i == m {
				cards = mcards
			}
			if front, back := r.layOffPositions(cards, j); front || back {
				return true
			}
		}
	}
	found := false
	x.eachFreedJokerMeld(rest, j, func(meld [3]Card) bool {
		var leftBuf [handBuf]Card
		left, _ := takeCardsInto(leftBuf[:0], rest, meld[:])
		found = x.leavesPlain(left) == nil
		return found
	})
	return found
}

// eachFreedJokerMeld calls f with every valid new meld (in table order)
// of joker j and two natural cards of rest, until f returns true; a set
// comes once, the joker last, unless strict groups fix its place.
func (x *actor) eachFreedJokerMeld(rest []Card, j Card, f func([3]Card) bool) {
	r := x.p.Rules
	strictSets := r.feat.strictGroups
	for a, ca := range rest {
		if ca.IsJoker() {
			continue
		}
		for _, cb := range rest[a+1:] {
			if cb.IsJoker() || (ca.Rank() != cb.Rank() && ca.Suit() != cb.Suit()) {
				continue // neither a set nor a run
			}
			orders := [...][3]Card{
				{ca, cb, j}, {j, ca, cb}, {ca, j, cb},
				{j, cb, ca}, {cb, j, ca}, {cb, ca, j},
			}
			tries := orders[:]
			if ca.Rank() == cb.Rank() && !strictSets {
				tries = orders[:1]
			}
			for _, order := range tries {
				if _, err := r.CheckMeld(order[:]); err == nil && f(order) {
					return
				}
			}
		}
	}
}

// freedJokerMelds lists the new melds Legal proposes for a freed joker
// (see eachFreedJokerMeld), so that one is offered whenever
// freedJokerPlace found one.
func (x *actor) freedJokerMelds(j Card) [][]Card {
	var out [][]Card
	x.eachFreedJokerMeld(x.hand, j, func(meld [3]Card) bool {
		out = append(out, append([]Card(nil), meld[:]...))
		return false
	})
	return out
}

// sameOrder reports whether a and b hold the same cards in the same order.
func sameOrder(a, b []Card) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// keepsFreedJokerPlace checks, while a freed joker is held, that the hand
// rest an action leaves (with meld m holding mcards afterwards, if m ≥ 0)
// still lets the player meld it (ROM-SR-STRICTJOKER).
func (x *actor) keepsFreedJokerPlace(rest []Card, m int, mcards []Card) error {
	j := x.freedJoker()
	if j == NoCard || indexOf(rest, j) < 0 {
		return nil
	}
	if !x.freedJokerPlace(rest, j, m, mcards) {
		return refuse(RefuseFreedJokerStuck)
	}
	return nil
}

package engine

// Moves is what a seat may do in one position: the actions Legal lists,
// asked once, with the questions a table asks when cards are dropped
// (which ends of a meld take this card, which swaps free this joker).
// It is exact for every kind of action Legal enumerates; new melds
// (ActMeld) are listed only as candidates, so whether other cards make
// a meld is View.Check's to say, and View.Check also gives the reason
// for an action that is not listed.
type Moves struct {
	list []Action
	// calls says the claims listed are Liverpool calls (a plain claim,
	// knock, buy or Rummy, is written the same as a call on meld 0).
	calls bool
}

// NewMoves lists the legal actions of the view's seat now (Legal). The
// Moves hold v's answer for this position only: list them again when
// the view changes.
func NewMoves(v *View) Moves {
	return Moves{list: Legal(v), calls: v.Claim.Kind == ClaimLiverpool}
}

// Actions returns every listed action, in Legal's order.
func (m Moves) Actions() []Action { return m.list }

// Has reports whether a is a listed action (for ActMeld: one of the
// proposed melds).
func (m Moves) Has(a Action) bool {
	for _, l := range m.list {
		if l.Equal(a) {
			return true
		}
	}
	return false
}

// LayOffs returns the legal lay-offs of c on table meld meld: none, one
// end, or both (front first).
func (m Moves) LayOffs(c Card, meld int) []Action {
	return m.ends(ActLayOff, c, meld)
}

// Calls returns the legal Liverpool calls laying the discard off on
// table meld meld (LIV-POOL-1): none, one end, or both (front first).
func (m Moves) Calls(meld int) []Action {
	if !m.calls {
		return nil
	}
	return m.ends(ActClaim, NoCard, meld)
}

// ends returns the listed actions of kind that put a card on meld, the
// front end first.
func (m Moves) ends(kind ActionKind, c Card, meld int) []Action {
	var out []Action
	for _, a := range m.list {
		if a.Kind != kind || a.Meld != meld || (kind == ActLayOff && a.Card != c) {
			continue
		}
		if a.AtFront && len(out) == 1 {
			out = append([]Action{a}, out...)
			continue
		}
		out = append(out, a)
	}
	return out
}

// Swaps returns the legal swaps of hand card c for the joker at pos of
// table meld meld: the freed joker going to hand first (where the rules
// let it), then each meld end it may be laid off on, in table order and
// front first.
func (m Moves) Swaps(meld, pos int, c Card) []Action {
	var out []Action
	for _, a := range m.list {
		if a.Kind == ActSwapJoker && a.Meld == meld && a.Pos == pos && a.Card == c {
			out = append(out, a)
		}
	}
	return out
}

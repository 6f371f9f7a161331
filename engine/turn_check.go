package engine

// actor is everything needed to judge one seat's action: the public
// state, that seat's hand and the stock size. A State and a View both
// provide it, so the engine and the table judge actions the same way.
type actor struct {
	p     *Public
	seat  int
	hand  []Card
	stock int
	// goingDown is set while checking a Liverpool lay-down.
	goingDown bool
	// infos describes the table melds where it matches them (a view's
	// copy of the state's cache; nil: check every time).
	infos []cachedMeld
}

// checked is what a successful check learned.
type checked struct {
	// penalty: a failed lay-down charged 50 points (LIV-SCORE-3).
	penalty bool
	// penaltyReason is why the lay-down failed.
	penaltyReason error
}

// check validates a against the rules without changing anything (COM-7).
func (x *actor) check(a Action) (checked, error) {
	p := x.p
	if p.Phase == PhaseGameOver {
		return checked{}, refuse(RefuseGameOver)
	}
	if x.seat < 0 || x.seat >= p.Players {
		return checked{}, refuseWith(RefuseNoSeat, seatArg(x.seat), numArg(p.Players))
	}
	if a.Kind == ActClaim && x.ownDiscard() {
		return checked{}, refuse(RefuseOwnDiscard)
	}
	switch p.Phase {
	case PhaseCut:
		return checked{}, x.checkCut(a)
	case PhaseDraw:
		if p.Claim.Open() && x.seat != p.Turn {
			return checked{}, x.checkAnswer(a)
		}
		if x.seat != p.Turn {
			return checked{}, x.notYours()
		}
		return checked{}, x.checkDraw(a)
	case PhasePlay:
		if x.seat != p.Turn {
			return checked{}, x.notYours()
		}
		return x.checkPlay(a)
	case PhaseClaim:
		return checked{}, x.checkAnswer(a)
	case PhaseCallerDiscard:
		if x.seat != p.Caller {
			return checked{}, x.notYours()
		}
		return checked{}, x.checkCallerDiscard(a)
	case PhaseReveal:
		if x.seat != p.Turn {
			return checked{}, x.notYours()
		}
		if a.Kind != ActReveal {
			return checked{}, refuse(RefuseRevealOnly)
		}
		return checked{}, nil
	case PhaseHandOver:
		if x.seat != p.next(p.Dealer) {
			return checked{}, x.notYours()
		}
		if a.Kind != ActNextHand {
			return checked{}, refuse(RefuseNotReady)
		}
		return checked{}, nil
	}
	return checked{}, refuse(RefuseNotReady)
}

func (x *actor) notYours() error {
	p := x.p
	switch p.Phase {
	case PhaseCut:
		return refuseWith(RefuseWaitCut, seatArg(p.Cutter))
	case PhaseClaim:
		return refuseWith(RefuseWaitClaim, claimArg(p.Claim.Kind))
	case PhaseCallerDiscard:
		return refuseWith(RefuseWaitCaller, seatArg(p.Caller))
	case PhaseHandOver:
		return refuseWith(RefuseWaitTurn, seatArg(p.next(p.Dealer)))
	}
	return refuseWith(RefuseWaitTurn, seatArg(p.Turn))
}

func (x *actor) checkCut(a Action) error {
	p := x.p
	if x.seat != p.Cutter {
		return x.notYours()
	}
	if a.Kind != ActCut {
		return refuse(RefuseCutFirst)
	}
	size := p.Rules.Deck().Size()
	if a.N < 1 || a.N >= size {
		return refuseWith(RefuseCutSize, numArg(size-1), numArg(a.N))
	}
	return nil
}

func (x *actor) timerOn() bool {
	return x.p.Rules.feat.turnTimer > 0
}

func (x *actor) checkDraw(a Action) error {
	p := x.p
	switch a.Kind {
	case ActDraw:
		if a.FromDiscard {
			if len(p.Pile) == 0 {
				return refuse(RefusePileEmpty)
			}
			if x.strictJokers() && allJokers(x.hand) {
				return refuse(RefuseStrictPile)
			}
			if p.Rules.v.floats() && len(x.hand) == 0 {
				if _, ok := p.fitsTable(p.top()); !ok {
					// LIV-OUT-2, LIV-OUT-3: a floater could neither lay it off nor discard it.
					return refuseWith(RefuseFloatingPile, cardArg(p.top()))
				}
			}
			return nil
		}
		if x.stock == 0 {
			return refuse(RefuseStockEmpty)
		}
		return nil
	case ActTimeout:
		if !x.timerOn() {
			return refuse(RefuseNoTimer)
		}
		return nil
	case ActDiscard, ActMeld, ActLayOff, ActSwapJoker, ActEndTurn:
		return refuse(RefuseDrawFirst)
	}
	return refuseWith(RefuseDrawNow, actArg(a.Kind))
}

func (x *actor) checkPlay(a Action) (checked, error) {
	switch a.Kind {
	case ActDraw:
		return checked{}, refuse(RefuseDrawnAlready)
	case ActMeld:
		return x.checkMeld(a.Melds)
	case ActLayOff:
		return checked{}, x.checkLayOff(a)
	case ActSwapJoker:
		return checked{}, x.checkSwap(a)
	case ActDiscard:
		return checked{}, x.checkDiscard(a.Card)
	case ActEndTurn:
		return checked{}, x.checkEndTurn()
	case ActTimeout:
		if !x.timerOn() {
			return checked{}, refuse(RefuseNoTimer)
		}
		return checked{}, nil
	}
	return checked{}, refuseWith(RefusePlayNow, actArg(a.Kind))
}

func (x *actor) checkAnswer(a Action) error {
	w := &x.p.Claim
	if !w.Open() {
		return x.notYours()
	}
	if !w.Pending(x.seat) {
		if w.index(x.seat) >= 0 {
			return refuse(RefuseAnswered)
		}
		return x.notYours()
	}
	switch a.Kind {
	case ActPass:
		return nil
	case ActClaim:
		if w.Kind == ClaimLiverpool {
			if a.Meld < 0 || a.Meld >= len(x.p.Table) {
				return refuseWith(RefuseCallNoMeld, numArg(a.Meld), cardArg(w.Card))
			}
			front, back := x.p.Rules.layOffPositions(x.p.Table[a.Meld].Cards, w.Card)
			if (a.AtFront && !front) || (!a.AtFront && !back) {
				return refuseWith(RefuseCallNoFit, cardArg(w.Card), sideArg(a.AtFront), numArg(a.Meld))
			}
		}
		return nil
	}
	return refuseWith(RefuseClaimOrPass, claimArg(w.Kind))
}

func (x *actor) checkCallerDiscard(a Action) error {
	switch a.Kind {
	case ActPass:
		return nil
	case ActDiscard:
		if indexOf(x.hand, a.Card) < 0 {
			return refuseWith(RefuseNotInHand, cardArg(a.Card))
		}
		if len(x.hand) == 1 {
			return refuse(RefuseCallerKeepsLast)
		}
		return nil
	}
	return refuse(RefuseCallerDiscard)
}

func (x *actor) strictJokers() bool {
	return x.p.Rules.feat.strictJokers
}

// restriction ranks how strongly a card resists being discarded: 0 for
// an ordinary card, 1 for a joker under strict jokers
// (ROM-SR-STRICTJOKER), 2 for the card taken from the discard pile this
// turn (CLA-3, ROM-17, LIV-OUT-2).
func (x *actor) restriction(c Card) int {
	switch {
	case c == x.p.TurnState.FromPile:
		return 2
	case c.IsJoker() && x.strictJokers():
		return 1
	}
	return 0
}

// mayDiscard reports whether c may be discarded from hand, apart from the
// last-card rule of LIV-OUT-1: a card is discardable when no card in hand
// is less restricted, so a player is never left without a discard.
func (x *actor) mayDiscard(c Card, hand []Card) bool {
	rc := x.restriction(c)
	if rc == 0 {
		return true
	}
	for _, h := range hand {
		if x.restriction(h) < rc {
			return false
		}
	}
	return true
}

func (x *actor) checkDiscard(c Card) error {
	if x.discardOK(c) {
		return nil
	}
	p := x.p
	if indexOf(x.hand, c) < 0 {
		return refuseWith(RefuseNotInHand, cardArg(c))
	}
	if j := x.freedJoker(); j != NoCard {
		return refuseWith(RefuseFreedJokerHeld, cardArg(j)) // ROM-SR-STRICTJOKER
	}
	if !x.mayDiscard(c, x.hand) {
		if c == p.TurnState.FromPile {
			// CLA-3, ROM-17, LIV-OUT-2
			return refuseWith(RefuseDiscardTaken, cardArg(c))
		}
		return refuse(RefuseDiscardJoker)
	}
	// LIV-OUT-1
	m, _ := p.fitsTable(c)
	return refuseWith(RefuseDiscardFits, cardArg(c), numArg(m))
}

// discardOK is checkDiscard without the explanation.
func (x *actor) discardOK(c Card) bool {
	return indexOf(x.hand, c) >= 0 && x.heldDiscardOK(c)
}

// heldDiscardOK is discardOK for a card known to be in hand.
func (x *actor) heldDiscardOK(c Card) bool {
	p := x.p
	if !x.mayDiscard(c, x.hand) || x.freedJoker() != NoCard {
		return false
	}
	if p.Rules.v.floats() && len(x.hand) == 1 && p.Seats[x.seat].Opened {
		if _, ok := p.fitsTable(c); ok {
			return false
		}
	}
	return true
}

func (x *actor) checkEndTurn() error {
	p := x.p
	if p.Rules.v.floats() && len(x.hand) == 0 && p.Seats[x.seat].Opened {
		return nil // LIV-OUT-3: a floater ends the turn without discarding
	}
	return refuse(RefuseEndByDiscard)
}

// fitsTable reports whether c could be laid off on some table meld, and
// on which.
func (p *Public) fitsTable(c Card) (int, bool) { return p.fitsTableWith(c, nil) }

// fitsTableWith is fitsTable taking the melds' descriptions from cache
// where it holds them (nil: no cache).
func (p *Public) fitsTableWith(c Card, cache *tableCache) (int, bool) {
	for i, m := range p.Table {
		// Without a cache a meld's description costs a check: a summary
		// of its ranks and suits rules most melds out first.
		if cache == nil && !masksOf(m.Cards).mayJoin(c) {
			continue
		}
		info, ok := cache.info(p.Rules, i, m.Cards)
		if ok && !mayFit(info, len(m.Cards), c) {
			continue
		}
		lay := p.Rules.layOffPositions
		if ok {
			lay = p.Rules.layOffPositionsValid
		}
		if f, b := lay(m.Cards, c); f || b {
			return i, true
		}
	}
	return -1, false
}

// leaves checks the hand a table action would leave: it may be empty only
// where that takes the player out (CLA-7, ROM-SR-NODISCARD, LIV-5 hand 7)
// or floats them (LIV-OUT-3), and otherwise must keep a card the player
// may discard (CLA-3, ROM-17, ROM-SR-STRICTJOKER, LIV-OUT-2); a joker
// freed this turn and still held must keep a way to be melded
// (ROM-SR-STRICTJOKER). The table is judged as it is: for an action that
// changes meld m use leavesWith.
func (x *actor) leaves(rest []Card) error { return x.leavesWith(rest, -1, nil) }

// leavesWith is leaves for an action after which table meld m (if m ≥ 0)
// holds mcards.
func (x *actor) leavesWith(rest []Card, m int, mcards []Card) error {
	if err := x.leavesPlain(rest); err != nil {
		return err
	}
	return x.keepsFreedJokerPlace(rest, m, mcards)
}

// leavesPlain is leaves without the freed joker's check.
func (x *actor) leavesPlain(rest []Card) error {
	p := x.p
	if len(rest) == 0 {
		if !p.Rules.v.emptyHandOK() {
			return refuse(RefuseKeepDiscard)
		}
		return nil
	}
	for _, c := range rest {
		if x.restriction(c) == 0 {
			return nil
		}
	}
	if p.Rules.v.floats() && (p.Seats[x.seat].Opened || x.goingDown) {
		fits := true
		for _, c := range rest {
			if _, ok := p.fitsTable(c); !ok {
				fits = false
			}
		}
		if fits {
			return nil // the rest can be laid off: the player will float
		}
	}
	return refuse(RefuseKeepDiscardable)
}

func sideName(front bool) string {
	if front {
		return "front"
	}
	return "back"
}

func indexOf(cards []Card, c Card) int {
	for i, x := range cards {
		if x == c {
			return i
		}
	}
	return -1
}

func allJokers(cards []Card) bool {
	for _, c := range cards {
		if !c.IsJoker() {
			return false
		}
	}
	return true
}

// ownDiscard reports whether, in Liverpool, the card at stake is the
// seat's own discard, still on top of the pile, which it may never claim
// back (LIV-BUY-3): it is refused as such rather than told to wait for a
// window that never includes it.
func (x *actor) ownDiscard() bool {
	p := x.p
	if x.seat == p.Turn || p.Rules.Liverpool() == nil {
		return false
	}
	if w := &p.Claim; w.Open() {
		return w.Against == x.seat && w.index(x.seat) < 0
	}
	return p.Discarder == x.seat && len(p.Pile) > 0
}

package engine

// Legal lists what the view's seat may do now, in a fixed order: cuts by
// size; draws (stock, then discard); claims then pass; during play new
// melds, lay-offs, joker swaps (by meld, position and hand card), discards
// in hand order, then ending the turn. Every atomic action is listed.
// New melds, Rommé openings and Liverpool lay-downs are proposed as a
// bounded set of candidates (View.Check judges any other combination
// exactly): melds and openings from a simple search; Liverpool lay-downs
// from an exact search, so one is proposed whenever the hand holds the
// contract (LIV-5), each grown with every other card of the hand its
// melds can take. Timeout (ROM-16) is never listed: the table sends it
// when the timer expires. Legal is empty exactly when the
// seat may not act (it is not waited on, or the game is over).
func Legal(v *View) []Action {
	if !v.MayAct() {
		return nil
	}
	return AppendLegal(make([]Action, 0, len(v.Hand)+8), v)
}

// AppendLegal appends Legal(v) to dst and returns the extended slice, so
// that a simulation can reuse one buffer for every step.
func AppendLegal(dst []Action, v *View) []Action {
	if !v.MayAct() {
		return dst
	}
	x := &actor{p: &v.Public, seat: v.Seat, hand: v.Hand, stock: v.StockSize, infos: v.infos}
	p := &v.Public
	out := dst
	switch p.Phase {
	case PhaseCut:
		for n := 1; n <= v.CutSizes(); n++ {
			out = append(out, CutAction(n))
		}
	case PhaseDraw:
		if v.Seat != p.Turn {
			return x.appendAnswers(out)
		}
		if x.checkDraw(DrawAction(false)) == nil {
			out = append(out, DrawAction(false))
		}
		if x.checkDraw(DrawAction(true)) == nil {
			out = append(out, DrawAction(true))
		}
	case PhaseClaim:
		return x.appendAnswers(out)
	case PhaseCallerDiscard:
		for _, c := range v.Hand {
			if a := DiscardAction(c); x.checkCallerDiscard(a) == nil {
				out = append(out, a)
			}
		}
		out = append(out, PassAction())
	case PhasePlay:
		out = x.appendPlay(out)
	case PhaseHandOver:
		out = append(out, NextHandAction())
	case PhaseReveal:
		out = append(out, RevealAction())
	}
	return out
}

// CutSizes returns how many cuts the view's seat may make now: Legal
// lists CutAction(1) to CutAction(CutSizes()), in that order (LIV-CUT-1:
// any packet but the whole deck). It is 0 outside the seat's cut.
func (v *View) CutSizes() int {
	if v.Phase != PhaseCut || !v.MayAct() {
		return 0
	}
	return v.Rules.Deck().Size() - 1
}

// appendAnswers appends the claims (for a Liverpool call, one per place
// the card fits) and the pass.
func (x *actor) appendAnswers(out []Action) []Action {
	w := &x.p.Claim
	if !w.Pending(x.seat) {
		return out
	}
	if w.Kind == ClaimLiverpool {
		for m, t := range x.p.Table {
			front, back := x.p.Rules.layOffPositions(t.Cards, w.Card)
			if front {
				out = append(out, CallAction(m, true))
			}
			if back {
				out = append(out, CallAction(m, false))
			}
		}
	} else {
		out = append(out, ClaimAction())
	}
	return append(out, PassAction())
}

// appendPlay appends the actions of the play phase.
func (x *actor) appendPlay(out []Action) []Action {
	p := x.p
	r := p.Rules
	// Contract lay-downs are proposed only when they pass the contract
	// check (see meldProposals), which is then not made again; the other
	// variants' checks do not read contractMet.
	const contractMet = true
	for _, melds := range x.meldProposals() {
		a := MeldAction(melds...)
		if c, err := x.checkMeldOf(melds, contractMet); err == nil && !c.penalty {
			out = append(out, a)
		}
	}
	if x.tableOpen() {
		free := 0 // cards that may be discarded whatever else happens
		for _, c := range x.hand {
			if x.restriction(c) == 0 {
				free++
			}
		}
		if x.freedJoker() != NoCard {
			free = 0 // every lay-off must keep the freed joker a place
		}
		// Table melds are described once (from the cache), and a card is
		// tried only on the melds whose description it may fit (mayFit:
		// an invalid meld, described as none, takes no card either way).
		var infoBuf [32]MeldInfo
		var known [32]bool
		var validBuf [32]bool
		info := func(m int) (MeldInfo, bool) {
			if m >= len(infoBuf) {
				return cachedInfo(r, x.infos, m, p.Table[m].Cards)
			}
			if !known[m] {
				infoBuf[m], validBuf[m] = cachedInfo(r, x.infos, m, p.Table[m].Cards)
				known[m] = true
			}
			return infoBuf[m], validBuf[m]
		}
		for _, c := range x.hand {
			// Playing c keeps a free card in hand, so only the rare other
			// cases need the full check of what the hand keeps.
			easy := free >= 2 || (free == 1 && x.restriction(c) > 0)
			for m, t := range p.Table {
				mi, valid := info(m)
				if !mayFit(mi, len(t.Cards), c) {
					continue
				}
				lay := r.layOffPositions
				if valid {
					lay = r.layOffPositionsValid // not checked again
				}
				front, back := lay(t.Cards, c)
				if front {
					if a := LayOffAction(c, m, true); easy || x.checkLayOff(a) == nil {
						out = append(out, a)
					}
				}
				if back {
					if a := LayOffAction(c, m, false); easy || x.checkLayOff(a) == nil {
						out = append(out, a)
					}
				}
			}
		}
		out = x.appendSwaps(out)
	}
	for _, c := range x.hand {
		if x.heldDiscardOK(c) {
			out = append(out, DiscardAction(c))
		}
	}
	if x.checkEndTurn() == nil {
		out = append(out, EndTurnAction())
	}
	return out
}

// meldProposals returns the candidate new-meld actions for the seat. Its
// Liverpool lay-downs all pass the contract check: the exact search and
// the covers of hand 7 keep only those that do, and extendContract keeps
// them passing.
func (x *actor) meldProposals() [][][]Card {
	p := x.p
	r := p.Rules
	if props, ok := r.v.layDownProposals(p, x.seat, x.hand); ok {
		return props
	}
	cands := meldCandidates(r, x.hand)
	out := make([][][]Card, len(cands))
	for i, c := range cands {
		out[i] = [][]Card{c.cards}
	}
	if j := x.freedJoker(); j != NoCard {
		// ROM-SR-STRICTJOKER: the melds of the freed joker, so that the
		// one its swap was allowed for is offered.
	next:
		for _, m := range x.freedJokerMelds(j) {
			for _, c := range cands {
				if sameOrder(c.cards, m) {
					continue next
				}
			}
			out = append(out, [][]Card{m})
		}
	}
	return out
}

// appendSwaps lists the joker swaps: for every joker on the table and
// every natural card in hand that may replace it, the freed joker going to
// hand (unless it must be laid off at once, LIV-8) and to every place it
// fits.
func (x *actor) appendSwaps(out []Action) []Action {
	p := x.p
	r := p.Rules
	swaps, mustLay := r.v.jokerSwaps()
	if !swaps || x.freedJoker() != NoCard {
		return out // ROM-SR-STRICTJOKER: one freed joker at a time
	}
	if mustLay && !x.swapTimeOK() {
		return out // every swap would have to lay the joker off now
	}
	var swapBuf []Card
	for m, t := range p.Table {
		for pos, jc := range t.Cards {
			if !jc.IsJoker() {
				continue
			}
			f, anySuit := r.JokerStandsFor(t.Cards, pos)
			for _, c := range x.hand {
				if c.IsJoker() || (anySuit && c.Rank() != f.Rank()) || (!anySuit && c.Face() != f) {
					continue // not the card the joker stands for
				}
				if r.CheckJokerSwap(t.Cards, pos, c) != nil {
					continue
				}
				if !mustLay {
					if a := SwapJokerAction(m, pos, c, -1, false); x.checkSwap(a) == nil {
						out = append(out, a)
					}
				}
				if x.checkSwapTiming() != nil {
					continue
				}
				after := append(swapBuf[:0], t.Cards...)
				swapBuf = after
				after[pos] = c
				for jm, target := range p.Table {
					if jm == m {
						target.Cards = after
					}
					front, back := r.layOffPositions(target.Cards, jc)
					for _, side := range [...]struct{ ok, front bool }{{front, true}, {back, false}} {
						if !side.ok {
							continue
						}
						if a := SwapJokerAction(m, pos, c, jm, side.front); x.checkSwap(a) == nil {
							out = append(out, a)
						}
					}
				}
			}
		}
	}
	return out
}

// swapTimeOK is checkSwapTiming's verdict without the explanation.
func (x *actor) swapTimeOK() bool {
	o := x.p.Rules.liverpool
	if o == nil {
		return true
	}
	switch o.JokerSwap {
	case SwapNever:
		return false
	case SwapGoingDownTurn:
		return x.p.Seats[x.seat].OpenedTurn == x.p.TurnNo
	}
	return true
}

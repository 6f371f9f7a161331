package bots

import "rummy/engine"

// pickLiverpool is PickRandom's choice in Liverpool, aimed at ending the
// hand: go down whenever a lay-down is listed (the one laying down the
// most cards), lay off and swap whenever
// listed, always call Liverpool, keep the cards that serve the contract
// and, once down, shed the hand (see Random).
func pickLiverpool(v *engine.View, acts []engine.Action, rng *engine.RNG) engine.Action {
	nTable, nClaims, nDiscards := 0, 0, 0
	drawStock, drawPile, pass := -1, -1, -1
	meld, most := -1, 0
	for i := range acts {
		a := &acts[i]
		switch a.Kind {
		case engine.ActMeld:
			if n := meldCards(a); n > most {
				meld, most = i, n
			}
		case engine.ActLayOff, engine.ActSwapJoker:
			nTable++
		case engine.ActClaim:
			nClaims++
		case engine.ActPass:
			pass = i
		case engine.ActDiscard:
			nDiscards++
		case engine.ActDraw:
			if a.FromDiscard {
				drawPile = i
			} else {
				drawStock = i
			}
		}
	}
	opened := v.Seats[v.Seat].Opened
	switch {
	case meld >= 0:
		return acts[meld]
	case nTable > 0:
		return acts[nthOf(acts, rng.Intn(nTable), engine.ActLayOff, engine.ActSwapJoker)]
	case nClaims > 0 && pass >= 0 && nClaims+1 == len(acts):
		return acts[claimOrPass(v, acts, nClaims, pass, opened, rng)]
	case drawPile >= 0 && drawStock >= 0:
		top := v.Pile[len(v.Pile)-1]
		if (opened && v.FitsTable(top)) || (!opened && wanted(v, top)) {
			return acts[drawPile]
		}
		return acts[drawStock]
	case nDiscards > 0:
		var buf [32]int
		discards := buf[:0]
		for i := range acts {
			if acts[i].Kind == engine.ActDiscard {
				discards = append(discards, i)
			}
		}
		return acts[leastUseful(v, acts, discards, rng)]
	}
	return acts[rng.Intn(len(acts))]
}

// nthOf returns the index in acts of the n-th action (from 0) of kind k
// or k2.
func nthOf(acts []engine.Action, n int, k, k2 engine.ActionKind) int {
	for i := range acts {
		if acts[i].Kind == k || acts[i].Kind == k2 {
			if n == 0 {
				return i
			}
			n--
		}
	}
	return -1
}

// meldCards counts the cards a meld action lays down.
func meldCards(a *engine.Action) int {
	n := 0
	for _, m := range a.Melds {
		n += len(m)
	}
	return n
}

// claimOrPass answers a claim window: a Liverpool call always (it sheds a
// card), a Rummy call with even odds, a buy with even odds, only before
// going down and only for a card the contract wants.
func claimOrPass(v *engine.View, acts []engine.Action, nClaims, pass int, opened bool, rng *engine.RNG) int {
	switch v.Claim.Kind {
	case engine.ClaimLiverpool:
		return nthOf(acts, rng.Intn(nClaims), engine.ActClaim, engine.ActClaim)
	case engine.ClaimBuy:
		// The coin first: half the time the card need not be rated.
		if opened || rng.Intn(2) == 0 || !wanted(v, v.Claim.Card) {
			return pass
		}
		return nthOf(acts, 0, engine.ActClaim, engine.ActClaim)
	}
	if rng.Intn(2) == 0 {
		return pass
	}
	return nthOf(acts, rng.Intn(nClaims), engine.ActClaim, engine.ActClaim)
}

// wanted reports whether c, added to the hand, would not be among its
// least useful cards for the contract.
func wanted(v *engine.View, c engine.Card) bool {
	var u usefulness
	u.count(v, v.Hand)
	u.add(c)
	want := u.score(c)
	for _, h := range v.Hand {
		if u.score(h) < want {
			return true
		}
	}
	return false
}

// leastUseful picks, with even odds, one of the discards (indices into
// acts) whose card serves the contract least. Once down it is a card far
// from the table's runs (see farthest): a card that fits a table meld
// would have been listed as a lay-off, which Random plays first.
func leastUseful(v *engine.View, acts []engine.Action, discards []int, rng *engine.RNG) int {
	if v.Seats[v.Seat].Opened {
		return farthest(v, acts, discards, rng)
	}
	var u usefulness
	u.count(v, v.Hand)
	var pickBuf [32]int
	best, pick := -1, pickBuf[:0]
	for _, i := range discards {
		s := u.score(acts[i].Card)
		switch {
		case best < 0 || s < best:
			best, pick = s, append(pick[:0], i)
		case s == best:
			pick = append(pick, i)
		}
	}
	return pick[rng.Intn(len(pick))]
}

// farthest picks, with even odds, one of the discards whose card is
// farthest from the ends of the table's runs of its suit (a card next but
// one to a run's end may fit once another card is laid off there).
func farthest(v *engine.View, acts []engine.Action, discards []int, rng *engine.RNG) int {
	var runs [16]engine.MeldInfo
	var ends [16][2]int
	n := 0
	for i, m := range v.Table {
		info, ok := v.TableMeldInfo(i)
		if !ok || info.Kind != engine.Run || n == len(runs) {
			continue
		}
		runs[n], ends[n] = info, [2]int{info.Low, info.High(len(m.Cards))}
		n++
	}
	var pickBuf [32]int
	best, pick := -1, pickBuf[:0]
	for _, i := range discards {
		c := acts[i].Card
		d := 99
		if c.IsJoker() {
			d = -1
		}
		for k := 0; k < n && !c.IsJoker(); k++ {
			if runs[k].Suit != c.Suit() {
				continue
			}
			for _, p := range [2]int{int(c.Rank()), int(c.Rank()) + 13} {
				if p < ends[k][0] {
					d = min(d, ends[k][0]-p)
				} else if p > ends[k][1] {
					d = min(d, p-ends[k][1])
				}
			}
		}
		switch {
		case d > best:
			best, pick = d, append(pick[:0], i)
		case d == best:
			pick = append(pick, i)
		}
	}
	return pick[rng.Intn(len(pick))]
}

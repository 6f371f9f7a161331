package engine

// maxExtendHand is the longest hand extendContract marks without
// allocating.
const maxExtendHand = 64

// extendContract adds to a lay-down of hand n's contract every card of
// hand it can: each card not laid down yet (in hand order, naturals
// before jokers) goes to the end of the first meld it keeps valid when
// laid down (a book at its end; a run at its high end, else its low end)
// while the lay-down still passes the contract check (LIV-5, LIV-7).
// Extended melds are new slices; melds itself is changed in place and
// returned.
func extendContract(r *Rules, n int, hand []Card, melds [][]Card) [][]Card {
	var usedBuf [maxExtendHand]bool
	var used []bool
	if len(hand) <= maxExtendHand {
		used = usedBuf[:len(hand)]
		markInto(used, hand, melds)
	} else {
		used = markUsed(hand, melds)
	}
	// A lay-down that fails the contract check keeps failing as its
	// melds grow, so when the lay-down grown without checking it passes,
	// every step on the way passed too: check once, and go step by step
	// only when that fails.
	var origBuf [8][]Card
	orig := append(origBuf[:0], melds...)
	var usedAgain [maxExtendHand]bool
	copy(usedAgain[:], used)
	extendAll(r, n, hand, melds, used, false)
	if r.contractOK(n, melds) == nil {
		return melds
	}
	copy(melds, orig)
	if len(hand) <= maxExtendHand {
		copy(used, usedAgain[:])
	} else {
		used = markUsed(hand, melds)
	}
	extendAll(r, n, hand, melds, used, true)
	return melds
}

// extendAll extends melds with each card of hand not used (see
// extendContract), checking the contract after every step when check.
func extendAll(r *Rules, n int, hand []Card, melds [][]Card, used []bool, check bool) {
	// What each meld is, for a cheap first test of each card (mayFit).
	var infoBuf [8]MeldInfo
	infos := infoBuf[:0]
	if len(melds) > len(infoBuf) {
		infos = make([]MeldInfo, 0, len(melds))
	}
	for _, m := range melds {
		info, _ := r.CheckMeld(m)
		infos = append(infos, info)
	}
	for _, jokers := range [2]bool{false, true} {
		for i, c := range hand {
			if used[i] || c.IsJoker() != jokers {
				continue
			}
			used[i] = extendWith(r, n, melds, infos, c, check)
		}
	}
}

// extendWith puts c at an end of the first meld of melds it extends (see
// extendContract; the contract is checked only when check) and reports
// whether it found one; infos describe melds and are kept up to date.
func extendWith(r *Rules, n int, melds [][]Card, infos []MeldInfo, c Card, check bool) bool {
	var buf [32]Card
	for k, m := range melds {
		if !mayFit(infos[k], len(m), c) {
			continue
		}
		old := m
		for _, back := range [2]bool{true, false} {
			trial := buf[:0]
			if len(m) >= len(buf) {
				trial = nil
			}
			if back {
				trial = append(append(trial, m...), c)
			} else {
				trial = append(append(trial, c), m...)
			}
			info, err := r.CheckMeld(trial)
			if err != nil {
				continue
			}
			melds[k] = append([]Card(nil), trial...)
			if !check || r.contractOK(n, melds) == nil {
				infos[k] = info
				return true
			}
			melds[k] = old
		}
	}
	return false
}

// markUsed returns which cards of hand melds use.
func markUsed(hand []Card, melds [][]Card) []bool {
	used := make([]bool, len(hand))
	markInto(used, hand, melds)
	return used
}

// markInto sets used[i] for each card of hand that melds use.
func markInto(used []bool, hand []Card, melds [][]Card) {
	for _, m := range melds {
		for _, c := range m {
			for i, h := range hand {
				if h == c && !used[i] {
					used[i] = true
					break
				}
			}
		}
	}
}

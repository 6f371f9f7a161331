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
	used := usedBuf[:0]
	if len(hand) > maxExtendHand {
		used = make([]bool, 0, len(hand))
	}
	used = used[:len(hand)]
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
	for _, jokers := range [2]bool{false, true} {
		for i, c := range hand {
			if used[i] || c.IsJoker() != jokers {
				continue
			}
			used[i] = extendWith(r, n, melds, c)
		}
	}
	return melds
}

// extendWith puts c at an end of the first meld of melds it extends (see
// extendContract) and reports whether it found one.
func extendWith(r *Rules, n int, melds [][]Card, c Card) bool {
	var buf [32]Card
	for k, m := range melds {
		if !masksOf(m).mayJoin(c) {
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
			if _, err := r.CheckMeld(trial); err != nil {
				continue
			}
			melds[k] = append([]Card(nil), trial...)
			if r.contractOK(n, melds) == nil {
				return true
			}
			melds[k] = old
		}
	}
	return false
}

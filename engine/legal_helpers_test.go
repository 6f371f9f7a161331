package engine

// takeCards checks that cards are distinct cards of hand and returns the
// hand without them.
func takeCards(hand []Card, cards []Card) ([]Card, error) { return takeCardsInto(nil, hand, cards) }

// contractCandidates proposes Liverpool lay-downs: disjoint melds matching
// hand n's contract (LIV-5), found by a bounded depth-first search.
func contractCandidates(r *Rules, n int, hand []Card, cands []candidate) [][][]Card {
	books, runs := contractOf(n)
	var bs, rs []candidate
	for _, c := range cands {
		if info, err := r.CheckMeld(c.cards); err == nil {
			if info.Kind == Set {
				bs = append(bs, c)
			} else {
				rs = append(rs, c)
			}
		}
	}
	var out [][][]Card
	steps := 0
	var pick []candidate
	var dfs func(bi, ri, nb, nr int, used bitset)
	dfs = func(bi, ri, nb, nr int, used bitset) {
		steps++
		if len(out) >= maxComboCandidates || steps > 2000 {
			return
		}
		if nb < books {
			for i := bi; i < len(bs); i++ {
				if !used.overlaps(bs[i].used) {
					pick = append(pick, bs[i])
					dfs(i+1, ri, nb+1, nr, used.or(bs[i].used))
					pick = pick[:len(pick)-1]
				}
			}
			return
		}
		if nr < runs {
			for i := ri; i < len(rs); i++ {
				if !used.overlaps(rs[i].used) {
					pick = append(pick, rs[i])
					dfs(bi, i+1, nb, nr+1, used.or(rs[i].used))
					pick = pick[:len(pick)-1]
				}
			}
			return
		}
		melds := make([][]Card, len(pick))
		total := 0
		for i, c := range pick {
			melds[i] = c.cards
			total += len(c.cards)
		}
		if n == 7 && total != len(hand) {
			return
		}
		if r.contractOK(n, melds) == nil {
			out = append(out, melds)
		}
	}
	dfs(0, 0, 0, 0, newBitset(len(hand)))
	return out
}

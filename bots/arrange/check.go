package arrange

import "rummy/engine"

// validTableMeld is a plain reading of the meld rules of RULES.md
// (CLA-4, ROM-4, ROM-5, ROM-6, ROM-SR-CYCLIC, ROM-SR-STRICTJOKER,
// ROM-SR-STRICTSET, LIV-2, LIV-4, LIV-7), written independently of the
// search so that the two check each other, for a meld already on the
// table after lay-offs: in Liverpool a run then takes jokers without
// limit (LIV-7). cards are in table order.
func validTableMeld(cfg *meldRules, cards []engine.Card) bool {
	return checkMeld(cfg, cards, true)
}

func checkMeld(cfg *meldRules, cards []engine.Card, table bool) bool {
	if len(cards) < 3 {
		return false
	}
	n, k := 0, 0
	for i, c := range cards {
		if c.IsJoker() {
			k++
			if cfg.strictJokers && i > 0 && cards[i-1].IsJoker() {
				return false
			}
		} else {
			n++
		}
	}
	if n == 0 || k > 0 && !cfg.jokers {
		return false
	}
	if cfg.fewerJokers && k >= n {
		return false
	}
	return validSet(cfg, cards, n) || validRun(cfg, cards, n, k, table)
}

func validSet(cfg *meldRules, cards []engine.Card, n int) bool {
	var rank engine.Rank
	var seen [engine.NumSuits]bool
	for _, c := range cards {
		if c.IsJoker() {
			continue
		}
		if rank != 0 && c.Rank() != rank {
			return false
		}
		rank = c.Rank()
		if seen[c.Suit()] && !cfg.setDupSuits {
			return false
		}
		seen[c.Suit()] = true
	}
	if len(cards) < cfg.setMin || cfg.setMax > 0 && len(cards) > cfg.setMax {
		return false
	}
	if cfg.liverpool && n < 2 {
		return false
	}
	if cfg.strictGroups {
		for _, seq := range strictSeqs {
			if len(seq) != len(cards) {
				continue
			}
			ok := true
			for i, c := range cards {
				if !c.IsJoker() && c.Suit() != seq[i] {
					ok = false
				}
			}
			if ok {
				return true
			}
		}
		return false
	}
	return true
}

func validRun(cfg *meldRules, cards []engine.Card, n, k int, table bool) bool {
	if len(cards) < cfg.runMin || len(cards) > cfg.runMax {
		return false
	}
	if cfg.liverpool && !table && (n < 3 || !jokersSpaced(cards)) {
		return false
	}
	var suit engine.Suit
	first := true
	for _, c := range cards {
		if c.IsJoker() {
			continue
		}
		if !first && c.Suit() != suit {
			return false
		}
		suit, first = c.Suit(), false
	}
	// rank at a position: 1…13, and 14 is the ace again after the king.
	rankAt := func(pos int) engine.Rank {
		if cfg.cyclic {
			return engine.Rank((pos-1)%13 + 1)
		}
		if pos == 14 {
			return engine.Ace
		}
		return engine.Rank(pos)
	}
	top := 13
	if cfg.aceHigh {
		top = 14
	}
	starts := 14 - len(cards) + 1
	if cfg.cyclic {
		starts = 13
	} else if !cfg.aceHigh {
		starts = 13 - len(cards) + 1
	}
	for st := 1; st <= starts; st++ {
		if !cfg.cyclic && st+len(cards)-1 > top {
			break
		}
		ok := true
		for i, c := range cards {
			if !c.IsJoker() && c.Rank() != rankAt(st+i) {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// jokersSpaced reports whether any four cards in a row of a run hold at
// most one joker (LIV-7 at lay-down).
func jokersSpaced(cards []engine.Card) bool {
	last := -4
	for i, c := range cards {
		if c.IsJoker() {
			if i-last < 4 {
				return false
			}
			last = i
		}
	}
	return true
}

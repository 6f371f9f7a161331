package bots

import (
	"sort"

	"rummy/engine"
)

// jokerKeep is what discarding a joker costs in the discard rating: a
// joker helps whoever picks it up.
const jokerKeep = 100

// discard chooses the card that ends the turn.
func (p *policy) discard(v *engine.View) engine.Action {
	cands := p.discardable(v)
	if len(cands) == 0 {
		if a, ok := forcedTableAction(v); ok {
			return a
		}
		return engine.EndTurnAction()
	}
	if p.st.greedy {
		return engine.DiscardAction(p.highestDeadwood(v, cands))
	}
	ranked := p.rankDiscards(v, cands)
	pick := ranked[0].card
	if len(ranked) > 1 && p.slip() {
		pick = ranked[1+p.rng.Intn(min(2, len(ranked)-1))].card // easy: a near miss
	}
	return engine.DiscardAction(pick)
}

// forcedTableAction is the first legal meld, lay-off or swap when no
// card in hand may be discarded (the card taken from the pile, or a last
// card that fits a table meld, LIV-OUT-2): the turn can only go on at
// the table. The easy player gets here after forgetting a lay-off.
func forcedTableAction(v *engine.View) (engine.Action, bool) {
	if len(v.Hand) == 0 {
		return engine.Action{}, false
	}
	for _, a := range engine.Legal(v) {
		switch a.Kind {
		case engine.ActLayOff, engine.ActMeld, engine.ActSwapJoker:
			return a, true
		}
	}
	return engine.Action{}, false
}

// discardable lists the cards the seat may discard now; in Liverpool,
// after going down, cards that fit a table meld (which would invite a
// Rummy call, LIV-RUM-1) only when nothing else may go.
func (p *policy) discardable(v *engine.View) []engine.Card {
	var ok, fits []engine.Card
	for _, c := range v.Hand {
		if v.Check(engine.DiscardAction(c)) != nil {
			continue
		}
		if v.Rules.HasContracts() && opened(v) && fitsTable(v.Rules, v.Table, c) {
			fits = append(fits, c)
			continue
		}
		ok = append(ok, c)
	}
	if len(ok) == 0 {
		return fits
	}
	return ok
}

// highestDeadwood is the greedy discard: the highest-valued card outside
// the hand's best arrangement, else the highest-valued card.
func (p *policy) highestDeadwood(v *engine.View, cands []engine.Card) engine.Card {
	dead, _ := p.leastDeadwood(v.Hand, dwGreedy)
	best, pick := -1, cands[0]
	for _, c := range cands {
		if contains(dead, c) && !c.IsJoker() && v.Rules.CardValue(c) > best {
			best, pick = v.Rules.CardValue(c), c
		}
	}
	if best >= 0 {
		return pick
	}
	for _, c := range cands {
		if !c.IsJoker() && v.Rules.CardValue(c) > best {
			best, pick = v.Rules.CardValue(c), c
		}
	}
	return pick
}

// ratedCard is a discard candidate and its rating, lower is better.
type ratedCard struct {
	card  engine.Card
	score int
}

// rankDiscards rates every candidate: the hand left, plus the danger of
// feeding the next player, plus what the card does for the loose cards
// (in Rommé the outs it would lose, elsewhere its links), plus the
// joker's worth; ties discard the higher card.
func (p *policy) rankDiscards(v *engine.View, cands []engine.Card) []ratedCard {
	out := make([]ratedCard, 0, len(cands))
	memo := map[engine.Face]int{}
	loose, _ := p.leastDeadwood(v.Hand, dwRank)
	r := v.Rules
	var od *outs
	meld0, table0, meldW, tableW := 0, 0, 0, 0
	if p.st.outs > 0 && r.Variant == engine.Romme {
		od = newOuts(v, workLoose(v, loose))
		meld0, table0 = od.count(engine.NoCard)
		meldW, tableW = od.worth(v, p.st.outs, p.st.bridge)
	}
	danger := p.st.danger
	if r.Variant == engine.Romme && opened(v) {
		danger = p.st.dangerOpened
	}
	for _, c := range cands {
		s, ok := memo[c.Face()]
		if !ok {
			s = p.handScore(v, without(v.Hand, c))
			memo[c.Face()] = s
		}
		s += danger * dangerOf(v, c)
		if od != nil {
			if contains(od.loose, c) {
				m, t := od.count(c)
				s += meldW*(meld0-m) + tableW*(table0-t)
			}
		} else {
			s += p.st.keep * links(loose, c)
		}
		if c.IsJoker() {
			s += jokerKeep
		}
		if p.st.feed > 0 && r.CallsDiscards() && anyOpponentDown(v) && fitsTable(r, v.Table, c) {
			s += p.st.feed
		}
		out = append(out, ratedCard{c, s})
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].score != out[j].score {
			return out[i].score < out[j].score
		}
		return r.CardValue(out[i].card) > r.CardValue(out[j].card)
	})
	return out
}

// workLoose is loose without the cards the seat would lay off on the
// table now (they leave the hand anyway).
func workLoose(v *engine.View, loose []engine.Card) []engine.Card {
	if !mayUseTable(v) || len(v.Table) == 0 {
		return loose
	}
	out := make([]engine.Card, 0, len(loose))
	for _, c := range loose {
		if !fitsTable(v.Rules, v.Table, c) {
			out = append(out, c)
		}
	}
	return out
}

// links counts the other loose cards c could build a meld with: same
// rank, or same suit within two ranks.
func links(loose []engine.Card, c engine.Card) int {
	if c.IsJoker() || !contains(loose, c) {
		return 0
	}
	n := 0
	for _, x := range loose {
		if x == c || x.IsJoker() {
			continue
		}
		if x.Rank() == c.Rank() || (x.Suit() == c.Suit() && absInt(int(x.Rank())-int(c.Rank())) <= 2) {
			n++
		}
	}
	return n
}

// dangerOf counts the public signs that the next player wants c: cards of
// its rank or near it in its suit that they took from the pile, less the
// cards of its rank they threw away; and whether c fits a table meld once
// they may lay off.
func dangerOf(v *engine.View, c engine.Card) int {
	if c.IsJoker() {
		return 0
	}
	next := (v.Seat + 1) % v.Players
	d := 0
	for _, h := range v.History {
		if h.Seat != next || h.Card.IsJoker() {
			continue
		}
		sameRank := h.Card.Rank() == c.Rank()
		near := h.Card.Suit() == c.Suit() && absInt(int(h.Card.Rank())-int(c.Rank())) <= 2
		switch {
		case h.Took && (sameRank || near):
			d += 2
		case !h.Took && sameRank:
			d--
		}
	}
	if v.Seats[next].Opened && fitsTable(v.Rules, v.Table, c) {
		d += 2
	}
	return max(d, 0)
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

package arrange

import (
	"rummy/engine"
)

// Opening returns the best way to open (ROM-7): an arrangement whose melds
// are worth at least the rules' OpeningRequirement by ROM-3 meld values (a joker worth
// the card it stands for), with at least one meld. Its cost is the
// deadwood left in hand, jokers included (20 each), so it is the
// least-deadwood arrangement among those that open; ties go to the higher
// meld total. All the melds returned may be laid down; a bot that wants to
// hold some back can keep any whose removal leaves the total at the
// requirement. ok is false when the hand cannot open.
func (a *Arranger) Opening(hand []engine.Card) (Result, bool) {
	return a.OpeningWith(a.rules.OpeningRequirement(), hand)
}

// OpeningWith is Opening with the requirement given in points.
func (a *Arranger) OpeningWith(need int, hand []engine.Card) (Result, bool) {
	gl := goal{kind: goalOpening, need: need}
	picks, _, _, ok := a.runGoal(hand, &gl, nil, nil)
	if !ok {
		return Result{}, false
	}
	return a.build(hand, picks), true
}

// Contract returns the best way to go down with Liverpool contract n
// (LIV-5, LIV-7): exactly the contract's books and runs, two runs of one
// suit never continuous, no two books of one rank, and the least value
// left in hand (LIV-SCORE-1, a joker 15) — the cards not in Melds stay in
// hand. Contract 7 must use every card. ok is false when the hand cannot
// go down (or the rules are not Liverpool's, or n is not 1…7).
func (a *Arranger) Contract(n int, hand []engine.Card) (Result, bool) {
	if a.rules.Variant != engine.Liverpool || n < 1 || n > engine.NumContracts {
		return Result{}, false
	}
	books, runs := engine.Contract(n)
	gl := goal{kind: goalContract, books: books, runs: runs, all: n == engine.NumContracts}
	picks, _, _, ok := a.runGoal(hand, &gl, nil, nil)
	if !ok {
		return Result{}, false
	}
	return a.build(hand, picks), true
}

// LayOff is cards from the hand laid off on a meld on the table.
type LayOff struct {
	// Meld is the index of the table meld.
	Meld int
	// Cards are the hand's cards laid off, in table order.
	Cards []engine.Card
	// Before is how many of Cards go before the meld's first card (the
	// rest go after its last).
	Before int
	// Result is the table meld after the lay-off, in table order.
	Result []engine.Card
}

// MaxShed returns the arrangement that sheds the most cards from the hand
// — new melds plus lay-offs on the table melds (each a meld in table
// order; melds that are not valid take nothing) — and among those the one
// that leaves the least deadwood value. Joker swaps are not tried. It
// does not check whether the player may meld or lay off yet (ROM-7,
// LIV-6): the caller knows the phase.
func (a *Arranger) MaxShed(hand []engine.Card, table [][]engine.Card) (Result, []LayOff) {
	return a.shed(hand, table, false)
}

// MaxLayOff is MaxShed without new melds, for a Liverpool player who has
// gone down (LIV-6).
func (a *Arranger) MaxLayOff(hand []engine.Card, table [][]engine.Card) (Result, []LayOff) {
	return a.shed(hand, table, true)
}

func (a *Arranger) shed(hand []engine.Card, table [][]engine.Card, noNew bool) (Result, []LayOff) {
	gl := goal{kind: goalShed, noNewMelds: noNew}
	var adds []addition
	picks, left, _, ok := a.runGoal(hand, &gl, table, &adds)
	if !ok {
		return Result{Deadwood: append([]engine.Card(nil), hand...), DeadwoodValue: a.HandValue(hand)}, nil
	}
	p := newPool(hand)
	var res Result
	var lays []LayOff
	used := make([]bool, len(table))
	for _, pk := range picks {
		if pk.c.table < 0 {
			res.Melds = append(res.Melds, a.layout(p, &pk.c, pk.k))
			continue
		}
		ad := adds[pk.c.add]
		used[ad.table] = true
		lays = append(lays, layOff(p, table, ad.table, ad.before, ad.after))
	}
	for t, room := range gl.jokerRoom {
		if used[t] || left == 0 || room.total() == 0 {
			continue
		}
		k := min(left, room.total())
		left -= k
		after := min(k, room.after)
		before := k - after
		lays = append(lays, layOff(p, table, t, jokers(before), jokers(after)))
	}
	res.Deadwood = p.rest()
	res.DeadwoodValue = a.HandValue(res.Deadwood)
	sortMelds(res.Melds)
	return res, lays
}

func jokers(n int) []engine.Face {
	out := make([]engine.Face, n)
	for i := range out {
		out[i] = engine.JokerFace
	}
	return out
}

// layOff takes the cards of one addition from the pool.
func layOff(p *pool, table [][]engine.Card, t int, before, after []engine.Face) LayOff {
	lo := LayOff{Meld: t, Before: len(before)}
	for _, f := range before {
		lo.Cards = append(lo.Cards, p.take(int(f)))
	}
	for _, f := range after {
		lo.Cards = append(lo.Cards, p.take(int(f)))
	}
	lo.Result = append(append(append([]engine.Card(nil), lo.Cards[:lo.Before]...), table[t]...), lo.Cards[lo.Before:]...)
	return lo
}

package arrange

import (
	"rummy/engine"
)

// Lay-offs (CLA-5, ROM-9, LIV-6, LIV-7): the cards of the hand that a meld
// on the table can take. A run grows at its ends, a set by the suits (or,
// in Liverpool, the copies) it lacks; every result must stay a valid meld.
// Each way to extend a table meld with at least one natural card from the
// hand becomes a candidate of the search; the jokers a table meld could
// take on their own are counted at the leaves.

// maxTable is the most table melds the search lays off on.
const maxTable = 64

// addition is one way to lay off on a table meld: the faces to put before
// and after its cards, in table order (engine.JokerFace for a joker).
type addition struct {
	table         int
	before, after []engine.Face
}

// jokerFill is how many jokers alone a table meld can take before and
// after its cards.
type jokerFill struct{ before, after int }

func (j jokerFill) total() int { return j.before + j.after }

// tableMeld is a meld on the table as the search sees it.
type tableMeld struct {
	cards []engine.Card
	kind  engine.MeldKind
	// suit and start are a run's suit and the position (1…14, or a rank on
	// the cycle) of its first card; rank is a set's rank.
	suit  engine.Suit
	start int
	rank  engine.Rank
}

// readTableMeld works out what a table meld is; ok is false for a meld
// that is not valid under the rules (it then takes no lay-offs).
func readTableMeld(cfg *meldRules, cards []engine.Card) (tableMeld, bool) {
	t := tableMeld{cards: cards}
	if !validTableMeld(cfg, cards) {
		return t, false
	}
	first := -1
	for i, c := range cards {
		if c.IsJoker() {
			continue
		}
		if first < 0 {
			first = i
			continue
		}
		if c.Rank() == cards[first].Rank() {
			t.kind, t.rank = engine.Set, c.Rank()
			return t, true
		}
	}
	fc := cards[first]
	t.kind, t.suit = engine.Run, fc.Suit()
	for st := 1; st <= 14; st++ {
		if runFits(cfg, cards, st) {
			t.start = st
			return t, true
		}
	}
	return t, false
}

// runFits reports whether the naturals of cards sit at their ranks when the
// first card is at position st.
func runFits(cfg *meldRules, cards []engine.Card, st int) bool {
	for i, c := range cards {
		if !c.IsJoker() && c.Rank() != rankAtPos(cfg, st+i) {
			return false
		}
	}
	return true
}

// rankAtPos is the rank at a run position: 1…13, 14 the ace after the
// king, or around the cycle with cyclic runs.
func rankAtPos(cfg *meldRules, pos int) engine.Rank {
	if cfg.cyclic {
		return engine.Rank(((pos-1)%13+13)%13 + 1)
	}
	if pos == 14 {
		return engine.Ace
	}
	return engine.Rank(pos)
}

// posOK reports whether a run may hold position pos.
func posOK(cfg *meldRules, pos int) bool {
	if cfg.cyclic {
		return true
	}
	top := 13
	if cfg.aceHigh {
		top = 14
	}
	return pos >= 1 && pos <= top
}

// tableAdds lists the lay-off candidates of the hand h with jokers jokers
// on the table melds, and the jokers each meld could take alone.
func (a *Arranger) tableAdds(table [][]engine.Card, h *faceSet, jokers int) (adds []addition, jokerRoom []jokerFill) {
	jokerRoom = make([]jokerFill, len(table))
	for ti, cards := range table {
		if ti >= maxTable {
			break
		}
		tm, ok := readTableMeld(&a.cfg, cards)
		if !ok {
			continue
		}
		var slots []slotSet
		if tm.kind == engine.Run {
			slots = runSlots(&a.cfg, &tm, h, jokers)
		} else {
			slots = setSlots(&a.cfg, &tm)
		}
		for _, sl := range slots {
			a.fillSlots(ti, &tm, sl, h, jokers, &adds, &jokerRoom[ti])
		}
	}
	return adds, jokerRoom
}

// slotSet is a number of cards to add before and after a table meld, with
// the faces each slot may take (a joker fits every slot).
type slotSet struct {
	before, after [][]engine.Face
}

// runSlots lists the extensions of a table run: x cards before it and y
// after it, each slot taking the one face of its position, as far as the
// hand h and its jokers can fill them.
func runSlots(cfg *meldRules, tm *tableMeld, h *faceSet, jokers int) []slotSet {
	var out []slotSet
	n := len(tm.cards)
	missing := func(pos int) int {
		return 1 - int(h.m[0]>>engine.NewFace(rankAtPos(cfg, pos), tm.suit)&1)
	}
	below := 0
	for x := 0; n+x <= cfg.runMax && posOK(cfg, tm.start-x); x++ {
		if x > 0 {
			below += missing(tm.start - x)
		}
		if below > jokers {
			break
		}
		above := 0
		for y := 0; n+x+y <= cfg.runMax && posOK(cfg, tm.start+n+y-1); y++ {
			if y > 0 {
				above += missing(tm.start + n + y - 1)
			}
			if below+above > jokers {
				break
			}
			if x+y == 0 {
				continue
			}
			var sl slotSet
			for pos := tm.start - x; pos < tm.start; pos++ {
				sl.before = append(sl.before, []engine.Face{engine.NewFace(rankAtPos(cfg, pos), tm.suit)})
			}
			for pos := tm.start + n; pos < tm.start+n+y; pos++ {
				sl.after = append(sl.after, []engine.Face{engine.NewFace(rankAtPos(cfg, pos), tm.suit)})
			}
			out = append(out, sl)
		}
	}
	return out
}

// setSlots lists the extensions of a table set: cards of its rank after it
// (or, with strict groups, before and after it, the suit order deciding).
func setSlots(cfg *meldRules, tm *tableMeld) []slotSet {
	var faces []engine.Face
	for s := engine.Clubs; s <= engine.Spades; s++ {
		faces = append(faces, engine.NewFace(tm.rank, s))
	}
	maxAdd := 4 - len(tm.cards)
	if cfg.setMax == 0 {
		maxAdd = 8
	}
	var out []slotSet
	for x := 0; x <= maxAdd; x++ {
		for y := 0; x+y <= maxAdd; y++ {
			if x+y == 0 || x > 0 && !cfg.strictGroups {
				continue
			}
			var sl slotSet
			for i := 0; i < x; i++ {
				sl.before = append(sl.before, faces)
			}
			for i := 0; i < y; i++ {
				sl.after = append(sl.after, faces)
			}
			out = append(out, sl)
		}
	}
	return out
}

// fillSlots tries every filling of the slots with cards of h and jokers;
// valid fillings with a natural become additions, and the largest valid
// all-joker filling raises jokerRoom.
func (a *Arranger) fillSlots(ti int, tm *tableMeld, sl slotSet, h *faceSet, jokers int, adds *[]addition, jokerRoom *jokerFill) {
	slots := append(append([][]engine.Face(nil), sl.before...), sl.after...)
	pick := make([]engine.Face, len(slots))
	var need faceSet
	var walk func(i, k int)
	walk = func(i, k int) {
		if i == len(slots) {
			a.tryFill(ti, tm, len(sl.before), pick, k, adds, jokerRoom)
			return
		}
		if k < jokers {
			pick[i] = engine.JokerFace
			walk(i+1, k+1)
		}
		for _, f := range slots[i] {
			if need.count(int(f)) < h.count(int(f)) && (len(slots[i]) == 1 || a.cfg.strictGroups || i == 0 || pick[i-1] == engine.JokerFace || pick[i-1] <= f) {
				need.add(f)
				pick[i] = f
				walk(i+1, k)
				need.removeOnce(1 << f)
			}
		}
	}
	walk(0, 0)
}

// tryFill checks one filling of a table meld's slots and records it.
func (a *Arranger) tryFill(ti int, tm *tableMeld, nBefore int, pick []engine.Face, k int, adds *[]addition, jokerRoom *jokerFill) {
	cards := make([]engine.Card, 0, len(tm.cards)+len(pick))
	for _, f := range pick[:nBefore] {
		cards = append(cards, engine.NewCard(f, 0))
	}
	cards = append(cards, tm.cards...)
	for _, f := range pick[nBefore:] {
		cards = append(cards, engine.NewCard(f, 0))
	}
	if !validTableMeld(&a.cfg, cards) {
		return
	}
	if k == len(pick) {
		if k > jokerRoom.total() {
			*jokerRoom = jokerFill{before: nBefore, after: k - nBefore}
		}
		return
	}
	ad := addition{table: ti}
	ad.before = append(ad.before, pick[:nBefore]...)
	ad.after = append(ad.after, pick[nBefore:]...)
	*adds = append(*adds, ad)
}

// addCands turns additions into explicit candidates of the generator.
func (g *generator) addCands(adds []addition) {
	for i, ad := range adds {
		var c cand
		c.table, c.add, c.lo = int16(ad.table), int16(i), -1
		c.kind = engine.NoMeld
		for _, f := range append(append([]engine.Face(nil), ad.before...), ad.after...) {
			if f == engine.JokerFace {
				c.kmin++
				continue
			}
			for j := range c.nat.m {
				if c.nat.m[j]>>f&1 == 0 {
					c.nat.m[j] |= 1 << f
					break
				}
			}
			c.n++
			c.natValue += int16(g.value[f])
		}
		c.kmax = c.kmin
		g.cands = append(g.cands, c)
	}
}

package arrange

import (
	"math/bits"

	"rummy/engine"
)

// cand is a candidate meld for one hand: the natural cards it takes and
// how many jokers it may take (kmin…kmax; equal in explicit mode, where
// lo and value also fix its layout).
type cand struct {
	nat        faceSet
	kmin, kmax int8
	kind       engine.MeldKind
	// suit is a run's suit; rank a set's rank index (0 = ace).
	suit, rank int8
	// p and q are the line positions of a run's first and last natural.
	p, q int8
	// lo is, in explicit mode, the line position where a run's window
	// starts, or the strict-groups suit sequence of a set (-1 for none).
	lo int8
	// fixed says lo is set (explicit mode).
	fixed bool
	// n is the number of naturals.
	n int8
	// table is the table meld an addition lays off on (-1 for a new
	// meld); add indexes the generator's additions.
	table, add int16
	// natValue is the hand value of the naturals.
	natValue int16
	// value is, in explicit mode, the meld's value (ROM-3, CLA-8 or
	// LIV-SCORE-1 with a joker 15).
	value int16
}

// Strict-groups suit sequences (ROM-SR-STRICTSET): ♣♠♥, ♠♥♦, ♣♠♥♦.
var strictSeqs = [3][]engine.Suit{
	{engine.Clubs, engine.Spades, engine.Hearts},
	{engine.Spades, engine.Hearts, engine.Diamonds},
	{engine.Clubs, engine.Spades, engine.Hearts, engine.Diamonds},
}

func seqMask(seq []engine.Suit) uint8 {
	var m uint8
	for _, s := range seq {
		m |= 1 << s
	}
	return m
}

// generator lists the candidate melds of a hand.
type generator struct {
	cfg   *meldRules
	value *faceValues
	// line maps run positions to rank indices: 0…12 (and 13 for an ace
	// after the king) without cyclic runs, 0…24 around twice with them.
	line     [25]int8
	lineN    int
	firstMax int
	// explicit lists one candidate per joker count and layout; all keeps
	// every layout (else only the most valuable per natural set and k).
	explicit, all bool
	cands         []cand
	jokers        int
}

func (g *generator) init(cfg *meldRules, value *faceValues) {
	g.cfg, g.value = cfg, value
	switch {
	case cfg.cyclic:
		g.lineN, g.firstMax = 25, 12
	case cfg.aceHigh:
		g.lineN, g.firstMax = 14, 13
	default:
		g.lineN, g.firstMax = 13, 12
	}
	for i := range g.line {
		g.line[i] = int8(i % 13)
	}
	g.cands = make([]cand, 0, 256)
}

// rankAt returns the rank index at a line position (which may lie below 0
// or past the end for a cyclic window).
func (g *generator) rankAt(pos int) int {
	return ((pos % 13) + 13) % 13
}

// generate lists the candidates of the naturals h with jokers jokers.
func (g *generator) generate(h *faceSet, jokers int) {
	g.cands = g.cands[:0]
	if !g.cfg.jokers {
		jokers = 0
	}
	g.jokers = jokers
	for s := 0; s < engine.NumSuits; s++ {
		g.runs(s, h.suitMask(s))
	}
	for r := 0; r < 13; r++ {
		if g.cfg.setDupSuits {
			g.books(h, r)
		} else {
			g.sets(h, r)
		}
	}
}

// runs lists the runs of one suit whose ranks are held in mask.
func (g *generator) runs(s int, mask uint64) {
	if bits.OnesCount64(mask)+g.jokers < g.cfg.runMin || bits.OnesCount64(mask) < 2 {
		return
	}
	var interior [13]int8
	for p := 0; p <= g.firstMax; p++ {
		if mask>>g.line[p]&1 == 0 {
			continue
		}
		ni := 0
		for q := p + 1; q < g.lineN && q <= p+12; q++ {
			if mask>>g.line[q]&1 == 0 {
				continue
			}
			forced := q - p - 1 - ni
			if forced > g.jokers {
				break
			}
			g.runSubsets(s, p, q, interior[:ni], 0, 0, forced)
			interior[ni] = int8(q)
			ni++
		}
	}
}

// runSubsets lists the runs from p to q that drop the interior naturals
// in drop (a bit per index of interior) and maybe more from index i on.
func (g *generator) runSubsets(s, p, q int, interior []int8, i int, drop uint16, gaps int) {
	if i == len(interior) {
		g.run(s, p, q, interior, drop, gaps)
		return
	}
	g.runSubsets(s, p, q, interior, i+1, drop, gaps)
	if gaps < g.jokers {
		g.runSubsets(s, p, q, interior, i+1, drop|1<<i, gaps+1)
	}
}

// run adds the candidates with naturals at p, q and the interior positions
// not dropped, the other gaps jokers.
func (g *generator) run(s, p, q int, interior []int8, drop uint16, gaps int) {
	cfg := g.cfg
	var c cand
	c.table = -1
	c.kind, c.suit, c.p, c.q, c.lo = engine.Run, int8(s), int8(p), int8(q), -1
	base := s * 13
	prev := p
	lastGap := -4 // the last gap joker's position (LIV-7 spacing)
	add := func(pos int) bool {
		f := base + int(g.line[pos])
		c.nat.m[0] |= 1 << f
		c.natValue += int16(g.value[f])
		c.n++
		gap := pos - prev - 1
		prev = pos
		if gap <= 0 {
			return true // the first natural, or no gap before this one
		}
		if cfg.liverpool {
			// Any four cards in a row hold at most one joker.
			ok := gap == 1 && prev-1-lastGap >= 4
			lastGap = prev - 1
			return ok
		}
		return !(cfg.strictJokers && gap > 1)
	}
	add(p)
	for j, pos := range interior {
		if drop&(1<<j) == 0 && !add(int(pos)) {
			return
		}
	}
	if !add(q) {
		return
	}
	n := int(c.n)
	span := q - p + 1
	lowRoom, highRoom := g.runRoom(&c)
	extMin := max(0, cfg.runMin-span)
	extMax := min(cfg.runMax-span, lowRoom+highRoom)
	kmax := min(gaps+extMax, g.jokers)
	switch {
	case cfg.fewerJokers:
		kmax = min(kmax, n-1)
	case cfg.liverpool && n < 3:
		return
	}
	kmin := gaps + extMin
	if kmin > kmax {
		return
	}
	if !g.explicit {
		c.kmin, c.kmax = int8(kmin), int8(kmax)
		g.cands = append(g.cands, c)
		return
	}
	for k := kmin; k <= kmax; k++ {
		ext := k - gaps
		bestAt := len(g.cands)
		for a := max(0, ext-highRoom); a <= min(ext, lowRoom); a++ {
			e := c
			e.kmin, e.kmax, e.lo, e.fixed = int8(k), int8(k), int8(p-a), true
			e.value = int16(g.runValue(&e))
			switch {
			case g.all || len(g.cands) == bestAt:
				g.cands = append(g.cands, e)
			case e.value > g.cands[bestAt].value:
				g.cands[bestAt] = e
			}
		}
	}
}

// runRoom returns how many jokers run candidate c may take below its
// first natural and above its last: what the line leaves, one with
// strict jokers (no two side by side), and in Liverpool one where it
// stands at least four places from the nearest gap joker (LIV-7).
func (g *generator) runRoom(c *cand) (low, high int) {
	cfg := g.cfg
	p, q := int(c.p), int(c.q)
	low, high = p, g.lineN-1-q
	if cfg.cyclic {
		low, high = 12, 12
	}
	if cfg.strictJokers || cfg.liverpool {
		low, high = min(low, 1), min(high, 1)
	}
	if cfg.liverpool && int(c.n) < q-p+1 {
		first, last := -1, -1
		base := int(c.suit) * 13
		for pos := p + 1; pos < q; pos++ {
			if c.nat.m[0]>>(base+g.rankAt(pos))&1 == 0 {
				if first < 0 {
					first = pos
				}
				last = pos
			}
		}
		if first-(p-1) < 4 {
			low = 0
		}
		if q+1-last < 4 {
			high = 0
		}
	}
	return low, high
}

// runValue is the meld value of an explicit run candidate.
func (g *generator) runValue(c *cand) int {
	if !g.cfg.rommeValues {
		return int(c.natValue) + int(c.kmin)*g.cfg.jokerMeldValue
	}
	v := 0
	lo := int(c.lo)
	for pos := lo; pos < lo+int(c.n)+int(c.kmin); pos++ {
		v += rommeMeldValue(g.rankAt(pos), pos == lo)
	}
	return v
}

// sets lists the sets of rank index r with each suit at most once
// (CLA-4, ROM-4, ROM-SR-STRICTSET).
func (g *generator) sets(h *faceSet, r int) {
	cfg := g.cfg
	var present uint8
	for s := 0; s < engine.NumSuits; s++ {
		present |= uint8(h.m[0]>>(s*13+r)&1) << s
	}
	if bits.OnesCount8(present) < 2 {
		return
	}
	for sub := present; sub != 0; sub = (sub - 1) & present {
		n := bits.OnesCount8(sub)
		if n < 2 {
			continue
		}
		var c cand
		c.table = -1
		c.kind, c.rank, c.n, c.lo = engine.Set, int8(r), int8(n), -1
		for s := 0; s < engine.NumSuits; s++ {
			if sub&(1<<s) != 0 {
				f := s*13 + r
				c.nat.m[0] |= 1 << f
				c.natValue += int16(g.value[f])
			}
		}
		kcap := g.jokers
		if cfg.fewerJokers {
			kcap = min(kcap, n-1)
		}
		if !cfg.strictGroups {
			kmin, kmax := max(0, cfg.setMin-n), min(cfg.setMax-n, kcap)
			if kmin > kmax {
				continue
			}
			g.addSetCands(c, kmin, kmax)
			continue
		}
		kmin, kmax := 99, -1
		for i, seq := range strictSeqs {
			m := seqMask(seq)
			k := len(seq) - n
			if sub&^m != 0 || k > kcap {
				continue
			}
			kmin, kmax = min(kmin, k), max(kmax, k)
			if g.explicit {
				e := c
				e.kmin, e.kmax, e.lo, e.fixed = int8(k), int8(k), int8(i), true
				e.value = int16(g.setValue(&e))
				g.cands = append(g.cands, e)
			}
		}
		if !g.explicit && kmin <= kmax {
			c.kmin, c.kmax = int8(kmin), int8(kmax)
			g.cands = append(g.cands, c)
		}
	}
}

// setValue is the meld value of an explicit set or book candidate.
func (g *generator) setValue(c *cand) int {
	if !g.cfg.rommeValues {
		return int(c.natValue) + int(c.kmin)*g.cfg.jokerMeldValue
	}
	return (int(c.n) + int(c.kmin)) * rommeMeldValue(int(c.rank), false)
}

// books lists Liverpool books of rank index r: 3+ cards, duplicate suits
// allowed, at least 2 naturals (LIV-4, LIV-7).
func (g *generator) books(h *faceSet, r int) {
	var cnt [engine.NumSuits]int
	total := 0
	for s := 0; s < engine.NumSuits; s++ {
		cnt[s] = h.count(s*13 + r)
		total += cnt[s]
	}
	if total < 2 || total+g.jokers < g.cfg.setMin {
		return
	}
	var take [engine.NumSuits]int
	var walk func(s int)
	walk = func(s int) {
		if s < engine.NumSuits {
			for take[s] = 0; take[s] <= cnt[s]; take[s]++ {
				walk(s + 1)
			}
			return
		}
		var c cand
		c.table = -1
		c.kind, c.rank, c.lo = engine.Set, int8(r), -1
		for su := 0; su < engine.NumSuits; su++ {
			f := su*13 + r
			for i := 0; i < take[su]; i++ {
				c.nat.m[i] |= 1 << f
				c.natValue += int16(g.value[f])
				c.n++
			}
		}
		n := int(c.n)
		if n < 2 {
			return
		}
		kmin, kmax := max(0, g.cfg.setMin-n), g.jokers
		if kmin > kmax {
			return
		}
		g.addSetCands(c, kmin, kmax)
	}
	walk(0)
}

// addSetCands adds a set candidate that takes kmin to kmax jokers: as one
// candidate with a joker range, or, when jokers are placed explicitly,
// one candidate per joker count with its own value.
func (g *generator) addSetCands(c cand, kmin, kmax int) {
	if !g.explicit {
		c.kmin, c.kmax = int8(kmin), int8(kmax)
		g.cands = append(g.cands, c)
		return
	}
	for k := kmin; k <= kmax; k++ {
		e := c
		e.kmin, e.kmax = int8(k), int8(k)
		e.value = int16(g.setValue(&e))
		g.cands = append(g.cands, e)
	}
}

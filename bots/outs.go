package bots

import "rummy/engine"

// outs counts, for a hand's loose cards, the live cards that would put
// them to work: a card that makes a meld with two loose cards (the third
// of a set, the end or the middle of a run, or a joker), and, once the
// seat may lay off, a card that carries a loose card onto a table meld
// (it fills the gap between the loose card and a run's end). A discard
// that loses many outs slows the race to go out, whatever its value.
type outs struct {
	// live counts the copies of each face the seat may still draw: the
	// unseen cards less those an opponent was seen to take and still
	// holds (public history).
	live [engine.NumFaces]int
	// loose are the cards the counts are about.
	loose []engine.Card
	// bridge[i] are the faces (at most two) that carry loose[i] onto the
	// table, or noFace.
	bridge [][2]engine.Face
}

// noFace marks an empty bridge slot.
const noFace = engine.Face(255)

// newOuts prepares the counts for loose, the cards of the view's hand
// outside the best arrangement's melds that it would not lay off now.
func newOuts(v *engine.View, loose []engine.Card) *outs {
	o := &outs{loose: loose, bridge: make([][2]engine.Face, len(loose))}
	held := pickedUp(v)
	for _, c := range v.Unseen() {
		if _, ok := held[c]; !ok {
			o.live[c.Face()]++
		}
	}
	table := mayUseTable(v) && len(v.Table) > 0
	for i, c := range loose {
		o.bridge[i] = [2]engine.Face{noFace, noFace}
		if table && !c.IsJoker() {
			o.bridge[i] = bridges(v, c)
		}
	}
	return o
}

// bridges returns the faces next to c in its suit that fit a table meld
// which then takes c too.
func bridges(v *engine.View, c engine.Card) [2]engine.Face {
	out := [2]engine.Face{noFace, noFace}
	r := v.Rules
	var buf []engine.Card
	for k, d := range [2]int{-1, 1} {
		rk := int(c.Rank()) + d
		switch rk {
		case 0:
			rk = 13 // the king before an ace that ends a run
		case 14:
			rk = 1 // the ace after the king
		}
		u := engine.NewCard(engine.NewFace(engine.Rank(rk), c.Suit()), 0)
		for _, m := range v.Table {
			front, back := r.LayOffPositions(m.Cards, u)
			if front {
				buf = append(append(buf[:0], u), m.Cards...)
				if f, b := r.LayOffPositions(buf, c); f || b {
					out[k] = u.Face()
					break
				}
			}
			if back {
				buf = append(append(buf[:0], m.Cards...), u)
				if f, b := r.LayOffPositions(buf, c); f || b {
					out[k] = u.Face()
					break
				}
			}
		}
	}
	return out
}

// worth returns what each meld out and each table out is worth, given
// meld and bridge, for a discard from a seat that has opened: the loose
// cards it keeps decide what an out can still do. A meld needs three
// loose cards kept (two, when a player may go out without discarding,
// ROM-SR-NODISCARD): with fewer, laying the meld down would leave no card
// to discard (ROM-11). A bridge needs two kept: with one, the bridge card
// fits the table by itself, whatever card is kept. Before opening the
// kept melds may supply the discard, so both count in full.
func (o *outs) worth(v *engine.View, meld, bridge int) (int, int) {
	if !opened(v) {
		return meld, bridge
	}
	kept := len(o.loose) - 1
	need := 3
	if v.Rules.Romme().WinWithoutDiscard {
		need = 2
	}
	if kept < need {
		meld = 0
	}
	if kept < 2 {
		bridge = 0
	}
	return meld, bridge
}

// count returns the meld outs and the table outs of the loose cards
// other than skip (NoCard: all of them), each live card counted once.
func (o *outs) count(skip engine.Card) (meld, table int) {
	var done [engine.NumFaces]bool
	take := func(f engine.Face) int {
		if f == noFace || done[f] {
			return 0
		}
		done[f] = true
		return o.live[f]
	}
	linked := false
	for i, a := range o.loose {
		if a == skip || a.IsJoker() {
			continue
		}
		for _, b := range o.loose[i+1:] {
			if b == skip || b.IsJoker() {
				continue
			}
			for _, f := range completing(a, b) {
				if f != noFace {
					linked = true
					meld += take(f)
				}
			}
		}
	}
	if linked {
		meld += o.live[engine.JokerFace]
	}
	for i, a := range o.loose {
		if a != skip {
			table += take(o.bridge[i][0]) + take(o.bridge[i][1])
		}
	}
	return meld, table
}

// completing returns the faces that make a meld with a and b: the two
// missing suits of a pair, the ends of two neighbours of a suit, or the
// card between two of a suit one rank apart (the ace low or high);
// noFace fills the unused slots.
func completing(a, b engine.Card) [2]engine.Face {
	out := [2]engine.Face{noFace, noFace}
	ra, rb := int(a.Rank()), int(b.Rank())
	if ra == rb {
		if a.Suit() == b.Suit() {
			return out
		}
		k := 0
		for s := engine.Suit(0); s < engine.NumSuits; s++ {
			if s != a.Suit() && s != b.Suit() {
				out[k] = engine.NewFace(engine.Rank(ra), s)
				k++
			}
		}
		return out
	}
	if a.Suit() != b.Suit() {
		return out
	}
	face := func(r int) engine.Face {
		if r == 14 {
			r = 1
		}
		if r < 1 || r > 13 {
			return noFace
		}
		return engine.NewFace(engine.Rank(r), a.Suit())
	}
	for _, p := range [3][2]int{{ra, rb}, {aceHigh(ra), rb}, {ra, aceHigh(rb)}} {
		lo, hi := min(p[0], p[1]), max(p[0], p[1])
		switch hi - lo {
		case 1:
			return [2]engine.Face{face(lo - 1), face(hi + 1)}
		case 2:
			return [2]engine.Face{face(lo + 1), noFace}
		}
	}
	return out
}

// aceHigh counts an ace as the rank after the king.
func aceHigh(r int) int {
	if r == 1 {
		return 14
	}
	return r
}

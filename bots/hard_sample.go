package bots

import "rummy/engine"

// dealer samples deals of the cards a view cannot see, consistent with
// it: a card an opponent took from the pile (the public history) and
// that has not come back into sight is in that opponent's hand; every
// other unseen card is equally likely anywhere else.
type dealer struct {
	free  []engine.Card
	known [][]engine.Card
	need  []int
	buf   []engine.Card
}

// pickedUp maps each card an opponent was last seen to take from the
// pile (public history) to that seat: while the card stays unseen, it is
// in that opponent's hand.
func pickedUp(v *engine.View) map[engine.Card]int {
	last := make(map[engine.Card]engine.PileRecord, len(v.History))
	for _, h := range v.History {
		last[h.Card] = h
	}
	out := make(map[engine.Card]int)
	for c, h := range last {
		if h.Took && h.Seat != v.Seat {
			out[c] = h.Seat
		}
	}
	return out
}

// init reads the view's unseen cards and public pick-ups.
func (d *dealer) init(v *engine.View) {
	held := pickedUp(v)
	d.known = make([][]engine.Card, v.Players)
	d.need = make([]int, v.Players)
	d.free = d.free[:0]
	for _, c := range v.Unseen() {
		if s, ok := held[c]; ok {
			d.known[s] = append(d.known[s], c)
			continue
		}
		d.free = append(d.free, c)
	}
	for s := range d.need {
		if s == v.Seat {
			continue
		}
		d.need[s] = v.Counts[s] - len(d.known[s])
		if d.need[s] < 0 { // cannot happen with a consistent history
			d.free = append(d.free, d.known[s]...)
			d.known[s] = nil
			d.need[s] = v.Counts[s]
		}
	}
}

// deal shuffles the free cards and returns the hand of seat (known cards
// first) and the shuffled stock (any order is equally likely, so its
// first card stands for the next stock card).
func (d *dealer) deal(rng *engine.RNG, seat int) (hand, stock []engine.Card) {
	d.buf = append(d.buf[:0], d.free...)
	rng.Shuffle(d.buf)
	pos := 0
	for s := range d.need {
		if s == seat {
			hand = append(append(hand, d.known[s]...), d.buf[pos:pos+d.need[s]]...)
		}
		pos += d.need[s]
	}
	return hand, d.buf[pos:]
}

// sample plays every candidate one round ahead on one sampled deal and
// adds its value: the next player takes the discard if that does more
// for their hand than the stock card they would draw (stock[0]); the
// seat then draws the next stock card and is rated by raceScore, less
// what its discard gave the next player.
func (h *Hard) sample() {
	s := &h.s
	v, p := s.v, h.p
	next := (v.Seat + 1) % v.Players
	opp, stock := s.deal.deal(&p.rng, next)
	s.n++
	if len(stock) == 0 {
		return
	}
	if s.solo {
		h.soloSample(stock)
		return
	}
	if s.cards[0] == engine.NoCard { // the draw: stock or the top discard
		s.add(0, -float64(p.raceScore(v, v.Seat, with(v.Hand, stock[0]), engine.NoCard)))
		s.add(1, s.take)
		return
	}
	theirs := engine.NoCard
	if len(stock) > 1 {
		theirs = stock[1]
	}
	oppStock := p.raceScore(v, next, with(opp, stock[0]), engine.NoCard)
	for i, d := range s.cards {
		gain := max(0, oppStock-p.raceScore(v, next, with(opp, d), d))
		u := stock[0]
		if gain > 0 && theirs != engine.NoCard {
			u = theirs
		}
		mine := p.raceScore(v, v.Seat, with(without(v.Hand, d), u), engine.NoCard)
		s.add(i, -float64(mine+gain))
	}
}

func (s *search) add(i int, x float64) {
	s.sum[i] += x
	s.sumSq[i] += x * x
}

package bots

import "rummy/engine"

// expertMaxSteps bounds one playout (a hand that has not ended by then
// counts as a draw for every seat).
const expertMaxSteps = 3000

// playout plays candidates to the end of the hand on sampled deals.
type playout struct {
	v     *engine.View
	pol   []*policy
	dl    dealer
	base  *engine.State
	hands [][]engine.Card
	buf   []engine.Card
	view  engine.View
	wait  []int
}

// init reads the view's unseen cards (see dealer) for the deals to come.
func (pl *playout) init(v *engine.View, pol []*policy) {
	pl.v, pl.pol = v, pol
	pl.dl.init(v)
	pl.hands = make([][]engine.Card, v.Players)
}

// deal samples a deal of the unseen cards consistent with the view,
// from seed: every opponent's seen pick-ups stay in its hand, the other
// cards are shuffled among the hands (in their sizes) and the stock.
func (pl *playout) deal(seed uint64) {
	rng := engine.NewRNG(seed)
	pl.buf = append(pl.buf[:0], pl.dl.free...)
	rng.Shuffle(pl.buf)
	pos := 0
	for s := range pl.hands {
		if s == pl.v.Seat {
			pl.hands[s] = nil
			continue
		}
		pl.hands[s] = append(append(pl.hands[s][:0], pl.dl.known[s]...), pl.buf[pos:pos+pl.dl.need[s]]...)
		pos += pl.dl.need[s]
	}
	st, err := engine.NewStateFromView(pl.v, pl.hands, pl.buf[pos:])
	if err != nil { // cannot happen for a view of a real game
		st = nil
	}
	pl.base = st
}

// run applies a on a copy of the current deal, plays the rest of the
// hand with the playout policies (their random sources reset from seed,
// so every candidate meets the same luck) and returns the seat's result.
func (pl *playout) run(a engine.Action, seed uint64) float64 {
	if pl.base == nil {
		return 0
	}
	s := pl.base.Clone()
	hands := len(pl.v.Results)
	if _, err := s.Apply(pl.v.Seat, a); err != nil {
		return 0
	}
	for i, p := range pl.pol {
		p.rng = engine.NewRNG(seed ^ uint64(i+1)*0x9e3779b97f4a7c15)
	}
	for step := 0; step < expertMaxSteps; step++ {
		if ph := s.Phase(); ph == engine.PhaseHandOver || ph == engine.PhaseGameOver {
			break
		}
		pl.wait = s.AppendWaiting(pl.wait[:0])
		if len(pl.wait) == 0 {
			break
		}
		seat := pl.wait[0]
		s.PeekInto(seat, &pl.view)
		if _, err := s.Apply(seat, pl.pol[seat].decide(&pl.view)); err != nil {
			break
		}
	}
	rs := s.Results()
	if len(rs) <= hands {
		return 0
	}
	return utility(pl.v, rs[len(rs)-1].Scores)
}

// utility is the seat's hand result against the mean of the others'
// (in Liverpool scores are penalties: lower is better).
func utility(v *engine.View, scores []int) float64 {
	if len(scores) < 2 {
		return 0
	}
	own := float64(scores[v.Seat])
	others := 0.0
	for i, x := range scores {
		if i != v.Seat {
			others += float64(x)
		}
	}
	d := own - others/float64(len(scores)-1)
	if v.Rules.HasContracts() {
		d = -d
	}
	return d
}

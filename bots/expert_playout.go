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
	// cur is the playout in progress, steps its moves so far, over
	// whether it has ended.
	cur   *engine.State
	steps int
	over  bool
	// played counts the moves played in every playout so far.
	played int
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

// expertSliceMoves is how many moves of a playout one unit of the
// expert's work plays (Step): a whole hand is hundreds of moves, too
// much for one slice of a browser frame.
const expertSliceMoves = 8

// begin applies a on a copy of the current deal and readies the
// playout policies (their random sources reset from seed, so every
// candidate meets the same luck); advance then plays the rest of the
// hand and result rates it.
func (pl *playout) begin(a engine.Action, seed uint64) {
	pl.cur, pl.steps, pl.over = nil, 0, true
	if pl.base == nil {
		return
	}
	s := pl.base.Clone()
	if _, err := s.Apply(pl.v.Seat, a); err != nil {
		return
	}
	for i, p := range pl.pol {
		p.rng = engine.NewRNG(seed ^ uint64(i+1)*0x9e3779b97f4a7c15)
	}
	pl.cur, pl.over = s, false
}

// advance plays at most moves moves of the playout begun and reports
// whether it is over (the hand ended, or expertMaxSteps moves).
func (pl *playout) advance(moves int) bool {
	for ; moves > 0 && !pl.over; moves-- {
		s := pl.cur
		if ph := s.Phase(); ph == engine.PhaseHandOver || ph == engine.PhaseGameOver || pl.steps >= expertMaxSteps {
			pl.over = true
			break
		}
		pl.wait = s.AppendWaiting(pl.wait[:0])
		if len(pl.wait) == 0 {
			pl.over = true
			break
		}
		seat := pl.wait[0]
		s.PeekInto(seat, &pl.view)
		pl.steps++
		pl.played++
		if _, err := s.Apply(seat, pl.pol[seat].decide(&pl.view)); err != nil {
			pl.over = true
		}
	}
	return pl.over
}

// result is the seat's result of the playout that is over.
func (pl *playout) result() float64 {
	if pl.cur == nil {
		return 0
	}
	rs := pl.cur.Results()
	if len(rs) <= len(pl.v.Results) {
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

package bots

import (
	"math"
	"time"

	"rummy/engine"
)

// Budget bounds the hard player's thinking per decision.
type Budget struct {
	// Time is the thinking time per decision, on the player's clock.
	Time time.Duration
	// Rollouts, when positive, is the number of sampled deals per
	// decision instead of a time limit: the decision then never depends
	// on timing (tests, replays).
	Rollouts int
}

// Search limits: a decision never samples more deals than maxSamples;
// once minSamples are in, it stops early when the leader is clearly ahead
// (by sureZ standard errors).
const (
	maxSamples = 256
	minSamples = 24
	sureZ      = 3.0
	// searchWidth is how many of the normal player's best discards are
	// searched.
	searchWidth = 6
)

// Hard plays like Normal, except that in classic and Rommé it keeps its
// melds in hand until it can go out at once (while the opponents hold
// many cards), and it searches its two most frequent choices, the draw
// and the discard. For each, it samples deals of the unseen cards
// consistent with its view (the cards an opponent was seen to take from
// the pile stay in that hand; the rest are shuffled among the other hands
// and the stock) and plays each candidate one round ahead: the card it
// would draw next from that stock, how much the next player gains from
// its discard, then its own hand after its next draw, rated by the race
// to shed (raceScore: the cards it cannot meld or lay off, then their
// value). Candidates are rated by the mean over the sampled deals (the
// same deals for every candidate). It thinks in slices (Thinker) with a
// time or a deterministic rollout budget.
type Hard struct {
	p      *policy
	budget Budget
	clock  Clock
	s      search
}

var _ Thinker = (*Hard)(nil)

// NewHard returns the hard player for seat with a budget per decision
// and a clock (nil: the wall clock).
func NewHard(seed uint64, seat int, b Budget, clock Clock) *Hard {
	if clock == nil {
		clock = WallClock()
	}
	return &Hard{p: newPolicy(hardStyle, seed, seat), budget: b, clock: clock}
}

// search is one decision in progress.
type search struct {
	v *engine.View
	// fixed is the decision when nothing is searched.
	fixed engine.Action
	cands []engine.Action
	cards []engine.Card // the card each discard candidate throws, or the taken top
	sum   []float64
	sumSq []float64
	n     int
	spent time.Duration
	per   time.Duration // mean time of one sample
	take  float64       // the value of taking the top discard
	done  bool
	deal  dealer
	// solo rates the candidates by soloSample (Liverpool before going
	// down).
	solo bool
	buf  []engine.Card
	// decided and setUp tell which of the first units are done (the
	// procedure's choice, the candidates); units counts the units of
	// work done.
	decided, setUp bool
	units          int
}

// Act decides one action within the budget.
func (h *Hard) Act(v *engine.View) engine.Action {
	h.Start(v)
	for !h.Step(time.Hour) {
	}
	return h.Action()
}

// Start begins a decision for the view. It only notes the view: the
// procedure's own choice, the candidates and the samples are units of
// Step's work, each small enough for a slice of a browser frame.
func (h *Hard) Start(v *engine.View) {
	h.s = search{v: v}
}

// decideFixed is the first unit of a decision: the procedure's own
// choice, the decision when nothing is searched.
func (h *Hard) decideFixed() {
	s := &h.s
	h.p.ready(s.v)
	s.fixed = h.p.decide(s.v)
	s.decided = true
}

// setUp is the second unit: the candidates to search and the deals to
// sample them on (none: the decision is made).
func (h *Hard) setUp() {
	s := &h.s
	v, p := s.v, h.p
	s.setUp = true
	switch {
	case v.Phase == engine.PhaseDraw && v.Seat == v.Turn && !v.Claim.Pending(v.Seat):
		top := topDiscard(v)
		if top == engine.NoCard || v.StockSize == 0 || v.Check(engine.DrawAction(true)) != nil {
			break
		}
		s.cands = []engine.Action{engine.DrawAction(false), engine.DrawAction(true)}
		s.cards = []engine.Card{engine.NoCard, top}
		s.take = -float64(p.raceScore(v, v.Seat, with(v.Hand, top), top))
	case v.Phase == engine.PhasePlay && s.fixed.Kind == engine.ActDiscard && v.StockSize > 0:
		ranked := p.rankDiscards(v, p.discardable(v))
		for i := 0; i < len(ranked) && i < searchWidth; i++ {
			s.cands = append(s.cands, engine.DiscardAction(ranked[i].card))
			s.cards = append(s.cards, ranked[i].card)
		}
	}
	if len(s.cands) < 2 {
		s.done = true
		return
	}
	s.solo = p.st.solo && v.Staging().Kind == engine.StageContract
	s.sum = make([]float64, len(s.cands))
	s.sumSq = make([]float64, len(s.cands))
	s.deal.init(v)
}

// Step thinks for about budget and reports whether the decision is made.
// Its units of work are the procedure's own choice, the candidates, and
// one sampled deal each after that.
func (h *Hard) Step(budget time.Duration) bool {
	s := &h.s
	if s.done {
		return true
	}
	start := h.clock()
	if !s.decided || !s.setUp {
		if !s.decided {
			h.decideFixed()
		} else {
			h.setUp()
		}
		s.units++
		s.spent += h.clock() - start
		return s.done
	}
	last := start
	for !s.done {
		h.sample()
		s.units++
		now := h.clock()
		s.spent += now - last
		s.per = (now - last + s.per*time.Duration(s.n-1)) / time.Duration(s.n)
		last = now
		s.done = h.finished()
		if now-start+s.per > budget {
			break
		}
	}
	return s.done
}

// finished reports whether the decision's budget is used (keeping room
// for one more sample, so a slow one does not run over) or its answer is
// clear.
func (h *Hard) finished() bool {
	s := &h.s
	if h.budget.Rollouts > 0 {
		if s.n >= h.budget.Rollouts {
			return true
		}
	} else if s.n >= maxSamples || s.spent+2*s.per >= h.budget.Time {
		return true
	}
	return s.n >= minSamples && h.clearLeader()
}

// clearLeader reports whether the best candidate's mean beats every
// other's by sureZ standard errors.
func (h *Hard) clearLeader() bool {
	s := &h.s
	best := h.best()
	n := float64(s.n)
	mb := s.sum[best] / n
	for i := range s.cands {
		if i == best {
			continue
		}
		mi := s.sum[i] / n
		vb := s.sumSq[best]/n - mb*mb
		vi := s.sumSq[i]/n - mi*mi
		if se := math.Sqrt((vb + vi) / n); mb-mi < sureZ*se || se == 0 && mb == mi {
			return false
		}
	}
	return true
}

// best is the index of the candidate with the highest total.
func (h *Hard) best() int {
	s := &h.s
	b := 0
	for i := range s.sum {
		if s.sum[i] > s.sum[b] {
			b = i
		}
	}
	return b
}

// Action returns the decision (the best so far while thinking).
func (h *Hard) Action() engine.Action {
	s := &h.s
	if !s.decided {
		h.decideFixed()
	}
	if len(s.cands) < 2 || s.n == 0 {
		return s.fixed
	}
	return s.cands[h.best()]
}

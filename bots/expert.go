package bots

import (
	"math"
	"time"

	"rummy/engine"
)

// ExpertBudget bounds the expert player's thinking per decision.
type ExpertBudget struct {
	// Deals is the most sampled deals per decision (0: DefaultExpertDeals).
	// Every candidate is played out to the end of the hand on each deal,
	// so the work is deterministic for a seed.
	Deals int
	// Cap is a safety limit in time on the player's clock (0:
	// DefaultExpertCap): a decision that reaches it stops with the best
	// candidate so far, and then depends on timing.
	Cap time.Duration
}

// The expert's default budget: at most DefaultExpertDeals deals per
// decision, never more than DefaultExpertCap of thinking.
const (
	DefaultExpertDeals = 12
	DefaultExpertCap   = 1200 * time.Millisecond
	// NoCap as ExpertBudget.Cap lets a decision play all its deals
	// whatever the time (deterministic; tests and replays).
	NoCap time.Duration = math.MaxInt64
	// expertMinDeals is how many deals are played before a decision may
	// stop early because its leader is clear (by expertSureZ standard
	// errors of the paired differences).
	expertMinDeals = 6
	expertSureZ    = 2.5
	// expertSwitchZ is how sure the search must be (standard errors of
	// the paired difference) to play another candidate than hard's
	// choice: playouts of a whole hand are noisy (a classic hand swings
	// by a hundred points), and a coin-flip preference for a challenger
	// would undo what hard's tuned procedure knows.
	expertSwitchZ = 1.5
	// expertHardRollouts is the deterministic budget of the hard search
	// that proposes the default candidate.
	expertHardRollouts = 24
	// expertWidth is the most candidates a decision compares.
	expertWidth = 4
)

// Expert challenges hard's choice with a search of each decision to the
// end of the hand: it samples deals of the cards it cannot see that are
// consistent with its view (the dealer of the hard player: a card an
// opponent was seen to take from the pile stays in that hand; nothing is
// inferred from refusals), and on each deal plays every candidate
// action, then the rest of the hand with hard's procedure (without its
// search) at every seat, rating the candidate by the hand's result: its
// score against the mean of the others'. Candidates are compared on the
// same deals and the same playout randomness; the decision stops at its
// budget of deals, at its time cap, or once the leader is clear, and
// another candidate than hard's is played only when it is ahead by
// expertSwitchZ standard errors. It is a Thinker: the browser slices it
// per frame, a few moves of a playout at a time (expertSliceMoves).
type Expert struct {
	h      *Hard   // the default choice: hard's, with a deterministic budget
	p      *policy // hard's procedure: the candidates and the fallback
	hint   *policy // the same, laying down as soon as it may
	budget ExpertBudget
	clock  Clock
	roll   []*policy // playout policies, one per seat
	own    *policy   // the playout policy of its own seat
	// def, when set, makes the default candidate instead of hard (the
	// hint expert starts from the hinter's choice).
	def Bot
	// extra is a move the next decision compares too (Consider).
	extra    engine.Action
	hasExtra bool
	s        xsearch
}

var _ Thinker = (*Expert)(nil)

// NewExpert returns the expert player for seat with a budget per
// decision and a clock (nil: the wall clock).
func NewExpert(seed uint64, seat int, b ExpertBudget, clock Clock) *Expert {
	if clock == nil {
		clock = WallClock()
	}
	if b.Deals <= 0 {
		b.Deals = DefaultExpertDeals
	}
	if b.Cap <= 0 {
		b.Cap = DefaultExpertCap
	}
	return &Expert{h: NewHard(seed^0x2545f4914f6cdd1d, seat, Budget{Rollouts: expertHardRollouts}, clock),
		p: newPolicy(hardStyle, seed, seat), hint: newPolicy(expertLayStyle, seed^0x5bd1e995, seat),
		budget: b, clock: clock}
}

// expertLayStyle is hard's style laying its melds down as soon as it
// may: the other side of the timing decision the expert searches.
var expertLayStyle = func() style {
	s := hardStyle
	s.holdCards, s.classicHold = 0, 0
	return s
}()

// xsearch is one decision in progress.
type xsearch struct {
	v     *engine.View
	fixed engine.Action
	cands []engine.Action
	// vals holds each candidate's result on every deal played so far
	// (vals[i][k]: candidate i on deal k).
	vals   [][]float64
	n      int
	next   int // the candidate to play next on the current deal
	seed   uint64
	spent  time.Duration
	done   bool
	capped bool
	play   playout
	// hardOn tells that hard's search for the default choice has
	// started, ready that it is over and the candidates are made, inPlay
	// that a playout is under way.
	hardOn, ready, inPlay bool
}

// Act decides one action within the budget.
func (e *Expert) Act(v *engine.View) engine.Action {
	e.Start(v)
	for !e.Step(time.Hour) {
	}
	return e.Action()
}

// Start begins a decision for the view. It only notes the view: the
// default choice (hard's search) and the candidates are made by Step, in
// slices like the rest.
func (e *Expert) Start(v *engine.View) {
	e.p.ready(v)
	e.s = xsearch{v: v}
}

// prepare is the first work of a decision: hard's search for the
// default choice (sliced: it reports false while that search needs more
// steps of budget), then the candidates and the deals.
func (e *Expert) prepare(budget time.Duration) bool {
	s := &e.s
	v := s.v
	if e.def != nil {
		s.fixed = e.def.Act(v)
	} else {
		if !s.hardOn {
			e.h.Start(v)
			s.hardOn = true
			return false
		}
		if !e.h.Step(budget) {
			return false
		}
		s.fixed = e.h.Action()
	}
	s.ready = true
	s.cands = e.candidates(v, s.fixed)
	if e.hasExtra {
		s.cands = addCandidate(v, s.cands, e.extra, len(s.cands)+1)
		e.hasExtra = false
	}
	if len(s.cands) < 2 {
		s.done = true
		return true
	}
	s.vals = make([][]float64, len(s.cands))
	s.play.init(v, e.rollers(v.Players))
	return true
}

// rollers returns the playout policies, one per seat.
func (e *Expert) rollers(n int) []*policy {
	for len(e.roll) < n {
		e.roll = append(e.roll, newPolicy(expertRollStyle, 0, len(e.roll)))
	}
	if e.own == nil {
		e.own = newPolicy(expertOwnStyle, 0, 0)
	}
	out := append([]*policy(nil), e.roll[:n]...)
	out[e.s.v.Seat] = e.own
	return out
}

// Step thinks for about budget and reports whether the decision is made.
// The units of work are a slice of hard's search for the default choice,
// making the candidates, and expertSliceMoves moves of one playout (one
// candidate on one deal).
func (e *Expert) Step(budget time.Duration) bool {
	s := &e.s
	if s.done {
		return true
	}
	start := e.clock()
	last := start
	for !s.done {
		if s.spent >= e.budget.Cap {
			s.done, s.capped = true, true
			if !s.ready {
				s.fixed = e.h.Action()
			}
			break
		}
		if s.ready {
			e.work()
		} else {
			e.prepare(budget - (last - start))
		}
		now := e.clock()
		s.spent += now - last
		last = now
		if s.ready && s.next == 0 && !s.inPlay {
			s.done = s.done || e.finished()
		}
		if !s.done && s.spent >= e.budget.Cap {
			s.done, s.capped = true, true
		}
		if now-start >= budget {
			break
		}
	}
	return s.done
}

// work plays expertSliceMoves moves of the current playout, beginning
// it first (and dealing a new deal when the last one is done), and
// records its result once it is over.
func (e *Expert) work() {
	s := &e.s
	if !s.inPlay {
		if s.next == 0 {
			s.seed = e.p.rng.Uint64()
			s.play.deal(s.seed)
		}
		s.play.begin(s.cands[s.next], s.seed)
		s.inPlay = true
	}
	if !s.play.advance(expertSliceMoves) {
		return
	}
	s.inPlay = false
	s.vals[s.next] = append(s.vals[s.next], s.play.result())
	s.next++
	if s.next == len(s.cands) {
		s.next = 0
		s.n++
	}
}

// finished reports whether the deals are used up or the leader is clear.
func (e *Expert) finished() bool {
	s := &e.s
	if s.n >= e.budget.Deals {
		return true
	}
	return s.n >= expertMinDeals && (e.clearLeader() || e.noChallenger())
}

// noChallenger reports whether every other candidate trails the default
// (candidate 0) by more than a standard error: then none is likely to
// beat it by expertSwitchZ.
func (e *Expert) noChallenger() bool {
	s := &e.s
	for i := 1; i < len(s.cands); i++ {
		if m, se := pairedDiff(s.vals[i][:s.n], s.vals[0][:s.n]); m+se >= 0 {
			return false
		}
	}
	return true
}

// clearLeader reports whether the best candidate beats every other by
// expertSureZ standard errors of their paired differences.
func (e *Expert) clearLeader() bool {
	s := &e.s
	b := e.best()
	for i := range s.cands {
		if i == b {
			continue
		}
		m, se := pairedDiff(s.vals[b][:s.n], s.vals[i][:s.n])
		if m <= 0 || m < expertSureZ*se {
			return false
		}
	}
	return true
}

// pairedDiff returns the mean of a[k]-b[k] and its standard error.
func pairedDiff(a, b []float64) (mean, se float64) {
	n := float64(len(a))
	if n == 0 {
		return 0, 0
	}
	var sum, sq float64
	for k := range a {
		d := a[k] - b[k]
		sum += d
		sq += d * d
	}
	mean = sum / n
	if n < 2 {
		return mean, math.Inf(1)
	}
	v := (sq - n*mean*mean) / (n - 1)
	return mean, math.Sqrt(max(v, 0) / n)
}

// best is the index of the candidate with the highest total over the
// complete deals (the first one on ties: the procedure's own choice).
func (e *Expert) best() int {
	s := &e.s
	b, bs := 0, math.Inf(-1)
	for i := range s.cands {
		t := 0.0
		for _, x := range s.vals[i][:s.n] {
			t += x
		}
		if t > bs {
			b, bs = i, t
		}
	}
	return b
}

// Action returns the decision (the best so far while thinking).
func (e *Expert) Action() engine.Action {
	s := &e.s
	if !s.ready {
		if s.hardOn {
			return e.h.Action()
		}
		if e.def != nil {
			return e.def.Act(s.v)
		}
		e.h.Start(s.v)
		return e.h.Action()
	}
	if len(s.cands) < 2 || s.n == 0 {
		return s.fixed
	}
	b := e.best()
	if m, se := pairedDiff(s.vals[b][:s.n], s.vals[0][:s.n]); b != 0 && m >= expertSwitchZ*se {
		return s.cands[b]
	}
	return s.fixed
}

// expertRollStyle is the playout policy of the other seats and
// expertOwnStyle the seat's own: hard's procedure without its search, so
// that holding melds is judged by players who hold them too (greedy's
// playouts, six times cheaper, lay everything down at once and misjudged
// every holding decision: bots/README.md).
var (
	expertRollStyle = hardStyle
	expertOwnStyle  = hardStyle
)

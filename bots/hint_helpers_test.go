package bots

import (
	"time"

	"rummy/engine"
)

// hintFor returns the hinter's choice for v's seat, computed from v
// only (what the seat may know), and what it means.
func hintFor(v *engine.View, seed uint64) Hint {
	return Explain(v, NewHinter(seed, v.Seat).Act(v))
}

// The hint expert's budget: a hint is ready within a second on a desktop
// (in the browser it thinks in slices of the frame).
const (
	hintDeals = 12
	hintCap   = 800 * time.Millisecond
)

// newHintExpert returns the expert that makes the table's hints: it
// starts from the hinter's choice (laying down as soon as it may) and
// searches to the end of the hand for a better one, within hintDeals
// deals and hintCap of its clock (nil: the wall clock).
func newHintExpert(seed uint64, seat int, clock Clock) *Expert {
	e := NewExpert(seed, seat, ExpertBudget{Deals: hintDeals, Cap: hintCap}, clock)
	e.def = NewHinter(seed, seat)
	return e
}

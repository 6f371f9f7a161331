package match

import (
	"fmt"
	"slices"

	"rummy/engine"
)

// Replay feeds a logged game to a match, one Player per seat sharing one
// cursor over the log. A logged action that is illegal, or that belongs
// to a seat the game is not waiting on, stops the match with an error
// naming the entry. next_hand entries are skipped: the match deals the
// next hand itself (Config.AutoNextHand or NextHand).
type Replay struct {
	log  []engine.LoggedAction
	next int
}

// NewReplay returns a replay of log (it is not modified).
func NewReplay(log []engine.LoggedAction) *Replay { return &Replay{log: log} }

// Player returns the player of seat.
func (r *Replay) Player(seat int) Player { return &replaySeat{r: r, seat: seat} }

// Done reports whether every logged action has been fed.
func (r *Replay) Done() bool {
	r.skip()
	return r.next >= len(r.log)
}

// Fed returns how many log entries have been fed or skipped.
func (r *Replay) Fed() int { return r.next }

func (r *Replay) skip() {
	for r.next < len(r.log) && r.log[r.next].Action.Kind == engine.ActNextHand {
		r.next++
	}
}

type replaySeat struct {
	r       *Replay
	seat    int
	failure error
}

func (p *replaySeat) Kind() Kind { return KindReplay }

func (p *replaySeat) Ask(q Question) (engine.Action, bool) {
	r := p.r
	if r.Done() {
		return engine.Action{}, false
	}
	la := r.log[r.next]
	if la.Seat == p.seat {
		r.next++
		return la.Action, true
	}
	if !slices.Contains(q.View.Waiting, la.Seat) {
		p.failure = fmt.Errorf("match: replay entry %d (seat %d, %s) is out of turn: the game waits on seats %v", r.next+1, la.Seat, la.Action, q.View.Waiting)
	}
	return engine.Action{}, false
}

func (p *replaySeat) Poll() (Answer, bool) {
	if p.failure == nil {
		return Answer{}, false
	}
	err := p.failure
	p.failure = nil
	return Answer{Err: err}, true
}

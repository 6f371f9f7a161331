package main

import (
	"fmt"
	"time"

	"rummy/bots"
	"rummy/engine"
)

// gameSetup is what every game of a run shares.
type gameSetup struct {
	rules  *engine.Rules
	names  []string // bot entry names, in --bots order
	rotate bool
	cfg    bots.Config
}

// gameResult is one game's outcome, by seat.
type gameResult struct {
	// entry[seat] is the --bots entry that sat there.
	entry               []int
	winners             []int
	totals              []int
	hands, turns        int
	actions, capped     int
	illegal, violations int
	firstError          string
	// decisions[seat] holds the seat's timed decision times (see
	// fastDecision); counts[seat] is how many decisions it made.
	decisions [][]time.Duration
	counts    []int
}

// fastDecision is the decision time under which a seat's next decisions
// are timed only one in timeEvery: reading the clock twice costs about as
// much as such a decision, so timing every one would double what the run
// measures. Which decisions are timed depends only on earlier ones, so
// the percentiles stay fair estimates.
const (
	fastDecision = 20 * time.Microsecond
	timeEvery    = 8
)

// seating returns which --bots entry sits at each seat in game g.
func (gs *gameSetup) seating(g int) []int {
	n := len(gs.names)
	out := make([]int, n)
	for seat := range out {
		out[seat] = seat
		if gs.rotate {
			out[seat] = (seat + g) % n
		}
	}
	return out
}

// scratch holds the buffers one worker reuses from action to action and
// from game to game: every field is filled again before it is read.
type scratch struct {
	v  engine.View
	w  []int
	ev []engine.Event
}

// playGame plays game g (numbered from 0) with seed gseed, with sc's
// buffers.
func (gs *gameSetup) playGame(g int, gseed uint64, sc *scratch) gameResult {
	n := len(gs.names)
	res := gameResult{entry: gs.seating(g), decisions: make([][]time.Duration, n), counts: make([]int, n)}
	skip := make([]int, n) // decisions of the seat left untimed before the next timed one
	fail := func(format string, a ...any) {
		if res.firstError == "" {
			res.firstError = fmt.Sprintf(format, a...)
		}
	}
	s, err := engine.NewGame(gs.rules, gseed)
	if err != nil {
		res.violations++
		fail("game %d: %v", g+1, err)
		return res
	}
	players := make([]bots.Bot, n)
	for seat := range players {
		players[seat], _ = bots.New(gs.names[res.entry[seat]], gseed, seat, gs.cfg)
	}
	pick := engine.NewRNG(gseed).Derive(0xfeed)
	v, w, ev := &sc.v, sc.w, sc.ev
	defer func() { sc.w, sc.ev = w, ev }()
	for steps := 0; !s.Over(); steps++ {
		if steps > maxActionsPerGame {
			res.violations++
			fail("game %d: no end after %d actions", g+1, steps)
			break
		}
		w = s.AppendWaiting(w[:0])
		seat := w[pick.Intn(len(w))]
		s.ViewInto(seat, v)
		var a engine.Action
		if skip[seat] > 0 {
			skip[seat]--
			a = players[seat].Act(v)
		} else {
			t0 := time.Now()
			a = players[seat].Act(v)
			d := time.Since(t0)
			res.decisions[seat] = append(res.decisions[seat], d)
			if d < fastDecision {
				skip[seat] = timeEvery - 1
			}
		}
		res.counts[seat]++
		var err error
		ev, err = s.AppendApply(ev[:0], seat, a)
		if err != nil {
			res.illegal++
			fail("game %d seat %d: %s: %v", g+1, seat, a, err)
			legal := engine.Legal(v)
			if len(legal) == 0 {
				res.violations++
				fail("game %d: seat %d is waited on but has no legal action", g+1, seat)
				break
			}
			if ev, err = s.Apply(seat, legal[0]); err != nil {
				res.violations++
				fail("game %d: listed legal action %s rejected: %v", g+1, legal[0], err)
				break
			}
		}
		res.actions++
		for i := range ev {
			switch e := &ev[i]; e.Kind {
			case engine.EvTurnStarted:
				res.turns++
			case engine.EvHandEnded:
				res.hands++
				if e.Result.Reason == engine.EndTurnCap {
					res.capped++
				}
			}
		}
		if err := s.CheckInvariants(); err != nil {
			res.violations++
			fail("game %d: %v", g+1, err)
			break
		}
	}
	res.winners = s.Winners()
	res.totals = s.Totals()
	return res
}

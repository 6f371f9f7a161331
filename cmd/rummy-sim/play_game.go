package main

import (
	"errors"
	"fmt"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match"
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
	rounds              int
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

// scratch holds what one worker reuses from game to game: every field
// is filled again before it is read.
type scratch struct {
	timed   []timedBot
	players []match.Player
	// match lends one game's match memory to the next.
	match match.Scratch
}

// timedBot seats a bot at the match, deciding inline on the match's own
// view (as bots.Player does without a runner, one call less per
// question), and times the seat's decisions for the percentiles (see
// fastDecision) and counts them.
type timedBot struct {
	bot  bots.Bot
	res  *gameResult
	seat int
	skip int // decisions left untimed before the next timed one
}

// Kind returns match.KindBot.
func (b *timedBot) Kind() match.Kind { return match.KindBot }

// Ask decides at once, timing the decision unless it is one to skip.
func (b *timedBot) Ask(q match.Question) (engine.Action, bool) {
	b.res.counts[b.seat]++
	if b.skip > 0 {
		b.skip--
		return b.bot.Act(q.View), true
	}
	t0 := time.Now()
	a := b.bot.Act(q.View)
	d := time.Since(t0)
	b.res.decisions[b.seat] = append(b.res.decisions[b.seat], d)
	if d < fastDecision {
		b.skip = timeEvery - 1
	}
	return a, true
}

// Poll has nothing: the bot answers Ask at once.
func (b *timedBot) Poll() (match.Answer, bool) { return match.Answer{}, false }

// gameRecorder counts the game's actions, turns and hands and checks the
// engine's invariants after every action.
type gameRecorder struct {
	res *gameResult
	g   int
}

// Applied counts one action; an invariant violation stops the match.
func (r *gameRecorder) Applied(s *engine.State, _ int, a engine.Action, ev []engine.Event) error {
	res := r.res
	if a.Kind != engine.ActNextHand {
		res.actions++
	}
	for i := range ev {
		switch e := &ev[i]; e.Kind {
		case engine.EvTurnStarted:
			res.turns++
		case engine.EvRoundStarted:
			res.rounds++
		case engine.EvHandEnded:
			res.hands++
			if e.Result.Reason == engine.EndTurnCap {
				res.capped++
			}
		}
	}
	if err := s.CheckInvariants(); err != nil {
		return fmt.Errorf("game %d: %v", r.g+1, err)
	}
	return nil
}

// playGame plays game g (numbered from 0) with seed gseed through a
// match (the project's one game loop), the bots deciding inline and the
// first seat asked picked at random from the game seed.
func (gs *gameSetup) playGame(g int, gseed uint64, sc *scratch) gameResult {
	n := len(gs.names)
	res := gameResult{entry: gs.seating(g), decisions: make([][]time.Duration, n), counts: make([]int, n)}
	fail := func(format string, a ...any) {
		if res.firstError == "" {
			res.firstError = fmt.Sprintf(format, a...)
		}
	}
	if len(sc.timed) != n {
		sc.timed = make([]timedBot, n)
		sc.players = make([]match.Player, n)
	}
	for seat := range sc.players {
		b, _ := bots.New(gs.names[res.entry[seat]], gseed, seat, gs.cfg)
		sc.timed[seat] = timedBot{bot: b, res: &res, seat: seat}
		sc.players[seat] = &sc.timed[seat]
	}
	pick := engine.NewRNG(gseed).Derive(0xfeed)
	m, err := match.New(match.Config{Rules: gs.rules, Seed: gseed, Players: sc.players,
		Recorder: &gameRecorder{res: &res, g: g}, First: pick.Intn, AutoNextHand: true,
		MaxActions: maxActionsPerGame + engine.MaxHandsPerGame, Scratch: &sc.match})
	if err != nil {
		res.violations++
		fail("game %d: %v", g+1, err)
		return res
	}
	if err := m.Run(); err != nil {
		var ill *match.IllegalError
		if errors.As(err, &ill) {
			res.illegal++
			fail("game %d seat %d: %s: %v", g+1, ill.Seat, ill.Action, ill.Err)
		} else {
			res.violations++
			fail("%v", err)
		}
	} else if !m.State().Over() {
		res.violations++
		fail("game %d: the match waits on seats %v that no bot answers", g+1, m.State().Waiting())
	}
	res.winners = m.State().Winners()
	res.totals = m.State().Totals()
	return res
}

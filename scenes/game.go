package scenes

import (
	"rummy/bots"
	"rummy/engine"
)

// tableGame runs the game a table presents: the engine state, the bots
// and their runner, the autosave, the statistics, the claim window's and
// the turn timer's countdowns, and the finished position of a hand for
// the reveal. The rest of the table talks only to it — it is the one
// type a match.Game replaces — and gets from it the viewer's view and
// the events masked for that viewer (engine.MaskFor): nothing else in
// the table reads another seat's hand.
type tableGame struct {
	app   *App
	setup Setup
	st    *engine.State
	bots  []bots.Bot
	// runner runs one bot decision at a time; pause is the human-like
	// pause before the next, paintWait how long a bot waited for a paint.
	runner    botRunner
	pause     int
	paintWait int
	// viewer is the seat the events are masked for, shown the view shown.
	viewer int
	shown  *engine.View
	// claimLeft counts a person's claim window down (−1: none); turnLeft
	// a person's turn timer (ROM-16), for the turn turnKey names.
	claimLeft int
	turnLeft  int
	turnKey   [2]int
	// lastHands are every hand before the last action; endView and
	// endHands the position the last hand ended in (the engine deals the
	// next hand in the same step).
	lastHands [][]engine.Card
	endView   *engine.View
	endHands  [][]engine.Card
	// over says the finished game was counted; notice is a problem to
	// show (a failed save, damaged statistics), taken by the table.
	saveFailed bool
	over       bool
	notice     string
	// nextOwed: the engine waits in PhaseHandOver for the next hand,
	// dealt (dealNext) once the score sheet has been seen.
	nextOwed bool
}

// newTableGame seats the bots of a setup at a game; a game resumed in a
// claim window starts its countdown afresh.
func newTableGame(app *App, setup Setup, st *engine.State) *tableGame {
	g := &tableGame{app: app, setup: setup, st: st, runner: botRunner{replies: make(chan botReply, 1)}, claimLeft: -1}
	g.bots = make([]bots.Bot, len(setup.Seats))
	for i, s := range setup.Seats {
		if s.Kind == Bot {
			g.bots[i] = newBot(s.Level, st.Seed(), i)
		}
	}
	// The players sit down before the first bot moves.
	g.pause = g.botPauseTicks(false)
	return g
}

// View returns what viewer may see now; the events that follow are
// masked for viewer.
func (g *tableGame) View(viewer int) *engine.View {
	g.viewer = viewer
	g.shown = g.st.View(viewer)
	return g.shown
}

// mask returns events as the viewer may see them.
func (g *tableGame) mask(ev []engine.Event) []engine.Event { return engine.MaskFor(ev, g.viewer) }

// Players is the number of seats.
func (g *tableGame) Players() int { return g.st.Players() }

// Rules are the game's rules.
func (g *tableGame) Rules() *engine.Rules { return g.st.Rules() }

// Over reports whether the game has ended.
func (g *tableGame) Over() bool { return g.st.Over() }

// Counted reports whether the finished game was counted in the statistics.
func (g *tableGame) Counted() bool { return g.over }

// Seed is the game's seed.
func (g *tableGame) Seed() uint64 { return g.st.Seed() }

// Results are the finished hands' results.
func (g *tableGame) Results() []engine.HandResult { return g.st.Results() }

// Totals are the seats' running totals.
func (g *tableGame) Totals() []int { return g.st.Totals() }

// Winners are the seats that won the finished game.
func (g *tableGame) Winners() []int { return g.st.Winners() }

// BotBusy reports whether a bot is deciding.
func (g *tableGame) BotBusy() bool { return g.runner.busy }

// takeNotice returns the problem to show, once.
func (g *tableGame) takeNotice() string {
	n := g.notice
	g.notice = ""
	return n
}

// handEnd returns the position the last hand ended in, as the viewer
// saw it, and every seat's final hand (the reveal shows them).
func (g *tableGame) handEnd() (*engine.View, [][]engine.Card) { return g.endView, g.endHands }

// Apply sends one seat's action to the engine; on success the game is
// saved, a finished game counted, and the events returned masked for
// the viewer.
func (g *tableGame) Apply(seat int, a engine.Action) ([]engine.Event, error) {
	g.snapshotHands()
	ev, err := g.st.Apply(seat, a)
	if err != nil {
		return nil, err
	}
	g.save()
	g.noteHandEnd(ev)
	if g.st.Over() && !g.over {
		g.over = true
		g.recordStats()
	}
	return g.mask(ev), nil
}

// noteHandEnd rebuilds the finished position when ev ends a hand.
func (g *tableGame) noteHandEnd(ev []engine.Event) {
	for i, e := range ev {
		if e.Kind == engine.EvHandEnded && e.Result != nil {
			g.endView, g.endHands = handEnd(g.shown, g.lastHands, ev[:i])
			g.lastHands = nil
			return
		}
	}
}

// forgetHandEnd drops the finished position once the reveal is over.
func (g *tableGame) forgetHandEnd() { g.endView, g.endHands = nil, nil }

// progress lets a bot act when one is waited on: after its pause, once
// the last change is painted, in its goroutine. It returns the events of
// a bot's move, or the person seat the game waits on (−1 for none).
func (g *tableGame) progress() ([]engine.Event, int) {
	if g.st.Phase() == engine.PhaseHandOver {
		return nil, -1 // the finished hand is shown until dealNext
	}
	if g.runner.busy {
		rep, ok := g.runner.poll()
		if !ok {
			return nil, -1
		}
		ev, err := g.Apply(rep.seat, rep.act)
		if err != nil {
			// Never replaced by another move (issue 13 item 6): the
			// refusal is shown and the bot is asked again.
			g.notice = err.Error()
		}
		g.pause = g.botPauseTicks(rep.act.Kind == engine.ActPass)
		return ev, -1
	}
	w := g.st.Waiting()
	if len(w) == 0 {
		return nil, -1
	}
	seat := w[0]
	if b := g.bots[seat]; b != nil {
		if g.pause > 0 {
			g.pause--
			return nil, -1
		}
		if g.waitForPaint() {
			return nil, -1
		}
		g.runner.start(b, g.st.View(seat))
		return nil, -1
	}
	return nil, seat
}

// dealNext leaves the finished hand (PhaseHandOver): the next hand's
// dealer deals it. It returns the deal's events, masked for the viewer.
func (g *tableGame) dealNext() []engine.Event {
	g.nextOwed = false
	if g.st.Phase() != engine.PhaseHandOver {
		return nil
	}
	ev, err := g.Apply(g.st.Waiting()[0], engine.NextHandAction())
	if err != nil {
		g.notice = err.Error()
	}
	return ev
}

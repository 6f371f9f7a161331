package scenes

import (
	"time"

	"rummy/bots"
	"rummy/engine"
)

// analysisRollouts is the hard bot's deterministic budget per decision
// in the post-game analysis.
const analysisRollouts = 96

// analysisSlice is how long the analysis thinks per frame: it runs in
// slices like the bots in the browser, so the frame never waits longer.
const analysisSlice = 4 * time.Millisecond

// verdict is the hard bot's view of one of the person's decisions: the
// log entry, what it would have done and its estimate of the cost (in
// the race score's points; 0 when it agrees).
type verdict struct {
	entry int
	mine  engine.Action
	bot   engine.Action
	cost  float64
	// unrated is true when the person's move was not among the bot's
	// candidates (its cost then is the gap to the bot's worst candidate).
	unrated bool
}

// analysis walks the person's draws and discards of a finished game and
// asks the hard bot, on the same view, what it would have done.
type analysis struct {
	m      *replayModel
	person int
	// todo lists the log entries still to analyse; cur is the position
	// being thought about (its state and the bot).
	todo  []int
	st    *engine.State
	view  *engine.View
	hard  *bots.Hard
	done  int
	total int
	marks map[int]verdict
}

// newAnalysis prepares the analysis of the person's decisions.
func newAnalysis(m *replayModel, person int) *analysis {
	a := &analysis{m: m, person: person, marks: map[int]verdict{}}
	if person < 0 {
		return a
	}
	for i, la := range m.log {
		if la.Seat == person && (la.Action.Kind == engine.ActDraw || la.Action.Kind == engine.ActDiscard) {
			a.todo = append(a.todo, i)
		}
	}
	a.total = len(a.todo)
	return a
}

// finished reports whether every decision has been analysed.
func (a *analysis) finished() bool { return len(a.todo) == 0 && a.hard == nil }

// step thinks for about one slice.
func (a *analysis) step() {
	deadline := time.Now().Add(analysisSlice)
	for !a.finished() && time.Now().Before(deadline) {
		if a.hard == nil {
			// Setting up a decision (its position, the bot's first look)
			// takes a slice of its own.
			a.begin()
			return
		}
		if a.hard.Step(time.Until(deadline)) {
			a.conclude()
		}
	}
}

// begin sets the bot thinking on the next decision's view.
func (a *analysis) begin() {
	i := a.todo[0]
	st, err := a.m.positionAt(i)
	if err != nil {
		a.todo = a.todo[1:]
		a.done++
		return
	}
	a.st = st
	a.view = st.View(a.person)
	a.hard = bots.NewHard(a.m.seed^uint64(i+1), a.person, bots.Budget{Rollouts: analysisRollouts}, nil)
	a.hard.Start(a.view)
}

// conclude records the bot's verdict on the decision.
func (a *analysis) conclude() {
	i := a.todo[0]
	a.todo = a.todo[1:]
	a.done++
	mine := a.m.log[i].Action
	bot := a.hard.Action()
	cands, means := a.hard.Ratings()
	a.hard = nil
	if cands == nil || bot.Equal(mine) {
		return
	}
	best, worst, at := means[0], means[0], -1
	for k, c := range cands {
		best, worst = max(best, means[k]), min(worst, means[k])
		if c.Equal(mine) {
			at = k
		}
	}
	v := verdict{entry: i, mine: mine, bot: bot}
	if at >= 0 {
		v.cost = best - means[at]
	} else {
		v.cost, v.unrated = best-worst, true
	}
	if v.cost >= 0.5 {
		a.marks[i] = v
	}
}

// summary returns how many decisions cost points and about how many.
func (a *analysis) summary() (n, points int) {
	sum := 0.0
	for _, v := range a.marks {
		sum += v.cost
	}
	return len(a.marks), int(sum + 0.5)
}

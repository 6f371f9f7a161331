//go:build js

package scenes

import (
	"time"

	"rummy/bots"
	"rummy/engine"
)

// botWork is the bots' own work on the page's thread (their Start, Step
// and Act calls), for the page's frame measurement.
var botWork struct {
	sinceRead, longest time.Duration
}

// timed runs f and counts its time as the bots' work.
func timed(f func()) {
	t0 := time.Now()
	f()
	d := time.Since(t0)
	botWork.sinceRead += d
	botWork.longest = max(botWork.longest, d)
}

// BotWork returns the bots' time on the page's thread since it was
// last read, and the longest single unit of their work since start.
func BotWork() (sinceRead, longest time.Duration) {
	s := botWork.sinceRead
	botWork.sinceRead = 0
	return s, botWork.longest
}

// timedBot is a bot whose every call is timed.
type timedBot struct{ b bots.Bot }

func (t timedBot) Act(v *engine.View) (a engine.Action) {
	timed(func() { a = t.b.Act(v) })
	return a
}

// timedThinker is a Thinker whose every call is timed.
type timedThinker struct{ t bots.Thinker }

func (t timedThinker) Act(v *engine.View) (a engine.Action) {
	timed(func() { a = t.t.Act(v) })
	return a
}

func (t timedThinker) Start(v *engine.View) { timed(func() { t.t.Start(v) }) }

func (t timedThinker) Step(budget time.Duration) (done bool) {
	timed(func() { done = t.t.Step(budget) })
	return done
}

func (t timedThinker) Action() (a engine.Action) {
	timed(func() { a = t.t.Action() })
	return a
}

// timedBots wraps b so that its calls are timed.
func timedBots(b bots.Bot) bots.Bot {
	if s, ok := b.(bots.Thinker); ok {
		return timedThinker{s}
	}
	return timedBot{b}
}

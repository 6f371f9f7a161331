package bots

import (
	"sync"

	"rummy/engine"
	"rummy/engine/match"
)

// Runner runs one bot decision for a Player off the match's loop: it
// calls b.Act (or slices a Thinker) on v and hands the action to done,
// from any goroutine. The desktop runs it on a goroutine (GoRunner); the
// browser slices a Thinker per animation frame (the scenes package's
// runner).
type Runner func(b Bot, v *engine.View, done func(engine.Action))

// GoRunner decides on a goroutine of its own.
func GoRunner(b Bot, v *engine.View, done func(engine.Action)) {
	go func() { done(b.Act(v)) }()
}

// Player seats a Bot at a match. With no runner it decides inline, at
// once, on the match's own view (rummy-sim: no goroutine per decision);
// with a runner it decides later on its own copy of the view, and an
// answer decided on a position that has moved on is dropped by the
// match, which has asked again.
type Player struct {
	bot Bot
	run Runner

	mu    sync.Mutex
	busy  bool
	again *match.Question
	ready []match.Answer
}

// NewPlayer seats b; run nil decides inline.
func NewPlayer(b Bot, run Runner) *Player { return &Player{bot: b, run: run} }

// Bot returns the seated bot.
func (p *Player) Bot() Bot { return p.bot }

// Kind returns match.KindBot.
func (p *Player) Kind() match.Kind { return match.KindBot }

// Ask decides inline, or starts the runner (or, while it is busy,
// remembers the newest question for when it is done).
func (p *Player) Ask(q match.Question) (engine.Action, bool) {
	if p.run == nil {
		return p.bot.Act(q.View), true
	}
	v := q.OwnView()
	p.mu.Lock()
	if p.busy {
		p.again = &match.Question{Seat: q.Seat, Version: q.Version, View: v}
		p.mu.Unlock()
		return engine.Action{}, false
	}
	p.busy = true
	p.mu.Unlock()
	p.start(q.Version, v)
	return engine.Action{}, false
}

// start runs one decision (p.busy is set, p.mu not held); when it is
// done, the newest question asked meanwhile starts.
func (p *Player) start(version uint64, v *engine.View) {
	p.run(p.bot, v, func(a engine.Action) {
		p.mu.Lock()
		p.ready = append(p.ready, match.Answer{Version: version, Action: a})
		q := p.again
		p.again = nil
		p.busy = q != nil
		p.mu.Unlock()
		if q != nil {
			p.start(q.Version, q.View)
		}
	})
}

// Poll returns a decision the runner finished.
func (p *Player) Poll() (match.Answer, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.ready) == 0 {
		return match.Answer{}, false
	}
	a := p.ready[0]
	p.ready = p.ready[1:]
	return a, true
}

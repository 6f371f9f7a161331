package bots

import (
	"fmt"

	"rummy/bots/arrange"
	"rummy/engine"
)

// style holds the knobs that make the greedy, easy and normal players
// differ while sharing one decision procedure.
type style struct {
	// greedy: the documented baseline (take the discard only if it
	// completes a meld, meld everything, discard the highest deadwood,
	// pass every out-of-turn claim).
	greedy bool
	// mistakes is the chance, in percent, of each deliberate slip (easy).
	mistakes int
	// danger is the weight, in points, of a card the next player visibly
	// wants when choosing a discard (normal); dangerOpened takes its place
	// in Rommé once the seat has opened: then only the race to go out and
	// the points left in hand count (self-play, bots/README.md).
	danger, dangerOpened int
	// keep is the worth, in points, of each link a loose card has to
	// another loose card (a pair, a near card of its suit) when choosing
	// a discard.
	keep int
	// holdCards lets a Rommé player keep its melds in hand while every
	// opponent holds at least this many cards (0: never); openNear lays
	// them down anyway once no more than this many cards would be left.
	holdCards, openNear int
	// classicHold and classicNear are the same for classic (two seats;
	// two cards fewer with more seats).
	classicHold, classicNear int
	// claims lets the player buy, knock and call (normal, easy).
	claims bool
	// swaps lets the player take jokers from the table (Rommé).
	swaps bool
	// threat multiplies the value of loose cards before going down in
	// Liverpool once an opponent has gone down (0 or 1: no change).
	threat int
	// feed is the cost, in points, of a Liverpool discard that fits a
	// table meld while an opponent is down (a Liverpool call or a take
	// sheds a card for them, LIV-POOL-1).
	feed int
	// outs and bridge are the worth, in points, of each live card a
	// Rommé discard would stop from working (outs.go): one that would
	// make a meld with two loose cards (outs), one that would carry a
	// loose card onto a table meld (bridge). With outs set, they take the
	// place of keep in Rommé.
	outs, bridge int
	// solo makes the hard player rate its Liverpool draws and discards
	// before going down by solo rollouts (hard_solo.go).
	solo bool
}

var (
	greedyStyle = style{greedy: true}
	easyStyle   = style{mistakes: 20, claims: true}
	normalStyle = style{danger: 6, dangerOpened: 0, keep: 4, holdCards: 8, openNear: 2, classicHold: 7, classicNear: 2, claims: true, swaps: true,
		outs: 4, bridge: 8}
	// hardStyle holds its melds until it can go out at once: self-play
	// tournaments (bots/README.md) showed that the waiting game beats
	// laying down when a few cards from going out.
	// In Liverpool it searches with solo rollouts before going down,
	// dumps high loose cards and starves the table once an opponent is
	// down (self-play, bots/README.md).
	hardStyle = style{danger: 6, dangerOpened: 0, keep: 4, holdCards: 8, openNear: 1, classicHold: 7, classicNear: 1, claims: true, swaps: true,
		outs: 4, bridge: 8, threat: 4, feed: 30, solo: true}
)

// policy is the shared decision procedure of the greedy, easy and normal
// players, and the rollout policy of the hard one. It keeps an arranger
// for the rules of the last view it saw and its own random source.
type policy struct {
	st    style
	rng   engine.RNG
	rules *engine.Rules
	arr   *arrange.Arranger
	// fallbacks counts the decisions whose own choice the view refused,
	// replaced by fallback (issue 13 item 6: expected to stay zero).
	fallbacks int
	// firstFallback describes the first refused choice.
	firstFallback string
	// dw are the kept buffers of leastDeadwood.
	dw dwBufs
}

// newPolicy returns a policy for seat, its random source derived from the
// game seed and the seat by a one-way function (seatSeed).
func newPolicy(st style, seed uint64, seat int) *policy {
	return &policy{st: st, rng: seatRNG(seed, seat)}
}

// ready makes sure the arranger follows the view's rules. Every view
// holds its own copy of the rules, so they are compared by value, and the
// policy keeps its own copy.
func (p *policy) ready(v *engine.View) {
	if p.rules != nil && p.rules.Equal(v.Rules) {
		return
	}
	r, err := engine.NewRules(v.Rules.Options)
	if err != nil {
		r = v.Rules
	}
	p.rules = r
	p.arr = arrange.New(r)
}

// slip reports whether the easy player makes a deliberate mistake now.
func (p *policy) slip() bool {
	return p.st.mistakes > 0 && p.rng.Intn(100) < p.st.mistakes
}

// decide returns the policy's action for the view, always one the view's
// Check accepts when the seat may act.
func (p *policy) decide(v *engine.View) engine.Action {
	p.ready(v)
	a := p.choose(v)
	err := v.Check(a)
	if err == nil {
		return a
	}
	if p.fallbacks == 0 {
		p.firstFallback = fmt.Sprintf("%s in phase %s (hand %d turn %d): %v", a, v.Phase, v.HandNo, v.TurnNo, err)
	}
	p.fallbacks++
	return p.fallback(v)
}

// choose dispatches on the phase.
func (p *policy) choose(v *engine.View) engine.Action {
	switch v.Phase {
	case engine.PhaseCut:
		// LIV-CUT-1: bots cut at random.
		size := v.Rules.Deck().Size()
		return engine.CutAction(1 + p.rng.Intn(size-1))
	case engine.PhaseDraw:
		if v.Seat != v.Turn {
			return p.answer(v)
		}
		return p.draw(v)
	case engine.PhaseClaim:
		return p.answer(v)
	case engine.PhaseCallerDiscard:
		return p.callerDiscard(v)
	case engine.PhasePlay:
		return p.play(v)
	case engine.PhaseHandOver:
		return engine.NextHandAction()
	case engine.PhaseReveal:
		return engine.RevealAction() // KOP-6: the only move
	}
	return engine.PassAction()
}

// fallback is the first sensible legal action: a discard or ending the
// turn in play, a pass in a window, else the first legal action.
func (p *policy) fallback(v *engine.View) engine.Action {
	acts := engine.Legal(v)
	if len(acts) == 0 {
		return engine.PassAction()
	}
	for _, a := range acts {
		switch a.Kind {
		case engine.ActDiscard, engine.ActEndTurn, engine.ActPass:
			return a
		}
	}
	return acts[0]
}

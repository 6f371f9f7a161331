package bots

import (
	"fmt"
	"strings"
	"time"

	"rummy/engine"
)

// Names lists the players New knows, weakest first.
func Names() []string { return []string{"random", "greedy", "easy", "normal", "hard", "expert"} }

// Config tunes the players New builds; the zero value is fine.
type Config struct {
	// Budget is the hard player's budget per decision (zero: a time
	// budget of DefaultThink).
	Budget Budget
	// Clock is the hard and expert players' time source (nil: the wall
	// clock).
	Clock Clock
	// Expert is the expert player's budget (zero: its defaults). With
	// Budget.Rollouts set and Expert.Deals not, the expert plays that
	// many deals per decision and, unless Expert.Cap is set, has no time
	// cap: its decisions then never depend on timing (tests, replays).
	Expert ExpertBudget
}

// New returns the player called name (one of Names) for seat, its random
// source derived from the game seed and the seat.
func New(name string, seed uint64, seat int, cfg Config) (Bot, error) {
	switch name {
	case "random":
		return NewRandom(seed, seat), nil
	case "greedy":
		return NewGreedy(seed, seat), nil
	case "easy":
		return NewEasy(seed, seat), nil
	case "normal":
		return NewNormal(seed, seat), nil
	case "hard":
		b := cfg.Budget
		if b.Time == 0 && b.Rollouts == 0 {
			b.Time = DefaultThink
		}
		return NewHard(seed, seat, b, cfg.Clock), nil
	case "expert":
		b := cfg.Expert
		if b.Deals == 0 && cfg.Budget.Rollouts > 0 {
			b.Deals = cfg.Budget.Rollouts
			if b.Cap == 0 {
				b.Cap = NoCap
			}
		}
		return NewExpert(seed, seat, b, cfg.Clock), nil
	}
	return nil, fmt.Errorf("bots: unknown player %q: choose one of %s", name, strings.Join(Names(), ", "))
}

// DefaultThink is the hard player's default time per decision.
const DefaultThink = 300 * time.Millisecond

// Greedy is the reference baseline: it takes the discard only if the card
// completes a meld, otherwise the stock; it melds (opens, goes down) and
// lays off everything it can; it discards its highest deadwood card; it
// passes every out-of-turn claim and never swaps jokers.
type Greedy struct{ p *policy }

// NewGreedy returns the baseline player for seat.
func NewGreedy(seed uint64, seat int) *Greedy {
	return &Greedy{p: newPolicy(greedyStyle, seed, seat)}
}

// Act decides one action.
func (b *Greedy) Act(v *engine.View) engine.Action { return b.p.decide(v) }

// Easy plays like Normal with its eyes half shut: it never holds melds
// back, ignores what the next player wants, never swaps jokers, and on
// purpose (a fifth of the time, from its own random source) overlooks a
// useful discard, forgets a lay-off, discards a near-best card or misses
// a call.
type Easy struct{ p *policy }

// NewEasy returns the easy player for seat.
func NewEasy(seed uint64, seat int) *Easy {
	return &Easy{p: newPolicy(easyStyle, seed, seat)}
}

// Act decides one action.
func (b *Easy) Act(v *engine.View) engine.Action { return b.p.decide(v) }

// Normal is greedy on the arranger: it takes the discard when that makes
// its best hand better (lower deadwood, an opening within reach, a
// contract closer); opens, goes down, melds and lays off by the
// arranger's plans, holding its melds back in classic and Rommé while
// laying down would leave it more than two cards and every opponent
// still holds many (Rommé 8, classic 7 with two seats, 5 with more);
// swaps Rommé jokers into its hand when they help; discards the card
// whose loss costs least (in Rommé counting the live cards that would put
// its loose cards to work), avoiding cards the next player visibly
// collects (from the public pick-ups and discards; in Rommé only until
// it has opened); calls
// Liverpool and Rummy whenever it may, buys when the card brings the
// contract closer, knocks when the card is worth the penalty card.
type Normal struct{ p *policy }

// NewNormal returns the normal player for seat.
func NewNormal(seed uint64, seat int) *Normal {
	return &Normal{p: newPolicy(normalStyle, seed, seat)}
}

// Act decides one action.
func (b *Normal) Act(v *engine.View) engine.Action { return b.p.decide(v) }

package bots

import (
	"rummy/engine"
)

// HintKind says what a hint suggests (issue 15 item 3): the decision
// the normal bot would take, named for the words a table shows.
type HintKind uint8

// The kinds of hint.
const (
	HintDrawStock HintKind = iota + 1
	HintTakeDiscard
	HintMeld
	HintLayOff
	HintSwapJoker
	HintDiscard
	HintEndTurn
	HintKnock
	HintBuy
	HintCallLiverpool
	HintCallRummy
	HintPass
	HintKeep
	HintCut
	HintReveal
	// HintNextHand is the move at hand-over: deal the next hand.
	HintNextHand
)

var hintNames = [...]string{"", "draw_stock", "take_discard", "meld", "lay_off", "swap_joker", "discard",
	"end_turn", "knock", "buy", "call_liverpool", "call_rummy", "pass", "keep", "cut", "reveal", "next_hand"}

// String names the kind (for logs and tests).
func (k HintKind) String() string {
	if int(k) < len(hintNames) && k != 0 {
		return hintNames[k]
	}
	return "none"
}

// Hint is a suggested action and what a table needs to show it: the
// hand cards to lift, the table meld that glows (its owner and whether
// it is a run), and the pile.
type Hint struct {
	Action engine.Action
	Kind   HintKind
	// Cards are the viewer's hand cards the action plays (lifted on the
	// table); Card is the one card a reason names (the discard taken,
	// the card laid off, bought or discarded).
	Cards []engine.Card
	Card  engine.Card
	// Meld is the target table meld (-1: none); Owner is its owner and
	// Run is true for a run, false for a set.
	Meld  int
	Owner int
	Run   bool
	// N is the number of melds laid (HintMeld) or cards lifted (HintCut).
	N int
}

// hintStyle is the normal player's style without holding melds back: a
// hint at a meld decision proposes laying down (the Rommé opening, the
// classic melds) whenever the hand can (issue 24 item 10). Keeping melds
// in hand is a bet on the opponents' cards a newcomer asking for help
// should not be steered into without a word.
var hintStyle = func() style {
	s := normalStyle
	s.holdCards, s.classicHold = 0, 0
	return s
}()

// Hinter is the player whose choices the table shows as hints: the
// normal player, except that it lays down its melds as soon as it may.
type Hinter struct{ p *policy }

// NewHinter returns the hinter for seat.
func NewHinter(seed uint64, seat int) *Hinter {
	return &Hinter{p: newPolicy(hintStyle, seed, seat)}
}

// Act decides one action.
func (b *Hinter) Act(v *engine.View) engine.Action { return b.p.decide(v) }

// Explain describes action a taken on view v.
func Explain(v *engine.View, a engine.Action) Hint {
	h := Hint{Action: a, Card: engine.NoCard, Meld: -1, Owner: -1}
	switch a.Kind {
	case engine.ActDraw:
		h.Kind = HintDrawStock
		if a.FromDiscard {
			h.Kind = HintTakeDiscard
			if n := len(v.Pile); n > 0 {
				h.Card = v.Pile[n-1]
			}
		}
	case engine.ActMeld:
		h.Kind, h.N = HintMeld, len(a.Melds)
		for _, m := range a.Melds {
			h.Cards = append(h.Cards, m...)
		}
	case engine.ActLayOff:
		h.Kind, h.Card, h.Cards = HintLayOff, a.Card, []engine.Card{a.Card}
		h.target(v, a.Meld)
	case engine.ActSwapJoker:
		h.Kind, h.Card, h.Cards = HintSwapJoker, a.Card, []engine.Card{a.Card}
		h.target(v, a.Meld)
	case engine.ActDiscard:
		h.Kind, h.Card, h.Cards = HintDiscard, a.Card, []engine.Card{a.Card}
	case engine.ActEndTurn:
		h.Kind = HintEndTurn
	case engine.ActClaim:
		h.Card = v.Claim.Card
		switch v.Claim.Kind {
		case engine.ClaimKnock:
			h.Kind = HintKnock
		case engine.ClaimBuy:
			h.Kind = HintBuy
		case engine.ClaimLiverpool:
			h.Kind = HintCallLiverpool
			h.target(v, a.Meld)
		default:
			h.Kind = HintCallRummy
		}
	case engine.ActPass:
		h.Kind, h.Card = HintPass, v.Claim.Card
		if v.Phase == engine.PhaseCallerDiscard {
			h.Kind = HintKeep
		}
	case engine.ActCut:
		h.Kind, h.N = HintCut, a.N
	case engine.ActReveal:
		h.Kind = HintReveal
	case engine.ActNextHand:
		h.Kind = HintNextHand
	}
	return h
}

// target names table meld m of v as the hint's target.
func (h *Hint) target(v *engine.View, m int) {
	if m < 0 || m >= len(v.Table) {
		return
	}
	h.Meld, h.Owner = m, v.Table[m].Owner
	if info, ok := v.TableMeldInfo(m); ok {
		h.Run = info.Kind == engine.Run
	}
}

package engine

import (
	"fmt"
	"strings"
)

// ActionKind says what an action does.
type ActionKind uint8

// The kinds of action.
const (
	// ActDraw draws the top stock card or, with FromDiscard, the top of
	// the discard pile. In Liverpool drawing from the stock while a
	// discard is on the pile passes on it and opens the buy window
	// (LIV-BUY-1); the stock card is dealt once the window closes.
	ActDraw ActionKind = iota + 1
	// ActMeld lays down one or several new melds at once (Melds): a
	// Rommé opening, a Liverpool contract, or classic melds.
	ActMeld
	// ActLayOff adds Card to table meld Meld, at its front if AtFront.
	ActLayOff
	// ActSwapJoker puts Card in place of the joker at position Pos of
	// table meld Meld and takes the joker; where the rules require the
	// freed joker to be laid off at once (Liverpool LIV-8, Rommé strict
	// jokers) it goes to meld JokerMeld, at its front if JokerFront;
	// otherwise JokerMeld is -1 and the joker goes to hand.
	ActSwapJoker
	// ActDiscard discards Card, ending the turn (or, in
	// PhaseCallerDiscard, the Liverpool caller's optional discard).
	ActDiscard
	// ActEndTurn ends the turn without a discard: a Liverpool floater
	// with an empty hand (LIV-OUT-3).
	ActEndTurn
	// ActClaim answers an open claim window with a claim: knock
	// (ROM-SR-KNOCK), buy (LIV-BUY-1), Liverpool (LIV-POOL-1, laying the
	// card off on Meld, at its front if AtFront) or Rummy (LIV-RUM-1).
	ActClaim
	// ActPass answers an open claim window with a pass, or declines the
	// Liverpool caller's discard.
	ActPass
	// ActCut cuts the deck, lifting N cards (LIV-CUT-1).
	ActCut
	// ActTimeout finishes the turn of a player whose turn timer expired
	// (ROM-16).
	ActTimeout
	// ActNextHand deals the next hand once a hand is over
	// (PhaseHandOver); the next hand's dealer submits it (COM-2), which
	// a match does on the table's behalf.
	ActNextHand
	// ActReveal reveals and settles the seat's face-up Kopilka card
	// (KOP-3, KOP-6): the only action of that game.
	ActReveal
)

var actionNames = [...]string{"", "draw", "meld", "layoff", "swap", "discard", "end_turn", "claim", "pass", "cut", "timeout", "next_hand", "reveal"}

// String returns the kind's name as written in saved games.
func (k ActionKind) String() string {
	if int(k) < len(actionNames) && k != 0 {
		return actionNames[k]
	}
	return fmt.Sprintf("action(%d)", uint8(k))
}

// parseActionKind reads a kind's name.
func parseActionKind(s string) (ActionKind, error) {
	for i, n := range actionNames {
		if i > 0 && n == s {
			return ActionKind(i), nil
		}
	}
	return 0, fmt.Errorf("engine: unknown action %q: the actions are %s", s, strings.Join(actionNames[1:], ", "))
}

// Action is one move by one seat, a plain value that round-trips through
// JSON. Only the fields its Kind names are meaningful.
type Action struct {
	Kind        ActionKind
	FromDiscard bool
	Melds       [][]Card
	Card        Card
	Meld        int
	Pos         int
	AtFront     bool
	JokerMeld   int
	JokerFront  bool
	N           int
}

// DrawAction draws from the stock, or from the discard pile.
func DrawAction(fromDiscard bool) Action { return Action{Kind: ActDraw, FromDiscard: fromDiscard} }

// MeldAction lays down melds at once.
func MeldAction(melds ...[]Card) Action { return Action{Kind: ActMeld, Melds: melds} }

// LayOffAction adds a card to a table meld.
func LayOffAction(c Card, meld int, atFront bool) Action {
	return Action{Kind: ActLayOff, Card: c, Meld: meld, AtFront: atFront}
}

// SwapJokerAction replaces the joker at pos of a table meld with c; the
// joker goes to hand (jokerMeld -1) or is laid off on jokerMeld.
func SwapJokerAction(meld, pos int, c Card, jokerMeld int, jokerFront bool) Action {
	return Action{Kind: ActSwapJoker, Meld: meld, Pos: pos, Card: c, JokerMeld: jokerMeld, JokerFront: jokerFront}
}

// DiscardAction discards a card.
func DiscardAction(c Card) Action { return Action{Kind: ActDiscard, Card: c} }

// EndTurnAction ends a turn without discarding.
func EndTurnAction() Action { return Action{Kind: ActEndTurn} }

// ClaimAction claims in an open window (knock, buy, Rummy call).
func ClaimAction() Action { return Action{Kind: ActClaim} }

// CallAction calls Liverpool, laying the card off on a table meld.
func CallAction(meld int, atFront bool) Action {
	return Action{Kind: ActClaim, Meld: meld, AtFront: atFront}
}

// PassAction passes in an open window.
func PassAction() Action { return Action{Kind: ActPass} }

// CutAction cuts the deck lifting n cards.
func CutAction(n int) Action { return Action{Kind: ActCut, N: n} }

// TimeoutAction finishes a turn whose timer expired (ROM-16).
func TimeoutAction() Action { return Action{Kind: ActTimeout} }

// NextHandAction deals the next hand after a hand is over.
func NextHandAction() Action { return Action{Kind: ActNextHand} }

// RevealAction reveals the seat's Kopilka card (KOP-6).
func RevealAction() Action { return Action{Kind: ActReveal} }

// String describes the action in card notation, for logs and messages.
func (a Action) String() string {
	side := func(front bool) string {
		if front {
			return "front"
		}
		return "back"
	}
	switch a.Kind {
	case ActDraw:
		if a.FromDiscard {
			return "draw discard"
		}
		return "draw stock"
	case ActMeld:
		return "meld " + FormatMelds(a.Melds)
	case ActLayOff:
		return fmt.Sprintf("lay off %s on meld %d %s", a.Card, a.Meld, side(a.AtFront))
	case ActSwapJoker:
		s := fmt.Sprintf("swap %s for the joker at %d of meld %d", a.Card, a.Pos, a.Meld)
		if a.JokerMeld >= 0 {
			s += fmt.Sprintf(", joker to meld %d %s", a.JokerMeld, side(a.JokerFront))
		}
		return s
	case ActDiscard:
		return "discard " + a.Card.String()
	case ActClaim:
		return "claim"
	case ActCut:
		return fmt.Sprintf("cut %d", a.N)
	case ActNextHand:
		return "next hand"
	case ActReveal:
		return "reveal"
	}
	return a.Kind.String()
}

// Equal reports whether two actions are the same move.
func (a Action) Equal(b Action) bool {
	if a.Kind != b.Kind || a.FromDiscard != b.FromDiscard || a.Card != b.Card || a.Meld != b.Meld ||
		a.Pos != b.Pos || a.AtFront != b.AtFront || a.JokerMeld != b.JokerMeld ||
		a.JokerFront != b.JokerFront || a.N != b.N || len(a.Melds) != len(b.Melds) {
		return false
	}
	for i := range a.Melds {
		if len(a.Melds[i]) != len(b.Melds[i]) {
			return false
		}
		for j := range a.Melds[i] {
			if a.Melds[i][j] != b.Melds[i][j] {
				return false
			}
		}
	}
	return true
}

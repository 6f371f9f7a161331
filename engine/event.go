package engine

import "fmt"

// Zone is a place a card can be.
type Zone uint8

// The zones.
const (
	ZoneStock Zone = iota + 1
	ZoneDiscard
	ZoneHand
	ZoneTable
	// ZoneFaceUp is the face-up card of a seat in Kopilka (index: the
	// seat).
	ZoneFaceUp
)

var zoneNames = [...]string{"", "stock", "discard", "hand", "table", "face_up"}

// String names the zone.
func (z Zone) String() string {
	if int(z) < len(zoneNames) && z != 0 {
		return zoneNames[z]
	}
	return "none"
}

// EventKind says what happened.
type EventKind uint8

// The kinds of event.
const (
	// EvHandStarted: a new hand begins (Hand, Seat = dealer).
	EvHandStarted EventKind = iota + 1
	// EvCut: Seat cut the deck lifting N cards; Bonus when the packet
	// was exact (LIV-CUT-1).
	EvCut
	// EvCardMoved: Card moved From → To; FromIndex/ToIndex are the seat
	// for hands and the meld index for the table (else -1).
	EvCardMoved
	// EvStockRefilled: N cards went from the discard pile to the stock
	// (CLA-6, LIV-STOCK-1).
	EvStockRefilled
	// EvMeldCreated: Seat laid meld Meld (Cards).
	EvMeldCreated
	// EvMeldExtended: Seat laid Card off on meld Meld (Cards: the meld now).
	EvMeldExtended
	// EvJokerSwapped: Seat put Card in meld Meld at Pos and took its joker.
	EvJokerSwapped
	// EvTurnStarted: it is Seat's turn (TurnNo in N).
	EvTurnStarted
	// EvClaimWindowOpened: a Claim window opened on Card; Seats lists the
	// eligible seats in priority order.
	EvClaimWindowOpened
	// EvClaimWindowClosed: the window closed (Seat = winner or -1).
	EvClaimWindowClosed
	// EvClaimed: Seat claimed (Claim says what) — a knock, a buy, a call.
	EvClaimed
	// EvPassed: Seat passed in a claim window.
	EvPassed
	// EvOneCard: Seat holds one card and signals it (LIV-OUT-4).
	EvOneCard
	// EvPenalty: Seat was charged N points (LIV-SCORE-3) or, negative,
	// granted a bonus (LIV-CUT-1).
	EvPenalty
	// EvWentOut: Seat went out (Bonus = rummy / hand rummy).
	EvWentOut
	// EvHandEnded: the hand ended; Result holds the score sheet line.
	EvHandEnded
	// EvGameOver: the game ended; Seats lists the winners.
	EvGameOver
	// EvRoundStarted: a Kopilka round begins (N = round, Seat = dealer,
	// Seats = the seats dealt in, in deal order) (KOP-2).
	EvRoundStarted
	// EvRevealed: Seat revealed Card and settles it (KOP-3).
	EvRevealed
	// EvChipsMoved: N chips went from FromIndex to ToIndex (a seat, or
	// -1 for the bank) (KOP-3, KOP-5).
	EvChipsMoved
	// EvDied: Seat has no chips left (KOP-4).
	EvDied
	// EvRevived: dead Seat received a chip and is back (KOP-4).
	EvRevived
	// EvOut: revived Seat owed more than one chip and is out for good
	// (KOP-4).
	EvOut
)

var eventNames = [...]string{"", "hand_started", "cut", "card_moved", "stock_refilled", "meld_created",
	"meld_extended", "joker_swapped", "turn_started", "claim_window_opened", "claim_window_closed",
	"claimed", "passed", "one_card", "penalty", "went_out", "hand_ended", "game_over",
	"round_started", "revealed", "chips_moved", "died", "revived", "out"}

// String names the kind.
func (k EventKind) String() string {
	if int(k) < len(eventNames) && k != 0 {
		return eventNames[k]
	}
	return fmt.Sprintf("event(%d)", uint8(k))
}

// Event is one thing that happened, in order, so that the table can
// animate without diffing states. Only the fields its Kind names are
// meaningful.
type Event struct {
	Kind      EventKind
	Seat      int
	Card      Card
	From, To  Zone
	FromIndex int
	ToIndex   int
	Meld      int
	Pos       int
	Cards     []Card
	Seats     []int
	Claim     ClaimKind
	N         int
	Hand      int
	Bonus     bool
	Result    *HandResult
}

// String describes the event briefly (for logs and test failures).
func (e Event) String() string {
	switch e.Kind {
	case EvCardMoved:
		return fmt.Sprintf("%s %s:%d→%s:%d", e.Card, e.From, e.FromIndex, e.To, e.ToIndex)
	case EvMeldCreated, EvMeldExtended:
		return fmt.Sprintf("%s seat %d meld %d [%s]", e.Kind, e.Seat, e.Meld, FormatCards(e.Cards))
	case EvTurnStarted:
		return fmt.Sprintf("turn seat %d", e.Seat)
	case EvClaimWindowOpened:
		return fmt.Sprintf("%s window on %s for %v", e.Claim, e.Card, e.Seats)
	case EvClaimed, EvPassed, EvClaimWindowClosed:
		return fmt.Sprintf("%s %s seat %d", e.Kind, e.Claim, e.Seat)
	case EvHandEnded:
		if e.Result != nil {
			return fmt.Sprintf("hand %d ended: %s winner %d scores %v", e.Result.Hand, e.Result.Reason, e.Result.Winner, e.Result.Scores)
		}
	case EvGameOver:
		return fmt.Sprintf("game over, winners %v", e.Seats)
	case EvChipsMoved:
		return fmt.Sprintf("%d chips %d→%d", e.N, e.FromIndex, e.ToIndex)
	}
	return fmt.Sprintf("%s seat %d", e.Kind, e.Seat)
}

// MaskFor returns the events as seat may see them: the faces of cards
// moving between the stock and another seat's hand are hidden (NoCard).
func MaskFor(events []Event, seat int) []Event {
	out := make([]Event, len(events))
	for i, e := range events {
		if e.Kind == EvCardMoved && e.From == ZoneStock && e.To == ZoneHand && e.ToIndex != seat {
			e.Card = NoCard
		}
		out[i] = e
	}
	return out
}

// moved records a card movement.
func moved(c Card, from Zone, fromIndex int, to Zone, toIndex int) Event {
	return Event{Kind: EvCardMoved, Card: c, From: from, FromIndex: fromIndex, To: to, ToIndex: toIndex, Seat: -1}
}

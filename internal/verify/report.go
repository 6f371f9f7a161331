package verify

import (
	"fmt"

	"rummy/engine"
)

// Failure says why a deal is not verified.
type Failure uint8

// The failures.
const (
	// Verified: every card seen came from the seeded shuffle.
	Verified Failure = iota
	// Unrevealed: the server revealed nothing, or nothing readable.
	Unrevealed
	// BadSecret: the revealed secret is not the one committed to.
	BadSecret
	// BadContribution: seat Seat's revealed contribution is not the one
	// it committed to.
	BadContribution
	// OwnLeftOut: the viewer's own contribution is not in the seed.
	OwnLeftOut
	// CardDiffers: a card seen (Seen) is not the one the deal gives
	// (Dealt), at What.
	CardDiffers
	// EventDiffers: what happened (What) is not what the replay gives.
	EventDiffers
	// ActionImpossible: the game's action Step (What) cannot be played
	// in the deal the seeds give.
	ActionImpossible
)

// Report is the result of Check: Verified, or the first thing that
// differs; with what was checked.
type Report struct {
	Failure Failure
	// Seat, Hand, Step locate a failure (-1 / 0 when not known).
	Seat, Hand, Step int
	// What describes where the difference is (English, for logs and
	// rummy-sim); Seen and Dealt are the cards of a CardDiffers.
	What        string
	Seen, Dealt engine.Card
	// Seeded is how many seats' contributions went into the seed.
	Seeded int
	// OwnCards counts the cards the viewer received (deal and draws),
	// TableCards the other card faces it was shown, both checked.
	OwnCards, TableCards int
	// Hands is the number of hands re-dealt.
	Hands int
}

// OK reports whether the deal is verified.
func (r Report) OK() bool { return r.Failure == Verified }

// String is the verdict in English: what was checked, or what differs.
func (r Report) String() string {
	switch r.Failure {
	case Verified:
		return fmt.Sprintf("Deal verified: your %d cards and %d cards shown at the table came from the shuffle the server and %d seats seeded (%d hands re-dealt)",
			r.OwnCards, r.TableCards, r.Seeded, r.Hands)
	case Unrevealed:
		return "Deal NOT verified: " + r.What
	case BadSecret:
		return "Deal NOT verified: the server revealed a secret that is not the one it committed to before the start"
	case BadContribution:
		return fmt.Sprintf("Deal NOT verified: seat %d's revealed contribution is not the one it committed to", r.Seat+1)
	case OwnLeftOut:
		return "Deal NOT verified: your own contribution is not in the seed"
	case CardDiffers:
		return fmt.Sprintf("Deal NOT verified: hand %d, %s: the game showed %s, the shuffle gives %s", r.Hand, r.What, r.Seen, r.Dealt)
	case EventDiffers:
		return fmt.Sprintf("Deal NOT verified: hand %d: %s", r.Hand, r.What)
	case ActionImpossible:
		return fmt.Sprintf("Deal NOT verified: hand %d: action %d cannot be played in the shuffle the seats seeded: %s", r.Hand, r.Step, r.What)
	}
	return "Deal NOT verified"
}

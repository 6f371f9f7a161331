package engine

import (
	"fmt"
	"strconv"
)

// Refusal is the engine's reason for refusing an action (COM-7), kept as
// a stable key and its arguments so that a table can say it in the
// player's language. Error renders it in English. Refusals without
// arguments are prepared once, so refusing costs no allocation there.
type Refusal struct {
	// Key names the reason.
	Key RefusalKey
	// Args are the values the sentence names, in the order of the
	// English text.
	Args [maxRefusalArgs]RefusalArg
	// Reason is the meld-layer reason (a MeldError, *MeldsError,
	// *OpeningError or contract Refusal) an argument of kind ArgReason
	// stands for, or nil.
	Reason error
}

const maxRefusalArgs = 3

// ArgKind says what a refusal argument is and so how it is written.
type ArgKind uint8

// The kinds of refusal arguments.
const (
	// ArgNumber is a plain number (N).
	ArgNumber ArgKind = iota + 1
	// ArgSeat is a seat index (N).
	ArgSeat
	// ArgCard is one card (Card).
	ArgCard
	// ArgCards is several cards, a meld (Cards).
	ArgCards
	// ArgClaim is a claim kind (Claim).
	ArgClaim
	// ArgAction is an action kind (Action).
	ArgAction
	// ArgSide is the front or the back of a meld (Front).
	ArgSide
	// ArgContract is a Liverpool contract by number (N).
	ArgContract
	// ArgMeldCount is a number of books (N) and runs (M).
	ArgMeldCount
	// ArgRank is a card rank (Rank).
	ArgRank
	// ArgReason is the refusal's Reason.
	ArgReason
)

// RefusalArg is one argument of a refusal.
type RefusalArg struct {
	// Kind says which of the other fields hold the value.
	Kind ArgKind
	// N and M are numbers: a plain number, a seat, a contract, or a card,
	// claim kind, action kind, side (1 for the front) or rank as a number.
	N, M int
	// Cards are the cards of an ArgCards argument (a copy).
	Cards []Card
}

// Card returns an ArgCard argument's card.
func (a RefusalArg) Card() Card { return Card(a.N) }

// Claim returns an ArgClaim argument's claim kind.
func (a RefusalArg) Claim() ClaimKind { return ClaimKind(a.N) }

// Action returns an ArgAction argument's action kind.
func (a RefusalArg) Action() ActionKind { return ActionKind(a.N) }

// Front reports whether an ArgSide argument is the front of a meld.
func (a RefusalArg) Front() bool { return a.N == 1 }

// Rank returns an ArgRank argument's rank.
func (a RefusalArg) Rank() Rank { return Rank(a.N) }

// The constructors of refusal arguments.
func numArg(n int) RefusalArg         { return RefusalArg{Kind: ArgNumber, N: n} }
func seatArg(n int) RefusalArg        { return RefusalArg{Kind: ArgSeat, N: n} }
func cardArg(c Card) RefusalArg       { return RefusalArg{Kind: ArgCard, N: int(c)} }
func claimArg(k ClaimKind) RefusalArg { return RefusalArg{Kind: ArgClaim, N: int(k)} }
func actArg(k ActionKind) RefusalArg  { return RefusalArg{Kind: ArgAction, N: int(k)} }
func rankArg(r Rank) RefusalArg       { return RefusalArg{Kind: ArgRank, N: int(r)} }
func contractArg(n int) RefusalArg    { return RefusalArg{Kind: ArgContract, N: n} }
func reasonArg() RefusalArg           { return RefusalArg{Kind: ArgReason} }

func sideArg(front bool) RefusalArg {
	a := RefusalArg{Kind: ArgSide}
	if front {
		a.N = 1
	}
	return a
}

func cardsArg(cs []Card) RefusalArg {
	return RefusalArg{Kind: ArgCards, Cards: append([]Card(nil), cs...)}
}

func countArg(books, runs int) RefusalArg {
	return RefusalArg{Kind: ArgMeldCount, N: books, M: runs}
}

// plainRefusals holds every refusal without arguments as an error, made
// once, so that returning one does not allocate.
var plainRefusals = func() (out [numRefusalKeys]error) {
	for k := range out {
		out[k] = Refusal{Key: RefusalKey(k)}
	}
	return out
}()

// refuse returns the refusal k without arguments.
func refuse(k RefusalKey) error { return plainRefusals[k] }

// refuseWith returns the refusal k naming args.
func refuseWith(k RefusalKey, args ...RefusalArg) error {
	r := Refusal{Key: k}
	copy(r.Args[:], args)
	return r
}

// refuseBecause returns the refusal k whose ArgReason is reason.
func refuseBecause(k RefusalKey, reason error, args ...RefusalArg) error {
	r := Refusal{Key: k, Reason: reason}
	copy(r.Args[:], args)
	return r
}

// Error returns the reason as an English sentence.
func (r Refusal) Error() string {
	var args [maxRefusalArgs]any
	n := 0
	for _, a := range r.Args {
		if a.Kind == 0 {
			break
		}
		args[n] = r.englishArg(a)
		n++
	}
	return fmt.Sprintf(r.Key.english(), args[:n]...)
}

// Unwrap returns the meld-layer reason, if any.
func (r Refusal) Unwrap() error { return r.Reason }

// englishArg writes one argument as the English sentence has it.
func (r Refusal) englishArg(a RefusalArg) string {
	switch a.Kind {
	case ArgCard:
		return a.Card().String()
	case ArgCards:
		return FormatCards(a.Cards)
	case ArgClaim:
		return a.Claim().String()
	case ArgAction:
		return a.Action().String()
	case ArgSide:
		return sideName(a.Front())
	case ArgContract:
		return ContractDescription(a.N)
	case ArgMeldCount:
		return countMelds(a.N, a.M)
	case ArgRank:
		return a.Rank().String()
	case ArgReason:
		if r.Reason == nil {
			return ""
		}
		return r.Reason.Error()
	}
	return strconv.Itoa(a.N)
}

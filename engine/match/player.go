package match

import "rummy/engine"

// Kind says who plays a seat.
type Kind uint8

// The kinds of seat.
const (
	// KindPerson is a person at this screen: answers come via Submit;
	// the claim window and turn timers run for the seat.
	KindPerson Kind = iota + 1
	// KindBot is a bot (bots.Player).
	KindBot
	// KindReplay feeds a logged game (Replay).
	KindReplay
	// KindRemote is a person on another machine (the table server);
	// timed like KindPerson.
	KindRemote
)

var kindNames = [...]string{"", "person", "bot", "replay", "remote"}

// String names the kind.
func (k Kind) String() string {
	if int(k) < len(kindNames) && k != 0 {
		return kindNames[k]
	}
	return "none"
}

// timed reports whether the match runs timers for a seat of this kind.
func (k Kind) timed() bool { return k == KindPerson || k == KindRemote }

// Question asks a seat to act: the seat, the version of the position and
// the seat's view of it.
type Question struct {
	Seat    int
	Version uint64
	// View is the seat's view; it belongs to the match, is read-only
	// (it shares the history, score sheet and rules with the game:
	// engine.State.PeekInto) and is valid only during Ask (the match
	// reuses it). A player that decides later, or wants to write into
	// it, takes its own copy with OwnView.
	View *engine.View
	st   *engine.State
}

// OwnView returns a fresh copy of the seat's view for a player that
// decides after Ask has returned.
func (q Question) OwnView() *engine.View { return q.st.View(q.Seat) }

// Answer is a decision a player hands back after Ask returned: the
// action, the version it was decided on, an optional client action id
// (for idempotent resends), or Err when the player cannot go on (a
// replay off its log), which stops the match.
type Answer struct {
	Version uint64
	Action  engine.Action
	ID      string
	Err     error
}

// Player is what sits at a seat: a person, a bot, a replay or a remote
// person. The match calls it from its own goroutine only.
type Player interface {
	// Kind says who plays the seat.
	Kind() Kind
	// Ask tells the player its seat may act on q. A player that decides
	// at once returns its action and true; one that decides later
	// returns false and hands its Answer to Poll. The match asks a
	// waiting seat once per version.
	Ask(q Question) (engine.Action, bool)
	// Poll returns an answer decided since an Ask, if one is ready.
	Poll() (Answer, bool)
}

// Person is a person at this screen: the match never gets an answer from
// it by asking; the presenter calls Match.Submit.
type Person struct{}

// Kind returns KindPerson.
func (Person) Kind() Kind { return KindPerson }

// Ask answers nothing: a person acts through Submit.
func (Person) Ask(Question) (engine.Action, bool) { return engine.Action{}, false }

// Poll has nothing: a person acts through Submit.
func (Person) Poll() (Answer, bool) { return Answer{}, false }

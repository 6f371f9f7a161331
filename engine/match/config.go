package match

import "rummy/engine"

// Config is what a match is built from. Either State (a game already
// under way, e.g. from engine.Load) or Rules and Seed (a new game) must
// be given, and one Player per seat.
type Config struct {
	// State is the game to go on with; nil starts a new one from Rules
	// and Seed.
	State *engine.State
	Rules *engine.Rules
	Seed  uint64
	// Dealt are the events of State's making (engine.NewGameEvents: the
	// first deal), put at the head of every viewer's stream watched
	// before the first action, so a presenter can animate the deal
	// (optional).
	Dealt []engine.Event
	// Players holds one player per seat.
	Players []Player
	// Names are the seats' names for presenters (optional).
	Names []string
	// Sink receives every accepted action and the snapshots (nil: none).
	Sink Sink
	// SnapshotEvery asks the sink for a snapshot after every this many
	// actions (1: after each); 0 takes one only when a hand ends and
	// when the game is over.
	SnapshotEvery int
	// Recorder sees every accepted action with its unmasked events (nil:
	// none).
	Recorder Recorder
	// ClaimTicks is how long a timed seat (a person) has to answer a
	// claim window before the match passes for it; 0: no limit.
	ClaimTicks int
	// TicksPerSecond converts the Rommé turn timer (ROM-16, seconds) to
	// ticks; 0 means 60.
	TicksPerSecond int
	// Deadlines runs the clocks in time on an injected clock (the table
	// server: away, decision, claim window, hand pause and the ROM-16
	// turn timer; see NextDeadline and Advance); nil: the clocks run in
	// ticks only (Tick).
	Deadlines *Deadlines
	// BotPause returns how many ticks to wait before asking a bot after
	// an action, and before the first question with the zero Action (the
	// players sit down): a human-like pause, counted by Tick; Run ignores
	// it; nil: no pause.
	BotPause func(last engine.Action) int
	// Hold reports whether a timed seat's claim window and turn clocks
	// stand still now (a shared screen hides the seat's hand behind its
	// curtain, or shows another seat); nil: they always run.
	Hold func(seat int) bool
	// First picks which of the n waiting seats is asked first (the rest
	// follow in Waiting order, wrapping round); nil asks in Waiting
	// order (claimants by priority, then the seat to play). rummy-sim
	// passes a seeded pick so that a Rommé knock can race a draw.
	First func(n int) int
	// AutoNextHand deals the next hand as soon as a hand is over
	// (rummy-sim, tests, replays); otherwise the match waits for
	// NextHand.
	AutoNextHand bool
	// MaxActions stops Run with an error after this many actions in all
	// (a guard for simulations); 0: no limit.
	MaxActions int
	// Scratch, when set, lends the last match made with it its memory
	// (see Scratch): that match ends. Nil: the match has its own.
	Scratch *Scratch
}

// Sink is where a match autosaves. A server appends each action to the
// table's log; the desktop store writes the snapshot. Errors come back
// to the owner (Submit, Run and Tick return a *SaveError); the action
// they follow stays applied.
type Sink interface {
	// Append records the accepted action numbered n (from 1) in the log.
	Append(n int, la engine.LoggedAction) error
	// Snapshot receives the whole game as engine.Save writes it.
	Snapshot(s Snapshot) error
}

// Snapshot is a saved game at one point.
type Snapshot struct {
	// Actions is the log length the snapshot holds.
	Actions int
	// Game is engine.Save's bytes.
	Game []byte
	// Over is true once the game has ended.
	Over bool
}

// Recorder sees every accepted action, with all its events unmasked and
// the state after it, for statistics and checks. An error stops the
// match (Run and Tick return it).
type Recorder interface {
	Applied(st *engine.State, seat int, a engine.Action, ev []engine.Event) error
}

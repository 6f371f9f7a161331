// Package audio plays the game's sound effects. The sounds are synthesised
// at start-up (no recorded assets); a machine without a sound device gets a
// silent player that never touches the audio system.
package audio

// Sound names one sound effect.
type Sound uint8

// The sound effects.
const (
	// Deal is one card dealt to a seat.
	Deal Sound = iota
	// Draw is a card taken from the stock or the discard pile.
	Draw
	// Place is cards laid on the table (a meld or a lay-off).
	Place
	// Discard is a card thrown on the discard pile.
	Discard
	// Knock is a knock on the table.
	Knock
	// Claim is an out-of-turn call: buy, Liverpool!, Rummy!
	Claim
	// Win is a hand or game won.
	Win
	// Shuffle is the deck being shuffled.
	Shuffle
	// Turn is a move due at another of the person's tables (issue 31):
	// a soft two-note chime, played once per table that became due.
	Turn
	// NumSounds is the number of sound effects.
	NumSounds
)

// String returns the sound's name, for logs and tests.
func (s Sound) String() string {
	names := [...]string{"deal", "draw", "place", "discard", "knock", "claim", "win", "shuffle", "turn"}
	if s < NumSounds {
		return names[s]
	}
	return "sound?"
}

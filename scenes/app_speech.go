package scenes

import "rummy/scenes/speech"

// speechQueue is how many sentences wait for the voice at most; older
// ones are dropped (a busy table says its latest moves).
const speechQueue = 8

// voice is the system's speech service as the app uses it (issue 30 item
// 4): its name ("" when the system has none) and the speaker queueing
// lines for it, started with the app.
type voice struct {
	name    string
	speaker *speech.Speaker
}

// startVoice finds the system's speech service and starts its speaker.
func startVoice() voice {
	name, v := speech.System()
	if v == nil {
		return voice{}
	}
	return voice{name: name, speaker: speech.New(v, speechQueue)}
}

// SpeechService names the system's speech service the game reads aloud
// through, or "" when there is none (reading aloud then stays silent and
// Settings says so).
func (a *App) SpeechService() string { return a.voice.name }

// Announce hands the table's sentences to the person: to the speech
// service when they turned reading aloud on, and to the page's live
// region in the browser (Mirror). It never waits.
func (a *App) Announce(lines []string) {
	if len(lines) == 0 {
		return
	}
	if a.Settings.Speech && a.voice.speaker != nil {
		for _, l := range lines {
			a.voice.speaker.Say(a.Cat.Lang().Code(), l)
		}
	}
	if a.Mirror != nil {
		a.Mirror.Announce(lines)
	}
}

// Mirror repeats the table for assistive technology outside the canvas:
// the browser page's live region and its list of the person's cards,
// melds and piles, whose activation plays through the keyboard's moves.
type Mirror interface {
	// Announce adds sentences to the live region.
	Announce(lines []string)
	// Show lists what the table shows now (called every tick at a table;
	// the mirror changes the page only when something changed).
	Show(TableText)
	// Pending returns, once, the key intents the list's activations ask
	// for and where the hand's cursor goes first (an index + 1; 0 none).
	Pending() (Intent, int)
}

// TableText is the table in words, as the viewer may see it.
type TableText struct {
	// Hand is the viewer's cards in order, spoken; Selected marks the
	// selected ones; Cursor is the keyboard cursor's index.
	Hand     []string
	Selected []bool
	Cursor   int
	// Melds is each table meld, spoken, with its owner.
	Melds []string
	// Stock and Discard say the piles: the stock's size, the discard's
	// top card.
	Stock, Discard string
	// Labels are the words the list's own buttons wear, in the game's
	// language: draw, take, meld, discard; Name is the list's name.
	Labels [4]string
	Name   string
}

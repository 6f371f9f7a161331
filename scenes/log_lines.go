package scenes

import (
	"fmt"

	"rummy/engine"
	"rummy/scenes/i18n"
)

// logHand is one hand of the full log: its number and its lines, in the
// UI language.
type logHand struct {
	hand  int
	lines []string
}

// lineSayer writes a log line whose subject is a seat (the table's
// seatLine: "You drew…" for the one person at a table of bots).
type lineSayer func(k i18n.Key, seat int, args ...any) string

// logWriter turns a viewer's masked events into log lines, the words
// the table's short log uses.
type logWriter struct {
	cat i18n.Catalog
	say lineSayer
	// person reports whether a seat is played by a person (their passes
	// are written; a bot's are not).
	person func(seat int) bool
	hands  []logHand
}

// LogLines writes the log lines of events, every hand's one after
// another: say writes a line about a seat, person tells a seat played by
// a person (their passes are written).
func LogLines(cat i18n.Catalog, say func(k i18n.Key, seat int, args ...any) string, person func(seat int) bool, ev []engine.Event) []string {
	w := &logWriter{cat: cat, say: say, person: person}
	w.events(ev)
	var out []string
	for _, h := range w.hands {
		out = append(out, h.lines...)
	}
	return out
}

// add writes a line into the current hand (a hand 0 before the first).
func (w *logWriter) add(line string) {
	if len(w.hands) == 0 {
		w.hands = append(w.hands, logHand{})
	}
	h := &w.hands[len(w.hands)-1]
	h.lines = append(h.lines, line)
}

// events writes the lines of one action's events.
func (w *logWriter) events(ev []engine.Event) {
	cat := w.cat
	dealing := false
	for _, e := range ev {
		switch e.Kind {
		case engine.EvHandStarted:
			dealing = true
			w.hands = append(w.hands, logHand{hand: e.Hand})
			w.add(cat.F(i18n.LogHandStarted, e.Hand))
		case engine.EvCut:
			dealing = true
			w.add(w.say(i18n.LogCut, e.Seat, e.N))
			if e.Bonus {
				w.add(w.say(i18n.LogCutBonus, e.Seat))
			}
		case engine.EvTurnStarted:
			dealing = false
		case engine.EvCardMoved:
			if !dealing {
				w.move(e)
			}
		case engine.EvStockRefilled:
			w.add(cat.T(i18n.LogRefilled))
		case engine.EvMeldCreated:
			w.add(w.say(i18n.LogMelded, e.Seat, cat.Cards(e.Cards)))
		case engine.EvMeldExtended:
			w.add(w.say(i18n.LogLaidOff, e.Seat, cat.Card(e.Card)))
		case engine.EvJokerSwapped:
			w.add(w.say(i18n.LogSwapped, e.Seat, cat.Card(e.Card)))
		case engine.EvClaimed:
			w.add(w.say(i18n.LogClaimed, e.Seat, cat.T(claimKey(e.Claim))))
		case engine.EvPassed:
			if w.person != nil && w.person(e.Seat) {
				w.add(w.say(i18n.LogPassed, e.Seat))
			}
		case engine.EvOneCard:
			w.add(w.say(i18n.LogOneCard, e.Seat))
		case engine.EvPenalty:
			w.add(w.say(i18n.LogPenalty, e.Seat, e.N))
		case engine.EvWentOut:
			w.add(w.say(i18n.LogWentOut, e.Seat))
		}
	}
}

// move writes a draw or a discard.
func (w *logWriter) move(e engine.Event) {
	switch {
	case e.From == engine.ZoneStock && e.To == engine.ZoneHand:
		w.add(w.say(i18n.LogDrewStock, e.ToIndex))
	case e.From == engine.ZoneDiscard && e.To == engine.ZoneHand:
		w.add(w.say(i18n.LogTookDiscard, e.ToIndex, w.cat.Card(e.Card)))
	case e.From == engine.ZoneHand && e.To == engine.ZoneDiscard:
		w.add(w.say(i18n.LogDiscarded, e.FromIndex, w.cat.Card(e.Card)))
	}
}

// gameLog rebuilds the whole log of a game from its rules, seed and
// action log (what a saved game holds, so it survives a resume), as the
// viewer saw it (engine.MaskFor; engine.Spectator-like -1 sees no hand).
func gameLog(w *logWriter, r *engine.Rules, seed uint64, log []engine.LoggedAction, viewer int) ([]logHand, error) {
	st, ev, err := engine.NewGameEvents(r, seed)
	if err != nil {
		return nil, err
	}
	w.events(engine.MaskFor(ev, viewer))
	for i, la := range log {
		ev, err := st.Apply(la.Seat, la.Action)
		if err != nil {
			return w.hands, fmt.Errorf("scenes: log entry %d (seat %d, %s): %v", i+1, la.Seat, la.Action, err)
		}
		w.events(engine.MaskFor(ev, viewer))
	}
	return w.hands, nil
}

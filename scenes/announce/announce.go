// Package announce turns the match's events, as one seat sees them, into
// the sentences a screen reader or a speech service says (issue 30): the
// one place the browser's live region and the desktop's speech take
// their words from. It is pure: no Ebiten, no I/O.
package announce

import (
	"rummy/engine"
	"rummy/scenes/i18n"
)

// Words are what the sentences need besides the catalogue: how a seat is
// named, and a claim's word (buy, knock, …).
type Words struct {
	// Who names a seat (the person at the screen is You).
	Who func(seat int) i18n.Person
	// Claim names a claim kind; nil leaves claims unsaid.
	Claim func(engine.ClaimKind) string
}

// Lines returns what the events say to the seat whose view v is (the view
// after the events), in cat's language, in the order the events came.
// Only what the seat may know is said: another seat's card drawn from
// the stock is never named, even if an event carries it. The cards dealt
// at a hand's start are not read one by one; the person's hand is read
// once the deal is over.
func Lines(cat i18n.Catalog, ev []engine.Event, v *engine.View, w Words) []string {
	var out []string
	about := func(k i18n.Key, seat int, args ...any) {
		out = append(out, cat.About(k, w.Who(seat), args...))
	}
	dealing, dealt, turn := false, false, false
	for _, e := range ev {
		switch e.Kind {
		case engine.EvHandStarted:
			out = append(out, cat.F(i18n.LogHandStarted, e.Hand))
			dealing = true
		case engine.EvCut:
			about(i18n.LogCut, e.Seat, e.N)
			dealing = true
		case engine.EvCardMoved:
			if dealing {
				dealt = dealt || e.To == engine.ZoneHand && e.ToIndex == v.Seat
				continue
			}
			moveLine(cat, e, v.Seat, about, func(l string) { out = append(out, l) })
			if e.To == engine.ZoneHand && e.ToIndex == v.Seat && e.From != engine.ZoneHand {
				turn = true
			}
		case engine.EvStockRefilled:
			out = append(out, cat.T(i18n.LogRefilled))
		case engine.EvMeldCreated:
			about(i18n.LogMelded, e.Seat, cat.SpokenCards(e.Cards))
		case engine.EvMeldExtended:
			about(i18n.LogLaidOff, e.Seat, cat.SpokenCard(e.Card))
		case engine.EvJokerSwapped:
			about(i18n.LogSwapped, e.Seat, cat.SpokenCard(e.Card))
		case engine.EvClaimed:
			if w.Claim != nil {
				about(i18n.LogClaimed, e.Seat, w.Claim(e.Claim))
			}
		case engine.EvPassed:
			if e.Seat == v.Seat {
				about(i18n.LogPassed, e.Seat)
			}
		case engine.EvOneCard:
			about(i18n.LogOneCard, e.Seat)
		case engine.EvPenalty:
			about(i18n.LogPenalty, e.Seat, e.N)
		case engine.EvWentOut:
			about(i18n.LogWentOut, e.Seat)
		case engine.EvTurnStarted:
			dealing = false
			turn = turn || e.Seat == v.Seat
		}
	}
	if dealt && len(v.Hand) > 0 {
		out = append(out, cat.F(i18n.SpeakYourHand, cat.SpokenCards(v.Hand)))
	}
	if turn && v.Turn == v.Seat {
		switch v.Phase {
		case engine.PhaseDraw:
			out = append(out, cat.T(i18n.SpeakTurnDraw))
		case engine.PhasePlay:
			out = append(out, cat.T(i18n.SpeakTurnPlay))
		}
	}
	return out
}

// moveLine says a card's move outside the deal: a draw, a take or a
// discard. The viewer's own draw from the stock names the card; anyone
// else's never does.
func moveLine(cat i18n.Catalog, e engine.Event, viewer int, about func(i18n.Key, int, ...any), add func(string)) {
	switch {
	case e.From == engine.ZoneStock && e.To == engine.ZoneHand:
		if e.ToIndex == viewer && e.Card.Valid() {
			add(cat.F(i18n.SpeakYouDrew, cat.SpokenCard(e.Card)))
			return
		}
		about(i18n.LogDrewStock, e.ToIndex)
	case e.From == engine.ZoneDiscard && e.To == engine.ZoneHand:
		about(i18n.LogTookDiscard, e.ToIndex, cat.SpokenCard(e.Card))
	case e.From == engine.ZoneHand && e.To == engine.ZoneDiscard:
		about(i18n.LogDiscarded, e.FromIndex, cat.SpokenCard(e.Card))
	}
}

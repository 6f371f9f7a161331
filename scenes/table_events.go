package scenes

import (
	"rummy/audio"
	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// onEvents turns the engine's events into motion, sound and log lines,
// then lays every visible card out again.
func (t tableEvents) onEvents(ev []engine.Event) {
	clear(t.anim.hints)
	delay, dealt := 0, 0.0
	dealing := false
	cat := t.app.Cat
	played := false
	for _, e := range ev {
		switch e.Kind {
		case engine.EvHandStarted:
			dealing = true
			t.anim.dealing = true
			t.addLog(cat.F(i18n.LogHandStarted, e.Hand))
			t.app.Audio.Play(audio.Shuffle)
			t.resetHand()
			t.anim.forget()
			delay = 12
		case engine.EvCardMoved:
			t.events().cardMoved(e, delay)
			if dealing {
				dealt += dealStep(t.app.Settings)
				delay = 12 + int(dealt)
			} else {
				delay += t.layouter().motionTicks(7)
			}
			if !played {
				t.events().playMove(e, dealing)
				played = !dealing
			}
			if !dealing {
				t.events().logMove(e)
			}
		case engine.EvStockRefilled:
			t.addLog(cat.T(i18n.LogRefilled))
			t.app.Audio.Play(audio.Shuffle)
		case engine.EvMeldCreated:
			t.addLog(t.seatLine(i18n.LogMelded, e.Seat, t.app.Cat.Cards(e.Cards)))
		case engine.EvMeldExtended:
			t.addLog(t.seatLine(i18n.LogLaidOff, e.Seat, t.app.Cat.Card(e.Card)))
		case engine.EvJokerSwapped:
			t.addLog(t.seatLine(i18n.LogSwapped, e.Seat, t.app.Cat.Card(e.Card)))
		case engine.EvClaimed:
			t.addLog(t.seatLine(i18n.LogClaimed, e.Seat, cat.T(claimKey(e.Claim))))
			if e.Claim == engine.ClaimKnock {
				t.app.Audio.Play(audio.Knock)
			} else {
				t.app.Audio.Play(audio.Claim)
			}
		case engine.EvPassed:
			if t.setup.Seats[e.Seat].Kind == Human {
				t.addLog(t.seatLine(i18n.LogPassed, e.Seat))
			}
		case engine.EvCut:
			dealing = true // the deal follows the cut (LIV-CUT-1)
			t.anim.dealing = true
			t.addLog(t.seatLine(i18n.LogCut, e.Seat, e.N))
			t.cutter().noteCut(e)
			if e.Bonus {
				t.addLog(t.seatLine(i18n.LogCutBonus, e.Seat))
			}
		case engine.EvOneCard:
			t.addLog(t.seatLine(i18n.LogOneCard, e.Seat))
			t.app.Audio.Play(audio.Knock)
		case engine.EvPenalty:
			t.addLog(t.seatLine(i18n.LogPenalty, e.Seat, e.N))
		case engine.EvWentOut:
			t.addLog(t.seatLine(i18n.LogWentOut, e.Seat))
			t.app.Audio.Play(audio.Win)
		case engine.EvHandEnded:
			if e.Result != nil {
				// The view after these events is the hand as it ended
				// (engine.PhaseHandOver): badges count the cards really
				// left, the last melds lie on the table, Hands hold what
				// every seat kept for the reveal. The next hand is dealt
				// once the score sheet has been seen.
				r := *e.Result
				t.reveal.result = &r
				t.flyPoints(r)
				t.reveal.left = 150
				t.reveal.title = cat.T(i18n.SheetNoWinner)
				if r.Winner >= 0 {
					t.reveal.title = t.seatLine(i18n.LogWentOut, r.Winner)
				}
			}
		}
	}
	t.refresh()
	t.noteTurn()
	t.announce(ev)
}

// cardMoved records where a moving card comes from, or sends a flying
// card where the viewer cannot follow it.
func (t tableEvents) cardMoved(e engine.Event, delay int) {
	from := t.layouter().zonePose(e.From, e.FromIndex, e.Card)
	hiddenDest := e.To == engine.ZoneStock || (e.To == engine.ZoneHand && e.ToIndex != t.viewer)
	if hiddenDest {
		known := e.Card != engine.NoCard && e.From != engine.ZoneStock && e.From != engine.ZoneHand
		to, seat := t.layouter().stockPose(), -1
		if e.To == engine.ZoneHand {
			to, seat = t.layouter().seatPose(e.ToIndex), e.ToIndex
		}
		t.anim.fx = append(t.anim.fx, flyer{face: e.Card.Face(), faceUp: known, seat: seat,
			tw: sprites.Tween{From: from, To: to, Delay: delay, Ticks: t.layouter().motionTicks(20), Ease: sprites.EaseInOutCubic}})
		delete(t.anim.cards, e.Card)
		return
	}
	faceDown := e.From == engine.ZoneStock || (e.From == engine.ZoneHand && e.FromIndex != t.viewer)
	t.anim.hints[e.Card] = hint{from: from, delay: delay, faceDown: faceDown}
	if e.From == engine.ZoneHand && e.FromIndex != t.viewer {
		// Seen leaving another hand: its face is revealed on the way.
		delete(t.anim.cards, e.Card)
	}
}

// logMove writes a draw or a discard in the log.
func (t tableEvents) logMove(e engine.Event) {
	switch {
	case e.From == engine.ZoneStock && e.To == engine.ZoneHand:
		t.addLog(t.seatLine(i18n.LogDrewStock, e.ToIndex))
	case e.From == engine.ZoneDiscard && e.To == engine.ZoneHand:
		t.addLog(t.seatLine(i18n.LogTookDiscard, e.ToIndex, t.app.Cat.Card(e.Card)))
	case e.From == engine.ZoneHand && e.To == engine.ZoneDiscard:
		t.addLog(t.seatLine(i18n.LogDiscarded, e.FromIndex, t.app.Cat.Card(e.Card)))
	}
}

// playMove plays the sound of a card's move.
func (t tableEvents) playMove(e engine.Event, dealing bool) {
	switch {
	case dealing:
		t.app.Audio.Play(audio.Deal)
	case e.To == engine.ZoneDiscard:
		t.app.Audio.Play(audio.Discard)
	case e.To == engine.ZoneTable:
		t.app.Audio.Play(audio.Place)
	default:
		t.app.Audio.Play(audio.Draw)
	}
}

// claimKey names a claim in the log.
func claimKey(k engine.ClaimKind) i18n.Key { return claimTextsOf(k).log }

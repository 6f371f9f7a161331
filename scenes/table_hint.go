package scenes

import (
	"rummy/bots"
	"rummy/engine"
	"rummy/scenes/i18n"
)

// The hints of the assists: asked of the hinter off the frame, shown
// once it answers, and worded in the table's language.

// tableHinter makes the bot whose choice a hint shows for seat (the
// normal bot's hinter; the expert is not stronger enough than hard to
// teach: bots/README.md). The hint tests ask it too, so they follow the
// hinter the table actually uses.
func tableHinter(seed uint64, seat int) bots.Bot { return bots.NewHinter(seed, seat) }

// hintSeed is the hinter's seed for the hint asked at version ver.
func hintSeed(game, ver uint64) uint64 { return game ^ 0x48494e54 ^ ver }

// askHint starts looking for the hinter's choice on the viewer's view,
// off the frame (the bots' runner), and counts the hint.
func (t tableAssist) askHint() {
	a := &t.Table.assistS
	if !t.game.HintsAllowed() {
		t.showToast(t.app.T(i18n.AssistNoHints))
		return
	}
	if !t.judge().mayAct() || a.asked != nil {
		return
	}
	v := t.game.View(t.viewer)
	if v == nil {
		return
	}
	a.askedView, a.askedVer = v, t.game.Status().Version
	a.asked = make(chan engine.Action, 1)
	ch := a.asked
	botRunner()(tableHinter(hintSeed(t.game.Seed(), a.askedVer), t.viewer), v, func(act engine.Action) { ch <- act })
	if t.game.local != nil {
		t.game.local.rec.hints++
	}
}

// handOverHint shows, while the end of a hand is revealed, the move
// that comes next (issue 24 item 10): at hand-over the only one, the
// next hand (the match deals it once the scores have been seen).
func (t tableAssist) handOverHint() {
	a := &t.Table.assistS
	if !t.game.HintsAllowed() {
		t.showToast(t.app.T(i18n.AssistNoHints))
		return
	}
	if t.view.Phase != engine.PhaseHandOver {
		return
	}
	h := bots.Explain(t.view, engine.NextHandAction())
	a.hint, a.hintVer, a.hintText = &h, t.game.Status().Version, t.hintLine(h)
	t.toast.left = 0 // the line takes the toast's place
}

// collectHint shows the hint once the bot has answered, if the game has
// not moved on since.
func (t tableAssist) collectHint() {
	a := &t.Table.assistS
	if a.asked == nil {
		return
	}
	select {
	case act := <-a.asked:
		a.asked = nil
		if t.game.Status().Version != a.askedVer {
			return
		}
		h := bots.Explain(a.askedView, act)
		a.hint, a.hintVer, a.hintText = &h, a.askedVer, t.hintLine(h)
	default:
	}
}

// hintLine is a hint's one-line reason in the table's language.
func (t tableAssist) hintLine(h bots.Hint) string {
	cat := t.app.Cat
	kind := cat.T(i18n.HintSet)
	if h.Run {
		kind = cat.T(i18n.HintRun)
	}
	card := cat.Card(h.Card)
	own := h.Owner == t.viewer
	switch h.Kind {
	case bots.HintDrawStock:
		return cat.T(i18n.HintDrawStock)
	case bots.HintTakeDiscard:
		return cat.F(i18n.HintTakeDiscard, card)
	case bots.HintMeld:
		if t.view.StagingFor(t.viewer).Kind == engine.StageOpening {
			return cat.F(i18n.HintOpen, cat.Cards(h.Cards))
		}
		return cat.F(i18n.HintMeld, cat.Cards(h.Cards))
	case bots.HintNextHand:
		return cat.T(i18n.HintNextHand)
	case bots.HintLayOff:
		if own {
			return cat.F(i18n.HintLayOffOwn, card, kind)
		}
		return cat.F(i18n.HintLayOff, card, t.seatName(h.Owner), kind)
	case bots.HintSwapJoker:
		if own {
			return cat.F(i18n.HintSwapJokerOwn, card, kind)
		}
		return cat.F(i18n.HintSwapJoker, card, t.seatName(h.Owner), kind)
	case bots.HintDiscard:
		return cat.F(i18n.HintDiscard, card)
	case bots.HintEndTurn:
		return cat.T(i18n.HintEndTurn)
	case bots.HintKnock:
		return cat.F(i18n.HintKnock, card)
	case bots.HintBuy:
		return cat.F(i18n.HintBuy, card)
	case bots.HintCallLiverpool:
		return cat.F(i18n.HintCallLiverpool, card)
	case bots.HintCallRummy:
		return cat.F(i18n.HintCallRummy, card)
	case bots.HintPass:
		return cat.F(i18n.HintPass, card)
	case bots.HintKeep:
		return cat.T(i18n.HintKeep)
	}
	return cat.F(i18n.HintCut, h.N)
}

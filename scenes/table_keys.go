package scenes

import (
	"slices"

	"rummy/engine"
)

// moveKeys plays the moves that have a key of their own (issue 15 item
// 9): L lays the selected card off, J swaps it for a joker, K claims and
// P passes in a claim window. A card with several places to go lets the
// keys choose among them (pickKeys). It reports whether a key was used.
func (t tableAssist) moveKeys(in *Input) bool {
	if !t.judge().mayAct() || t.chooser().choosing() {
		return false
	}
	v := t.view
	switch {
	case in.Has(IntentClaim) && v.Claim.Open() && v.Claim.Pending(t.viewer):
		t.hud().button(Activation{ID: idTblClaim})
	case in.Has(IntentPass) && (v.Claim.Open() && v.Claim.Pending(t.viewer) || v.Phase == engine.PhaseCallerDiscard):
		t.tryAct(engine.PassAction())
	case in.Has(IntentLayOff):
		t.playCard(engine.ActLayOff)
	case in.Has(IntentSwap):
		t.playCard(engine.ActSwapJoker)
	default:
		return false
	}
	t.formDirty = true
	return true
}

// keyCard is the card the keys play: the one selected, else the one
// under the cursor.
func (t tableAssist) keyCard() engine.Card {
	if c := t.hand.Single(); c != engine.NoCard {
		return c
	}
	hand := t.layouter().handCards(nil)
	if len(hand) == 0 {
		return engine.NoCard
	}
	return hand[min(t.hand.Cursor(), len(hand)-1)]
}

// playCard lays the key card off (kind ActLayOff) or swaps it for a
// joker (ActSwapJoker): at once where only one place takes it, else the
// keys choose the place; where none does, the engine's reason shows.
func (t tableAssist) playCard(kind engine.ActionKind) {
	c := t.keyCard()
	if c == engine.NoCard || (t.view.MayAct() && !t.judge().mayAct()) {
		return // nothing to play, or a move of the seat is still on its way
	}
	var picks []engine.Action
	for _, a := range t.judge().moves().Actions() {
		if a.Kind != kind || a.Card != c {
			continue
		}
		if kind == engine.ActSwapJoker && slices.ContainsFunc(picks, func(p engine.Action) bool { return p.Meld == a.Meld && p.Pos == a.Pos }) {
			continue // one place per joker: where the freed joker goes is chosen next
		}
		picks = append(picks, a)
	}
	switch len(picks) {
	case 0:
		probe := engine.LayOffAction(c, 0, false)
		if kind == engine.ActSwapJoker {
			probe = engine.SwapJokerAction(0, 0, c, -1, false)
		}
		if err := t.judge().check(probe); err != nil {
			t.judge().refuse(err)
		}
	case 1:
		t.playPick(picks[0])
	default:
		t.assistS.picks, t.assistS.pick = picks, 0
	}
}

// pickKeys chooses among the places the key card may go: Tab and the
// arrows move the light, Enter plays, Esc gives up. It takes every key.
func (t tableAssist) pickKeys(in *Input) bool {
	a := &t.Table.assistS
	n := len(a.picks)
	switch {
	case in.Has(IntentBack):
		a.picks = nil
	case in.Has(IntentActivate):
		act := a.picks[a.pick]
		a.picks = nil
		t.playPick(act)
		t.formDirty = true
	case in.Has(IntentLeft) || in.Has(IntentUp) || in.Has(IntentPrev):
		a.pick = (a.pick + n - 1) % n
	case in.Has(IntentRight) || in.Has(IntentDown) || in.Has(IntentNext):
		a.pick = (a.pick + 1) % n
	}
	return in.Keys != 0
}

// playPick plays a chosen lay-off, or starts a chosen joker swap: the
// table's choice then lights where the freed joker may go, when the
// rules want it laid off at once (the keys choose there too).
func (t tableAssist) playPick(a engine.Action) {
	if a.Kind != engine.ActSwapJoker {
		t.tryAct(a)
		return
	}
	if err := t.chooser().swapOrChoose(a.Meld, a.Pos, a.Card); err != nil {
		t.judge().refuse(err)
	}
}

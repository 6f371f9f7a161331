package scenes

import (
	"rummy/engine"
	"rummy/scenes/i18n"
)

// discard discards c for the viewer. Where another player may call a
// discard that fits a table meld (LIV-POOL-1, LIV-RUM-1), the first try
// of such a card only warns (issue 15 item 10): discarding it again goes
// ahead. The settings can turn the warning off.
func (t tablePointer) discard(c engine.Card) {
	if t.judge().callRisk(c) && !t.warned(c) {
		t.build.warnedDiscard = int(c) + 1
		t.showToast(t.app.Cat.F(i18n.TableDiscardFitsWarning, t.app.Cat.Card(c)))
		return
	}
	t.build.warnedDiscard = 0
	t.tryAct(engine.DiscardAction(c))
}

// callRisk reports whether discarding c would let another player call
// it: the rules call discards that fit a table meld, c fits one, and the
// discard itself is legal (a refused one shows its reason instead).
func (t tableJudge) callRisk(c engine.Card) bool {
	if t.app.Settings.NoDiscardWarning {
		return false
	}
	if !t.view.Rules.CallsDiscards() {
		return false
	}
	return t.view.FitsTable(c) && t.judge().allows(engine.DiscardAction(c))
}

// warned reports whether the last discard warned about was c's.
func (t tablePointer) warned(c engine.Card) bool { return t.build.warnedDiscard == int(c)+1 }

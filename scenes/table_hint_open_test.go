package scenes

import (
	"strconv"
	"strings"
	"testing"

	"rummy/bots"
	"rummy/bots/arrange"
	"rummy/engine"
	"rummy/scenes/i18n"
)

// TestIssue24HintProposesTheOpening (issue 24 item 10): at a Rommé
// table where the person's hand can open after the draw, H lifts the
// opening's cards with a line that says to open (with RUMMY_SHOTS set,
// table-hint-open.png). Dealt hands are tried until one can open.
func TestIssue24HintProposesTheOpening(t *testing.T) {
	for seed := 1; seed <= 40; seed++ {
		r := newRig(t, "romme", "human,bot,bot", "seed="+strconv.Itoa(seed))
		r.settle()
		tb := r.table
		if tb.view.Phase == engine.PhaseDraw {
			r.perform(engine.DrawAction(false))
			r.settle()
		}
		if tb.view.Phase != engine.PhasePlay || tb.view.Seats[tb.viewer].Opened {
			continue
		}
		if _, ok := arrange.New(tb.view.Rules).Opening(tb.view.Hand); !ok {
			continue
		}
		h := r.waitHint()
		if h.Kind != bots.HintMeld {
			t.Fatalf("seed %d: the hand %v can open but the hint is %s (%s)", seed, tb.view.Hand, h.Kind, h.Action)
		}
		prefix, _, _ := strings.Cut(r.app.T(i18n.HintOpen), "%s")
		if !strings.HasPrefix(tb.assistS.hintText, prefix) {
			t.Fatalf("seed %d: the opening hint reads %q", seed, tb.assistS.hintText)
		}
		render(t, r.app, "table-hint-open", tb, 2)
		return
	}
	t.Fatal("no dealt hand of 40 could open at the person's first turn")
}

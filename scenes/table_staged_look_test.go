package scenes

import (
	"testing"

	"rummy/sprites"
)

// commitControl returns the lay-down button (Open, Go down, Meld).
func (r *tableRig) commitControl() (Control, bool) {
	tb := r.table
	tb.hud().buildControls()
	for _, c := range tb.form.Controls {
		if c.ID == idTblCommit {
			return c, true
		}
	}
	return Control{}, false
}

// TestIssue24CommitLitOnlyWhenReady (issue 24 item 11): while the only
// staged group is not a meld, the Go down button shows unlit (a press
// still says why); once the staged groups make the contract, it lights.
// The staged cards are readable: as tall as the row allows and each
// showing half its width (with RUMMY_SHOTS set, table-staged-invalid.png
// and table-staged-cards.png).
func TestIssue24CommitLitOnlyWhenReady(t *testing.T) {
	r := stagingPosition(t)
	tb := r.table
	mid := tb.lay.Staging.X + tb.lay.Staging.W/2
	r.dropAt("4C", mid)
	c, ok := r.commitControl()
	if !ok {
		t.Fatal("no Go down button with a group staged")
	}
	if c.Primary {
		t.Error("Go down is lit while the only staged group (4C) is not a meld")
	}
	render(t, r.app, "table-staged-invalid", tb, 30)
	r.dropAt("5C", tb.build.staging.rects[0].Right()-2)
	r.dropAt("6C", tb.build.staging.rects[0].Right()-2)
	r.dropAt("7C", tb.build.staging.rects[0].Right()-2)
	far := tb.build.staging.rects[0].Right() + 3*tb.layouter().stagedGap()
	r.dropAt("7H", far)
	r.dropAt("7S", tb.build.staging.rects[1].Right()-2)
	r.dropAt("7D", tb.build.staging.rects[1].Right()-2)
	if got := tb.hand.Staged(); len(got) != 2 || len(got[0]) != 4 || len(got[1]) != 3 {
		t.Fatalf("staged %v", got)
	}
	if c, _ := r.commitControl(); !c.Primary || !tb.build.staging.ready {
		t.Errorf("Go down is unlit (ready %v) with the contract staged", tb.build.staging.ready)
	}
	for gi, g := range tb.hand.Staged() {
		for i := 1; i < len(g); i++ {
			a, b := tb.anim.cards[g[i-1]].tw.To, tb.anim.cards[g[i]].tw.To
			w := a.H * sprites.CardAspect
			if a.H < 0.85*tb.lay.MeldH {
				t.Errorf("group %d: staged cards %.0f px tall, the melds' %.0f", gi, a.H, tb.lay.MeldH)
			}
			if shown := b.X - a.X; shown < 0.5*w-0.5 {
				t.Errorf("group %d: %v shows %.0f px of its %.0f", gi, g[i-1], shown, w)
			}
		}
	}
	render(t, r.app, "table-staged-cards", tb, 60)
}

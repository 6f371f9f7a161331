package scenes

import (
	"os"
	"strings"
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
	"rummy/sprites"
)

// stagingPosition is Liverpool's second contract (one book, one run)
// with the person to play and not down yet.
func stagingPosition(t *testing.T) *tableRig {
	t.Helper()
	return position{seats: "human,bot,bot", hand: "7H 7S 7D 4C 5C 6C 7C KD 2S 9H", pile: "3D"}.build(t)
}

// dropAt drags a hand card to a point of the staging row.
func (r *tableRig) dropAt(face string, x float64) {
	r.t.Helper()
	x0, y0 := r.cardPoint(r.handCard(face))
	row := r.table.lay.Staging
	r.drag(x0, y0, x, row.Y+row.H/2)
}

// TestIssue15DropOnOrNextToAGroupJoinsIt: a card dropped on the free
// row starts a group, one dropped on a group or just beside it joins it,
// one dropped well clear of every group starts another; each group is
// marked live (valid with its kind, or what to do), with the contract's
// progress; the hover shows what to do about an invalid group.
func TestIssue15DropOnOrNextToAGroupJoinsIt(t *testing.T) {
	r := stagingPosition(t)
	tb := r.table
	if !tb.judge().stagingMode() {
		t.Fatal("the person must go down first: the staging row is on")
	}
	r.dropAt("7H", tb.lay.Staging.X+tb.lay.Staging.W/2)
	if len(tb.hand.Staged()) != 1 {
		t.Fatalf("groups %v", tb.hand.Staged())
	}
	g := tb.build.staging.rects[0]
	r.dropAt("7S", g.X+g.W/2)                                    // on it
	r.dropAt("7D", tb.build.staging.rects[0].Right()+2*tb.lay.u) // next to it
	if got := tb.hand.Staged(); len(got) != 1 || len(got[0]) != 3 {
		t.Fatalf("after drops on and next to the group: %v", got)
	}
	if m := tb.build.staging.marks[0]; !m.valid || m.label != tb.app.T(i18n.StageGroupBook) {
		t.Errorf("the book's mark: %+v", m)
	}
	far := tb.build.staging.rects[0].Right() + 3*tb.layouter().stagedGap()
	r.dropAt("4C", far)
	if len(tb.hand.Staged()) != 2 {
		t.Fatalf("a drop clear of the groups starts a group: %v", tb.hand.Staged())
	}
	r.dropAt("5C", tb.build.staging.rects[1].Right()-2)
	m := tb.build.staging.marks[1]
	if m.valid || m.label != tb.app.T(i18n.StageGroupInvalid) || !strings.HasPrefix(m.fix, "Add cards") {
		t.Errorf("4C 5C is not a run yet; mark %+v", m)
	}
	if got, want := tb.build.staging.progress, "1 of 1 book · 0 of 1 run"; got != want {
		t.Errorf("progress %q, want %q", got, want)
	}
	// The pointer resting on the invalid group shows what to do.
	cx, cy := tb.build.staging.rects[1].Center()
	r.moveTo(cx, cy)
	if tb.judge().shownFix() != 1 {
		t.Errorf("hovering the invalid group shows fix %d", tb.judge().shownFix())
	}
	if os.Getenv("RUMMY_SHOTS") != "" {
		r.run(40)
		render(t, r.app, "issue15-staging-invalid", tb, 0)
	}
	r.dropAt("6C", tb.build.staging.rects[1].Right()-2)
	r.dropAt("7C", tb.build.staging.rects[1].Right()-2)
	if !tb.build.staging.marks[1].valid || !tb.build.staging.ready {
		t.Fatalf("4C–7C is a run and the contract is met: marks %+v ready %v", tb.build.staging.marks, tb.build.staging.ready)
	}
	if !strings.Contains(tb.build.staging.progress, "1 of 1 run") || !strings.Contains(tb.build.staging.progress, "ready") {
		t.Errorf("progress %q", tb.build.staging.progress)
	}
	r.moveTo(tb.lay.Melds.Center())
	if os.Getenv("RUMMY_SHOTS") != "" {
		r.run(40)
		render(t, r.app, "issue15-staging-ready", tb, 0)
	}
	// A staged card lifts its group's tail: dragged to the free row it
	// splits off; dragged to the hand it goes back.
	x, y := r.cardPoint(tb.hand.Staged()[1][2])
	r.drag(x, y, tb.build.staging.rects[1].Right()+3*tb.layouter().stagedGap(), y)
	if got := tb.hand.Staged(); len(got) != 3 || len(got[1]) != 2 || len(got[2]) != 2 {
		t.Fatalf("split: %v", got)
	}
	x, y = r.cardPoint(tb.hand.Staged()[2][0])
	hx, hy := tb.lay.Hand.Center()
	r.drag(x, y, hx, hy)
	if got := tb.hand.Staged(); len(got) != 2 || len(tb.layouter().handCards(nil)) != 5 {
		t.Fatalf("back to the hand: %v, row %v", got, tb.layouter().handCards(nil))
	}
	// The two cards go back and, joined again, the contract is laid down
	// from the staged groups.
	for _, f := range []string{"6C", "7C"} {
		r.dropAt(f, tb.build.staging.rects[1].Right()-2)
	}
	before := r.logLen()
	bx, by, ok := r.controlPoint(idTblCommit)
	if !ok {
		t.Fatal("no Go down button")
	}
	r.tap(bx, by)
	if r.logLen() != before+1 || r.lastAction().Action.Kind != engine.ActMeld || len(r.lastAction().Action.Melds) != 2 {
		t.Fatalf("going down logged %v (toast %q)", r.lastAction().Action, tb.toast.text)
	}
}

// TestIssue15MeldKeyGroupsTheSelection: with cards selected, M makes a
// staged group of them (the Group button the same); with none selected
// M lays the staged groups down.
func TestIssue15MeldKeyGroupsTheSelection(t *testing.T) {
	r := stagingPosition(t)
	tb := r.table
	r.selectCards([]engine.Card{r.handCard("7H"), r.handCard("7S"), r.handCard("7D")})
	if _, _, ok := r.controlPoint(idTblGroup); !ok {
		t.Error("no Group button with cards selected")
	}
	r.key(IntentMeld)
	if got := tb.hand.Staged(); len(got) != 1 || len(got[0]) != 3 || tb.hand.Selections() != 0 {
		t.Fatalf("M made %v", got)
	}
	r.selectCards([]engine.Card{r.handCard("4C"), r.handCard("5C"), r.handCard("6C"), r.handCard("7C")})
	x, y, _ := r.controlPoint(idTblGroup)
	r.tap(x, y)
	if len(tb.hand.Staged()) != 2 {
		t.Fatalf("the Group button made %v", tb.hand.Staged())
	}
	before := r.logLen()
	r.key(IntentMeld)
	if r.logLen() != before+1 {
		t.Fatalf("M with nothing selected lays the groups down (toast %q)", tb.toast.text)
	}
}

// TestIssue15StagingExplainsItselfOnce: the one-line explanation shows
// until the first group is built, and the settings remember that.
func TestIssue15StagingExplainsItselfOnce(t *testing.T) {
	r := stagingPosition(t)
	if r.app.Settings.StagingExplained {
		t.Fatal("a first start has not explained the staging row yet")
	}
	if os.Getenv("RUMMY_SHOTS") != "" {
		render(t, r.app, "issue15-staging-explain", r.table, 0)
	}
	r.dropAt("7H", r.table.lay.Staging.X+r.table.lay.Staging.W/2)
	if !r.app.Settings.StagingExplained {
		t.Fatal("building a group does not remember the explanation")
	}
	if s, err := store.LoadSettings(r.app.Store); err != nil || !s.StagingExplained {
		t.Errorf("the stored settings: %+v, %v", s, err)
	}
}

// TestIssue15StagingTextsFitInEveryLanguage: in English, Russian and
// German the explanation fits the row, and the groups' marks and the
// progress line fit beside each other.
func TestIssue15StagingTextsFitInEveryLanguage(t *testing.T) {
	for _, lang := range []string{"en", "ru", "de"} {
		t.Run(lang, func(t *testing.T) {
			r := stagingPosition(t)
			tb := r.table
			r.app.Settings.Language = lang
			r.app.ApplySettings()
			r.run(2)
			row := tb.lay.Staging
			u := tb.lay.u
			text := tb.app.T(i18n.StageExplain)
			if w, _ := sprites.Measure(text, tb.art().fitFace(text, 13*u, row.W-24*u)); w > row.W-20*u {
				t.Errorf("the explanation is %v wide in a row of %v", w, row.W)
			}
			if os.Getenv("RUMMY_SHOTS") != "" {
				render(t, r.app, "issue15-staging-explain-"+lang, tb, 0)
			}
			r.dropAt("7H", row.X+row.W/2)
			r.dropAt("7S", tb.build.staging.rects[0].Right()-2)
			r.dropAt("4C", tb.build.staging.rects[0].Right()+3*tb.layouter().stagedGap())
			r.run(30)
			small := tb.app.Fonts.Face(12*u, sprites.Regular)
			for gi, m := range tb.build.staging.marks {
				w, _ := sprites.Measure(m.label, small)
				end := tb.build.staging.rects[gi].X + 12*u + w
				next := row.Right()
				if gi+1 < len(tb.build.staging.rects) {
					next = tb.build.staging.rects[gi+1].X
				}
				if end > next {
					t.Errorf("group %d's mark %q runs to %v, past %v", gi, m.label, end, next)
				}
			}
			pw, _ := sprites.Measure(tb.build.staging.progress, tb.app.Fonts.Face(13*u, sprites.Bold))
			last := tb.build.staging.rects[len(tb.build.staging.rects)-1]
			lw, _ := sprites.Measure(tb.build.staging.marks[len(tb.build.staging.marks)-1].label, small)
			if row.Right()-10*u-pw < last.X+12*u+lw {
				t.Errorf("the progress %q meets the last mark", tb.build.staging.progress)
			}
			if os.Getenv("RUMMY_SHOTS") != "" {
				render(t, r.app, "issue15-staging-"+lang, tb, 0)
			}
		})
	}
}

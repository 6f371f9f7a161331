package scenes

import (
	"testing"

	"rummy/bots"
	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// longToast is a refusal long enough to need two lines.
const longToast = "A long refusal that explains what went wrong and what to do instead, at length, with every detail a person needs"

// TestIssue24GreyedUndoSaysWhy (issue 24 item 8): a click on the greyed
// Undo button says why nothing can be taken back, as Ctrl+Z does (with
// RUMMY_SHOTS set, the table is saved as table-undo-refused.png).
func TestIssue24GreyedUndoSaysWhy(t *testing.T) {
	r := newRig(t, "romme", "human,bot,bot")
	r.settle()
	tb := r.table
	if tb.game.CanUndo(tb.viewer) {
		t.Fatal("something can be taken back at the start of the turn")
	}
	x, y, ok := r.controlPoint(idTblUndo)
	if !ok {
		t.Fatal("no Undo button")
	}
	r.tap(x, y)
	if want := r.app.T(i18n.AssistNoUndo); tb.toast.text != want || tb.toast.left <= 0 {
		t.Fatalf("a click on the greyed Undo shows %q (%d ticks), want %q", tb.toast.text, tb.toast.left, want)
	}
	render(t, r.app, "table-undo-refused", tb, 2)
}

// TestIssue24ToastGoesWithItsPosition (issue 24 item 8): a refusal's
// toast goes as soon as the position it was about changes (here: the
// person draws), not after its four seconds.
func TestIssue24ToastGoesWithItsPosition(t *testing.T) {
	r := newRig(t, "romme", "human,bot,bot")
	r.settle()
	tb := r.table
	if tb.view.Phase != engine.PhaseDraw {
		t.Fatalf("the turn starts in phase %v", tb.view.Phase)
	}
	x, y := r.cardPoint(tb.view.Hand[0])
	dx, dy := tb.lay.Discard.Center()
	r.drag(x, y, dx, dy)
	r.run(2)
	if tb.toast.left <= 0 || tb.toast.text == "" {
		t.Fatal("discarding before drawing shows no toast")
	}
	stale := tb.toast.text
	r.perform(engine.DrawAction(false))
	r.run(2)
	if tb.toast.left > 0 {
		t.Fatalf("after the draw the toast %q still shows (%d ticks left)", stale, tb.toast.left)
	}
}

// TestIssue24ToastCoversNothing (issue 24 item 8): at every screen size
// a long toast lies clear of every button, the status line, the info
// panel and every seat's badge with the line under it; at the end of a
// hand, clear of the reveal's title and of every row's name, cards and
// points (with RUMMY_SHOTS set, table-toast-reveal.png).
func TestIssue24ToastCoversNothing(t *testing.T) {
	r := newRig(t, "romme", "human,bot,bot,bot")
	r.settle()
	tb := r.table
	for _, size := range [][2]int{{1280, 800}, {800, 600}, {1024, 768}, {1920, 1080}, {1280, 1024}} {
		r.app.Resize(size[0], size[1], 1)
		r.run(1)
		tb.hud().buildControls()
		tb.showToast(longToast)
		tr := tb.art().toastRect()
		u := tb.lay.u
		keep := []sprites.Rect{tb.lay.Status, tb.lay.Info, tb.lay.Staging}
		for _, c := range tb.form.Controls {
			keep = append(keep, c.Rect)
		}
		for _, s := range tb.lay.Seats {
			b := s.Badge
			keep = append(keep, sprites.Rect{X: b.X - 4*u, Y: b.Y - 4*u, W: b.W + 8*u, H: b.H + 22*u})
		}
		for _, k := range keep {
			if tr.Overlap(k) > 0 {
				t.Errorf("%vx%v: the toast %+v covers %+v", size[0], size[1], tr, k)
			}
		}
		if tr.X < 0 || tr.Right() > tb.lay.Screen.W || tr.Y < 0 {
			t.Errorf("%vx%v: the toast %+v leaves the screen", size[0], size[1], tr)
		}
	}
	r.app.Resize(1280, 800, 1)
	r.run(1)
	playHand(t, r)
	for i := 0; i < 600 && tb.animating(); i++ {
		r.run(1)
	}
	if tb.reveal.result == nil {
		t.Fatal("no reveal at the end of the hand")
	}
	tb.showToast(longToast)
	tr := tb.art().toastRect()
	u := tb.lay.u
	title := sprites.Rect{X: 0, Y: tb.lay.Melds.Y - 16*u, W: tb.lay.Screen.W, H: 32 * u}
	if tr.Overlap(title) > 0 {
		t.Errorf("the toast %+v covers the reveal's title %+v", tr, title)
	}
	counts := make([]int, len(tb.texts.reveal))
	for i, row := range tb.texts.reveal {
		counts[i] = len(row.cards)
	}
	for i, s := range revealLayout(tb.art().revealArea(), counts, tb.lay.MeldH, u) {
		for _, k := range append([]sprites.Rect{s.name, s.info}, s.cards...) {
			if tr.Overlap(k) > 0 {
				t.Errorf("the toast %+v covers row %d's %+v", tr, i, k)
			}
		}
	}
	render(t, r.app, "table-toast-reveal", tb, 0)
}

// TestIssue24HintAtTheReveal (issue 24 item 10): at the end of a hand,
// H names the next move: the scores, then the next hand (with
// RUMMY_SHOTS set, table-reveal-hint.png).
func TestIssue24HintAtTheReveal(t *testing.T) {
	r := newRig(t, "romme", "human,bot,bot")
	playHand(t, r)
	tb := r.table
	for i := 0; i < 600 && tb.animating(); i++ {
		r.run(1)
	}
	if tb.reveal.result == nil {
		t.Fatal("no reveal at the end of the hand")
	}
	r.key(IntentHint)
	h := tb.assistS.hint
	if h == nil || h.Kind != bots.HintNextHand || tb.assistS.hintText != r.app.T(i18n.HintNextHand) {
		t.Fatalf("the hint at the reveal is %v %q", h, tb.assistS.hintText)
	}
	if r.m.Current() != tb || tb.reveal.result == nil {
		t.Fatal("H left the reveal")
	}
	render(t, r.app, "table-reveal-hint", tb, 0)
}

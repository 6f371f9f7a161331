package scenes

import (
	"os"
	"testing"

	"rummy/engine"
)

// playLesson plays every step of a lesson (passing the bots' claim
// windows) and runs until the hand's end is shown (the reveal waits).
func playLesson(t *testing.T, r *tableRig, ts *TutorialScene) {
	t.Helper()
	st := ts.m.State()
	for _, s := range ts.tu.script.steps {
		waitForPerson(r)
		for v := r.table.view; s.kind != engine.ActClaim && v.Claim.Open() && v.Claim.Pending(0); v = r.table.view {
			r.perform(engine.PassAction())
			waitForPerson(r)
		}
		r.perform(stepAction(t, st, s))
	}
	for i := 0; i < 3000 && (r.table.reveal.result == nil || r.table.animating()); i++ {
		r.run(1)
	}
	if r.table.reveal.result == nil {
		t.Fatal("the lesson's hand end was not shown")
	}
}

// TestIssue24EnterOnTheRevealShowsWellDone (issue 24, item 3): on the
// lesson's last reveal, Enter does what a click does: the lesson's
// "Well done!" shows, and stays until Finish (or Enter again). The
// person had opened the keys overlay with its "?" button (so a table
// button kept the focus, which Enter pressed instead).
func TestIssue24EnterOnTheRevealShowsWellDone(t *testing.T) {
	for _, how := range []string{"click", "enter"} {
		t.Run(how, func(t *testing.T) {
			app := testApp(t)
			r, ts := tutorialRig(t, app, engine.Classic)
			waitForPerson(r)
			x, y, ok := r.controlPoint(idTblHelp)
			if !ok {
				t.Fatal("no ? button")
			}
			r.tap(x, y)
			r.press(IntentBack) // closes the overlay only
			playLesson(t, r, ts)
			if how == "enter" {
				r.press(IntentActivate)
			} else {
				r.tap(640, 400)
			}
			r.run(FadeTicks + 30)
			if r.m.Current() != Scene(ts) || !ts.Finished() {
				t.Fatalf("%s on the reveal went to %T (finished %v), want the lesson's last word", how, r.m.Current(), ts.Finished())
			}
			if how == "enter" && os.Getenv("RUMMY_SHOTS") != "" {
				render(t, app, "issue24-lesson-well-done-after-enter", ts, 0)
			}
			r.press(IntentActivate)
			r.run(FadeTicks + 2)
			if _, ok := r.m.Current().(*Menu); !ok {
				t.Fatalf("Enter on \"Well done!\" went to %T, want the menu", r.m.Current())
			}
		})
	}
}

// TestIssue24RevealWaitsForThePerson (issue 24, item 11): the hand's end
// stays until the person goes on (it moved on by itself after 150
// ticks); a click then goes on.
func TestIssue24RevealWaitsForThePerson(t *testing.T) {
	app := testApp(t)
	r, ts := tutorialRig(t, app, engine.Classic)
	playLesson(t, r, ts)
	r.run(1200) // 20 s at 60 TPS
	if ts.Finished() || r.table.reveal.result == nil {
		t.Fatal("the hand's end moved on without the person")
	}
	if os.Getenv("RUMMY_SHOTS") != "" {
		render(t, app, "issue24-reveal-waits", ts, 0)
	}
	r.tap(640, 400)
	r.run(2)
	if !ts.Finished() {
		t.Fatal("a click on the hand's end did not go on")
	}
}

package scenes

import (
	"os"
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
)

// lessonScene is the lesson being shown, or fails.
func lessonScene(r *tableRig) *TutorialScene {
	r.t.Helper()
	ts, ok := r.m.Current().(*TutorialScene)
	if !ok {
		r.t.Fatalf("showing %T, want the lesson", r.m.Current())
	}
	return ts
}

// playSteps plays the lesson's steps from its current one up to (not
// including) step n, passing the bots' claim windows.
func playSteps(t *testing.T, r *tableRig, ts *TutorialScene, n int) {
	t.Helper()
	st := ts.m.State()
	for ts.Step() < n {
		s := ts.tu.script.steps[ts.Step()]
		waitForPerson(r)
		for v := r.table.view; s.kind != engine.ActClaim && v.Claim.Open() && v.Claim.Pending(0); v = r.table.view {
			r.perform(engine.PassAction())
			waitForPerson(r)
		}
		r.perform(stepAction(t, st, s))
	}
	if n < ts.Steps() {
		waitForPerson(r)
	}
}

// TestIssue24EscClosesOnlyTheKeyList (issue 24, item 1): Esc, or any
// key, on the keys overlay (?) closes the overlay and nothing else: the
// lesson goes on at its step, no question asked.
func TestIssue24EscClosesOnlyTheKeyList(t *testing.T) {
	app := testApp(t)
	r, ts := tutorialRig(t, app, engine.Classic)
	playSteps(t, r, ts, 3)
	for _, close := range []Intent{IntentBack, IntentActivate, IntentDown} {
		r.press(IntentHelp)
		if !r.table.assistS.help {
			t.Fatal("? did not open the keys overlay")
		}
		if close == IntentBack && os.Getenv("RUMMY_SHOTS") != "" {
			render(t, app, "issue24-lesson-keys-overlay", ts, 0)
		}
		r.press(close)
		r.run(FadeTicks + 2)
		if lessonScene(r) != ts || r.table.assistS.help || ts.asking || ts.Step() != 3 {
			t.Fatalf("key %v on the overlay: showing %T, overlay %v, asking %v, step %d; want the lesson at step 3, overlay closed",
				close, r.m.Current(), r.table.assistS.help, ts.asking, ts.Step())
		}
	}
}

// TestIssue24LeavingALessonAsksAndResumes (issue 24, item 1): Esc (or
// the table's menu button) asks before leaving; Esc or "Keep learning"
// goes on; "Leave" goes to the menu, whose lesson button then says
// "Resume lesson" and goes back to the very step (the same position) —
// also from a new start of the game (the place is in the store) — and
// the lesson can be finished from there, after which nothing is left to
// resume. "Start over" begins the lesson anew.
func TestIssue24LeavingALessonAsksAndResumes(t *testing.T) {
	app := testApp(t)
	r, ts := tutorialRig(t, app, engine.Romme)
	playSteps(t, r, ts, 4)
	logAt := len(ts.m.State().Log())

	r.press(IntentBack)
	if lessonScene(r) != ts || !ts.asking {
		t.Fatalf("Esc: showing %T, asking %v; want the leave question", r.m.Current(), ts.asking)
	}
	if os.Getenv("RUMMY_SHOTS") != "" {
		r.run(1)
		render(t, app, "issue24-lesson-leave-question", ts, 0)
	}
	r.press(IntentBack) // Esc again keeps learning
	if ts.asking || lessonScene(r) != ts {
		t.Fatal("Esc on the question did not close it")
	}
	x, y, _ := r.controlPoint(idTblMenu)
	r.tap(x, y)
	r.run(2)
	if !ts.asking {
		t.Fatal("the menu button did not ask before leaving")
	}
	r.tapForm(&ts.form, idTutStay)
	if ts.asking || ts.Step() != 4 {
		t.Fatalf("Keep learning: asking %v, step %d", ts.asking, ts.Step())
	}
	r.press(IntentBack)
	r.tapForm(&ts.form, idTutLeave)
	menu, ok := r.m.Current().(*Menu)
	if !ok {
		t.Fatalf("Leave went to %T, want the menu", r.m.Current())
	}
	r.run(2)
	if l := learnButton(t, menu); l != app.T(i18n.MenuLearnResume) {
		t.Fatalf("the menu's lesson button says %q, want %q", l, app.T(i18n.MenuLearnResume))
	}
	if os.Getenv("RUMMY_SHOTS") != "" {
		render(t, app, "issue24-menu-resume-lesson", menu, 0)
	}

	// A new start of the game (a fresh menu over the same store) resumes too.
	menu = NewMenu(app, DefaultSetup(engine.Classic), app.Backdrop)
	r.m = NewManager(app, menu)
	r.m.SetInputSource(func() RawInput { return r.raw })
	r.run(2)
	r.tapForm(&menu.form, idLearn)
	ts2 := lessonScene(r)
	r.table = ts2.Table()
	if ts2.Variant() != engine.Romme || ts2.Step() != 4 || len(ts2.m.State().Log()) < logAt {
		t.Fatalf("resumed %s at step %d with %d actions, want Rommé at step 4 with ≥ %d", ts2.Variant(), ts2.Step(), len(ts2.m.State().Log()), logAt)
	}
	playSteps(t, r, ts2, ts2.Steps())
	for i := 0; i < 3000 && !ts2.Finished(); i++ {
		r.run(1)
		if i%200 == 199 {
			r.tap(640, 400)
		}
	}
	if !ts2.Finished() {
		t.Fatal("the resumed lesson did not finish")
	}
	if _, _, ok, err := loadLesson(app); ok || err != nil {
		t.Fatalf("a finished lesson is still kept (%v)", err)
	}

	// Start over.
	ts3, err := NewTutorialScene(app, engine.Classic, menu)
	if err != nil {
		t.Fatal(err)
	}
	r.m = NewManager(app, ts3)
	r.m.SetInputSource(func() RawInput { return r.raw })
	r.table = ts3.Table()
	playSteps(t, r, ts3, 2)
	r.press(IntentBack)
	r.tapForm(&ts3.form, idTutRestart)
	ts4 := lessonScene(r)
	if ts4 == ts3 || ts4.Step() != 0 || len(ts4.m.State().Log()) != 0 {
		t.Fatalf("Start over: step %d, %d actions", ts4.Step(), len(ts4.m.State().Log()))
	}
}

// learnButton is the label of the menu's lesson button.
func learnButton(t *testing.T, m *Menu) string {
	t.Helper()
	for _, c := range m.form.Controls {
		if c.ID == idLearn {
			return c.Label
		}
	}
	t.Fatal("the menu has no lesson button")
	return ""
}

// TestIssue24DamagedKeptLessonIsSaidAndKept (issue 24, item 1): a kept
// lesson that cannot be read (or no longer replays) is kept aside and
// said in the player's language; Learn then starts a new lesson.
func TestIssue24DamagedKeptLessonIsSaidAndKept(t *testing.T) {
	for _, doc := range []string{"{not json", `{"format":1,"variant":"classic","log":[{"seat":0,"action":{"kind":"discard","card":"AS"}}]}`} {
		app := testApp(t)
		if err := app.Store.Save(lessonDoc, []byte(doc)); err != nil {
			t.Fatal(err)
		}
		menu := NewMenu(app, DefaultSetup(engine.Classic), app.Backdrop)
		r := &tableRig{t: t, app: app}
		r.m = NewManager(app, menu)
		r.m.SetInputSource(func() RawInput { return r.raw })
		r.run(2)
		if l := learnButton(t, menu); l != app.T(i18n.MenuLearn) {
			t.Errorf("%s: the lesson button says %q", doc, l)
		}
		r.tapForm(&menu.form, idLearn)
		ts := lessonScene(r)
		if ts.Step() != 0 || app.Warning == "" {
			t.Errorf("%s: step %d, warning %q", doc, ts.Step(), app.Warning)
		}
		if b, err := app.Store.Load(lessonDoc + ".bad-1"); err != nil || string(b) != doc {
			t.Errorf("%s: the damaged lesson was not kept aside: %q, %v", doc, b, err)
		}
	}
}

package scenes

import (
	"strings"
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// tutorialRig drives a lesson through the manager with synthetic input.
func tutorialRig(t *testing.T, app *App, v engine.Variant) (*tableRig, *TutorialScene) {
	t.Helper()
	app.Settings.AnimationSpeed, app.Settings.BotSpeed = store.Fast, store.Fast
	menu := NewMenu(app, DefaultSetup(v), app.Backdrop)
	ts, err := NewTutorialScene(app, v, menu)
	if err != nil {
		t.Fatal(err)
	}
	r := &tableRig{t: t, app: app, table: ts.Table()}
	r.m = NewManager(app, ts)
	r.m.SetInputSource(func() RawInput { return r.raw })
	return r, ts
}

// waitForPerson runs until the lesson's table waits for the person.
func waitForPerson(r *tableRig) {
	r.t.Helper()
	tb := r.table
	for i := 0; i < 3000; i++ {
		r.run(1)
		if !tb.animating() && tb.judge().mayAct() && !tb.botBusy() && tb.reveal.result == nil {
			return
		}
	}
	r.t.Fatal("the lesson never waited for the person")
}

// stepAction is the move a step asks for, in the position st.
func stepAction(t *testing.T, st *engine.State, s tutorialStep) engine.Action {
	t.Helper()
	hand := st.HandOf(0)
	find := func(face engine.Face, used map[engine.Card]bool) engine.Card {
		for _, c := range hand {
			if c.Face() == face && !used[c] {
				used[c] = true
				return c
			}
		}
		t.Fatalf("the hand %s has no %v", engine.FormatCards(hand), face)
		return engine.NoCard
	}
	legal := func(a engine.Action) bool { _, err := st.Clone().Apply(0, a); return err == nil }
	switch s.kind {
	case engine.ActDraw:
		return engine.DrawAction(s.fromDiscard)
	case engine.ActClaim:
		for _, a := range engine.Legal(st.View(0)) {
			if a.Kind == engine.ActClaim {
				return a
			}
		}
	case engine.ActDiscard:
		return engine.DiscardAction(find(faceList(s.faces)[0], map[engine.Card]bool{}))
	case engine.ActMeld:
		used := map[engine.Card]bool{}
		var melds [][]engine.Card
		for _, g := range strings.Split(s.faces, "/") {
			var m []engine.Card
			for _, w := range strings.Fields(g) {
				f, _ := engine.ParseFace(w)
				m = append(m, find(f, used))
			}
			melds = append(melds, m)
		}
		return engine.MeldAction(melds...)
	case engine.ActLayOff:
		c := find(faceList(s.faces)[0], map[engine.Card]bool{})
		for i := range st.View(0).Table {
			for _, front := range []bool{false, true} {
				if a := engine.LayOffAction(c, i, front); legal(a) {
					return a
				}
			}
		}
	case engine.ActSwapJoker:
		c := find(faceList(s.faces)[0], map[engine.Card]bool{})
		for i, m := range st.View(0).Table {
			for pos, x := range m.Cards {
				if a := engine.SwapJokerAction(i, pos, c, -1, false); x.IsJoker() && legal(a) {
					return a
				}
			}
		}
	}
	t.Fatalf("no move for step %+v", s)
	return engine.Action{}
}

// wrongAction is a move the engine takes but the step does not ask for.
func wrongAction(st *engine.State, s tutorialStep) (engine.Action, bool) {
	if s.kind == engine.ActClaim {
		a := engine.PassAction()
		_, err := st.Clone().Apply(0, a)
		return a, err == nil
	}
	if s.kind == engine.ActDraw {
		a := engine.DrawAction(!s.fromDiscard)
		_, err := st.Clone().Apply(0, a)
		return a, err == nil
	}
	want := faceList(s.faces)
	for _, c := range st.HandOf(0) {
		if !containsFace(want, c.Face()) {
			a := engine.DiscardAction(c)
			if _, err := st.Clone().Apply(0, a); err == nil {
				return a, true
			}
		}
	}
	return engine.Action{}, false
}

func containsFace(fs []engine.Face, f engine.Face) bool {
	for _, x := range fs {
		if x == f {
			return true
		}
	}
	return false
}

// TestIssue16TutorialsCompleteByInput (issue 16, item 2): each rule
// set's guided hand is played to its end by synthetic mouse input on the
// normal table: at every step a move the engine would take but the step
// does not ask for is refused, changes nothing and the prompt says what
// to do instead; the step's move (made with the mouse as a person would)
// moves the lesson on; the bots answer by themselves; once the hand is
// over the lesson says so and Finish goes back to the menu.
func TestIssue16TutorialsCompleteByInput(t *testing.T) {
	for _, v := range []engine.Variant{engine.Classic, engine.Romme, engine.Liverpool} {
		t.Run(v.String(), func(t *testing.T) {
			app := testApp(t)
			r, ts := tutorialRig(t, app, v)
			st := ts.m.State()
			refused := 0
			for i, s := range ts.tu.script.steps {
				waitForPerson(r)
				for v := r.table.view; s.kind != engine.ActClaim && v.Claim.Open() && v.Claim.Pending(0); v = r.table.view {
					if ts.Prompt() != app.T(i18n.TutPass) {
						t.Fatalf("step %d: a claim window says %q", i, ts.Prompt())
					}
					r.perform(engine.PassAction())
					waitForPerson(r)
				}
				if ts.Step() != i {
					t.Fatalf("at step %d the lesson says %d", i, ts.Step())
				}
				if got := ts.Prompt(); got != app.T(s.prompt) {
					t.Fatalf("step %d prompts %q", i, got)
				}
				if w, ok := wrongAction(st, s); ok {
					n := len(st.Log())
					r.perform(w)
					if len(st.Log()) != n || ts.Step() != i || !strings.HasPrefix(ts.Prompt(), strings.TrimSuffix(app.Cat.F(i18n.TutWrong, ""), " ")) {
						t.Fatalf("step %d: the wrong move %s was taken (log %d→%d) or not explained: %q", i, w, n, len(st.Log()), ts.Prompt())
					}
					if !strings.Contains(r.table.toast.text, app.T(s.prompt)) {
						t.Fatalf("step %d: the table says %q", i, r.table.toast.text)
					}
					refused++
				}
				a := stepAction(t, st, s)
				n := len(st.Log())
				r.perform(a)
				if len(st.Log()) != n+1 || !st.Log()[n].Action.Equal(a) && !s.matches(st.Log()[n].Action) {
					t.Fatalf("step %d: %s by mouse left the log at %d (toast %q)", i, a, len(st.Log()), r.table.toast.text)
				}
				if ts.Step() != i+1 {
					t.Fatalf("step %d done, the lesson is at %d", i, ts.Step())
				}
			}
			if refused < len(ts.tu.script.steps)-1 {
				t.Errorf("only %d of %d steps were tried with a wrong move", refused, len(ts.tu.script.steps))
			}
			t.Logf("%s: %d steps, %d wrong moves refused, %d actions in the log", v, len(ts.tu.script.steps), refused, len(st.Log()))
			for i := 0; i < 2000 && !ts.Finished(); i++ {
				r.run(1)
				if i%200 == 199 {
					r.tap(640, 400) // past the hand's end
				}
			}
			if !ts.Finished() || !strings.Contains(ts.Prompt(), app.T(i18n.VariantName(v))) {
				t.Fatalf("the lesson did not finish (phase %s): %q", st.Phase(), ts.Prompt())
			}
			r.run(2)
			var x, y float64
			for _, c := range ts.form.Controls {
				if c.ID == idTutFinish {
					x, y = c.Rect.Center()
				}
			}
			r.tap(x, y)
			r.run(FadeTicks + 2)
			if _, ok := r.m.Current().(*Menu); !ok {
				t.Fatalf("Finish went to %T", r.m.Current())
			}
		})
	}
}

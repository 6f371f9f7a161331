package scenes

import (
	"testing"

	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// tapForm taps the control id of a form through the manager.
func (r *tableRig) tapForm(f *Form, id int) {
	r.t.Helper()
	for _, c := range f.Controls {
		if c.ID == id {
			x, y := c.Rect.Center()
			r.tap(x, y)
			r.run(FadeTicks + 1)
			return
		}
	}
	r.t.Fatalf("no control %d in %+v", id, f.Controls)
}

// pause returns the pause menu being shown, or fails.
func (r *tableRig) pause() *PauseScene {
	r.t.Helper()
	p, ok := r.m.Current().(*PauseScene)
	if !ok {
		r.t.Fatalf("showing %T, want the pause menu", r.m.Current())
	}
	return p
}

// Issue 15 item 4: Esc opens the pause menu instead of leaving; the
// table stands still under it; Esc resumes the very table.
func TestIssue15EscPausesAndResumes(t *testing.T) {
	r := newRig(t, "classic", "human,bot")
	r.settle()
	before := r.logLen()
	r.key(IntentBack)
	r.run(FadeTicks + 1)
	p := r.pause()
	r.run(120)
	if r.logLen() != before {
		t.Errorf("the game moved on under the pause menu: %d actions, was %d", r.logLen(), before)
	}
	if p.Asking() {
		t.Error("the pause menu asks a question before anything was chosen")
	}
	r.key(IntentBack)
	r.run(FadeTicks + 1)
	if r.m.Current() != r.table {
		t.Fatalf("Esc in the pause menu shows %T, want the table", r.m.Current())
	}
}

// Issue 15 item 4: the ≡ button on the table opens the pause menu too.
func TestIssue15MenuButtonPauses(t *testing.T) {
	r := newRig(t, "romme", "human,bot,bot")
	r.settle()
	x, y, ok := r.controlPoint(idTblMenu)
	if !ok {
		t.Fatal("no menu button on the table")
	}
	r.tap(x, y)
	r.run(FadeTicks + 1)
	p := r.pause()
	r.tapForm(p.Form(), idPauseResume)
	if r.m.Current() != r.table {
		t.Fatalf("Resume shows %T, want the table", r.m.Current())
	}
}

// Issue 15 item 4: leaving a game in progress asks first and says the
// autosave keeps it; Stay (or Esc) takes the question back; Leave goes
// to the menu, which offers the saved game.
func TestIssue15LeaveAsksAndKeepsTheAutosave(t *testing.T) {
	r := newRig(t, "liverpool", "human,bot,bot")
	r.settle()
	r.key(IntentBack)
	r.run(FadeTicks + 1)
	p := r.pause()
	r.tapForm(p.Form(), idPauseLeave)
	if r.pause() != p || !p.Asking() {
		t.Fatal("Leave did not ask before leaving a game in progress")
	}
	r.tapForm(p.Form(), idPauseStay)
	if p.Asking() || r.m.Current() != p {
		t.Fatal("Stay did not take the question back")
	}
	r.tapForm(p.Form(), idPauseLeave)
	r.key(IntentBack)
	if p.Asking() || r.m.Current() != p {
		t.Fatal("Esc did not take the question back")
	}
	r.tapForm(p.Form(), idPauseLeave)
	r.tapForm(p.Form(), idPauseConfirm)
	m, ok := r.m.Current().(*Menu)
	if !ok {
		t.Fatalf("Leave shows %T, want the menu", r.m.Current())
	}
	if !m.resume {
		t.Error("the menu does not offer the saved game after leaving")
	}
	if _, err := store.LoadGame(r.app.Store); err != nil {
		t.Errorf("the autosave is gone: %v", err)
	}
}

// Issue 15 item 4: quitting asks too, and only then quits.
func TestIssue15QuitAsks(t *testing.T) {
	if !canQuit {
		t.Skip("a page cannot quit")
	}
	r := newRig(t, "classic", "human,bot")
	r.settle()
	p := NewPauseScene(r.app, r.table)
	p.Update(&Input{})
	if req := p.activate(idPauseQuit); req.Quit || !p.Asking() {
		t.Fatalf("Quit: %+v, asking %v; want a question first", req, p.Asking())
	}
	if req := p.activate(idPauseConfirm); !req.Quit {
		t.Errorf("confirming Quit: %+v, want quit", req)
	}
}

// Issue 15 item 4: the rules and the settings open from the pause menu
// and come back to it; the rules are this table's.
func TestIssue15PauseRulesAndSettings(t *testing.T) {
	r := newRig(t, "liverpool", "human,bot,bot", "cut_bonus=false")
	r.settle()
	p := NewPauseScene(r.app, r.table)
	p.Update(&Input{})
	rs, ok := p.activate(idPauseRules).Next.(*RulesScene)
	if !ok {
		t.Fatal("Rules did not open the rules")
	}
	if rs.setup.Variant != r.table.setup.Variant {
		t.Errorf("the rules of %v, want the table's %v", rs.setup.Variant, r.table.setup.Variant)
	}
	if v, _ := rs.setup.Options.Get("cut_bonus"); v != "false" {
		t.Errorf("the rules show cut_bonus=%s, want the table's false", v)
	}
	if back := rs.Update(&Input{Keys: IntentBack}); back.Next != p {
		t.Errorf("Back from the rules goes to %T, want the pause menu", back.Next)
	}
	ss, ok := p.activate(idPauseSettings).Next.(*SettingsScene)
	if !ok {
		t.Fatal("Settings did not open the settings")
	}
	if back := ss.Update(&Input{Keys: IntentBack}); back.Next != p {
		t.Errorf("Back from the settings goes to %T, want the pause menu", back.Next)
	}
}

// Issue 15 item 4: a finished game is left without a question.
func TestIssue15LeaveFinishedGameAsksNothing(t *testing.T) {
	r := newRig(t, "classic", "human,bot", "target=0", "hands=1")
	if _, err := r.table.PlayOutHand(); err != nil {
		t.Fatal(err)
	}
	p := NewPauseScene(r.app, r.table)
	p.Update(&Input{})
	if _, ok := p.activate(idPauseLeave).Next.(*Menu); !ok || p.Asking() {
		t.Error("leaving a finished game asked a question or did not leave")
	}
}

// Issue 15 item 4: the pause menu speaks every language.
func TestIssue15PauseInEveryLanguage(t *testing.T) {
	for _, l := range i18n.Langs {
		app := testApp(t)
		app.Settings.Language = l.Code()
		app.ApplySettings()
		r := newRigIn(t, app, "classic", "human,bot")
		p := NewPauseScene(app, r.table)
		p.Update(&Input{})
		for _, c := range p.Form().Controls {
			if c.Label == "" || c.Label == string(i18n.PauseResume) {
				t.Errorf("%s: a button reads %q", l.Code(), c.Label)
			}
		}
		if got := p.Form().Controls[0].Label; got != app.Cat.T(i18n.PauseResume) {
			t.Errorf("%s: first button %q", l.Code(), got)
		}
	}
}

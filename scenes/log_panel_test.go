package scenes

import (
	"slices"
	"strings"
	"testing"

	"rummy/engine"
	"rummy/scenes/i18n"
)

// press sends one tick with a key intent through the rig.
func (r *tableRig) press(i Intent) {
	r.raw = RawInput{Keys: i}
	r.run(1)
	r.raw = RawInput{}
	r.run(FadeTicks + 2)
}

// TestIssue16FullLogAndPileHistory (issue 16, items 6 and 7): Shift+L
// opens the whole game's log over the table, grouped by hand, one line
// for each move made; Shift+P and a tap on a pile that cannot be taken
// open the pile's history, who discarded and who took each card in
// order; Esc closes either. After a resume from the autosave both are
// the same, rebuilt from the game's log.
func TestIssue16FullLogAndPileHistory(t *testing.T) {
	app := testApp(t)
	r := newRigIn(t, app, "classic", "human,bot")
	tb := r.table
	var discarded []engine.Card
	for turn := 0; turn < 3; turn++ {
		r.settle()
		r.perform(engine.DrawAction(turn == 1))
		r.settle()
		if turn == 2 {
			break
		}
		c := tb.view.Hand[len(tb.view.Hand)-1]
		if turn == 1 {
			c = tb.view.Hand[0]
		}
		r.perform(engine.DiscardAction(c))
		discarded = append(discarded, c)
	}
	st := tb.game.state()
	r.press(IntentLog)
	lp, ok := r.m.Current().(*LogPanel)
	if !ok || lp.Kind() != "log" {
		t.Fatalf("Shift+L opened %T", r.m.Current())
	}
	lines := lp.Lines()
	if lines[0] != app.Cat.F(i18n.LogHandHead, 1) || lines[1] != app.Cat.F(i18n.LogHandStarted, 1) {
		t.Fatalf("the log opens with %q", lines[:2])
	}
	for _, c := range discarded {
		if want := app.Cat.F(i18n.LogYouDiscarded, app.Cat.Card(c)); !slices.Contains(lines, want) {
			t.Errorf("the log lacks %q:\n%s", want, strings.Join(lines, "\n"))
		}
	}
	draws := 0
	for _, la := range st.Log() {
		if la.Action.Kind == engine.ActDraw {
			draws++
		}
	}
	seatLines := len(lines) - countPrefix(lines, "Hand ") // every other line names a seat (bots have names now)
	if got := seatLines; got < 2*draws-1 {
		t.Errorf("%d lines about seats for %d draws:\n%s", got, draws, strings.Join(lines, "\n"))
	}
	r.press(IntentBack)
	if r.m.Current() != tb {
		t.Fatalf("Esc left %T", r.m.Current())
	}

	r.press(IntentPile)
	pp, ok := r.m.Current().(*LogPanel)
	if !ok || pp.Kind() != "pile" {
		t.Fatalf("Shift+P opened %T", r.m.Current())
	}
	pile := pp.Lines()
	hist := tb.view.History
	if len(pile) != len(hist) || len(hist) < 4 {
		t.Fatalf("%d pile lines for %d records: %q", len(pile), len(hist), pile)
	}
	for i, h := range hist {
		k := i18n.PileDiscarded
		if h.Took {
			k = i18n.PileTook
		}
		want := app.Cat.F(k, tb.seatName(h.Seat), app.Cat.Card(h.Card))
		if h.Seat == 0 {
			want = app.Cat.F(map[bool]i18n.Key{false: i18n.PileYouDiscarded, true: i18n.PileYouTook}[h.Took], app.Cat.Card(h.Card))
		}
		if pile[i] != want {
			t.Errorf("pile line %d is %q, want %q", i, pile[i], want)
		}
	}
	r.press(IntentPile)
	if r.m.Current() != tb {
		t.Fatalf("Shift+P again left %T", r.m.Current())
	}
	// In the play phase with nothing selected a tap on the pile cannot
	// take it: it opens the history.
	r.run(FadeTicks + 2)
	if tb.view.Phase != engine.PhasePlay || tb.view.Turn != 0 {
		t.Fatalf("phase %s turn %d", tb.view.Phase, tb.view.Turn)
	}
	r.tap(tb.lay.Discard.Center())
	if p, ok := r.m.Current().(*LogPanel); !ok || p.Kind() != "pile" {
		t.Fatalf("a tap on the pile opened %T (toast %q)", r.m.Current(), tb.toast.text)
	}
	if n := len(st.Log()); n != len(tb.game.state().Log()) {
		t.Fatal("the tap on the pile played a move")
	}
	shots(t, app, "pile", func() Scene { return pp })
	shots(t, app, "log", func() Scene { return lp })

	// The same after a resume: both are rebuilt from the saved log.
	rt, err := ResumeTable(app, tb.back)
	if err != nil {
		t.Fatal(err)
	}
	rt.Update(&Input{})
	again := newLogPanel(app, rt, panelLog).Lines()
	if !slices.Equal(again, lines) {
		t.Errorf("after the resume the log reads\n%s\nnot\n%s", strings.Join(again, "\n"), strings.Join(lines, "\n"))
	}
	if p := newLogPanel(app, rt, panelPile).Lines(); !slices.Equal(p, pile) {
		t.Errorf("after the resume the pile reads %q, not %q", p, pile)
	}
}

func countPrefix(lines []string, p string) int {
	n := 0
	for _, l := range lines {
		if strings.HasPrefix(l, p) {
			n++
		}
	}
	return n
}

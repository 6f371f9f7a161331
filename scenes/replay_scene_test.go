package scenes

import (
	"strings"
	"testing"
	"time"

	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/scenes/store"
)

// replayAt is the game after the first k actions of log, by the engine
// alone (no match): what every step of the viewer must show.
func replayAt(t *testing.T, r *engine.Rules, seed uint64, log []engine.LoggedAction, k int) *engine.State {
	t.Helper()
	st, err := engine.NewGame(r, seed)
	if err != nil {
		t.Fatal(err)
	}
	for i, la := range log[:k] {
		if _, err := st.Apply(la.Seat, la.Action); err != nil {
			t.Fatalf("log entry %d: %v", i+1, err)
		}
	}
	return st
}

// TestIssue16ReplayViewerStepsThroughTheLog (issue 16, item 3): a
// finished game opens from the statistics' Watch in the replay viewer;
// tapping Step > walks every action of its log, and each position is the
// one the engine reaches replaying the log that far (checked by hash),
// with every hand shown; Step < and the hand buttons go back and jump,
// and Play at the fastest speed plays to the end by itself.
func TestIssue16ReplayViewerStepsThroughTheLog(t *testing.T) {
	app := testApp(t)
	fillStats(t, app)
	menu := NewMenu(app, DefaultSetup(engine.Classic), app.Backdrop)
	s := NewStatsScene(app, engine.Classic, menu, app.Backdrop)
	s.Update(&Input{})
	tapControl(t, s, &s.form, idStatsRow)
	s.Update(&Input{})
	req := tapControl(t, s, &s.form, idStatsAction+1)
	rs, ok := req.Next.(*ReplayScene)
	if !ok {
		t.Fatalf("Watch opened %T (note %q)", req.Next, s.note)
	}
	k, err := store.OpenArchive(app.Store).Get(s.recent()[0].Archive)
	if err != nil {
		t.Fatal(err)
	}
	end, err := engine.Load(k.Game)
	if err != nil {
		t.Fatal(err)
	}
	log := end.Log()
	if rs.Steps() != len(log) || rs.Position() != 0 || len(log) < 20 {
		t.Fatalf("the viewer has %d steps at %d; the log %d", rs.Steps(), rs.Position(), len(log))
	}
	rs.Update(&Input{})
	ref, _ := engine.NewGame(end.Rules(), end.Seed())
	for i := 1; i <= len(log); i++ {
		tapControl(t, rs, &rs.form, idReplayForward)
		if rs.Position() != i {
			t.Fatalf("after %d taps the viewer is at %d", i, rs.Position())
		}
		la := log[i-1]
		if _, err := ref.Apply(la.Seat, la.Action); err != nil {
			t.Fatal(err)
		}
		if rs.State().Hash() != ref.Hash() {
			t.Fatalf("step %d (%s): the viewer's position differs from the log's", i, la.Action)
		}
		if la.Action.Kind == engine.ActDiscard {
			want := app.Cat.F(i18n.LogDiscarded, rs.seatName(la.Seat), app.Cat.Card(la.Action.Card))
			if la.Seat == k.Person {
				want = app.Cat.F(i18n.LogYouDiscarded, app.Cat.Card(la.Action.Card))
			}
			if !strings.Contains(strings.Join(rs.Lines(), "\n"), want) {
				t.Fatalf("step %d says %q, want %q", i, rs.Lines(), want)
			}
		}
	}
	if !rs.State().Over() {
		t.Fatal("the last step is not the game's end")
	}
	// Backwards, by hand and by step, each checked against the log.
	for _, id := range []int{idReplayBack, idReplayBack, idReplayPrevHand, idReplayBack, idReplayPrevHand, idReplayNextHand, idReplayForward} {
		tapControl(t, rs, &rs.form, id)
		if want := replayAt(t, end.Rules(), end.Seed(), log, rs.Position()); rs.State().Hash() != want.Hash() {
			t.Fatalf("after button %d at %d: not the log's position", id, rs.Position())
		}
	}
	tapControl(t, rs, &rs.form, idReplayPrevHand)
	if h := rs.State().HandNumber(); rs.Position() != rs.handStart(h) {
		t.Fatalf("<< Hand stopped at %d, hand %d starts at %d", rs.Position(), h, rs.handStart(h))
	}
	for range 3 {
		tapControl(t, rs, &rs.form, idReplaySpeed) // ×8
	}
	tapControl(t, rs, &rs.form, idReplayPlay)
	for i := 0; rs.Playing() && i < 10*len(log); i++ {
		rs.Update(&Input{})
	}
	if rs.Playing() || rs.Position() != len(log) {
		t.Fatalf("Play stopped at %d of %d (playing %v)", rs.Position(), len(log), rs.Playing())
	}
	if r := rs.Update(key(IntentBack)); r.Next != s {
		t.Fatal("Esc did not go back to the statistics")
	}
	// The analysis: in slices, each short; every mark is one of the
	// person's draws or discards where the hard bot chose a legal other
	// move; the summary counts them.
	fresh, err := NewReplayScene(app, k, s, app.Backdrop)
	if err != nil {
		t.Fatal(err)
	}
	fresh.Update(&Input{}) // the first frame lays out and renders the cards
	slowest := time.Duration(0)
	for i := 0; i < 60; i++ {
		t0 := time.Now()
		fresh.Update(&Input{})
		slowest = max(slowest, time.Since(t0))
	}
	if fresh.Analysed() || fresh.an.done == 0 {
		t.Errorf("60 frames analysed %d of %d decisions: not in slices", fresh.an.done, fresh.an.total)
	}
	// How long a frame took is only reported: a timed check fails on a
	// busy machine; the frames above prove the slicing.
	t.Logf("the slowest update of the analysis took %v", slowest)
	for i := 0; !rs.Analysed() && i < 100000; i++ {
		rs.Update(&Input{})
	}
	if !rs.Analysed() {
		t.Fatal("the analysis never finished")
	}
	n, pts := rs.an.summary()
	t.Logf("%d of %d decisions marked, about %d points; slowest update %v", n, rs.an.total, pts, slowest)
	if rs.an.total == 0 || rs.an.person != k.Person {
		t.Fatalf("%d decisions of seat %d analysed", rs.an.total, rs.an.person)
	}
	for i, v := range rs.an.marks {
		la := log[i]
		before := replayAt(t, end.Rules(), end.Seed(), log, i)
		if la.Seat != k.Person || v.bot.Equal(la.Action) || v.cost <= 0 {
			t.Fatalf("mark at %d: seat %d, bot %s, mine %s, cost %.1f", i, la.Seat, v.bot, la.Action, v.cost)
		}
		if _, err := before.Clone().Apply(la.Seat, v.bot); err != nil {
			t.Fatalf("mark at %d: the bot's %s is illegal: %v", i, v.bot, err)
		}
	}
	if line := rs.analysisLine(); n > 0 && line != app.Cat.F(i18n.ReplaySummary, n, pts) {
		t.Errorf("the summary reads %q", line)
	}
	for i := range rs.an.marks {
		rs.goTo(i + 1)
		if rs.markLine() == "" {
			t.Fatalf("no mark shown at step %d", i+1)
		}
		break
	}
	shots(t, app, "replay", func() Scene {
		sc, _ := NewReplayScene(app, k, s, app.Backdrop)
		sc.an = rs.an
		sc.Update(&Input{})
		for i := range rs.an.marks {
			sc.goTo(i + 1)
			return sc
		}
		sc.goTo(len(log) / 2)
		return sc
	})
}
